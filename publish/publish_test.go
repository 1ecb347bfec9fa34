package publish_test

import (
	"bytes"
	"context"
	"html"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/publish"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
)

// writeRun writes a finished results folder: structs/big and tickdata/seed,
// encode and decode of three codecs, the run of commit on day.
func writeRun(t *testing.T, commit string, day time.Time, scale float64) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "run")
	env := &resultset.Env{GoVersion: "go1.26", GOOS: "linux", GOARCH: "amd64", NumCPU: 2, GOMAXPROCS: 1, CPU: "Test CPU",
		Commit: commit, Started: day, Count: 6, BenchTime: "10ms", Timing: "workers",
		Settings: []string{"count=6", "precision=2"}, Modules: map[string]string{"google.golang.org/protobuf": "v1.36.0"}}
	w, err := resultset.Create(dir, env)
	if err != nil {
		t.Fatal(err)
	}
	times := map[string]float64{"json": 6000, "protobuf": 2000, "gob": 40000}
	sizes := map[string]float64{"json": 300, "protobuf": 100, "gob": 150}
	for _, dv := range [][2]string{{"structs", "big"}, {"tickdata", "seed"}} {
		for _, codec := range []string{"json", "protobuf", "gob"} {
			for k, op := range []string{"encode", "decode"} {
				r := resultset.Record{Dataset: dv[0], Variant: dv[1], Codec: codec, Op: op, Unit: "message", MsgsPerOp: 1,
					Status: resultset.StatusOK, EncodedBytes: sizes[codec]}
				var runs []measure.Run
				for i := range 6 {
					runs = append(runs, measure.Run{N: 100, NsPerOp: scale*times[codec]*float64(k+1) + float64(i)})
				}
				runner.Fill(&r, runs)
				if err := w.Write(&r); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, resultset.FileReport), []byte("# report\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Publish keeps the run (its records compressed, env.json, report.md),
// rebuilds the README, charts and site from every published run, and
// refuses a run published already, or one of a dirty checkout.
func TestPublish(t *testing.T) {
	reg := catalog.Registry()
	root := filepath.Join(t.TempDir(), "results")
	day := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	first := writeRun(t, "0123456789abcdef0123", day, 1)
	dir, err := publish.Publish(publish.Options{Registry: reg, From: first, Root: root})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(root, "published", "2026-11-20-0123456789ab"); dir != want {
		t.Errorf("published into %s, want %s", dir, want)
	}
	for _, f := range []string{resultset.FileJSONLZst, resultset.FileEnv, resultset.FileReport, "../../README.md",
		"../../charts/headline-encode.png", "../../charts/headline-decode.svg", "../../charts/trend-structs.png",
		"../../site/index.html", "../../site/structs.html", "../../site/tickdata.html"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, resultset.FileJSONL)); err == nil {
		t.Error("the published run keeps results.jsonl uncompressed")
	}
	// Its report is rendered again, showing its charts as SVG, the only
	// picture it keeps.
	md, err := os.ReadFile(filepath.Join(dir, resultset.FileReport))
	if err != nil {
		t.Fatal(err)
	}
	shown := regexp.MustCompile(`!\[[^\]]*\]\((charts/[^)]+)\)`).FindAllSubmatch(md, -1)
	if len(shown) == 0 || bytes.Contains(md, []byte(".png")) {
		t.Errorf("the published report.md shows %d charts, PNG among them: %v", len(shown), bytes.Contains(md, []byte(".png")))
	}
	for _, m := range shown {
		if _, err := os.Stat(filepath.Join(dir, string(m[1]))); err != nil {
			t.Errorf("report.md shows %s: %v", m[1], err)
		}
	}
	if pngs, _ := filepath.Glob(filepath.Join(dir, "charts", "*.png")); len(pngs) > 0 {
		t.Errorf("the published run keeps %d PNGs", len(pngs))
	}
	f, err := resultset.Load(dir)
	if err != nil || len(f.Records) != 12 || f.Env.Commit != "0123456789abcdef0123" {
		t.Fatalf("the published folder reads back %d records of commit %v (%v)", len(f.Records), f.Env, err)
	}

	if _, err := publish.Publish(publish.Options{Registry: reg, From: first, Root: root}); err == nil {
		t.Error("the same run published twice")
	}
	if _, err := publish.Publish(publish.Options{Registry: reg, From: writeRun(t, "abc-dirty", day, 1), Root: root}); err == nil {
		t.Error("a dirty checkout's run was published")
	}

	unfinished := writeRun(t, "1111111111111111", day, 1)
	env, err := resultset.ReadEnv(filepath.Join(unfinished, resultset.FileEnv))
	if err != nil {
		t.Fatal(err)
	}
	env.Planned = 13 // one cell more than the folder holds, as a killed run leaves it
	if err := resultset.WriteEnv(filepath.Join(unfinished, resultset.FileEnv), env); err != nil {
		t.Fatal(err)
	}
	if _, err := publish.Publish(publish.Options{Registry: reg, From: unfinished, Root: root}); err == nil ||
		!strings.Contains(err.Error(), "unfinished: 1 of its 13 planned cells") {
		t.Errorf("an unfinished run: %v, want it refused", err)
	}

	// A second run, a week later and 10% slower: the history has both.
	if _, err := publish.Publish(publish.Options{Registry: reg, From: writeRun(t, "fedcba9876543210", day.AddDate(0, 0, 7), 1.1), Root: root}); err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, publish.FileReadme))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"**2026-11-27-fedcba987654**", "![structs/big: encode time of every codec](charts/headline-encode.png)",
		"### structs/big", "| `protobuf` | 2.20 µs ±0.09% | 4.40 µs ±0.05% |  | 100 B |", "(charts/trend-tickdata.png)", "Test CPU",
		"| google.golang.org/protobuf | v1.36.0 |", "git checkout fedcba9876543210", "--count=6 --precision=2",
		"Each cell ran up to 6 times of about 10ms each after a discarded calibration run, stopping from the sixth once its 95% interval was within 2%.",
		"- [2026-11-20-0123456789ab](published/2026-11-20-0123456789ab/report.md)",
		// The times name their estimate, and the line that explains it.
		"| codec | encode (p20) | decode (p20) | read (p20) | size |",
		"The p20 time/op of each op per codec on the dataset's default-suite variant (else its first), with its 95% interval's half-width",
		"fastest encode first. p20: the 20th percentile of a cell's timed runs (a fifth of its runs were faster); " +
			"the interval is its 95% bootstrap interval. The trend chart",
		"a line per codec and CPU model",
		"are within ±5% of their p20"} {
		if !bytes.Contains(readme, []byte(want)) {
			t.Errorf("README.md lacks %q:\n%s", want, readme)
		}
	}
	// The fastest encode first.
	if i, j := bytes.Index(readme, []byte("| `protobuf`")), bytes.Index(readme, []byte("| `gob`")); i < 0 || j < i {
		t.Error("the table does not put the fastest encode first")
	}
}

