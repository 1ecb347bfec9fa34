package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

type fakeDataset struct{ info suite.Info }

func (f fakeDataset) Info() suite.Info                               { return f.info }
func (f fakeDataset) Bind(string, *suite.Codec) (*suite.Bound, bool) { return nil, false }
func (f fakeDataset) Load(string) (suite.Loaded, error)              { return nil, nil }

// rec is a measured cell as serbench writes it now: ns_per_op the p20,
// with ns_median beside it (older results have none: see olderRecs).
func rec(codec, op string, ns, size float64) resultset.Record {
	median := ns * 1.01
	return resultset.Record{Dataset: "d", Variant: "v", Codec: codec, Op: op, Status: resultset.StatusOK,
		NsPerOp: ns, NsMedian: &median, EncodedBytes: size, MsgsPerOp: 1, Unit: "thing"}
}

// olderRecs are recs as results written before the p20 hold them: no
// ns_median, and ns_per_op the median.
func olderRecs(recs []resultset.Record) []resultset.Record {
	out := slices.Clone(recs)
	for i := range out {
		out[i].NsMedian = nil
	}
	return out
}

func TestMarkdown(t *testing.T) {
	info := suite.Info{
		Name: "d", Title: "Dee", Unit: "thing",
		Seed:      suite.Seed{File: "007.txt", Title: "A seed", Machine: "old laptop", Flaws: []string{"it cheated"}},
		Variants:  []suite.VariantInfo{{Name: "v", About: "the only one"}},
		Published: []suite.Published{{Variant: "v", Codec: "slow", Op: suite.Encode, NsPerOp: 4000}, {Variant: "v", Codec: "fast", Op: suite.Encode, NsPerOp: 1000}},
		Ratios:    []suite.Ratio{{Slow: "slow", Fast: "fast"}},
		Findings: func(m suite.Measured) []string {
			f, ok := m("v", "slow", suite.Encode)
			if !ok {
				return nil
			}
			return []string{"slow took " + human.Duration(f.NsPerOp)}
		},
	}
	reg := &suite.Registry{
		Codecs:   []suite.Codec{{Name: "slow", Title: "Slow", URL: "https://example.com/slow", Notes: "slowly"}, {Name: "fast"}},
		Datasets: []suite.Dataset{fakeDataset{info}},
	}
	slow := rec("slow", "encode", 3000, 100)
	zstd, snappy, gzip, zc, zd := 60.0, 80.0, 64.0, 1200.0, 400.0
	slow.ZstdBytes, slow.SnappyBytes, slow.GzipBytes, slow.ZstdCompressNs, slow.ZstdDecompressNs = &zstd, &snappy, &gzip, &zc, &zd
	slow.Latency = &resultset.Distribution{Count: 1200, P50: 2900, P90: 3500, P99: 9000, P999: 25000}
	slow.Sizes = &resultset.Distribution{Mean: 100, P50: 90, P99: 400}
	failed := rec("fast", "decode", 0, 0)
	failed.Status, failed.Error = resultset.StatusFailed, "validation: it | broke\nstack"
	md := string(Markdown(Input{
		Registry: reg,
		Records:  []resultset.Record{slow, rec("fast", "encode", 1500, 50), failed},
		Charts:   []charts.Chart{{Dataset: "d", Title: "d [x]", PNG: "charts/d-encode.png", SVG: "charts/d-encode.svg"}},
	}))
	for _, want := range []string{
		"## d: Dee", "it cheated", "### d / v: the only one", "thing/s",
		"| `slow` |  | encode | 3.00 µs |", "4.00 µs", // ours and the published figure in one row
		"| `slow` ÷ `fast` | encode | time/op | 2.00× | 4.00× |",
		"| `slow` ÷ `fast` | encode | encoded size | 2.00× | not published |",
		"slow took 3.00 µs",
		"| `slow` | encode | 1,200 | 2.90 µs | 3.50 µs | 9.00 µs | 25.0 µs | 100 B | 90.0 B | 400 B |",
		"[![d (x)](charts/d-encode.png)](charts/d-encode.svg)",
		"## Failed cells", "validation: it \\| broke |",
		"[Slow](https://example.com/slow)",
		// The compressed sizes: slow's row in full, and fast's without (an
		// encode cell from before they were measured) left out.
		"| codec | family | encoded size | zstd | snappy | gzip | zstd ÷ encoded | encode | zstd compress | encode + zstd | zstd decompress |",
		"| `slow` |  | 100 B | 60 B | 80 B | 64 B | 60.00% | 3.00 µs | 1.20 µs | 4.20 µs | 400 ns |",
		"| codec | family | encode time | encoded size | zstd size |", // relative to best
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q\n%s", want, md)
		}
	}
	if strings.Contains(md, "| `fast` |  | 50 B |") {
		t.Error("a cell without compressed sizes has a row of them")
	}
	if strings.Contains(md, "stack") {
		t.Error("a failure's later lines leaked into its table row")
	}
}

