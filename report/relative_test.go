package report

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// A zero-copy decode, which only opens a view, neither sets nor gets a rank
// for decode; it is ranked by read with every other codec.
func TestRelativeRanksLikeWithLike(t *testing.T) {
	rec := func(codec, op string, ns float64, labels ...string) *resultset.Record {
		return &resultset.Record{Codec: codec, Op: op, NsPerOp: ns, EncodedBytes: 10, Status: resultset.StatusOK, Labels: labels}
	}
	recs := []*resultset.Record{
		rec("json", "decode", 100, suite.LabelReflection),
		rec("protobuf", "decode", 50, suite.LabelCodegen),
		rec("raw", "decode", 4, suite.LabelCodegen, suite.LabelZeroCopy),
		rec("json", "read", 200, suite.LabelReflection),
		rec("protobuf", "read", 100, suite.LabelCodegen),
		rec("raw", "read", 40, suite.LabelCodegen, suite.LabelZeroCopy),
	}
	cols := map[string]relCol{}
	for _, c := range relativeView(recs).cols {
		cols[c.name] = c
	}
	dec, read := cols["decode time"], cols["read time"]
	for _, c := range []struct {
		name      string
		got, want any
	}{
		// protobuf is the best decode among the codecs that build values.
		{"decode: best", dec.best, 50.0},
		{"decode: protobuf's %", dec.cells["protobuf"].pct, 100.0},
		{"decode: json's %", dec.cells["json"].pct, 50.0},
		// The zero-copy decode is shown, unranked.
		{"decode: raw unranked", dec.cells["raw"].unranked, true},
		{"decode: raw's %", dec.cells["raw"].pct, 0.0},
		{"decode: raw's value", dec.cells["raw"].value, 4.0},
		// In read, the zero-copy codec is ranked.
		{"read: best", read.best, 40.0},
		{"read: raw's %", read.cells["raw"].pct, 100.0},
		{"read: protobuf's %", read.cells["protobuf"].pct, 40.0},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// A baseline is never ranked, in any column: it neither sets the best nor
// gets a percentage, and is listed last, as the floor.
func TestRelativeLeavesBaselineOut(t *testing.T) {
	rec := func(codec, op string, ns, size float64, labels ...string) *resultset.Record {
		return &resultset.Record{Codec: codec, Op: op, NsPerOp: ns, EncodedBytes: size, Status: resultset.StatusOK, Labels: labels}
	}
	recs := []*resultset.Record{
		rec("floor", "encode", 10, 5, suite.LabelHandWritten, suite.LabelBaseline),
		rec("protobuf", "encode", 100, 50, suite.LabelCodegen),
		rec("json", "encode", 200, 100, suite.LabelReflection),
		rec("floor", "read", 20, 5, suite.LabelHandWritten, suite.LabelBaseline),
		rec("protobuf", "read", 300, 50, suite.LabelCodegen),
	}
	rel := relativeView(recs)
	if got := strings.Join(rel.codecs, ","); got != "protobuf,json,floor" {
		t.Errorf("codecs %s, want the baseline last", got)
	}
	for _, c := range rel.cols {
		f := c.cells["floor"]
		if !f.floor {
			t.Errorf("%s: baseline %+v not shown as the floor", c.name, f)
		}
		if f.pct != 0 {
			t.Errorf("%s: baseline at %v%%, want no percentage (unranked)", c.name, f.pct)
		}
		if c.best == f.value {
			t.Errorf("%s: best %v is the baseline's, want the best of the others", c.name, c.best)
		}
		if p := c.cells["protobuf"]; p.pct != 100 {
			t.Errorf("%s: protobuf at %v%%, want the best", c.name, p.pct)
		}
	}
	md := string(Markdown(Input{Records: []resultset.Record{*recs[0], *recs[1], *recs[2]}}))
	if !strings.Contains(md, "| `floor` |  | floor: 10.0 ns | floor: 5 B |") {
		t.Errorf("report.md does not show the baseline as the floor:\n%s", md)
	}
}

// Each variant's table lists encode, decode and read, each fastest first
// and its failed cells last, whatever the order of the records.
func TestOrdered(t *testing.T) {
	mk := func(codec, op string, ns float64, status string) *resultset.Record {
		return &resultset.Record{Codec: codec, Op: op, NsPerOp: ns, Status: status}
	}
	ok := resultset.StatusOK
	recs := []*resultset.Record{
		mk("a", "read", 5, ok), mk("b", "decode", 9, ok), mk("c", "encode", 3, resultset.StatusFailed),
		mk("d", "encode", 7, ok), mk("e", "encode", 2, ok), mk("f", "decode", 1, ok), mk("g", "zap", 1, ok),
	}
	var got []string
	for _, r := range ordered(recs) {
		got = append(got, r.Codec)
	}
	if strings.Join(got, "") != "edcfbag" {
		t.Errorf("order %v, want e d c (encode), f b (decode), a (read), g (other op)", got)
	}
}
