package answer_test

import (
	"math"
	"testing"

	"github.com/serbench/serbench/answer"
	"github.com/serbench/serbench/resultset"
)

func rec(ds, variant, codec, op string, ns, size float64, labels ...string) resultset.Record {
	return resultset.Record{Dataset: ds, Variant: variant, Codec: codec, Op: op, Status: resultset.StatusOK,
		NsPerOp: ns, EncodedBytes: size, Labels: labels}
}

// fixed is two datasets: on "a", x is fastest to encode on v1 and y on
// v2; z carries one variant of two; the baseline and a zero-copy decode
// are never ranked.
func fixed() []resultset.Record {
	zstd := 40.0
	small := rec("a", "v1", "y", "encode", 200, 50)
	small.ZstdBytes = &zstd
	failed := rec("a", "v2", "w", "encode", 1, 1)
	failed.Status = "failed"
	return []resultset.Record{
		rec("a", "v1", "x", "encode", 100, 80), rec("a", "v1", "x", "decode", 300, 80),
		small, rec("a", "v1", "y", "decode", 150, 50),
		rec("a", "v1", "base", "encode", 10, 10, "baseline"),
		rec("a", "v1", "view", "decode", 1, 90, "zero-copy"), rec("a", "v1", "view", "encode", 400, 90, "zero-copy"),
		rec("a", "v2", "x", "encode", 400, 800), rec("a", "v2", "x", "decode", 900, 800),
		rec("a", "v2", "y", "encode", 200, 400), rec("a", "v2", "y", "decode", 300, 400),
		rec("a", "v2", "z", "encode", 150, 300), failed,
		rec("a", "v3", "x", "encode", 100, 10), rec("a", "v3", "y", "encode", 100, 10),
		rec("b", "only", "x", "encode", 50, 20), rec("b", "only", "y", "encode", 100, 10),
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestDatasetChoices(t *testing.T) {
	a := answer.Of(fixed())
	if len(a.Datasets) != 2 || a.Datasets[0].Name != "a" || a.Datasets[1].Name != "b" {
		t.Fatalf("datasets %+v, want a then b", a.Datasets)
	}
	enc, ok := a.Datasets[0].Choice(answer.Encode)
	if !ok || enc.Of != 3 {
		t.Fatalf("encode choice %+v, want one over 3 variants", enc)
	}
	// x: 100/100, 400/150, 100/100; y: 200/100, 200/150, 1: geometric means.
	wantX, wantY := math.Cbrt(400.0/150), math.Cbrt(2*200.0/150)
	best, _ := enc.Best()
	next, _ := enc.Next()
	if best.Codec != "x" || !near(best.Ratio, wantX) || best.Carried != 3 {
		t.Errorf("best encode %+v, want x at %.4f over 3", best, wantX)
	}
	if next.Codec != "y" || !near(next.Ratio, wantY) {
		t.Errorf("next encode %+v, want y at %.4f", next, wantY)
	}
	if !near(enc.Lead(), wantY/wantX) {
		t.Errorf("lead %.4f, want %.4f", enc.Lead(), wantY/wantX)
	}
	// z carries 1 of 3 variants, however fast there: not ranked. The
	// baseline never is; the failed cell carries nothing.
	for _, s := range enc.Ranked {
		if s.Codec == "z" || s.Codec == "base" || s.Codec == "w" {
			t.Errorf("%s ranked: %+v", s.Codec, enc.Ranked)
		}
	}
	if len(enc.Others) != 2 || enc.Others[0].Codec != "z" || enc.Others[0].Ratio != 1 {
		t.Errorf("others %+v, want z at 1, then the zero-copy codec's encode", enc.Others)
	}
}

func TestDecodeAndSize(t *testing.T) {
	d := answer.Of(fixed()).Datasets[0]
	dec, _ := d.Choice(answer.Decode)
	// The zero-copy decode (1 ns) neither wins nor sets the best.
	if b, _ := dec.Best(); b.Codec != "y" || b.Ratio != 1 || dec.Of != 2 {
		t.Errorf("best decode %+v of %d, want y at 1 of 2", b, dec.Of)
	}
	size, _ := d.Choice(answer.Size)
	b, _ := size.Best()
	if b.Codec != "y" || b.Values["v1"] != 50 || b.Zstd["v1"] != 40 {
		t.Errorf("smallest %+v, want y, 50 B and 40 B under zstd on v1", b)
	}
}

func TestRankingAcross(t *testing.T) {
	a := answer.Of(fixed())
	var enc answer.Choice
	for _, c := range a.Ranking {
		if c.Pick == answer.Encode {
			enc = c
		}
	}
	if enc.Of != 2 || len(enc.Ranked) != 2 {
		t.Fatalf("ranking %+v, want two codecs over two datasets", enc)
	}
	// x: its ratio on a, and 1 on b; y: its ratio on a, and 2 on b.
	wantX := math.Sqrt(math.Cbrt(400.0 / 150))
	wantY := math.Sqrt(math.Cbrt(2*200.0/150) * 2)
	if b := enc.Ranked[0]; b.Codec != "x" || !near(b.Ratio, wantX) || b.Carried != 2 {
		t.Errorf("first %+v, want x at %.4f over 2 datasets", b, wantX)
	}
	if n := enc.Ranked[1]; n.Codec != "y" || !near(n.Ratio, wantY) {
		t.Errorf("second %+v, want y at %.4f", n, wantY)
	}
}

// No records, and records with nothing to rank, answer nothing and do
// not panic.
func TestEmpty(t *testing.T) {
	if a := answer.Of(nil); len(a.Datasets) != 0 || len(a.Ranking) != 3 {
		t.Errorf("answer of nothing %+v", a)
	}
	bad := rec("a", "v", "x", "encode", 0, 0)
	a := answer.Of([]resultset.Record{bad})
	c, _ := a.Datasets[0].Choice(answer.Encode)
	if _, ok := c.Best(); ok || c.Lead() != 0 {
		t.Errorf("a choice of no figure has a best: %+v", c)
	}
}
