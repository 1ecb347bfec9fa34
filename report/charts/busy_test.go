package charts

import (
	"math"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// busyRecords are testRecords with busy-heap figures on tickdata's
// "seed" cells: protojson's encode pays 85%, protobuf's decode a little
// less than nothing (noise), and one cell has none.
func busyRecords() []resultset.Record {
	recs := testRecords()
	for i := range recs {
		r := &recs[i]
		if r.Dataset != "tickdata" || r.Variant != "seed" {
			continue
		}
		r.BytesPerOp = map[string]float64{"protobuf": 0, "protojson": 1500}[r.Codec]
		switch r.Codec + " " + r.Op {
		case "protojson encode":
			r.BusyNsPerOp = ptr(r.NsPerOp * 1.85)
		case "protobuf decode":
			r.BusyNsPerOp = ptr(r.NsPerOp * 0.99)
		case "protobuf encode":
			r.BusyNsPerOp = ptr(r.NsPerOp * 1.1)
		}
	}
	return recs
}

func TestBusyPenalty(t *testing.T) {
	r := okRec("d", "v", "c", "encode", 1000, 10)
	if _, ok := BusyPenalty(&r); ok {
		t.Error("a penalty without a busy figure")
	}
	r.BusyNsPerOp = ptr(1850)
	if p, ok := BusyPenalty(&r); !ok || math.Abs(p-85) > 1e-9 {
		t.Errorf("penalty %v %v, want 85", p, ok)
	}
	r.Status = resultset.StatusFailed
	if _, ok := BusyPenalty(&r); ok {
		t.Error("a penalty on a failed cell")
	}
}

func TestBusyFigure(t *testing.T) {
	// Without busy figures, no chart (TestRender lists them all).
	if figs := busyFigures(testRegistry(), testRecords()); len(figs) != 0 {
		t.Fatalf("%d busy charts for results without busy figures", len(figs))
	}
	recs := busyRecords()
	figs := busyFigures(testRegistry(), recs)
	if len(figs) != 1 || figs[0].dataset != "tickdata" || len(figs[0].panels) != 1 || figs[0].panels[0].variant != "seed" {
		t.Fatalf("busy charts %+v", figs)
	}
	got := map[string]float64{}
	for _, pt := range figs[0].panels[0].points {
		got[pt.codec+" "+pt.op] = pt.y
	}
	if len(got) != 3 || math.Abs(got["protojson encode"]-85) > 1e-9 || math.Abs(got["protobuf decode"]+1) > 1e-9 ||
		math.Abs(got["protobuf encode"]-10) > 1e-9 {
		t.Errorf("points %v", got)
	}
	plots, err := figs[0].plots()
	if err != nil {
		t.Fatal(err)
	}
	if p := plots[0]; p.Y.Min > -1 || p.Y.Max < 85 || !strings.Contains(p.Y.Label.Text, "busy time") {
		t.Errorf("y axis %v to %v, %q: some point is off the chart", p.Y.Min, p.Y.Max, p.Y.Label.Text)
	}

	dir := t.TempDir()
	charts, err := Render(dir, testRegistry(), recs)
	if err != nil {
		t.Fatal(err)
	}
	var busy []Chart
	for _, ch := range charts {
		if strings.Contains(ch.PNG, "-busy") {
			busy = append(busy, ch)
		}
	}
	if len(busy) != 1 || busy[0].PNG != "charts/tickdata-busy.png" || busy[0].SVG != "charts/tickdata-busy.svg" || busy[0].Dataset != "tickdata" {
		t.Fatalf("busy charts %+v", busy)
	}
	checkFiles(t, dir, busy)
}
