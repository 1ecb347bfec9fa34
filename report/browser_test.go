package report

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/serbench/serbench/compression"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// chromium finds a Chromium to drive, or skips the test: CI installs
// Debian's chromium, so there it always runs.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		// CI installs chromium: a missing one there is a broken set-up,
		// not a reason to skip.
		t.Fatal("CI=true but no Chromium on PATH: .ci/run installs Debian's chromium")
	}
	t.Skip("no Chromium installed (looked for chromium, chromium-browser and google-chrome on PATH): " +
		"apt-get install chromium to run the browser test of report.html; CI installs it")
	return ""
}

// browserRun writes a small results folder: two datasets, one with a
// published figure, its real charts, one failed cell.
func browserRun(t *testing.T) (Input, string) {
	t.Helper()
	info := suite.Info{Name: "alpha", Title: "Alpha things", Unit: "thing", About: "Things for the browser test.",
		Variants:  []suite.VariantInfo{{Name: "small", About: "a few things"}, {Name: "large"}},
		Seed:      suite.Seed{File: "009.txt", Title: "A seed", Machine: "old laptop"},
		Published: []suite.Published{{Variant: "small", Codec: "kiwi", Op: suite.Encode, NsPerOp: 4000}},
	}
	other := suite.Info{Name: "beta", Unit: "msg", Variants: []suite.VariantInfo{{Name: "only"}}}
	reg := &suite.Registry{
		Codecs: []suite.Codec{
			{Name: "kiwi", Title: "Kiwi codec", URL: "https://example.com/kiwi", Family: "Fruit", Labels: []string{"codegen", "binary"}, Notes: "calls Marshal"},
			{Name: "lime", Family: "Citrus", Labels: []string{"reflection", "text"}, Notes: "calls Encode"},
			{Name: "mango", Family: "Fruit", Labels: []string{"binary"}},
		},
		Datasets: []suite.Dataset{fakeDataset{info}, fakeDataset{other}},
	}
	// Times chosen so that each sort has one right answer: encode times
	// are kiwi 3 µs, lime 1 µs, mango 2 µs; mango's decode fails.
	times := map[string]float64{"kiwi": 3000, "lime": 1000, "mango": 2000}
	var recs []resultset.Record
	for _, ds := range []struct{ name, variant string }{{"alpha", "small"}, {"alpha", "large"}, {"beta", "only"}} {
		for _, codec := range []string{"kiwi", "lime", "mango"} {
			for i, op := range []string{"encode", "decode"} {
				r := resultset.Record{Dataset: ds.name, Variant: ds.variant, Codec: codec, Op: op, Unit: "thing", MsgsPerOp: 1,
					Labels: reg.Codecs[slices.IndexFunc(reg.Codecs, func(c suite.Codec) bool { return c.Name == codec })].Labels}
				if codec == "mango" && op == "decode" {
					r.Status, r.Error = resultset.StatusFailed, "validation: message 0: round trip differs"
					recs = append(recs, r)
					continue
				}
				r.Status = resultset.StatusOK
				r.EncodedBytes = times[codec] / 10
				var runs []measure.Run
				for k := range 6 {
					runs = append(runs, measure.Run{N: 100, NsPerOp: times[codec]*float64(1+i) + float64(k), BytesPerOp: 64, AllocsPerOp: 2})
				}
				runner.Fill(&r, runs)
				peak := 4096.0
				r.PeakHeapBytes = &peak
				if ds.variant == "small" && codec == "kiwi" && op == "encode" {
					// kiwi scales badly: two goroutines do what one does.
					runner.FillParallel(&r, []measure.ParallelRun{{G: 1, N: 100, Ns: 3e5}, {G: 2, N: 100, Ns: 6e5}})
				}
				if ds.name == "beta" {
					// Timed in a busy heap too: kiwi pays 50%, mango 20%, lime 1%.
					busy := r.NsPerOp * map[string]float64{"kiwi": 1.5, "lime": 1.01, "mango": 1.2}[codec]
					live := float64(64 << 20)
					r.BusyNsPerOp, r.BusyLiveHeapBytes = &busy, &live
				}
				if op == "encode" {
					// Under zstd mango is the largest, lime the smallest.
					z := map[string]float64{"kiwi": 120, "lime": 80, "mango": 150}[codec]
					runner.FillCompression(&r, compression.Result{Zstd: z, Snappy: z * 1.3, Gzip: z * 1.05,
						ZstdCompressNs: 900, ZstdDecompressNs: 300})
				}
				recs = append(recs, r)
			}
		}
	}
	dir := t.TempDir()
	pics, err := charts.Render(dir, reg, recs)
	if err != nil {
		t.Fatal(err)
	}
	env := &resultset.Env{GoVersion: "go1.26", GOOS: "linux", GOARCH: "amd64", GOMAXPROCS: 2, CPU: "Test CPU", Count: 6,
		BenchTime: "5ms", Modules: map[string]string{"example.com/kiwi": "v1.2.3"}, Started: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	return Input{Registry: reg, Env: env, Records: recs, Charts: pics}, dir
}

// The page opens from disk in headless Chromium, with every table and
// chart drawn, and sorting by a column reorders the rows.
func TestReportInBrowser(t *testing.T) {
	exe := chromium(t)
	in, dir := browserRun(t)
	page, err := HTML(in, dir)
	if err != nil {
		t.Fatal(err)
	}
	// Self-contained: no file or address the page would fetch.
	for _, bad := range []string{"<script src", "<link", "@import", "url(http", `src="http`, `src="charts/`} {
		if strings.Contains(string(page), bad) {
			t.Errorf("report.html contains %q: it must open offline from disk, alone", bad)
		}
	}
	path := filepath.Join(dir, resultset.FileHTML)
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	// Moved away from its charts/ folder it must still show everything.
	if err := os.RemoveAll(filepath.Join(dir, resultset.DirCharts)); err != nil {
		t.Fatal(err)
	}

	opts := append(slices.Clone(chromedp.DefaultExecAllocatorOptions[:]),
		chromedp.ExecPath(exe),
		chromedp.NoSandbox, // a root container has no user namespaces for Chromium's sandbox
		chromedp.DisableGPU,
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1400, 1000),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()

	type box struct {
		W, H               float64
		NaturalW, NaturalH float64
		Complete           bool
		Src                string
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+path), chromedp.WaitReady("body")); err != nil {
		t.Fatalf("open report.html in %s: %v", exe, err)
	}
	datasets := eval[int](ctx, t, `document.querySelectorAll("section[id^=ds-]").length`)
	tables := eval[int](ctx, t, `document.querySelectorAll("table.data").length`)
	images := eval[[]box](ctx, t, `Array.from(document.images).map(i => { const r = i.getBoundingClientRect();
		return {W: r.width, H: r.height, NaturalW: i.naturalWidth, NaturalH: i.naturalHeight, Complete: i.complete, Src: i.src.slice(0, 30)} })`)
	tableBoxes := eval[[]box](ctx, t, `Array.from(document.querySelectorAll("table.data")).filter(t => !t.closest("details")).map(t => {
		const r = t.getBoundingClientRect(); return {W: r.width, H: r.height} })`)
	failedRows := eval[int](ctx, t, `document.querySelectorAll("table.cells tr.failed").length`)
	seed := eval[string](ctx, t, `document.querySelector("#v-alpha-small-cells td.haspub .sub")?.textContent ?? ""`)
	if datasets != 2 {
		t.Errorf("%d dataset sections, want 2", datasets)
	}
	if tables < 8 {
		t.Errorf("%d tables, want at least 8 (cells and relative to best per variant, codecs, environment...)", tables)
	}
	for i, b := range tableBoxes {
		if b.W <= 0 || b.H <= 0 {
			t.Errorf("table %d is not visible: %+v", i, b)
		}
	}
	// alpha: encode, decode, size, compressed size and parallel scaling
	// charts; beta: the same but scaling, and the busy-heap penalty.
	if len(images) != 10 {
		t.Errorf("%d images, want 10 charts", len(images))
	}
	for i, im := range images {
		if !im.Complete || im.NaturalW <= 0 || im.NaturalH <= 0 {
			t.Errorf("chart %d did not load: complete %v, natural size %vx%v", i, im.Complete, im.NaturalW, im.NaturalH)
		}
		if im.W < 200 || im.H < 50 {
			t.Errorf("chart %d is shown at %vx%v, want at least 200x50", i, im.W, im.H)
		}
		if !strings.HasPrefix(im.Src, "data:image/") {
			t.Errorf("chart %d's source %.40q is not inlined (data:image/...)", i, im.Src)
		}
	}
	if seed != "seed 4.00 µs" {
		t.Errorf("the published time beside ours reads %q, want \"seed 4.00 µs\"", seed)
	}
	if failedRows != 3 {
		t.Errorf("%d failed rows, want mango's decode in each of 3 variants", failedRows)
	}

	// column is the text of one column of alpha/small's table, top to
	// bottom: each cell's first text, without the interval after a time.
	const table = "#v-alpha-small-cells"
	column := func(i int) []string {
		return eval[[]string](ctx, t, `Array.from(document.querySelector("`+table+`").tBodies[0].rows).map(r => r.cells[`+strconv.Itoa(i)+`].firstChild?.textContent.trim() ?? "")`)
	}
	click := func(i int) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(table+" thead th:nth-child("+strconv.Itoa(i+1)+")")); err != nil {
			t.Fatalf("click column %d: %v", i, err)
		}
	}
	// Before any click: encode, then decode, each fastest first, the
	// failed cell last.
	if got, want := column(0), []string{"lime", "mango", "kiwi", "lime", "kiwi", "mango"}; !slices.Equal(got, want) {
		t.Fatalf("rows before sorting: %v, want %v", got, want)
	}
	// Sort by time/op (column 3), then reverse it. Times: lime 1 and 2 µs,
	// mango 2 µs (its decode failed: last either way), kiwi 3 and 6 µs.
	click(3)
	asc := column(3)
	sorted := eval[string](ctx, t, `document.querySelector("`+table+` thead th:nth-child(4)").getAttribute("aria-sort")`)
	click(3)
	desc := column(3)
	// Stable: sorting by op now groups the ops, keeping the time order
	// within each.
	click(2)
	ops := column(0)
	header := eval[[]string](ctx, t, `Array.from(document.querySelectorAll("`+table+` thead th")).map(th => th.textContent.trim())`)
	if want := []string{"1.00 µs", "2.00 µs", "2.00 µs", "3.00 µs", "6.00 µs", "failed"}; !slices.Equal(asc, want) {
		t.Errorf("sorted by time/op: %v, want %v", asc, want)
	}
	if sorted != "ascending" {
		t.Errorf("sorted by time/op: the header's aria-sort is %q, want ascending", sorted)
	}
	if want := []string{"6.00 µs", "3.00 µs", "2.00 µs", "2.00 µs", "1.00 µs", "failed"}; !slices.Equal(desc, want) {
		t.Errorf("reversed: %v, want %v", desc, want)
	}
	// By op ascending: decode rows first (in the descending-time order
	// they had), then encode.
	if want := []string{"kiwi", "lime", "mango", "kiwi", "mango", "lime"}; !slices.Equal(ops, want) {
		t.Errorf("sorted by op after time: codecs %v, want %v", ops, want)
	}
	for _, h := range []string{"GC/op", "peak heap", "encoded size"} {
		if !slices.ContainsFunc(header, func(s string) bool { return strings.HasPrefix(s, h) }) {
			t.Errorf("header %v lacks %q", header, h)
		}
	}

	// beta was timed in a busy heap: its table has the busy time and the
	// penalty beside time/op, and sorts by the penalty (the failed cell
	// last); alpha's has neither.
	const btable = "#v-beta-only-cells"
	bheader := eval[[]string](ctx, t, `Array.from(document.querySelectorAll("`+btable+` thead th")).map(th => th.textContent.trim())`)
	if len(bheader) < 6 {
		t.Errorf("beta's header %v, want at least 6 columns, the busy ones 5th and 6th", bheader)
	} else {
		for _, c := range []struct {
			i    int
			want string
		}{{4, "busy time/op"}, {5, "busy penalty"}} {
			if !strings.HasPrefix(bheader[c.i], c.want) {
				t.Errorf("beta's column %d is %q, want %s (header %v)", c.i+1, bheader[c.i], c.want, bheader)
			}
		}
	}
	if slices.ContainsFunc(header, func(s string) bool { return strings.HasPrefix(s, "busy") }) {
		t.Errorf("alpha's header %v has a busy column, want none (alpha had no busy pass)", header)
	}
	if err := chromedp.Do(ctx, chromedp.Click(btable+" thead th:nth-child(6)")); err != nil {
		t.Fatal(err)
	}
	bpen := eval[[]string](ctx, t, `Array.from(document.querySelector("`+btable+`").tBodies[0].rows).map(r => (r.cells[0].textContent.trim() + " " + r.cells[5].textContent.trim()).trim())`)
	if want := []string{"lime +1.00%", "lime +1.00%", "mango +20.00%", "kiwi +50.00%", "kiwi +50.00%", "mango"}; !slices.Equal(bpen, want) {
		t.Errorf("beta sorted by busy penalty: %v, want %v", bpen, want)
	}

	// The compressed sizes: smallest zstd first, and sortable like the
	// table of cells.
	const ctable = "#v-alpha-small-compressed"
	ccolumn := func(i int) []string {
		return eval[[]string](ctx, t, `Array.from(document.querySelector("`+ctable+`").tBodies[0].rows).map(r => r.cells[`+strconv.Itoa(i)+`].firstChild?.textContent.trim() ?? "")`)
	}
	cheader := eval[[]string](ctx, t, `Array.from(document.querySelectorAll("`+ctable+` thead th")).map(th => th.textContent.trim())`)
	if want := []string{"codec", "family", "encoded size", "zstd", "snappy", "gzip", "zstd ÷ encoded", "encode", "zstd compress",
		"encode + zstd", "zstd decompress"}; !slices.Equal(cheader, want) {
		t.Errorf("compressed-size table header %v, want %v", cheader, want)
	}
	if got, want := ccolumn(0), []string{"lime", "kiwi", "mango"}; !slices.Equal(got, want) {
		t.Errorf("compressed sizes before sorting: %v, want %v (smallest zstd first)", got, want)
	}
	// Sort by encoded size (column 2): mango 200 B comes between lime's
	// 100 and kiwi's 300; again, and the order reverses.
	for i, want := range [][]string{{"lime", "mango", "kiwi"}, {"kiwi", "mango", "lime"}} {
		if err := chromedp.Do(ctx, chromedp.Click(ctable+" thead th:nth-child(3)")); err != nil {
			t.Fatal(err)
		}
		if got := ccolumn(0); !slices.Equal(got, want) {
			t.Errorf("compressed sizes after %d clicks on encoded size: %v, want %v", i+1, got, want)
		}
	}
	if got, want := ccolumn(9), []string{"3.90 µs", "2.90 µs", "1.90 µs"}; !slices.Equal(got, want) {
		t.Errorf("encode + zstd: %v, want %v", got, want)
	}

	// The filter bar: turning the Citrus chip off hides lime's rows in
	// every table of figures and leaves kiwi's and mango's; sorting keeps
	// them hidden; turning it on again shows them.
	const chip = `#filter button[data-kind="family"][data-key="Citrus"]`
	state := func() filterState {
		return eval[filterState](ctx, t, `(() => {
			const rows = Array.from(document.querySelectorAll("tr[data-family]"));
			const vis = r => r.getClientRects().length > 0;
			const bar = document.getElementById("filter");
			return {
				Pressed: document.querySelector('`+chip+`')?.getAttribute("aria-pressed") ?? "",
				Shown: [...new Set(rows.filter(vis).map(r => r.dataset.codec))].sort(),
				Hidden: [...new Set(rows.filter(r => !vis(r)).map(r => r.dataset.codec))].sort(),
				Status: bar?.querySelector(".fstatus")?.textContent ?? "",
				BarVisible: !!bar && bar.getClientRects().length > 0,
				AllTablesRows: rows.length,
				RelativeHidden: Array.from(document.querySelectorAll("#v-alpha-small-relative tr[data-codec=lime]")).filter(r => !vis(r)).length,
				CompressedHidden: Array.from(document.querySelectorAll("#v-alpha-small-compressed tr[data-codec=lime]")).filter(r => !vis(r)).length,
			};
		})()`)
	}
	clickChip := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Click(chip)); err != nil {
			t.Fatalf("click the Citrus chip: %v", err)
		}
	}
	before := state()
	if before.Pressed == "" {
		t.Fatalf("no chip for the Citrus family in the filter bar: %+v", before)
	}
	checkFilter(t, "filter before any click", before, filterWant{bar: true, pressed: "true", shown: []string{"kiwi", "lime", "mango"}})
	// 3 variants × (6 cells + 3 relative to best + 3 compressed sizes)
	// rows, and kiwi's encode in alpha/small's parallel throughput.
	if before.AllTablesRows != 37 {
		t.Errorf("%d rows marked with a family, want 37", before.AllTablesRows)
	}
	clickChip()
	off := state()
	// lime's rows, and only them, hidden, in the relative-to-best and
	// compressed-size tables too.
	checkFilter(t, "Citrus off", off, filterWant{bar: true, pressed: "false", shown: []string{"kiwi", "mango"}, hidden: []string{"lime"},
		relativeHidden: 1, compressedHidden: 1, status: "2 of 3 codecs shown"})
	// Sorting with lime hidden: the shown rows in order, lime still hidden.
	click(3)
	visible := eval[[]string](ctx, t, `Array.from(document.querySelector("`+table+`").tBodies[0].rows).filter(r => r.getClientRects().length > 0).map(r => r.cells[0].textContent.trim() + " " + r.cells[3].firstChild.textContent.trim())`)
	if want := []string{"mango 2.00 µs", "kiwi 3.00 µs", "kiwi 6.00 µs", "mango failed"}; !slices.Equal(visible, want) {
		t.Errorf("sorted by time/op with lime hidden: %v, want %v", visible, want)
	}
	if st := state(); !slices.Equal(st.Hidden, []string{"lime"}) {
		t.Errorf("after sorting, hidden codecs %v, want [lime]", st.Hidden)
	}
	clickChip()
	on := state()
	checkFilter(t, "Citrus on again", on, filterWant{bar: true, pressed: "true", shown: []string{"kiwi", "lime", "mango"}})
	// A label chip hides every codec with the label: binary is kiwi's and mango's.
	if err := chromedp.Do(ctx, chromedp.Click(`#filter button[data-kind="label"][data-key="binary"]`)); err != nil {
		t.Fatal(err)
	}
	checkFilter(t, "binary off", state(), filterWant{bar: true, pressed: "true", shown: []string{"lime"}, hidden: []string{"kiwi", "mango"}})
	if err := chromedp.Do(ctx, chromedp.Click(`#filter button.freset`)); err != nil {
		t.Fatal(err)
	}
	checkFilter(t, "after show all", state(), filterWant{bar: true, pressed: "true", shown: []string{"kiwi", "lime", "mango"}, status: "all 3 codecs shown"})

	shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)) // quality 100 makes a PNG, less a JPEG
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	out := filepath.Join(t.TempDir(), "report.png")
	if err := os.WriteFile(out, shot, 0o644); err != nil {
		t.Fatal(err)
	}
	if len(shot) < 10000 {
		t.Errorf("screenshot of %d bytes: a blank page?", len(shot))
	}
	t.Logf("screenshot: %s (%d bytes)", out, len(shot))
}

