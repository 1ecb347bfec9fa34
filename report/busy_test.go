package report

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// busyInput is a variant of four codecs timed in a busy heap: slow
// allocates and pays 85% on encode, fast allocates nothing and pays
// 0.3%, mid pays 20% on decode; lazy has no busy figure (timed before the
// busy pass existed), gone failed. The figures are written out: the report
// renders them, it measures nothing.
func busyInput() Input {
	info := suite.Info{Name: "d", Variants: []suite.VariantInfo{{Name: "v"}},
		Published: []suite.Published{{Variant: "v", Codec: "slow", Op: suite.Encode, NsPerOp: 4000, BytesPerOp: 900}}}
	reg := &suite.Registry{Codecs: []suite.Codec{{Name: "slow", Family: "JSON"}, {Name: "fast", Family: "MUS"}, {Name: "mid", Family: "CBOR"},
		{Name: "lazy"}, {Name: "gone"}}, Datasets: []suite.Dataset{fakeDataset{info}}}
	busy := func(r resultset.Record, bytes, busyNs float64) resultset.Record {
		lo, hi, live := busyNs*0.98, busyNs*1.03, float64(64<<20)
		r.BytesPerOp, r.BusyNsPerOp, r.BusyNsCILow, r.BusyNsCIHigh, r.BusyLiveHeapBytes = bytes, &busyNs, &lo, &hi, &live
		r.BusyRuns = []float64{busyNs, busyNs, busyNs}
		return r
	}
	gone := rec("gone", "encode", 0, 0)
	gone.Status, gone.Error = resultset.StatusFailed, "validation failed"
	return Input{Registry: reg, Records: []resultset.Record{
		busy(rec("slow", "encode", 3000, 100), 1200, 5550),
		busy(rec("fast", "encode", 1000, 60), 0, 1003),
		busy(rec("mid", "encode", 2000, 80), 300, 2100),
		busy(rec("mid", "decode", 2500, 80), 600, 3000),
		busy(rec("fast", "decode", 1200, 60), 0, 1206),
		rec("lazy", "encode", 4000, 90),
		gone,
	}}
}

func TestMarkdownBusy(t *testing.T) {
	md := string(Markdown(busyInput()))
	for _, want := range []string{
		"| codec | family | op | p20 time/op | 95% CI | busy time/op | busy penalty | B/op |",
		"| `slow` | JSON | encode | 3.00 µs | – | 5.55 µs | +85.00% | 1.20 kB |",
		"| `fast` | MUS | encode | 1.00 µs | – | 1.00 µs | +0.30% | 0.00 B |",
		"| `lazy` |  | encode | 4.00 µs | – | – | – |",
		"| `gone` |  | encode | **failed** |  |  |  |",
		// Relative to best: the busy times ranked, the penalty in brackets.
		"| codec | family | encode time | encode time, busy heap | decode time | decode time, busy heap | encoded size |",
		"| `slow` | JSON | 33.33% | 18.07% (+85.00%) |",
		"| `fast` | MUS | **100.00%** | **100.00%** (+0.30%) | **100.00%** | **100.00%** (+0.50%) |",
		"| `lazy` |  | 25.00% | n/a |",
		"| `gone` |  | **failed** | **failed** |",
		"a busy-heap column ranks the op's times beside a standard live heap",
		// The run's notes, from the figures: most and least, once a codec.
		"Busy heap: each cell was also timed in a process that holds a live heap of 64.0 MiB",
		"In this run the busy heap cost most: slow encode on d/v +85.00% (1.20 kB allocated per op), mid decode on d/v +20.00% (600 B allocated per op); " +
			"least: fast encode on d/v +0.30% (allocation-free).",
		"The 2 cells that allocate nothing per op paid a median +0.40% in the busy heap; the 3 that allocate, +20.00%.",
		"- **busy time/op and busy penalty**: the same op timed",
		"The busy time is the p20 of its own runs, ± its 95% interval",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q\n%s", want, md)
		}
	}
	// The seed's figures stay in their columns, after ours.
	for _, want := range []string{"| published time/op | published B/op |", "| 4.00 µs | 900 B |"} {
		if !strings.Contains(md, want) {
			t.Errorf("published figures misplaced: report.md lacks %q:\n%s", want, md)
		}
	}
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "| `") && strings.Contains(line, "| encode |") {
			if n := strings.Count(line, "|"); n != strings.Count("| codec | family | op | p20 time/op | 95% CI | busy time/op | busy penalty | B/op | allocs/op | GC/op | peak heap | encoded size | thing/s | MB/s | published time/op | published B/op | published allocs/op | published size |", "|") {
				t.Errorf("a row of %d bars: %s", n, line)
			}
		}
	}
}

