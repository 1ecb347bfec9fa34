// Package baseline is the floor any real format is measured against: a
// hand-written append of a model's fields into one new byte slice, and the
// reverse, with no schema, tags, varints or reflection. A dataset offers the
// code per model type through Conv; the wire primitives are here.
//
// The layout: integers and floats fixed-width little-endian, strings and
// bytes a uint32 length and their bytes, lists a uint32 count and their
// elements, a pointer a presence byte (0 or 1) and then its value.
package baseline

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "baseline"

// Codec is the dataset's Conv: Append into a new slice of the exact size,
// Read back copying strings and bytes.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Baseline (hand-written append)",
	Module: "std",
	URL:    "https://github.com/serbench/serbench/tree/main/codecs/baseline",
	Family: "baseline",
	Labels: []string{suite.LabelHandWritten, suite.LabelBinary, suite.LabelBaseline},
	Notes: "Not a format: the floor. encode is the dataset's hand-written Size then Append into one new slice of " +
		"that capacity (fixed-width little-endian integers, uint32-length-prefixed strings and bytes, a presence " +
		"byte per pointer, no varints); decode is the hand-written reverse, bounds-checked, copying every string " +
		"and byte slice out of the input so the value does not alias it. Kept out of rankings. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Bind: suite.BindOffered(binder.bind),
}

// Conv is what a dataset offers for model M: its exact encoded size, the
// append of its fields, and the read of them back (errors on short or bad
// input, never a panic).
type Conv[M any] struct {
	Size   func(M) int
	Append func([]byte, M) []byte
	Read   func(*Reader) M
}

// Message is the Conv of a message type *T from the functions of its
// fields: a presence byte, then the fields.
func Message[T any](size func(*T) int, app func([]byte, *T) []byte, read func(*Reader, *T)) Conv[*T] {
	return Conv[*T]{
		Size:   func(p *T) int { return SizePtr(p, size) },
		Append: func(b []byte, p *T) []byte { return AppendPtr(b, p, app) },
		Read:   func(r *Reader) *T { return ReadPtr(r, read) },
	}
}

type binder interface{ bind() suite.Binding }

func (c Conv[M]) bind() suite.Binding {
	id := func(m M) (M, error) { return m, nil }
	return suite.Bind(suite.Funcs[M, M]{
		FromModel: id,
		ToModel:   id,
		Encode:    func(m M) ([]byte, error) { return c.Append(make([]byte, 0, c.Size(m)), m), nil },
		Decode:    func(b []byte) (M, error) { return Decode(b, c.Read) },
	})
}

// Decode reads one message from b with read, which must use all of it.
func Decode[M any](b []byte, read func(*Reader) M) (M, error) {
	r := &Reader{b: b}
	m := read(r)
	if r.err == nil && r.off != len(r.b) {
		r.err = fmt.Errorf("%d bytes after the message", len(r.b)-r.off)
	}
	if r.err != nil {
		var zero M
		return zero, fmt.Errorf("baseline: %w", r.err)
	}
	return m, nil
}

// Sizes of the fixed-width fields.
const (
	SizeLen  = 4  // a length or count
	SizeTime = 12 // seconds and nanoseconds
)

// SizeString is the encoded size of a string or byte slice of n bytes.
func SizeString(n int) int { return SizeLen + n }

// AppendUint32 appends v little-endian.
func AppendUint32(b []byte, v uint32) []byte { return binary.LittleEndian.AppendUint32(b, v) }

// AppendUint64 appends v little-endian.
func AppendUint64(b []byte, v uint64) []byte { return binary.LittleEndian.AppendUint64(b, v) }

// AppendInt64 appends v little-endian.
func AppendInt64(b []byte, v int64) []byte { return binary.LittleEndian.AppendUint64(b, uint64(v)) }

// AppendFloat64 appends v's IEEE 754 bits little-endian.
func AppendFloat64(b []byte, v float64) []byte {
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
}

// AppendLen appends a length or count. The datasets' lengths fit 32 bits.
func AppendLen(b []byte, n int) []byte { return binary.LittleEndian.AppendUint32(b, uint32(n)) }

// AppendString appends s's length and bytes.
func AppendString(b []byte, s string) []byte { return append(AppendLen(b, len(s)), s...) }

// AppendBytes appends p's length and bytes.
func AppendBytes(b []byte, p []byte) []byte { return append(AppendLen(b, len(p)), p...) }

// AppendPresent appends a presence byte.
func AppendPresent(b []byte, present bool) []byte {
	if present {
		return append(b, 1)
	}
	return append(b, 0)
}

// AppendTime appends t's Unix seconds and nanoseconds: its instant, not its
// location, as the models compare times by Equal.
func AppendTime(b []byte, t time.Time) []byte {
	b = AppendInt64(b, t.Unix())
	return AppendUint32(b, uint32(t.Nanosecond()))
}

// Reader reads the primitives back from a message. Its first error
// sticks: every later read returns a zero value, and Decode reports it.
// It advances an offset rather than re-slicing b, so that a read writes
// no pointer (a Reader lives on the heap, where that costs a write
// barrier while the collector runs).
type Reader struct {
	b     []byte
	off   int
	err   error
	depth int // of nested messages, for Enter
}

