package charts

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// A run that counted instructions alone draws one chart of them per
// dataset, a panel per variant and op ranked fewest first, and no time
// chart; a run without counts draws none.
func TestInstructionsFigure(t *testing.T) {
	count := func(variant, codec, op string, ins float64) resultset.Record {
		return resultset.Record{Dataset: "tickdata", Variant: variant, Codec: codec, Op: op, Status: resultset.StatusOK,
			EncodedBytes: 559, InstructionsPerOp: ptr(ins)}
	}
	recs := []resultset.Record{
		count("seed", "protojson", "encode", 218500), count("seed", "protobuf", "encode", 21329),
		count("seed", "protobuf", "decode", 36529), count("seed", "protojson", "decode", 512000),
		count("filled", "protobuf", "encode", 23100),
	}
	recs = append(recs, resultset.Record{Dataset: "tickdata", Variant: "filled", Codec: "protojson", Op: "encode", Status: resultset.StatusFailed})
	figs := build(testRegistry(), recs)
	var files []string
	for _, f := range figs {
		files = append(files, f.file)
	}
	if got := strings.Join(files, ","); got != "tickdata-instructions,tickdata-size" {
		t.Fatalf("figures %s, want the count's and the size's", got)
	}
	f := figs[0]
	var panels []string
	for _, p := range f.panels {
		panels = append(panels, p.variant+"="+strings.Join(codecsOf(p.ranked), ","))
	}
	if got := strings.Join(panels, " "); got != "seed · encode=protobuf,protojson seed · decode=protobuf,protojson filled · encode=protobuf" {
		t.Errorf("panels %s", got)
	}
	if n := f.panels[2].notes; len(n) != 1 {
		t.Errorf("%d notes %+v, want the failed cell's", len(n), n)
	} else if n[0].s.note != "failed" {
		t.Errorf("the failed cell's note %q, want \"failed\"", n[0].s.note)
	}
	if want := "instructions per op"; !strings.Contains(f.title, want) {
		t.Errorf("title %q, want it to say %q", f.title, want)
	}
	if want := "Each panel is one variant and op"; !strings.Contains(f.subtitle, want) {
		t.Errorf("subtitle %q, want it to say %q", f.subtitle, want)
	}
	lay, err := f.layout()
	if err != nil {
		t.Fatal(err)
	}
	if got := lay.plots[0][0].X.Label.Text; got != "instructions per op (thousands, log scale)" && got != "instructions per op (thousands)" {
		t.Errorf("axis %q", got)
	}
	if got := valueText(countUnits, 21329); got != "21.3k" {
		t.Errorf("a count's bar reads %q, want 21.3k", got)
	}
	if _, _, err := f.render(); err != nil {
		t.Fatal(err)
	}
	for _, f := range build(testRegistry(), testRecords()) {
		if strings.HasSuffix(f.file, "-instructions") {
			t.Errorf("a chart of instructions without counts: %s", f.file)
		}
	}
}
