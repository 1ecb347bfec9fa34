package report

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// counted is a cell counted alone (run --measure instructions): no runs,
// no time, its count and the worker's B/op.
func counted(codec, op string, ins, size float64) resultset.Record {
	zstd := size / 2
	return resultset.Record{Dataset: "d", Variant: "v", Codec: codec, Op: op, Status: resultset.StatusOK,
		EncodedBytes: size, MsgsPerOp: 1, Unit: "thing", BytesPerOp: 64, AllocsPerOp: 1, InstructionsPerOp: &ins, ZstdBytes: &zstd}
}

// Counted alone, the tables rank by instructions, say time was not
// measured and write no time, throughput or interval anywhere.
func TestReportsOfCountsAlone(t *testing.T) {
	info := suite.Info{Name: "d", Unit: "thing", Variants: []suite.VariantInfo{{Name: "v"}}}
	reg := &suite.Registry{Codecs: []suite.Codec{{Name: "many"}, {Name: "few"}}, Datasets: []suite.Dataset{fakeDataset{info}}}
	failed := counted("many", "decode", 0, 0)
	failed.InstructionsPerOp, failed.Status, failed.Error = nil, resultset.StatusFailed, "instructions: under valgrind: it broke"
	recs := []resultset.Record{counted("many", "encode", 52000, 100), counted("few", "encode", 21329.4, 50), failed}
	env := &resultset.Env{GOMAXPROCS: 1, NumCPU: 2, Count: 24, BenchTime: "10ms", Valgrind: "valgrind-3.24.0",
		Settings: []string{"measure=instructions"}, Timing: "workers"}
	in := Input{Registry: reg, Env: env, Records: recs}
	md := string(Markdown(in))
	for _, want := range []string{
		notTimedSentence, "(valgrind-3.24.0)", "counted with GOMAXPROCS 1",
		"| codec | family | op | instructions/op | B/op | allocs/op | peak heap | encoded size |",
		"| `few` |  | encode | 21,329 |", "| `many` |  | encode | 52,000 |",
		"| codec | family | encoded size | zstd | snappy | gzip | zstd ÷ encoded |\n",
		"- **instructions/op**: the op's instructions", "codecs fewest instructions first",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q\n%s", want, md)
		}
	}
	if strings.Index(md, "| `few` |") > strings.Index(md, "| `many` |  | encode") {
		t.Error("the encode cells are not ranked fewest instructions first")
	}
	page, err := HTML(in, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	html := string(page)
	for _, want := range []string{"Time was not measured: this run counted instructions alone", ">instructions/op<", ">21,329<", "none: time not measured", "instructions counted by"} {
		if !strings.Contains(html, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	for name, out := range map[string]string{"report.md": md, "report.html": html} {
		for _, bad := range []string{"0 ns", "time/op", "p20", "95% CI", "thing/s", "MB/s", "GC/op", "Reproducibility", "runs of about", "zstd compress", "Busy heap"} {
			if strings.Contains(out, bad) {
				t.Errorf("%s of counts alone has %q", name, bad)
			}
		}
	}
}

// Counted beside times, the tables keep their times and add the count;
// a cell without one says "–", and the legend explains the column.
func TestReportsOfTimesAndCounts(t *testing.T) {
	a, b := rec("a", "encode", 1000, 10), rec("b", "encode", 2000, 10)
	ins := 21329.0
	a.InstructionsPerOp = &ins
	b.InstructionsError = "instructions: not counted: --full variants are timed in serbench's own process, not in workers"
	in := Input{Records: []resultset.Record{a, b}}
	md := string(Markdown(in))
	for _, want := range []string{"| codec | family | op | p20 time/op | 95% CI | instructions/op | B/op |",
		"| `a` |  | encode | 1.00 µs | – | 21,329 |", "| `b` |  | encode | 2.00 µs | – | – |", "- **instructions/op**:", "Times are each cell's p20"} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q\n%s", want, md)
		}
	}
	page, err := HTML(in, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if html := string(page); !strings.Contains(html, ">instructions/op<") {
		t.Error("report.html lacks the count's column, instructions/op")
	} else if !strings.Contains(html, "not counted: --full variants") {
		t.Error("report.html does not say why a cell has no count (not counted: --full variants)")
	}
	// Without counts, no column.
	if md := string(Markdown(Input{Records: []resultset.Record{rec("a", "encode", 1000, 10)}})); strings.Contains(md, "instructions") {
		t.Error("report.md of times alone speaks of instructions")
	}
}