var errShort = errors.New("message too short")

// take returns the next n bytes, or nil and the error when fewer are left.
func (r *Reader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n > len(r.b)-r.off {
		r.err = errShort
		return nil
	}
	p := r.b[r.off : r.off+n : r.off+n]
	r.off += n
	return p
}

// Fail records err as the read's error, when none is recorded yet.
func (r *Reader) Fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// MaxDepth bounds how deeply Enter lets messages nest (protobuf-go's
// default recursion limit), so that a recursive schema's input cannot
// nest a read past the stack.
const MaxDepth = 10000

// Enter counts one more level of message nesting; beyond MaxDepth it fails
// the read and returns false. Leave undoes it.
func (r *Reader) Enter() bool {
	if r.depth >= MaxDepth {
		r.Fail(fmt.Errorf("messages nested deeper than %d", MaxDepth))
		return false
	}
	r.depth++
	return true
}

// Leave ends a level Enter began.
func (r *Reader) Leave() { r.depth-- }

// Err is the first error of the read.
func (r *Reader) Err() error { return r.err }

// Uint32 reads a uint32.
func (r *Reader) Uint32() uint32 {
	p := r.take(4)
	if p == nil {
		return 0
	}
	return binary.LittleEndian.Uint32(p)
}

// Uint64 reads a uint64.
func (r *Reader) Uint64() uint64 {
	p := r.take(8)
	if p == nil {
		return 0
	}
	return binary.LittleEndian.Uint64(p)
}

// Int64 reads an int64.
func (r *Reader) Int64() int64 { return int64(r.Uint64()) }

// Float64 reads a float64.
func (r *Reader) Float64() float64 { return math.Float64frombits(r.Uint64()) }

// Count reads a count of elements each at least minSize bytes long, and
// fails when the rest of the message cannot hold them, so that a bad count
// never makes a large allocation.
func (r *Reader) Count(minSize int) int {
	n := uint64(r.Uint32())
	if left := len(r.b) - r.off; r.err == nil && n > uint64(left/max(minSize, 1)) {
		r.err = fmt.Errorf("count %d exceeds the %d bytes left", n, left)
		return 0
	}
	return int(n)
}

// String reads a string, copied out of the message.
func (r *Reader) String() string {
	p := r.take(r.Count(1))
	if len(p) == 0 {
		return ""
	}
	return string(p)
}

// Bytes reads a byte slice, copied out of the message; nil when empty.
func (r *Reader) Bytes() []byte {
	p := r.take(r.Count(1))
	if len(p) == 0 {
		return nil
	}
	return append([]byte(nil), p...)
}

// Fixed reads n bytes in place: for a caller that decodes them at once
// (a big integer), never keeps them.
func (r *Reader) Fixed(n int) []byte { return r.take(n) }

// Present reads a presence byte.
func (r *Reader) Present() bool {
	p := r.take(1)
	if p == nil {
		return false
	}
	switch p[0] {
	case 0:
		return false
	case 1:
		return true
	}
	r.err = fmt.Errorf("presence byte %d", p[0])
	return false
}

// Time reads a time written by AppendTime, in UTC.
func (r *Reader) Time() time.Time {
	s := r.Int64()
	ns := r.Uint32()
	if r.err == nil && ns >= 1e9 {
		r.err = fmt.Errorf("nanoseconds %d out of range", ns)
	}
	return time.Unix(s, int64(ns)).UTC()
}

// AppendPtr appends a presence byte and, when p is set, its value.
func AppendPtr[T any](b []byte, p *T, f func([]byte, *T) []byte) []byte {
	if p == nil {
		return append(b, 0)
	}
	return f(append(b, 1), p)
}

// SizePtr is the encoded size of a pointer whose value takes size bytes.
func SizePtr[T any](p *T, size func(*T) int) int {
	if p == nil {
		return 1
	}
	return 1 + size(p)
}

// ReadPtr reads a pointer written by AppendPtr into a new value.
func ReadPtr[T any](r *Reader, f func(*Reader, *T)) *T {
	if !r.Present() {
		return nil
	}
	p := new(T)
	f(r, p)
	return p
}

// AppendList appends a count and each element.
func AppendList[T any](b []byte, l []T, f func([]byte, T) []byte) []byte {
	b = AppendLen(b, len(l))
	for _, e := range l {
		b = f(b, e)
	}
	return b
}

// SizeList is the encoded size of a list.
func SizeList[T any](l []T, size func(T) int) int {
	n := SizeLen
	for _, e := range l {
		n += size(e)
	}
	return n
}

// ReadList reads a list written by AppendList, whose elements are at
// least minSize bytes each; nil when empty.
func ReadList[T any](r *Reader, minSize int, f func(*Reader) T) []T {
	n := r.Count(minSize)
	if n == 0 {
		return nil
	}
	l := make([]T, n)
	for i := range l {
		l[i] = f(r)
	}
	return l
}
