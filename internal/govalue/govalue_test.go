package govalue

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/internal/deepvalue"
)

type leaf struct {
	S  string
	B  []byte
	F  float32
	C  complex128
	At time.Time
}

type tree struct {
	On    bool
	I     int64
	I8    int8
	U     uint16
	F     float64
	Nil   []int
	Empty []int
	NilM  map[string]int
	EmpM  map[string]int
	M     map[int32]*leaf
	P     *leaf
	PNil  *leaf
	Arr   [3]uint8
	Kids  []tree
	Bytes []byte
	NoB   []byte
	Nest  map[string][]map[string]string
	Zero  struct{}
	Zeros []struct{}
}

func sample() *tree {
	zone := time.FixedZone("", 2*3600)
	return &tree{
		On: true, I: -1 << 40, I8: -7, U: 65535, F: math.Copysign(0, -1),
		Empty: []int{}, EmpM: map[string]int{},
		M: map[int32]*leaf{-3: {S: "é", B: []byte{}, F: float32(math.NaN()), C: complex(1, -2),
			At: time.Date(2026, 12, 6, 10, 0, 0, 5, zone)}, 4: nil},
		P:     &leaf{S: "p", At: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)},
		Arr:   [3]uint8{1, 2, 3},
		Kids:  []tree{{I: 1, Kids: []tree{}}, {Nil: []int{0}}},
		Bytes: []byte("xyz"),
		Nest:  map[string][]map[string]string{"a": {nil, {}, {"k": "v"}}},
		Zeros: []struct{}{{}, {}},
	}
}

// A value reads back equal to itself: nil apart from empty, a float's
// sign and NaN bits, a time's instant and zone.
func TestRoundTrip(t *testing.T) {
	want := sample()
	b, err := Append(nil, reflect.ValueOf(want).Elem())
	if err != nil {
		t.Fatal(err)
	}
	got := new(tree)
	rest, err := Read(b, reflect.ValueOf(got).Elem())
	if err != nil || len(rest) != 0 {
		t.Fatalf("Read: %v, %d bytes left", err, len(rest))
	}
	// deepvalue.Equal, as usergo checks a handoff, but NaN differs from
	// itself there: compare its bits, then the rest without it.
	g, w := got.M[-3].F, want.M[-3].F
	if math.Float32bits(g) != math.Float32bits(w) {
		t.Errorf("NaN read back as %x, want %x", math.Float32bits(g), math.Float32bits(w))
	}
	got.M[-3].F, want.M[-3].F = 0, 0
	if err := deepvalue.Equal(reflect.ValueOf(want), reflect.ValueOf(got)); err != nil {
		t.Error(err)
	}
	if math.Signbit(got.F) != true {
		t.Error("-0 read back as +0")
	}
	if got.Nil != nil || got.Empty == nil || got.NilM != nil || got.EmpM == nil || got.NoB != nil || got.M[-3].B == nil {
		t.Error("a nil slice or map read back as an empty one, or the other way")
	}
}

// What cannot be set again is refused, not dropped.
func TestRefuses(t *testing.T) {
	type hidden struct{ a int }
	type iface struct{ V any }
	type fn struct{ F func() }
	for _, v := range []any{&hidden{1}, &iface{1}, &fn{}} {
		if _, err := Append(nil, reflect.ValueOf(v).Elem()); err == nil {
			t.Errorf("%T: written", v)
		}
	}
	type node struct{ Next *node }
	n := &node{}
	n.Next = n
	if _, err := Append(nil, reflect.ValueOf(n).Elem()); err == nil || !strings.Contains(err.Error(), "deep") {
		t.Errorf("a cycle: %v", err)
	}
}

// Any bytes are a value or an error, never a panic: every prefix of a
// value's bytes, and every byte of them changed.
func TestBadBytes(t *testing.T) {
	b, err := Append(nil, reflect.ValueOf(sample()).Elem())
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(b) {
		if _, err := Read(b[:n], reflect.New(reflect.TypeFor[tree]()).Elem()); err == nil {
			t.Fatalf("%d of %d bytes read as a value", n, len(b))
		}
	}
	for i := range b {
		for _, x := range []byte{0, 0x7f, 0xff} {
			c := append([]byte(nil), b...)
			c[i] = x
			_, _ = Read(c, reflect.New(reflect.TypeFor[tree]()).Elem())
		}
	}
}