// The calculator ranks the codecs by messages per second on the chosen
// link and CPU budget: on a slow link by the smallest message (each sent
// raw or under zstd, whichever is smaller), on a fast one by CPU time; and
// a second core helps only as much as the parallel pass measured.
func TestCalculatorInBrowser(t *testing.T) {
	exe := chromium(t)
	in, dir := browserRun(t)
	page, err := HTML(in, dir)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, resultset.FileHTML)
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	opts := append(slices.Clone(chromedp.DefaultExecAllocatorOptions[:]),
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-dev-shm-usage", true), chromedp.WindowSize(1400, 1000))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+path), chromedp.WaitReady("body")); err != nil {
		t.Fatalf("open report.html in %s: %v", exe, err)
	}
	type row struct{ Codec, As, CPU, Link, Limit, Note string }
	table := func() []row {
		return eval[[]row](ctx, t, `Array.from(document.querySelectorAll("#calc tbody tr")).map(r => ({Codec: r.cells[1].textContent,
			As: r.cells[3].textContent, CPU: r.cells[5].textContent, Link: r.cells[6].textContent, Limit: r.cells[8].textContent,
			Note: r.cells[9].textContent}))`)
	}
	codecs := func(rows []row) []string {
		var out []string
		for _, r := range rows {
			out = append(out, r.Codec)
		}
		return out
	}
	// set puts a value into an input and fires the input event a reader's
	// typing would.
	set := func(name, value string) {
		t.Helper()
		js := `(() => { const el = document.querySelector("#calc [name=` + name + `]"); el.value = "` + value + `";
			el.dispatchEvent(new Event("input", {bubbles: true})); return el.value; })()`
		if got := eval[string](ctx, t, js); got != value {
			t.Fatalf("set %s to %s: it reads %q", name, value, got)
		}
	}
	set("set", "0") // alpha / small
	bars := eval[int](ctx, t, `document.querySelectorAll("#calc .calc-bar").length`)
	noscript := eval[bool](ctx, t, `document.querySelector("#calc .calc-noscript").getClientRects().length > 0`)
	if bars != 3 {
		t.Errorf("%d bars, want one a codec, 3", bars)
	}
	if noscript {
		t.Error("the no-script note is shown, want it hidden where the script runs")
	}

	// A slow link: every codec is limited by the link and sends zstd;
	// the smallest compressed message wins (lime 80 B, kiwi 120, mango 150).
	set("mbps", "0.01")
	set("cores", "1")
	slow := table()
	if got, want := codecs(slow), []string{"lime", "kiwi", "mango"}; !slices.Equal(got, want) {
		t.Errorf("slow link: ranking %v, want %v (%+v)", got, want, slow)
	}
	for _, r := range slow {
		if r.Limit != "link" {
			t.Errorf("slow link: %s limited by %q, want the link (%+v)", r.Codec, r.Limit, r)
		}
		if r.As != "zstd" {
			t.Errorf("slow link: %s sent as %q, want zstd (%+v)", r.Codec, r.As, r)
		}
	}
	summary := eval[string](ctx, t, `document.querySelector("#calc .calc-summary").textContent`)
	for _, want := range []string{"lime sends the most", "limited by the link"} {
		if !strings.Contains(summary, want) {
			t.Errorf("slow link summary %q, want it to say %q", summary, want)
		}
	}

	// A fast link: the CPU limits every codec and compressing would cost
	// time for nothing, so each sends raw: the fastest encoder wins
	// (lime 1 µs, mango 2 µs, kiwi 3 µs).
	set("mbps", "1000000")
	fast := table()
	if got, want := codecs(fast), []string{"lime", "mango", "kiwi"}; !slices.Equal(got, want) {
		t.Errorf("fast link: ranking %v, want %v (%+v)", got, want, fast)
	}
	for _, r := range fast {
		if r.Limit != "CPU" {
			t.Errorf("fast link: %s limited by %q, want the CPU (%+v)", r.Codec, r.Limit, r)
		}
		if r.As != "raw" {
			t.Errorf("fast link: %s sent as %q, want raw (%+v)", r.Codec, r.As, r)
		}
	}
	if slices.Equal(codecs(slow), codecs(fast)) {
		t.Error("the ranking did not change between a slow link and a fast one")
	}

	// Two cores: kiwi's parallel pass measured an efficiency of 50% at
	// two goroutines, so it stays at 333 k/s; the others were not
	// measured and are taken as linear, and say so.
	set("cores", "2")
	two := table()
	for _, r := range two {
		switch r.Codec {
		case "kiwi":
			if r.CPU != "333 k" {
				t.Errorf("kiwi on two cores: CPU-bound %q msg/s, want 333 k from its measured efficiency", r.CPU)
			}
			if r.Note != "" {
				t.Errorf("kiwi on two cores: note %q, want none (its efficiency was measured)", r.Note)
			}
		case "lime":
			if r.CPU != "2.00 M" {
				t.Errorf("lime on two cores: CPU-bound %q msg/s, want 2.00 M", r.CPU)
			}
			if !strings.Contains(r.Note, "taken as linear") {
				t.Errorf("lime on two cores: note %q, want it to say the scaling is taken as linear", r.Note)
			}
		}
	}
	// Beyond the measured goroutines: the efficiency at two is held.
	set("cores", "4")
	for _, r := range table() {
		if r.Codec != "kiwi" {
			continue
		}
		if r.CPU != "666 k" {
			t.Errorf("kiwi on four cores: CPU-bound %q msg/s, want 666 k (its 3.0025 µs at 50%%)", r.CPU)
		}
		if !strings.Contains(r.Note, "efficiency at 2 assumed") {
			t.Errorf("kiwi on four cores: note %q, want the extrapolation noted (efficiency at 2 assumed)", r.Note)
		}
	}
	// The receiving side ranks decoders: mango's decode failed, so it has none.
	set("op", "decode")
	if got := codecs(table()); !slices.Equal(got, []string{"lime", "kiwi"}) {
		t.Errorf("decode: ranking %v, want [lime kiwi]", got)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](ctx context.Context, t *testing.T, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %.60q: %v", expr, err)
	}
	return v
}

