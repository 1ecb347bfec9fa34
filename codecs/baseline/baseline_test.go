package baseline_test

import (
	"math/rand/v2"
	"testing"

	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/datasets/structs"
	"github.com/serbench/serbench/datasets/tickdata"
	"github.com/serbench/serbench/datasets/transaction"
	"github.com/serbench/serbench/suite"
)

// Every prefix of an encoding, and the encoding with a byte more, must
// give an error, never a panic or a value; the whole encoding gives the
// message back.
func checkTruncated[M any](t *testing.T, name string, ds suite.Dataset, m M) {
	t.Helper()
	d, ok := ds.(*suite.Def[M])
	if !ok {
		t.Fatalf("%s: dataset is %T", name, ds)
	}
	c, ok := suite.Offered[baseline.Conv[M]](d)
	if !ok {
		t.Fatalf("%s: no baseline offer", name)
	}
	b := c.Append(nil, m)
	if len(b) != c.Size(m) {
		t.Errorf("%s: %d bytes, Size says %d", name, len(b), c.Size(m))
	}
	got, err := baseline.Decode(b, c.Read)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := d.Equal(m, got); err != nil {
		t.Fatalf("%s: round trip: %v", name, err)
	}
	for n := range len(b) {
		if _, err := baseline.Decode(b[:n], c.Read); err == nil {
			t.Fatalf("%s: %d of %d bytes decoded without error", name, n, len(b))
		}
	}
	if _, err := baseline.Decode(append(b, 0), c.Read); err == nil {
		t.Fatalf("%s: a trailing byte decoded without error", name)
	}
	// Corrupt bytes may decode to another value or fail, but never panic
	// (a panic fails the test).
	rng := rand.New(rand.NewPCG(1, uint64(len(b))))
	bad := make([]byte, len(b))
	for range 2000 {
		copy(bad, b)
		for range 1 + rng.IntN(3) {
			bad[rng.IntN(len(bad))] = byte(rng.Uint32())
		}
		_, _ = baseline.Decode(bad, c.Read)
	}
}

func first[M any](t *testing.T, ds suite.Dataset, variant string) M {
	t.Helper()
	msgs, err := ds.(*suite.Def[M]).Generate(variant)
	if err != nil {
		t.Fatal(err)
	}
	return msgs[0]
}

func TestTruncated(t *testing.T) {
	td := tickdata.Dataset()
	checkTruncated(t, "tickdata", td, first[*tickdata.TickData](t, td, "filled"))
	checkTruncated(t, "tickdata/seed", td, first[*tickdata.TickData](t, td, "seed"))

	ol := objectlist.Dataset()
	checkTruncated(t, "objectlist", ol, objectlist.Varied(20))

	// transaction's schema codecs, the baseline among them, carry its
	// wire form (transaction.ToWire): a transaction without key or
	// signature is one of empty fields there.
	txs := first[[]*transaction.Transaction](t, transaction.Dataset(), "5000")[:3]
	txs = append(txs, &transaction.Transaction{Data: []byte{1}, Nonce: 7})
	wire, err := transaction.ToWire(txs)
	if err != nil {
		t.Fatal(err)
	}
	checkTruncated(t, "transaction", transaction.WireDataset(), wire)

	st := structs.Dataset().(*suite.ByVariant)
	def := func(v string) suite.Dataset {
		d, ok := st.Def(v)
		if !ok {
			t.Fatalf("structs has no %s", v)
		}
		return d
	}
	checkTruncated(t, "structs/tiny", def("tiny"), first[*structs.Tiny](t, def("tiny"), "tiny"))
	checkTruncated(t, "structs/medium", def("medium"), first[*structs.Medium](t, def("medium"), "medium"))
	checkTruncated(t, "structs/big", def("big"), first[*structs.Big](t, def("big"), "big"))
	bigs := first[*structs.BigArray](t, def("big-slice"), "big-slice").BigArr[:4]
	checkTruncated(t, "structs/big-slice", def("big-slice"), &structs.BigArray{BigArr: append(bigs, nil)})
	m := &structs.ComplexAndHuge{ComplexMap: structs.ComplexMap{
		"a": {BigSlice: bigs[:2], TheBiggestSlice: bigs[2:]},
		"b": nil,
	}}
	checkTruncated(t, "structs/complexmap", def("complexmap"), m)
}