// The project README beside the results folder gets the latest headline
// between its markers; the rest of it is left as it was.
func TestPublishUpdatesProjectReadme(t *testing.T) {
	reg := catalog.Registry()
	project := t.TempDir()
	root := filepath.Join(project, "results")
	before := "# serbench\n\nIntro.\n\n" + publish.HeadlineStart + "\nChart to come.\n" + publish.HeadlineEnd + "\n\n## Set-up\n"
	if err := os.WriteFile(filepath.Join(project, "README.md"), []byte(before), 0o644); err != nil {
		t.Fatal(err)
	}
	day := time.Date(2026, 11, 20, 9, 0, 0, 0, time.UTC)
	if _, err := publish.Publish(publish.Options{Registry: reg, From: writeRun(t, "0123456789abcdef0123", day, 1), Root: root}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(project, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# serbench\n\nIntro.\n\n" + publish.HeadlineStart, publish.HeadlineEnd + "\n\n## Set-up\n",
		"![structs/big: encode time of every codec](results/charts/headline-encode.png)", "**2026-11-20-0123456789ab**",
		"[results/README.md](results/README.md)",
		"Bars: the p20 time of one op (the 20th percentile of its runs: a fifth were faster); whiskers: its 95% bootstrap interval."} {
		if !bytes.Contains(got, []byte(want)) {
			t.Errorf("README.md lacks %q:\n%s", want, got)
		}
	}
	if bytes.Contains(got, []byte("Chart to come")) {
		t.Error("the old headline block is still there")
	}
	if out, ok := publish.SpliceHeadline([]byte("no markers"), []byte("x")); ok || string(out) != "no markers" {
		t.Errorf("SpliceHeadline without markers: %q %v", out, ok)
	}
}

func mustEnv(t *testing.T, root string) *resultset.Env {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(root, "published"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("published: %v %v", entries, err)
	}
	env, err := resultset.ReadEnv(filepath.Join(root, "published", entries[0].Name(), resultset.FileEnv))
	if err != nil {
		t.Fatal(err)
	}
	return env
}

func withVariant(recs []resultset.Record, ds, from, to string) []resultset.Record {
	var out []resultset.Record
	for _, r := range recs {
		if r.Dataset == ds && r.Variant == from {
			r.Variant = to
			out = append(out, r)
		}
	}
	return out
}

// A dataset whose page passes MaxPage is split into a page per variant;
// every link and picture of the site resolves to a file in it, on whole
// pages and on split ones, and the pages link their charts rather than
// inlining them.
func TestSiteSplitsPagesAndLinksResolve(t *testing.T) {
	saved := publish.MaxPage
	defer func() { publish.MaxPage = saved }()
	root := filepath.Join(t.TempDir(), "results")
	if _, err := publish.Publish(publish.Options{Registry: catalog.Registry(),
		From: writeRun(t, "0123456789abcdef", time.Now(), 1), Root: root}); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(root, "site")
	checkSite(t, site, "index.html", "structs.html", "tickdata.html")
	// The index says how the run timed its cells and how tight they are.
	index, err := os.ReadFile(filepath.Join(site, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Each cell ran up to 6 times", "cells with a 95% interval"} {
		if !strings.Contains(string(index), want) {
			t.Errorf("the site's index lacks %q", want)
		}
	}

	page, err := os.ReadFile(filepath.Join(site, "structs.html"))
	if err != nil {
		t.Fatal(err)
	}
	// A second variant adds its tables (more than 2 KB); each variant's
	// page alone stays the size of big's, give or take its links.
	publish.MaxPage = len(page) + 2048
	f, err := resultset.Load(filepath.Join(root, "published", publish.RunName(mustEnv(t, root))))
	if err != nil {
		t.Fatal(err)
	}
	f.Records = append(f.Records, withVariant(f.Records, "structs", "big", "small")...)
	if err := publish.Site(catalog.Registry(), site, f); err != nil {
		t.Fatal(err)
	}
	checkSite(t, site, "index.html", "structs-big.html", "structs-small.html", "tickdata.html")
	if _, err := os.Stat(filepath.Join(site, "structs")); err == nil {
		t.Error("the charts of the unsplit structs page are left on the site")
	}
}

// checkSite checks that site holds exactly the pages named, that each
// relative href and src of theirs names a file of the site, that they
// show charts and inline none, and that the site has no PNG.
func checkSite(t *testing.T, site string, want ...string) {
	t.Helper()
	ref := regexp.MustCompile(`(?:href|src)="([^"#]+)"`)
	var pages []string
	charts := 0
	err := filepath.WalkDir(site, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case strings.HasSuffix(path, ".png"):
			t.Errorf("the site holds %s: its PNGs are the published run's", path)
		case d.IsDir() || !strings.HasSuffix(path, ".html"):
			return nil
		}
		pages = append(pages, filepath.Base(path))
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte("data:image")) {
			t.Errorf("%s inlines a picture", filepath.Base(path))
		}
		if filepath.Base(path) != "index.html" && !bytes.Contains(b, []byte(`href="index.html"`)) {
			t.Errorf("%s does not link the site's index", filepath.Base(path))
		}
		for _, m := range ref.FindAllSubmatch(b, -1) {
			link := html.UnescapeString(string(m[1]))
			if strings.Contains(link, ":") {
				continue // off the site (https:, data:)
			}
			rel, err := url.PathUnescape(link)
			if err != nil {
				t.Errorf("%s: link %q: %v", filepath.Base(path), link, err)
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(path), filepath.FromSlash(rel))); err != nil {
				t.Errorf("%s links %q, which is not on the site", filepath.Base(path), link)
			}
			if strings.HasSuffix(rel, ".svg") {
				charts++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(pages)
	if !slices.Equal(pages, want) || charts == 0 {
		t.Errorf("the site has pages %v with %d chart links; want %v, with charts", pages, charts, want)
	}
}

// The site opens from disk in headless Chromium: the index links every
// page, and a dataset's page shows its tables and charts.
func TestSiteInBrowser(t *testing.T) {
	exe := chromium(t)
	root := filepath.Join(t.TempDir(), "results")
	if _, err := publish.Publish(publish.Options{Registry: catalog.Registry(),
		From: writeRun(t, "0123456789abcdef", time.Now(), 1), Root: root}); err != nil {
		t.Fatal(err)
	}
	opts := append(slices.Clone(chromedp.DefaultExecAllocatorOptions[:]), chromedp.ExecPath(exe), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1400, 1000))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	open := func(page string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(root, "site", page)), chromedp.WaitReady("body")); err != nil {
			t.Fatalf("open %s in %s: %v", page, exe, err)
		}
	}
	open("index.html")
	links := eval[[]string](ctx, t, `Array.from(document.querySelectorAll("a[href$='.html']")).map(a => a.getAttribute("href"))`)
	slices.Sort(links)
	if links = slices.Compact(links); !slices.Equal(links, []string{"structs.html", "tickdata.html"}) {
		t.Errorf("the index links %v, want structs.html and tickdata.html", links)
	}
	// The index opens with the answer: per dataset, the best codec to
	// encode, to decode and to encode small, each row linking its page.
	first := eval[string](ctx, t, `document.querySelector("section").id`)
	answer := eval[[][]string](ctx, t, `Array.from(document.querySelectorAll("#answer tbody tr")).map(tr =>
		Array.from(tr.cells).map(c => c.innerText.split("\n")[0].trim()).concat([tr.querySelector("a").getAttribute("href")]))`)
	want := [][]string{{"structs", "protobuf", "protobuf", "protobuf", "structs.html"}, {"tickdata", "protobuf", "protobuf", "protobuf", "tickdata.html"}}
	if first != "answer" || !slices.EqualFunc(answer, want, slices.Equal) {
		t.Errorf("the index's first section is %q, its answer table %q; want the answer first, reading %q", first, answer, want)
	}
	ranking := eval[[]string](ctx, t, `Array.from(document.querySelectorAll("#ranking tbody tr")).map(tr => tr.cells[0].innerText.trim())`)
	if !slices.Equal(ranking, []string{"protobuf", "json", "gob"}) {
		t.Errorf("the ranking across datasets reads %q, want protobuf, json, gob (fastest encode first)", ranking)
	}
	if broken := eval[int](ctx, t, `Array.from(document.images).filter(i => !i.complete || i.naturalWidth == 0).length`); broken > 0 {
		t.Errorf("index.html: %d broken images (the answer chart)", broken)
	}
	open("structs.html")
	tables := eval[int](ctx, t, `document.querySelectorAll("table.data").length`)
	images := eval[int](ctx, t, `document.images.length`)
	broken := eval[int](ctx, t, `Array.from(document.images).filter(i => !i.complete || i.naturalWidth == 0).length`)
	if tables < 2 || images < 2 || broken > 0 {
		t.Errorf("structs.html: %d tables, %d images (%d broken); want its tables and charts", tables, images, broken)
	}
	if strings.Contains(strings.Join(links, ""), "http") {
		t.Error("the index links off the site")
	}
}

