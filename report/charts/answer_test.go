package charts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/answer"
	"github.com/serbench/serbench/resultset"
)

// The answer chart has a panel per pick and a row per dataset naming its
// best codec, whose bar is its lead over the next; a dataset with one
// codec has a row without a bar. No answer, no chart.
func TestAnswerChart(t *testing.T) {
	rec := func(ds, codec, op string, ns float64) resultset.Record {
		return resultset.Record{Dataset: ds, Variant: "v", Codec: codec, Op: op, Status: resultset.StatusOK, NsPerOp: ns, EncodedBytes: ns}
	}
	recs := []resultset.Record{rec("toy", "gob", "encode", 100), rec("toy", "json", "encode", 150),
		rec("toy", "gob", "decode", 300), rec("toy", "json", "decode", 200), rec("lone", "gob", "encode", 100)}
	a := answer.Of(recs)
	f := answerFigure(nil, recs, a)
	if f == nil || len(f.panels) != 3 {
		t.Fatalf("answer figure %+v, want three panels", f)
	}
	enc := f.panels[0]
	if len(enc.ranked) != 2 || enc.ranked[0].codec != "toy: gob" || enc.ranked[0].s.v != 1.5 {
		t.Errorf("encode panel %+v, want toy: gob leading by 1.5×, then lone", enc.ranked)
	}
	if lone := enc.ranked[1]; lone.s.ok || lone.s.note == "" {
		t.Errorf("a dataset of one codec draws a bar: %+v", lone)
	}
	if dec := f.panels[1]; dec.ranked[0].codec != "toy: json" {
		t.Errorf("decode panel %+v, want toy: json first", dec.ranked)
	}
	dir := t.TempDir()
	ch, ok, err := Answer(dir, nil, recs, a)
	if err != nil || !ok {
		t.Fatalf("Answer: %v, %v", ok, err)
	}
	svg, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(ch.SVG)))
	if err != nil || !strings.Contains(string(svg), "toy: gob") || !strings.Contains(string(svg), "1.50×") {
		t.Errorf("the answer chart's SVG lacks its rows (%v)", err)
	}
	if _, ok, err := Answer(t.TempDir(), nil, nil, answer.Of(nil)); ok || err != nil {
		t.Errorf("an answer of nothing drew a chart (%v)", err)
	}
}
