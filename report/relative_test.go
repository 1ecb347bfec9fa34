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
	if dec.best != 50 || dec.cells["protobuf"].pct != 100 || dec.cells["json"].pct != 50 {
		t.Errorf("decode: best %v, cells %+v; want protobuf best among the codecs that build values", dec.best, dec.cells)
	}
	if c := dec.cells["raw"]; !c.unranked || c.pct != 0 || c.value != 4 {
		t.Errorf("zero-copy decode %+v, want shown unranked", c)
	}
	if read.best != 40 || read.cells["raw"].pct != 100 || read.cells["protobuf"].pct != 40 {
		t.Errorf("read: best %v, cells %+v; want the zero-copy codec ranked", read.best, read.cells)
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
		if !f.floor || f.pct != 0 || c.best == f.value {
			t.Errorf("%s: baseline %+v, best %v; want shown as the floor, unranked", c.name, f, c.best)
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
