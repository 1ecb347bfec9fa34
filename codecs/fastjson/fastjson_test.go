package fastjson

import (
	"encoding/json"
	"testing"

	"github.com/valyala/fastjson"
)

// fastjson's Arena writes a string holding a quote, a backslash or a
// control character with strconv.AppendQuote, whose Go escapes (\x01, \a,
// \v, \x7f, \U0001xxxx for an unprintable rune) are not JSON. The Notes
// say so; no dataset has such strings. When this test fails, fastjson has
// fixed it: update the Notes.
func TestArenaWritesGoEscapes(t *testing.T) {
	for _, s := range []string{"\x01", "a\ab", "\"\x7f"} {
		var a fastjson.Arena
		b := a.NewString(s).MarshalTo(nil)
		if json.Valid(b) {
			t.Errorf("%q is written as valid JSON %s", s, b)
		}
	}
	for _, s := range []string{"\"<&>\\/", "\t\n\r\b\f", "é 🙂 \u2028"} {
		var a fastjson.Arena
		b := a.NewString(s).MarshalTo(nil)
		var back string
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Errorf("%q is written as %s, read back as %q (%v)", s, b, back, err)
		}
	}
}

// The reuse form really keeps its Parser and Arena: after a first op it
// allocates less per op than the form that makes new ones.
func TestReuseAllocatesLess(t *testing.T) {
	type pair struct{ Names []string }
	c := Conv[pair]{
		Encode: func(a *Arena, p pair) *Value {
			o := a.NewObject()
			o.Set("Names", Strs(a, p.Names))
			return o
		},
		Decode: func(v *Value) (pair, error) {
			names, err := GetStrs(v, "Names")
			return pair{names}, err
		},
	}
	msg := pair{Names: []string{"a", "b", "c", "d", "e", "f", "g", "h"}}
	b, err := c.Marshal(msg)
	if err != nil {
		t.Fatal(err)
	}
	allocs := func(f func()) float64 { f(); return testing.AllocsPerRun(100, f) }
	fresh, kept := c.funcs(false), c.funcs(true)
	for _, op := range []struct {
		name        string
		fresh, kept func()
	}{
		{"encode", func() { fresh.Encode(msg) }, func() { kept.Encode(msg) }},
		{"decode", func() { fresh.Decode(b) }, func() { kept.Decode(b) }},
	} {
		if n, k := allocs(op.fresh), allocs(op.kept); k >= n {
			t.Errorf("%s: %v allocs with the kept Parser and Arena, %v with new ones", op.name, k, n)
		}
	}
	got, err := kept.Decode(b)
	if err != nil || len(got.Names) != len(msg.Names) || got.Names[7] != "h" {
		t.Errorf("kept Parser decodes %v, %v", got, err)
	}
}
