package symphonytest

import (
	"bytes"
	"encoding/hex"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// Golden vectors, worked out by hand from SPEC section 6 (not produced by
// this code): each comment gives the byte positions the offsets come from.
// Header: 01 | offset_to_private | service_id | method_id.

// h decodes hex with spaces and | as separators.
func h(t *testing.T, s string) []byte {
	t.Helper()
	s = strings.NewReplacer(" ", "", "|", "", "\n", "", "\t", "").Replace(s)
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatalf("bad golden hex: %v", err)
	}
	return b
}

type golden struct {
	name string
	msg  interface {
		proto.Message
		MarshalSymphony() ([]byte, error)
		UnmarshalSymphony([]byte) error
	}
	fresh func() interface {
		proto.Message
		UnmarshalSymphony([]byte) error
	}
	want string
}

func goldens() []golden {
	return []golden{
		{
			name: "fixed",
			msg: &Fixed{B: true, I32: -2, U32: 3, I64: -4, U64: 5, F32: 1.5, F64: -2.5, Color: Color_COLOR_BLUE,
				S32: -9, S64: 10, X32: 11, X64: 12, Sx32: -13, Sx64: 14},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Fixed)
			},
			// No public fields: the private segment starts at 13. Its table
			// holds every value inline: 1+4+4+8+8+4+8+4+4+8+4+8+4+8 = 77 bytes.
			want: `01 0d000000 00000000 00000000 |
				01 | 01 | feffffff | 03000000 | fcffffffffffffff | 0500000000000000 |
				0000c03f | 00000000000004c0 | 02000000 | f7ffffff | 0a00000000000000 |
				0b000000 | 0c00000000000000 | f3ffffff | 0e00000000000000`,
		},
		{
			name: "variable",
			msg:  &Var{S: "hi", Data: []byte{0xaa}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Var)
			},
			// Private table at 14..21 (two offsets); s's payload at 22, 9 past
			// the segment's 0x01 at 13; data's at 28, 15 past it.
			want: `01 0d000000 00000000 00000000 | 01 | 09000000 0f000000 |
				02000000 6869 | 01000000 aa`,
		},
		{
			name: "empty strings keep their lengths",
			msg:  &Var{},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Var)
			},
			want: `01 0d000000 00000000 00000000 | 01 | 09000000 0d000000 | 00000000 | 00000000`,
		},
		{
			name: "repeated fixed",
			msg: &RepeatedFixed{I32S: []int32{1, -1}, Bools: []bool{true, false, true}, U64S: []uint64{7},
				F32S: []float32{0.5}, Colors: []Color{Color_COLOR_RED}, I64S: []int64{-1}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(RepeatedFixed)
			},
			// Eight offsets (14..45); payloads from 46 = 13+33: i32s 12 bytes,
			// bools 7, f64s 4 (empty), u64s 12, f32s 8, colors 8, u32s 4, i64s 12.
			want: `01 0d000000 00000000 00000000 | 01 |
				21000000 2d000000 34000000 38000000 44000000 4c000000 54000000 58000000 |
				02000000 01000000 ffffffff | 03000000 01 00 01 | 00000000 |
				01000000 0700000000000000 | 01000000 0000003f | 01000000 01000000 |
				00000000 | 01000000 ffffffffffffffff`,
		},
		{
			name: "repeated variable",
			msg:  &RepeatedVar{Strs: []string{"a", "", "bc"}, Blobs: [][]byte{{1, 2}}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(RepeatedVar)
			},
			// strs at 22 (9 past 13): count, then [len][data] each = 19 bytes;
			// blobs at 41 (28 past 13).
			want: `01 0d000000 00000000 00000000 | 01 | 09000000 1c000000 |
				03000000 01000000 61 00000000 02000000 6263 |
				01000000 02000000 0102`,
		},
		{
			name: "nested",
			msg:  &Nested{Before: 7, Inner: &Var{S: "x"}, After: 9},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Nested)
			},
			// Table 14..25; inner at 26 (13 past 13) as [u32 size 31][Var in
			// full, its own header and offsets from its own start].
			want: `01 0d000000 00000000 00000000 | 01 | 07000000 0d000000 09000000 |
				1f000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 0e000000 |
				01000000 78 | 00000000`,
		},
		{
			name: "absent nested",
			msg:  &Nested{Before: 7, After: 9},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Nested)
			},
			want: `01 0d000000 00000000 00000000 | 01 | 07000000 00000000 09000000`,
		},
		{
			name: "repeated nested",
			msg:  &RepeatedNested{Items: []*Var{{}, {Data: []byte{0xff}}}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(RepeatedNested)
			},
			// items at 18 (5 past 13): count 2, then [size][message] each.
			want: `01 0d000000 00000000 00000000 | 01 | 05000000 |
				02000000 |
				1e000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 0d000000 | 00000000 | 00000000 |
				1f000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 0d000000 | 00000000 | 01000000 ff`,
		},
		{
			name: "empty message",
			msg:  &Empty{},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Empty)
			},
			want: `01 0d000000 00000000 00000000 | 01`,
		},
		{
			name: "public and private",
			msg:  &Split{PrivN: 5, PubS: "ab", PubN: -1, PrivS: "z", PrivList: []int32{3}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Split)
			},
			// Public table (fields 2, 3, 5: 4+8+4 bytes) at 13..28, pub_s at
			// 29 = 0x1d (absolute), pub_var absent; the private segment starts
			// at 35 = 0x23; its table (fields 1, 4, 6) at 36..47; priv_s at 48
			// (13 past 35), priv_list at 53 (18 past 35).
			want: `01 23000000 00000000 00000000 |
				1d000000 ffffffffffffffff 00000000 | 02000000 6162 |
				01 | 05000000 0d000000 12000000 | 01000000 7a | 01000000 03000000`,
		},
		{
			name: "public nested offsets are absolute",
			msg:  &Split{PubVar: &Var{}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Split)
			},
			// pub_s at 29, pub_var at 33 = 0x21: [size 30][Var]; private
			// segment at 67 = 0x43: priv_s at 80 (13 past), priv_list at 84 (17 past).
			want: `01 43000000 00000000 00000000 |
				1d000000 0000000000000000 21000000 | 00000000 |
				1e000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 0d000000 | 00000000 | 00000000 |
				01 | 00000000 0d000000 11000000 | 00000000 | 00000000`,
		},
		{
			name: "map and timestamp",
			msg:  &Mapped{Counts: map[string]int32{"b": 2, "a": 1}, At: &timestamppb.Timestamp{Seconds: 1, Nanos: 2}},
			fresh: func() interface {
				proto.Message
				UnmarshalSymphony([]byte) error
			} {
				return new(Mapped)
			},
			// Table of five offsets at 14..33. counts at 34 (21 past 13):
			// entries in key order, each the message {key = 1, value = 2}
			// with both fields private (27 bytes); vars at 100, flags at 104,
			// at at 108: [size 26][{seconds int64, nanos int32}]; times at 138.
			want: `01 0d000000 00000000 00000000 | 01 | 15000000 57000000 5b000000 5f000000 7d000000 |
				02000000 |
				1b000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 01000000 | 01000000 61 |
				1b000000 | 01 0d000000 00000000 00000000 | 01 | 09000000 02000000 | 01000000 62 |
				00000000 | 00000000 |
				1a000000 | 01 0d000000 00000000 00000000 | 01 | 0100000000000000 02000000 |
				00000000`,
		},
	}
}

