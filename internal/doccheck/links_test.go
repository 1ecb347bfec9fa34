package doccheck

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	linkRE    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	headingRE = regexp.MustCompile("(?m)^#{1,6} +(.+?) *$")
	fenceRE   = regexp.MustCompile("(?ms)^```.*?^```")
	codeRE    = regexp.MustCompile("`[^`\n]*`")
)

// slug is GitHub's anchor for a heading: lower case, punctuation but
// hyphens and underscores dropped, spaces as hyphens.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors are the anchors of a Markdown text's headings.
func anchors(text string) map[string]bool {
	out := map[string]bool{}
	for _, m := range headingRE.FindAllStringSubmatch(fenceRE.ReplaceAllString(text, ""), -1) {
		base := slug(strings.ReplaceAll(m[1], "`", ""))
		a := base
		for i := 1; out[a]; i++ {
			a = base + "-" + string(rune('0'+i))
		}
		out[a] = true
	}
	return out
}

// links are a Markdown text's link targets, outside code.
func links(text string) []string {
	text = codeRE.ReplaceAllString(fenceRE.ReplaceAllString(text, ""), "")
	var out []string
	for _, m := range linkRE.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Runs and the headline estimate":                        "runs-and-the-headline-estimate",
		"Precision: stopping a cell when its interval is tight": "precision-stopping-a-cell-when-its-interval-is-tight",
		"The default suite":                                     "the-default-suite",
		"run --proto and run --go":                              "run---proto-and-run---go",
	} {
		if got := slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
}

// Every relative link of the repository's Markdown files (but the
// published results', which publish writes) names a file that exists, and
// an anchor that one of its headings makes.
func TestLinksResolve(t *testing.T) {
	root, files := tracked(t, "*.md")
	texts := map[string]string{}
	read := func(path string) (string, bool) {
		if s, ok := texts[path]; ok {
			return s, true
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return "", false
		}
		texts[path] = string(b)
		return string(b), true
	}
	checked := 0
	for _, rel := range files {
		if strings.HasPrefix(rel, "results/") {
			continue
		}
		path := filepath.Join(root, rel)
		text, ok := read(path)
		if !ok {
			t.Errorf("%s: unreadable", rel)
			continue
		}
		for _, target := range links(text) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			dest := path
			if file != "" {
				dest = filepath.Join(filepath.Dir(path), file)
			}
			checked++
			if _, err := os.Stat(dest); err != nil {
				t.Errorf("%s: link %s: no such file", rel, target)
				continue
			}
			if anchor == "" || !strings.HasSuffix(dest, ".md") {
				continue
			}
			if text, ok := read(dest); ok && !anchors(text)[anchor] {
				t.Errorf("%s: link %s: no heading makes #%s", rel, target, anchor)
			}
		}
	}
	t.Logf("%d relative links checked", checked)
	if checked == 0 {
		t.Error("no links checked")
	}
}

func TestAnchorsAndLinks(t *testing.T) {
	text := "# Top\n\nSee [a](b.md#x-y) and `[not](code.md)`.\n\n```\n# not a heading\n[no](fence.md)\n```\n\n## X, y\n## X, y\n"
	if got := links(text); len(got) != 1 || got[0] != "b.md#x-y" {
		t.Errorf("links = %q, want [b.md#x-y]", got)
	}
	a := anchors(text)
	for _, want := range []string{"top", "x-y", "x-y-1"} {
		if !a[want] {
			t.Errorf("anchors %v lack %s", a, want)
		}
	}
	if a["not-a-heading"] {
		t.Error("a fenced line read as a heading")
	}
}
