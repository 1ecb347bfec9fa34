package doccheck

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// maxParagraph is the most characters a paragraph or a list item of the
// docs may hold: 8 lines of 120 characters, however it is wrapped.
const maxParagraph = 1000

// maxLines are the docs with a bound on their length in lines.
var maxLines = map[string]int{
	"docs/methodology.md": 350,
	"docs/running.md":     150,
	"README.md":           120,
}

// listItemRE starts a list item: a bullet or a number, perhaps indented.
var listItemRE = regexp.MustCompile(`^\s*(?:[-*+]|[0-9]+[.)])\s`)

// block is a paragraph or a list item of a Markdown text: its first line
// and its text, lines joined by a space.
type block struct {
	line int
	text string
}

// blocks splits a Markdown text into paragraphs, each list item a block of
// its own; fenced code, tables, headings and HTML comments are left out.
func blocks(text string) []block {
	var out []block
	var cur *block
	end := func() {
		if cur != nil {
			out = append(out, *cur)
			cur = nil
		}
	}
	fenced := false
	for i, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, "```"):
			end()
			fenced = !fenced
			continue
		case fenced:
			continue
		case trimmed == "", strings.HasPrefix(trimmed, "|"), strings.HasPrefix(trimmed, "#"), strings.HasPrefix(trimmed, "<!--"):
			end()
			continue
		case listItemRE.MatchString(line):
			end()
		}
		if cur == nil {
			cur = &block{line: i + 1, text: trimmed}
		} else {
			cur.text += " " + trimmed
		}
	}
	end()
	return out
}

// The docs stay readable: no paragraph or list item of README.md,
// CONTRIBUTING.md or docs/*.md holds more than maxParagraph characters, and
// the longest docs stay within their lines.
func TestParagraphsShort(t *testing.T) {
	root, files := tracked(t, "*.md")
	checked := 0
	for _, rel := range files {
		if rel != "README.md" && rel != "CONTRIBUTING.md" && !strings.HasPrefix(rel, "docs/") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		checked++
		for _, bl := range blocks(text) {
			if n := utf8.RuneCountInString(bl.text); n > maxParagraph {
				t.Errorf("%s:%d: a paragraph of %d characters (at most %d): %.80s…", rel, bl.line, n, maxParagraph, bl.text)
			}
		}
		if max, ok := maxLines[rel]; ok {
			if n := strings.Count(strings.TrimRight(text, "\n"), "\n") + 1; n > max {
				t.Errorf("%s: %d lines (at most %d)", rel, n, max)
			}
		}
	}
	if checked < len(maxLines) {
		t.Errorf("only %d docs checked", checked)
	}
}

func TestBlocks(t *testing.T) {
	text := "# Title\n\nOne\nparagraph.\n\n- an item\n  going on\n- another\n  - nested\n\n| a | b |\n|---|---|\n\n```\ncode\n\nmore\n```\nAfter.\n"
	var got []string
	for _, b := range blocks(text) {
		got = append(got, b.text)
	}
	want := []string{"One paragraph.", "- an item going on", "- another", "- nested", "After."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("blocks = %q, want %q", got, want)
	}
}