func TestGolden(t *testing.T) {
	for _, g := range goldens() {
		t.Run(g.name, func(t *testing.T) {
			want := h(t, g.want)
			got, err := g.msg.MarshalSymphony()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("MarshalSymphony:\n got %x\nwant %x", got, want)
			}
			back := g.fresh()
			if err := back.UnmarshalSymphony(want); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(back, g.msg) {
				t.Errorf("UnmarshalSymphony gave %v, want %v", back, g.msg)
			}
		})
	}
}

// Hybrid: the same header and public segment, then the private fields as
// protobuf (field 1 varint 5: 08 05; field 4 "z": 22 01 7a; field 6 packed
// [3]: 32 01 03).
func TestGoldenHybrid(t *testing.T) {
	for _, c := range []struct {
		name string
		msg  interface {
			proto.Message
			MarshalSymphonyHybrid() ([]byte, error)
		}
		back interface {
			proto.Message
			UnmarshalSymphonyHybrid([]byte) error
		}
		want string
	}{
		{
			name: "public and private",
			msg:  &Split{PrivN: 5, PubS: "ab", PubN: -1, PrivS: "z", PrivList: []int32{3}},
			back: new(Split),
			want: `01 23000000 00000000 00000000 |
				1d000000 ffffffffffffffff 00000000 | 02000000 6162 |
				08 05 22 01 7a 32 01 03`,
		},
		{
			name: "no public fields",
			msg:  &Var{S: "hi", Data: []byte{0xaa}},
			back: new(Var),
			want: `01 0d000000 00000000 00000000 | 0a 02 6869 12 01 aa`,
		},
		{
			name: "empty",
			msg:  &Empty{},
			back: new(Empty),
			want: `01 0d000000 00000000 00000000`,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			want := h(t, c.want)
			got, err := c.msg.MarshalSymphonyHybrid()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("MarshalSymphonyHybrid:\n got %x\nwant %x", got, want)
			}
			if err := c.back.UnmarshalSymphonyHybrid(want); err != nil {
				t.Fatal(err)
			}
			if !proto.Equal(c.back, c.msg) {
				t.Errorf("UnmarshalSymphonyHybrid gave %v, want %v", c.back, c.msg)
			}
		})
	}
}
