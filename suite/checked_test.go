package suite_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// counting is text's codec with its decodes counted, and an encoding or
// a decode broken on demand.
type counting struct {
	decodes   int
	badDecode bool   // decode returns the wrong value
	suffix    string // appended to every encoding
}

func (c *counting) codec() suite.Codec {
	f := text("counted")
	enc, dec := f.Encode, f.Decode
	f.Encode = func(m model) ([]byte, error) {
		b, err := enc(m)
		return append(b, c.suffix...), err
	}
	f.Decode = func(b []byte) (model, error) {
		c.decodes++
		m, err := dec([]byte(strings.TrimSuffix(string(b), c.suffix)))
		if c.badDecode && err == nil {
			m = append(m, 99)
		}
		return m, err
	}
	return suite.FuncsCodec("counted", f)
}

// A preparation checked elsewhere on the same encodings skips the round
// trip; one on other encodings checks it in full, and fails when it fails.
func TestCheckedSkipsOnlyTheSameEncodings(t *testing.T) {
	c := &counting{}
	l, b := bound(t, toyDef(), c.codec())
	checked, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	if c.decodes != l.Messages() || checked.EncodedDigest == 0 {
		t.Fatalf("a plain preparation decoded %d messages of %d, encoded digest %x", c.decodes, l.Messages(), checked.EncodedDigest)
	}
	c.decodes = 0
	again, err := l.Prepare(b.Checked(checked.EncodedDigest))
	if err != nil || c.decodes != 0 || again.Rechecked {
		t.Fatalf("checked on the same encodings: %v, %d decodes, rechecked %v; want none", err, c.decodes, again.Rechecked)
	}
	if again.EncodedDigest != checked.EncodedDigest || again.ModelDigest != checked.ModelDigest {
		t.Errorf("digests %x/%x, want %x/%x", again.EncodedDigest, again.ModelDigest, checked.EncodedDigest, checked.ModelDigest)
	}
	if err := again.Loop(suite.Decode)(4); err != nil {
		t.Error(err)
	}
	// Other bytes: checked again, and a broken decode is found.
	c.decodes, c.suffix, c.badDecode = 0, " ", true
	_, err = l.Prepare(b.Checked(checked.EncodedDigest))
	if err == nil || !strings.Contains(err.Error(), "round trip differs") {
		t.Errorf("a broken decode on other encodings: %v; want the round trip's error", err)
	}
	if c.decodes == 0 {
		t.Error("other encodings were not decoded")
	}
	c.decodes, c.badDecode = 0, false
	if p, err := l.Prepare(b.Checked(checked.EncodedDigest)); err != nil || c.decodes != l.Messages() || !p.Rechecked {
		t.Errorf("other encodings: %v, %d decodes; want every message checked, and Rechecked", err, c.decodes)
	}
}

// Only prepares the loops asked for.
func TestOnlyPreparesItsOps(t *testing.T) {
	c := &counting{}
	l, b := bound(t, toyDef(), c.codec())
	p, err := l.Prepare(b.Only(suite.Encode))
	if err != nil {
		t.Fatal(err)
	}
	if p.Loop(suite.Encode) == nil || p.Loop(suite.Decode) != nil || p.Loop(suite.Read) != nil {
		t.Errorf("Only(encode) prepared encode %v, decode %v, read %v", p.Loop(suite.Encode) != nil, p.Loop(suite.Decode) != nil, p.Loop(suite.Read) != nil)
	}
	if len(b.Ops) < 3 {
		t.Errorf("Only changed the Bound it was called on: %v", b.Ops)
	}
}

// A mix checked elsewhere skips every part's round trip on the same
// encodings, and checks them all on others.
func TestCheckedMix(t *testing.T) {
	decodes, corrupt := 0, false
	c := suite.Codec{Name: "json", Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{
			Marshal: func(v any) ([]byte, error) {
				b, err := json.Marshal(v)
				if corrupt {
					b = append(b, ' ')
				}
				return b, err
			},
			Unmarshal: func(b []byte, v any) error {
				decodes++
				if corrupt {
					return errors.New("corrupt")
				}
				return json.Unmarshal(b, v)
			},
		}), true
	}}
	b, l := bindMix(t, toyMix(), c)
	checked, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	decodes = 0
	if _, err := l.Prepare(b.Checked(checked.EncodedDigest)); err != nil || decodes != 0 {
		t.Errorf("checked on the same encodings: %v, %d decodes; want none", err, decodes)
	}
	corrupt = true
	if _, err := l.Prepare(b.Checked(checked.EncodedDigest)); err == nil || !strings.Contains(err.Error(), "corrupt") {
		t.Errorf("other encodings with a failing decode: %v; want its error", err)
	}
}
