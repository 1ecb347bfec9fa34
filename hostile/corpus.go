// Package hostile feeds every codec's decoder bytes it should not trust
// (issue 16): a seeded corpus derived from the codec's own valid encodings,
// decoded input by input in worker processes that a crash or a hang may
// kill, and one record per (dataset, codec) of what happened: rejected,
// accepted, panicked, crashed or timed out, with the bytes each decode
// allocated.
package hostile

import (
	"bytes"
	"encoding/binary"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strconv"
)

// Kind is how an input was made.
type Kind string

// The kinds of input, in report order.
const (
	Truncate Kind = "truncate" // a prefix of a valid message
	BitFlip  Kind = "bit-flip" // one bit flipped
	BitFlips Kind = "bit-flips"
	Insert   Kind = "insert" // bytes inserted
	Delete   Kind = "delete" // bytes deleted
	Huge4    Kind = "huge-4" // a 4-byte window overwritten with a huge value
	Huge8    Kind = "huge-8" // an 8-byte window overwritten with a huge value
	Nest     Kind = "nest"   // deep nesting in the format's own syntax
	Random   Kind = "random" // random bytes
	Foreign  Kind = "foreign"
)

// Kinds lists every kind in report order.
var Kinds = []Kind{Truncate, BitFlip, BitFlips, Insert, Delete, Huge4, Huge8, Nest, Random, Foreign}

// Edit changes a base message: the Del bytes at Pos are replaced by Ins,
// then the byte at Pos is XORed with Xor (when Xor is not 0). Mutations are
// kept as edits rather than bytes, so that a corpus of a large message
// stays small.
type Edit struct {
	Pos, Del int
	Ins      []byte
	Xor      byte
}

// Input is one hostile input: a base message with edits, or raw bytes.
type Input struct {
	Kind Kind
	// Msg is the message (in trace order) the input comes from, and Type
	// its message type (suite.Prepared.TypeOf), which decodes the input.
	Msg, Type int
	// Base indexes Corpus.Bases, or is -1 for Raw bytes.
	Base  int
	Edits []Edit
	Raw   []byte
	Note  string // what else to know: "depth 10000", "protobuf's bytes"
}

// Base is a valid encoding the corpus mutates: message Msg's bytes.
type Base struct {
	Msg, Type int
	Bytes     []byte
}

// Other is another codec's encoding of message Msg of the same dataset.
type Other struct {
	Codec string
	Msg   int
	Bytes []byte
}

// Corpus is the inputs of one (dataset, codec).
type Corpus struct {
	Bases  []Base
	Inputs []Input
}

// Bytes materializes input i as a new slice the decoder may keep or write.
func (c *Corpus) Bytes(i int) []byte {
	in := c.Inputs[i]
	if in.Base < 0 {
		return bytes.Clone(in.Raw)
	}
	b := bytes.Clone(c.Bases[in.Base].Bytes)
	for _, e := range in.Edits {
		pos := min(max(e.Pos, 0), len(b))
		end := min(pos+max(e.Del, 0), len(b))
		b = slices.Concat(b[:pos], e.Ins, b[end:])
		if e.Xor != 0 && pos < len(b) {
			b[pos] ^= e.Xor
		}
	}
	return b
}

// Sizes of the corpus: how many inputs of each randomized kind, before the
// top-up that brings a corpus of short messages to MinInputs.
const (
	MinInputs     = 1000
	maxTruncs     = 512 // truncations per base; a longer base gets evenly spaced ones
	perKind       = 100
	randomMaxLen  = 4096
	foreignBases  = 2 // base messages whose other encodings are inputs
	nestLeafDepth = 100
)

// nestDepths are the depths of the nesting inputs: under and over the
// limits some decoders set (encoding/json's 10,000), and deep enough that a
// recursive decoder without a limit exhausts the goroutine stack.
var nestDepths = []int{nestLeafDepth, 10_000, 1_000_000}

