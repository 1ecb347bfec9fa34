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
	if p, ok := BusyPenalty(&r); !ok {
		t.Error("no penalty, want 85%")
	} else if math.Abs(p-85) > 1e-9 {
		t.Errorf("penalty %v%%, want 85%%", p)
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
	if len(figs) != 1 {
		t.Fatalf("%d busy charts, want 1 (tickdata's): %+v", len(figs), figs)
	}
	if figs[0].dataset != "tickdata" {
		t.Errorf("busy chart of %q, want tickdata", figs[0].dataset)
	}
	if len(figs[0].panels) != 1 {
		t.Fatalf("%d panels, want 1 (seed's): %+v", len(figs[0].panels), figs[0].panels)
	}
	if v := figs[0].panels[0].variant; v != "seed" {
		t.Errorf("panel of variant %q, want seed", v)
	}
	got := map[string]float64{}
	for _, pt := range figs[0].panels[0].points {
		got[pt.codec+" "+pt.op] = pt.y
	}
	if len(got) != 3 {
		t.Errorf("%d points %v, want 3", len(got), got)
	}
	for cell, want := range map[string]float64{"protojson encode": 85, "protobuf decode": -1, "protobuf encode": 10} {
		if y, ok := got[cell]; !ok || math.Abs(y-want) > 1e-9 {
			t.Errorf("%s: point at %v (present %v), want %v", cell, y, ok, want)
		}
	}
	plots, err := figs[0].plots()
	if err != nil {
		t.Fatal(err)
	}
	p := plots[0]
	if p.Y.Min > -1 {
		t.Errorf("y axis from %v, want -1 or lower: protobuf decode's point is off the chart", p.Y.Min)
	}
	if p.Y.Max < 85 {
		t.Errorf("y axis to %v, want 85 or higher: protojson encode's point is off the chart", p.Y.Max)
	}
	if !strings.Contains(p.Y.Label.Text, "busy time") {
		t.Errorf("y axis label %q, want it to name the busy time", p.Y.Label.Text)
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
	if len(busy) != 1 {
		t.Fatalf("%d busy charts, want 1: %+v", len(busy), busy)
	}
	for _, c := range []struct{ name, got, want string }{
		{"PNG", busy[0].PNG, "charts/tickdata-busy.png"},
		{"SVG", busy[0].SVG, "charts/tickdata-busy.svg"},
		{"dataset", busy[0].Dataset, "tickdata"},
	} {
		if c.got != c.want {
			t.Errorf("busy chart's %s %q, want %q", c.name, c.got, c.want)
		}
	}
	checkFiles(t, dir, busy)
}
