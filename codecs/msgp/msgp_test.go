package msgp

import (
	"bytes"
	"testing"

	"github.com/tinylib/msgp/msgp"
)

// blob is a msgp value written by hand: one bin field.
type blob struct{ b []byte }

func (x *blob) MarshalMsg(b []byte) ([]byte, error) {
	return msgp.AppendBytes(msgp.Require(b, x.Msgsize()), x.b), nil
}

func (x *blob) UnmarshalMsg(b []byte) (rest []byte, err error) {
	x.b, rest, err = msgp.ReadBytesBytes(b, x.b)
	return rest, err
}

func (x *blob) Msgsize() int { return msgp.BytesPrefixSize + len(x.b) }

// msgp+reuse really writes into one buffer and decodes into one value, and
// its byte slice keeps its backing array; msgp allocates both per op.
func TestReuse(t *testing.T) {
	id := func(x *blob) (*blob, error) { return x, nil }
	c := Conv[*blob, blob, *blob]{FromModel: id, ToModel: id}
	in := &blob{b: bytes.Repeat([]byte{7}, 100)}
	for _, reuse := range []bool{false, true} {
		f := c.funcs(reuse)
		e1, err := f.Encode(in)
		if err != nil {
			t.Fatal(err)
		}
		e1 = bytes.Clone(e1)
		e2, err := f.Encode(in)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(e1, e2) {
			t.Fatalf("reuse %v: encodings differ", reuse)
		}
		e3, _ := f.Encode(in)
		if sameBuf := &e2[0] == &e3[0]; sameBuf != reuse {
			t.Errorf("reuse %v: second and third encode share their buffer: %v", reuse, sameBuf)
		}
		d1, err := f.Decode(e1)
		if err != nil {
			t.Fatal(err)
		}
		p1 := &d1.b[0]
		d2, err := f.Decode(e1)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(d2.b, in.b) {
			t.Errorf("reuse %v: decoded %x", reuse, d2.b)
		}
		if same := d1 == d2 && p1 == &d2.b[0]; same != reuse {
			t.Errorf("reuse %v: decodes share the value and its bytes: %v", reuse, same)
		}
		if _, err := f.Decode(append(e1, 0xc0)); err == nil {
			t.Errorf("reuse %v: trailing byte accepted", reuse)
		}
	}
}
