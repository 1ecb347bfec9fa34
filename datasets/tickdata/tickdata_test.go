package tickdata

import (
	"bytes"
	"testing"

	"github.com/mailru/easyjson"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The seed's message encodes to 559 bytes in protobuf and 1,158 in protojson.
func TestSeedSizes(t *testing.T) {
	ds := Dataset()
	l, err := ds.Load("seed")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"protobuf": 559, "protojson": 1158}
	for codec, size := range want {
		b, err := (&suite.Registry{Codecs: codecs.All()}).Bind(ds, "seed", codec)
		if err != nil {
			t.Fatal(err)
		}
		p, err := l.Prepare(b)
		if err != nil {
			t.Fatal(err)
		}
		if p.EncodedBytes != size {
			t.Errorf("%s: %v bytes, the seed published %v", codec, p.EncodedBytes, size)
		}
	}
}

func TestEveryBindingOnEveryVariant(t *testing.T) {
	ds := Dataset()
	for _, v := range ds.Info().Variants {
		l, err := ds.Load(v.Name)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range suite.BindAll(ds, v.Name, codecs.All()) {
			p, err := l.Prepare(c)
			if err != nil {
				t.Errorf("%s/%s: %v", v.Name, c.Codec.Name, err)
				continue
			}
			for _, op := range c.Ops {
				if err := p.Loop(op)(3); err != nil {
					t.Errorf("%s/%s/%s: %v", v.Name, c.Codec.Name, op, err)
				}
			}
		}
	}
}

func TestFilledKeepsTheCounts(t *testing.T) {
	f, s := Filled(), Seed()
	if len(f.TransactionIDs) != len(s.TransactionIDs) || len(f.ContractFees) != len(s.ContractFees) ||
		len(f.VarStruct) != len(s.VarStruct) || len(f.TimeLock) != len(s.TimeLock) || len(f.SignatureHex) != len(s.SignatureHex) {
		t.Error("filled differs from the seed in counts")
	}
	if digest.Of(Digest, Filled()) != digest.Of(Digest, f) {
		t.Error("Filled is not deterministic")
	}
	zeros := 0
	for _, fee := range f.ContractFees {
		if fee == 0 {
			zeros++
		}
	}
	if zeros > 2 || f.TransactionIDs[0] == "" || len(f.TransactionIDs[0]) != 64 {
		t.Errorf("filled is not filled: %d zero fees, id %q", zeros, f.TransactionIDs[0])
	}
}

func TestDigestSeesEveryField(t *testing.T) {
	base := digest.Of(Digest, Filled())
	for name, mutate := range map[string]func(*TickData){
		"computor":  func(t *TickData) { t.ComputorIndex++ },
		"epoch":     func(t *TickData) { t.Epoch++ },
		"tick":      func(t *TickData) { t.TickNumber++ },
		"timestamp": func(t *TickData) { t.Timestamp++ },
		"varstruct": func(t *TickData) { t.VarStruct[0]++ },
		"timelock":  func(t *TickData) { t.TimeLock[99]++ },
		"ids":       func(t *TickData) { t.TransactionIDs[5] = "x" },
		"fees":      func(t *TickData) { t.ContractFees[7]++ },
		"signature": func(t *TickData) { t.SignatureHex = "b" + t.SignatureHex[1:] },
	} {
		td := Filled()
		mutate(td)
		if digest.Of(Digest, td) == base {
			t.Errorf("%s: digest unchanged", name)
		}
	}
}

// TestEasyJSONNames pins easyjson's document: the mirror gives the untagged
// model the proto's JSON names (mirrorgen -snake), and the seed's message
// stays the 963 bytes it always was.
func TestEasyJSONNames(t *testing.T) {
	b, err := easyjson.Marshal((*TickDataEJ)(Seed()))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"computor_index", "epoch", "tick_number", "timestamp", "var_struct",
		"time_lock", "transaction_ids", "contract_fees", "signature_hex"} {
		if !bytes.Contains(b, []byte(`"`+name+`":`)) {
			t.Errorf("no %q in %.200s", name, b)
		}
	}
	if len(b) != 963 {
		t.Errorf("easyjson writes %d bytes, want 963", len(b))
	}
}