// chromium finds a Chromium to drive, or skips: CI installs Debian's.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("CI=true but no Chromium on PATH: .ci/run installs Debian's chromium")
	}
	t.Skip("no Chromium installed: apt-get install chromium to run the site's browser test")
	return ""
}

func eval[T any](ctx context.Context, t *testing.T, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %.60q: %v", expr, err)
	}
	return v
}

// The README and the headline block name the estimate of the latest run's
// times: the p20, or the median for a run from before it; a run whose
// cells have 12 runs says how far its halves agree.
func TestReadmeNamesEstimate(t *testing.T) {
	env := &resultset.Env{CPU: "Test CPU", GoVersion: "go1.26", NumCPU: 2, Commit: "abc", Count: 12, BenchTime: "10ms"}
	cell := func(codec, op string, ns float64, newer bool) resultset.Record {
		r := resultset.Record{Dataset: "structs", Variant: "big", Codec: codec, Op: op, Status: resultset.StatusOK, NsPerOp: ns, EncodedBytes: 100}
		for range 12 {
			r.Runs = append(r.Runs, ns)
		}
		if newer {
			m := ns * 1.01
			r.NsMedian = &m
		}
		return r
	}
	for _, c := range []struct {
		name      string
		newer     bool
		want, not []string
	}{
		{"p20", true, []string{"| codec | encode (p20) | decode (p20) | read (p20) | size |",
			"Of 2 cells with 12 runs or more, 2 (100.00%) have the p20s of their first and second halves within ±5% of each other",
			"Bars: the p20 time of one op"}, []string{"median", "Median"}},
		{"older run", false, []string{"| codec | encode (median) | decode (median) | read (median) | size |",
			"The median time/op of each op per codec", "Median time of one op; whiskers are 95% confidence intervals."},
			[]string{"(p20)", "p20 time"}},
	} {
		run := resultset.Folder{Dir: "published/2026-12-01-abc", Env: env,
			Records: []resultset.Record{cell("protobuf", "encode", 2000, c.newer), cell("protobuf", "decode", 4000, c.newer)}}
		got := string(publish.Readme(catalog.Registry(), []resultset.Folder{run}, nil, nil)) + "\n" +
			string(publish.Headline(run, nil, "results"))
		for _, want := range c.want {
			if !strings.Contains(got, want) {
				t.Errorf("%s: README or headline lacks %q:\n%s", c.name, want, got)
			}
		}
		for _, bad := range c.not {
			if strings.Contains(got, bad) {
				t.Errorf("%s: README or headline says %q:\n%s", c.name, bad, got)
			}
		}
	}
}