// filterState is the filter bar's state and what it hides.
type filterState struct {
	Pressed          string   // the Citrus chip's aria-pressed
	Shown, Hidden    []string // codecs of the visible and the hidden marked rows, over the page
	Status           string
	BarVisible       bool
	AllTablesRows    int // marked rows in the page
	RelativeHidden   int // lime's rows hidden in alpha/small's relative-to-best table
	CompressedHidden int // and in its compressed-size table
}

// filterWant is what the filter bar's state should be; an empty status
// is not checked.
type filterWant struct {
	bar                              bool
	pressed, status                  string
	shown, hidden                    []string
	relativeHidden, compressedHidden int
}

// checkFilter reports each way st is not w, each in its own message.
func checkFilter(t *testing.T, when string, st filterState, w filterWant) {
	t.Helper()
	if st.BarVisible != w.bar {
		t.Errorf("%s: filter bar shown %v, want %v", when, st.BarVisible, w.bar)
	}
	if st.Pressed != w.pressed {
		t.Errorf("%s: the Citrus chip's aria-pressed %q, want %q", when, st.Pressed, w.pressed)
	}
	if !slices.Equal(st.Shown, w.shown) {
		t.Errorf("%s: codecs shown %v, want %v", when, st.Shown, w.shown)
	}
	if !slices.Equal(st.Hidden, w.hidden) {
		t.Errorf("%s: codecs hidden %v, want %v", when, st.Hidden, w.hidden)
	}
	if st.RelativeHidden != w.relativeHidden {
		t.Errorf("%s: %d of lime's relative-to-best rows hidden, want %d", when, st.RelativeHidden, w.relativeHidden)
	}
	if st.CompressedHidden != w.compressedHidden {
		t.Errorf("%s: %d of lime's compressed-size rows hidden, want %d", when, st.CompressedHidden, w.compressedHidden)
	}
	if w.status != "" && st.Status != w.status {
		t.Errorf("%s: status %q, want %q", when, st.Status, w.status)
	}
}