// Huge values written over 4- and 8-byte windows: all ones, and the largest
// signed value in both byte orders, to hit length and count fields.
var (
	huge4 = [][]byte{{0xff, 0xff, 0xff, 0xff}, {0x7f, 0xff, 0xff, 0xff}, {0xff, 0xff, 0xff, 0x7f}}
	huge8 = [][]byte{
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
		{0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
		{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f},
	}
)

// Spec is what a corpus is derived from.
type Spec struct {
	Seed    uint64
	Dataset string
	Codec   string
	Family  string // the codec's format family, which picks the nesting syntax
	Sizes   []int  // the codec's encoded size of every message
	// Encoded returns the codec's valid encoding of message i, and TypeOf
	// its message type (nil: one type).
	Encoded func(i int) []byte
	TypeOf  func(i int) int
	// Others returns the encodings of message i by the dataset's other
	// codecs.
	Others func(i int) []Other
}

// BaseMessages picks the messages a corpus mutates: the smallest, the
// largest and two more drawn with the seed (fewer when the variant has
// fewer messages).
func BaseMessages(r *rand.Rand, sizes []int) []int {
	if len(sizes) == 0 {
		return nil
	}
	small, large := 0, 0
	for i, s := range sizes {
		if s < sizes[small] {
			small = i
		}
		if s > sizes[large] {
			large = i
		}
	}
	out := []int{small}
	if large != small {
		out = append(out, large)
	}
	for tries := 0; len(out) < min(4, len(sizes)) && tries < 100; tries++ {
		if i := r.IntN(len(sizes)); !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// Build makes the corpus of one (dataset, codec). The same Spec gives the
// same corpus: its random choices come from the seed, the dataset and the
// codec's names.
func Build(s Spec) *Corpus {
	h := fnv.New64a()
	h.Write([]byte(s.Dataset + "\x00" + s.Codec))
	r := rand.New(rand.NewPCG(s.Seed, h.Sum64()))
	c := &Corpus{}
	for _, i := range BaseMessages(r, s.Sizes) {
		t := 0
		if s.TypeOf != nil {
			t = s.TypeOf(i)
		}
		c.Bases = append(c.Bases, Base{Msg: i, Type: t, Bytes: bytes.Clone(s.Encoded(i))})
	}
	if len(c.Bases) == 0 {
		return c
	}
	add := func(k Kind, base int, note string, edits ...Edit) {
		c.Inputs = append(c.Inputs, Input{Kind: k, Msg: c.Bases[base].Msg, Type: c.Bases[base].Type, Base: base, Edits: edits, Note: note})
	}
	// Raw inputs take the message and type of a base.
	raw := func(k Kind, base Base, note string, b []byte) {
		c.Inputs = append(c.Inputs, Input{Kind: k, Msg: base.Msg, Type: base.Type, Base: -1, Raw: b, Note: note})
	}
	// Every truncation of every base (evenly spaced ones of a long base).
	for bi, b := range c.Bases {
		n := len(b.Bytes)
		for j := range min(n, maxTruncs) {
			cut := j
			if n > maxTruncs {
				cut = j * n / maxTruncs
			}
			add(Truncate, bi, "", Edit{Pos: cut, Del: n - cut})
		}
	}
	randomized := func(budget int) {
		for range budget {
			bi := r.IntN(len(c.Bases))
			if n := len(c.Bases[bi].Bytes); n > 0 {
				add(BitFlip, bi, "", Edit{Pos: r.IntN(n), Xor: 1 << r.IntN(8)})
			}
		}
		for range budget {
			bi := r.IntN(len(c.Bases))
			n := len(c.Bases[bi].Bytes)
			if n == 0 {
				continue
			}
			k := 2 + r.IntN(15)
			edits := make([]Edit, k)
			for j := range edits {
				edits[j] = Edit{Pos: r.IntN(n), Xor: 1 << r.IntN(8)}
			}
			add(BitFlips, bi, strconv.Itoa(k)+" flips", edits...)
		}
		for range budget {
			bi := r.IntN(len(c.Bases))
			add(Insert, bi, "", Edit{Pos: r.IntN(len(c.Bases[bi].Bytes) + 1), Ins: randomBytes(r, 1+r.IntN(8))})
		}
		for range budget {
			bi := r.IntN(len(c.Bases))
			if n := len(c.Bases[bi].Bytes); n > 0 {
				add(Delete, bi, "", Edit{Pos: r.IntN(n), Del: 1 + r.IntN(8)})
			}
		}
		for _, w := range []struct {
			k    Kind
			vals [][]byte
		}{{Huge4, huge4}, {Huge8, huge8}} {
			for range budget {
				bi := r.IntN(len(c.Bases))
				n, size := len(c.Bases[bi].Bytes), len(w.vals[0])
				if n < size {
					continue
				}
				v := w.vals[r.IntN(len(w.vals))]
				add(w.k, bi, "", Edit{Pos: r.IntN(n - size + 1), Del: size, Ins: v})
			}
		}
	}
	randomized(perKind)
	for _, n := range nesting(s.Family, c.Bases[0].Bytes) {
		raw(Nest, c.Bases[0], n.note, n.b)
	}
	maxLen := 0
	for _, b := range c.Bases {
		maxLen = max(maxLen, len(b.Bytes))
	}
	for range perKind {
		raw(Random, c.Bases[r.IntN(len(c.Bases))], "", randomBytes(r, r.IntN(min(2*maxLen, randomMaxLen)+1)))
	}
	if s.Others != nil {
		for _, b := range c.Bases[:min(foreignBases, len(c.Bases))] {
			for _, o := range s.Others(b.Msg) {
				raw(Foreign, b, o.Codec+"'s bytes", bytes.Clone(o.Bytes))
			}
		}
	}
	// Short messages have few truncations: more of the randomized kinds
	// bring the corpus to its minimum.
	for len(c.Inputs) < MinInputs {
		before := len(c.Inputs)
		randomized((MinInputs-len(c.Inputs))/6 + 1)
		if len(c.Inputs) == before {
			// Empty bases: random bytes are all there is.
			raw(Random, c.Bases[0], "", randomBytes(r, r.IntN(randomMaxLen+1)))
		}
	}
	return c
}

func randomBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

type nested struct {
	note string
	b    []byte
}

// nesting returns deep-nesting inputs in the syntax of family: arrays of
// arrays closed and unclosed, and, where the valid message is a map or an
// array, that message with one more entry holding the nesting, so that a
// typed decoder meets it where it skips an unknown field or reads any value.
// Formats without a nesting syntax of their own get none.
func nesting(family string, valid []byte) []nested {
	var open, close, leaf []byte
	var splice func(valid, nest []byte) []byte
	switch family {
	case "JSON", "YAML":
		open, close, leaf = []byte("["), []byte("]"), []byte("0")
		splice = spliceJSON
	case "MessagePack":
		open, leaf = []byte{0x91}, []byte{0xc0}
		splice = spliceCount(0x80, 0x8f, 0xde, 0xdf, 0x90, 0x9f, 0xdc, 0xdd, []byte("\xa7hostile"))
	case "CBOR":
		open, leaf = []byte{0x81}, []byte{0xf6}
		splice = spliceCount(0xa0, 0xb7, 0xb9, 0xba, 0x80, 0x97, 0x99, 0x9a, []byte("\x67hostile"))
	case "XML":
		open, close, leaf = []byte("<a>"), []byte("</a>"), nil
	case "TOML":
		open, close, leaf = []byte("["), []byte("]"), []byte("0")
		splice = func(valid, nest []byte) []byte { return slices.Concat([]byte("hostile = "), nest, []byte("\n"), valid) }
	case "bencode":
		open, close, leaf = []byte("l"), []byte("e"), []byte("i0e")
	default:
		return nil
	}
	var out []nested
	for _, d := range nestDepths {
		note := "depth " + strconv.Itoa(d)
		closed := slices.Concat(bytes.Repeat(open, d), leaf, bytes.Repeat(close, d))
		if family == "TOML" {
			out = append(out, nested{note + ", closed", slices.Concat([]byte("a = "), closed)})
		} else {
			out = append(out, nested{note + ", closed", closed})
		}
		if len(close) > 0 {
			out = append(out, nested{note + ", never closed", bytes.Repeat(open, d)})
		}
		if splice != nil {
			if b := splice(valid, closed); b != nil {
				out = append(out, nested{note + ", in a valid message", b})
			}
		}
	}
	return out
}

// spliceJSON puts nest first in the valid message's top-level object (as
// the value of an unknown member) or array.
func spliceJSON(valid, nest []byte) []byte {
	t := bytes.TrimLeft(valid, " \t\r\n")
	if len(t) == 0 || (t[0] != '{' && t[0] != '[') {
		return nil
	}
	rest := bytes.TrimLeft(t[1:], " \t\r\n")
	sep := []byte(",")
	if len(rest) > 0 && (rest[0] == '}' || rest[0] == ']') {
		sep = nil
	}
	key := []byte(`"hostile":`)
	if t[0] == '[' {
		key = nil
	}
	return slices.Concat(t[:1], key, nest, sep, rest)
}

// spliceCount returns a splice for a binary format whose maps and arrays
// start with a count: a short form (the count in the low bits of one byte,
// fixLo to fixHi) or a 16- or 32-bit big-endian count after a marker byte.
// It adds one to the top-level map's count and puts key and nest first, or
// one to the top-level array's and nest last.
func spliceCount(mapLo, mapHi, map16, map32, arrLo, arrHi, arr16, arr32 byte, key []byte) func(valid, nest []byte) []byte {
	return func(valid, nest []byte) []byte {
		if len(valid) == 0 {
			return nil
		}
		b0 := valid[0]
		header, body, isMap := bump(valid, b0, mapLo, mapHi, map16, map32)
		if header == nil {
			header, body, isMap = bump(valid, b0, arrLo, arrHi, arr16, arr32)
			isMap = false
		}
		if header == nil {
			return nil
		}
		if isMap {
			return slices.Concat(header, key, nest, body)
		}
		return slices.Concat(header, body, nest)
	}
}

// bump returns valid's header with its count one higher and the rest, or
// nil when the first byte is not one of these headers (or the count is
// full).
func bump(valid []byte, b0, lo, hi, m16, m32 byte) (header, body []byte, ok bool) {
	switch {
	case b0 >= lo && b0 < hi:
		return []byte{b0 + 1}, valid[1:], true
	case b0 == m16 && len(valid) >= 3:
		n := binary.BigEndian.Uint16(valid[1:])
		if n == 0xffff {
			return nil, nil, false
		}
		return binary.BigEndian.AppendUint16([]byte{b0}, n+1), valid[3:], true
	case b0 == m32 && len(valid) >= 5:
		n := binary.BigEndian.Uint32(valid[1:])
		if n == 0xffffffff {
			return nil, nil, false
		}
		return binary.BigEndian.AppendUint32([]byte{b0}, n+1), valid[5:], true
	}
	return nil, nil, false
}