// The README states, beside the precision, how reproducible the figures
// are: against the latest earlier publication on the same CPU model, or
// that none ran on it.
func TestReadmeReproducibility(t *testing.T) {
	run := func(name, cpu string, ns float64) resultset.Folder {
		env := &resultset.Env{CPU: cpu, GoVersion: "go1.26", NumCPU: 2, Commit: "abc", Count: 6, BenchTime: "10ms"}
		var recs []resultset.Record
		for i, codec := range []string{"json", "protobuf"} {
			m := ns * float64(i+1) * 1.01
			recs = append(recs, resultset.Record{Dataset: "structs", Variant: "big", Codec: codec, Op: "encode",
				Status: resultset.StatusOK, NsPerOp: ns * float64(i+1), NsMedian: &m, EncodedBytes: 100, Runs: []float64{ns, ns, ns, ns, ns, ns}})
		}
		return resultset.Folder{Dir: "published/" + name, Env: env, Records: recs}
	}
	for _, c := range []struct {
		name string
		runs []resultset.Folder
		want string
	}{
		{"same CPU", []resultset.Folder{run("2026-11-01-a", "Test CPU", 1000), run("2026-11-02-b", "Other CPU", 500), run("2026-11-03-c", "Test CPU", 1030)},
			"Against the previous publication on this CPU model, 2026-11-01-a: of 2 cells both timed, 2 (100.00%) have their p20s within ±5% of each other."},
		{"another CPU", []resultset.Folder{run("2026-11-01-a", "Other CPU", 1000), run("2026-11-03-c", "Test CPU", 1030)},
			"No earlier publication ran on this CPU model (the previous, 2026-11-01-a, ran on Other CPU)"},
	} {
		got := string(publish.Readme(catalog.Registry(), c.runs, nil, nil))
		prec := strings.Index(got, "The latest published run")
		if i := strings.Index(got, c.want); i < 0 || prec < 0 || strings.Count(got[prec:i], "\n") > 0 {
			t.Errorf("%s: the README's precision paragraph lacks %q:\n%s", c.name, c.want, got)
		}
	}
}
