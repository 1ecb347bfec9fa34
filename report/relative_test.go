package report

import (
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