// Results without busy figures have no busy column and no legend entry;
// one line says how to get them.
func TestNoBusy(t *testing.T) {
	in := busyInput()
	for i := range in.Records {
		r := &in.Records[i]
		r.BusyNsPerOp, r.BusyNsCILow, r.BusyNsCIHigh, r.BusyLiveHeapBytes, r.BusyRuns = nil, nil, nil, nil, nil
	}
	md := string(Markdown(in))
	page, err := HTML(in, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"report.md": md, "report.html": textOf(page)} {
		if got := strings.Count(strings.ToLower(text), "busy"); got != 5 {
			t.Errorf("%s names the busy heap %d times without busy figures, want 5 (one line: not measured, and how)", name, got)
		}
		if !strings.Contains(text, "Busy heap: not measured. `--busy auto`") && !strings.Contains(text, "Busy heap: not measured. --busy auto") {
			t.Errorf("%s does not say how to get the busy figures", name)
		}
	}
	if len(legend(in.Records)) != len(legendOf(estimateOf(in.Records))) {
		t.Error("a busy legend entry without busy figures")
	}
}

func TestHTMLBusy(t *testing.T) {
	in := busyInput()
	page, err := HTML(in, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(page)
	for _, want := range []string{"busy time/op", "busy penalty", "5.55 µs", "+85.00%", "+0.30%", "encode time, busy heap",
		"In this run the busy heap cost most: slow encode on d/v +85.00%", "busy time/op and busy penalty", "seed 4.00 µs", "seed 900 B"} {
		if !strings.Contains(text, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	// The columns line up: each figure under its own heading, the seed's
	// B/op under B/op though the busy columns came before it.
	g := groups(in)[0]
	blocks := variantBlocks(g, "v", "v-d-v", codecKeys(in))
	var table, rel bool
	for _, b := range blocks {
		tb := b.Table
		if tb == nil {
			continue
		}
		col := func(name string) int {
			for i, c := range tb.Cols {
				if c.Name == name {
					return i
				}
			}
			t.Fatalf("table %s has no column %q", tb.ID, name)
			return -1
		}
		for _, row := range tb.Rows {
			if len(row.Cells) != len(tb.Cols) {
				t.Errorf("%s: a row of %d cells under %d columns", tb.ID, len(row.Cells), len(tb.Cols))
			}
		}
		switch tb.ID {
		case "v-d-v-cells":
			table = true
			slow := tb.Rows[2].Cells // encode: fast, mid, slow
			for _, c := range []struct{ name, got, want string }{
				{"codec", slow[0].Text, "slow"},
				{"busy time/op", slow[col("busy time/op")].Text, "5.55 µs"},
				{"busy time/op's interval", slow[col("busy time/op")].Aside, "±3.00%"},
				{"busy penalty", slow[col("busy penalty")].Text, "+85.00%"},
				{"B/op's seed figure", slow[col("B/op")].Sub, "seed 900 B"},
				{"p20 time/op's seed figure", slow[col("p20 time/op")].Sub, "seed 4.00 µs"},
			} {
				if c.got != c.want {
					t.Errorf("slow's row: %s %q, want %q", c.name, c.got, c.want)
				}
			}
		case "v-d-v-relative":
			rel = true
			for _, row := range tb.Rows {
				if row.Cells[0].Text != "slow" {
					continue
				}
				c := row.Cells[col("encode time, busy heap")]
				if c.Text != "18.07%" {
					t.Errorf("slow's busy cell relative to best: %q, want 18.07%%", c.Text)
				}
				if c.Aside != "+85.00%" {
					t.Errorf("slow's busy cell relative to best: aside %q, want the penalty +85.00%%", c.Aside)
				}
			}
		}
	}
	if !table {
		t.Error("no table of cells (v-d-v-cells) in the blocks")
	}
	if !rel {
		t.Error("no relative view (v-d-v-relative) in the blocks")
	}
}