// The parallel throughput table and what limits scaling come from the
// records' figures: the efficiencies, the allocation and the control.
func TestMarkdownParallel(t *testing.T) {
	mk := func(codec, op string, allocs, eff2, share2 float64) resultset.Record {
		r := rec(codec, op, 1000, 100)
		r.AllocsPerOp, r.BytesPerOp = allocs, 64*allocs
		r.ParallelMsgsPerSec = map[int]float64{1: 1e6, 2: 2e6 * eff2}
		r.ParallelEfficiency = map[int]float64{1: 1, 2: eff2}
		r.ParallelGCShare = map[int]float64{1: 0.05, 2: share2}
		r.ParallelControl = map[int]float64{1: 1, 2: 0.98}
		return r
	}
	recs := []resultset.Record{mk("free", "encode", 0, 0.96, 0), mk("free", "decode", 0, 0.94, 0),
		mk("alloc", "encode", 3, 0.70, 0.2), mk("alloc", "decode", 5, 0.60, 0.3), rec("alloc", "read", 3000, 100),
		mk("free2", "encode", 0, 0.95, 0), mk("alloc2", "encode", 4, 0.65, 0.25)}
	recs[1].ParallelGCShare = nil
	md := string(Markdown(Input{Records: recs}))
	for _, want := range []string{
		"Parallel throughput (", "| `free` |  | encode | 0 B | 1.00 M | 1.92 M (96.00%) | – | 5.00% | 0.00% | – |",
		"#### What limits scaling",
		"At 2 goroutines the 6 encode and decode cells reached a median efficiency of 82.00%",
		"The 3 that allocate nothing per op reached 95.00%; the 3 that allocate reached 65.00%. The cells that allocate scaled worse",
		"reached a median efficiency of 98.00% at 2 goroutines (98.00% to 98.00%). The machine gave the pass its 2 CPUs",
		"The collector took a median 5.00% of the CPU the allocating cells used at one goroutine and 25.00% at 2.",
		"The least efficient: alloc decode on v at 60.00%, with 320 B and 5 allocations per op, the collector taking 30.00%",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report.md lacks %q", want)
		}
	}
	if strings.Contains(md, "| `alloc` |  | read |") && strings.Count(md, "| read |") > 1 {
		t.Error("a read cell in the parallel table")
	}
	// No parallel figures, no table and no paragraph.
	// With fewer than three cells on a side, no verdict on allocation.
	two := string(Markdown(Input{Records: recs[:4]}))
	none := string(Markdown(Input{Records: []resultset.Record{rec("x", "encode", 1, 1)}}))
	for _, c := range []struct{ why, md, bad string }{
		{"a verdict on allocation from two cells a side", two, "scaled worse"},
		{"a verdict on allocation from two cells a side", two, "does not separate"},
		{"a parallel table without parallel figures", none, "Parallel throughput"},
		{"a paragraph on scaling without parallel figures", none, "What limits scaling"},
	} {
		if strings.Contains(c.md, c.bad) {
			t.Errorf("%s: report.md says %q", c.why, c.bad)
		}
	}
}
