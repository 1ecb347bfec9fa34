// Package goavrort holds the helpers of the goavro code protoc-gen-serbench
// writes (goavro_gen.go). It links goavro's codec alone, so that a lean
// goavro worker's dataset files can call it.
package goavrort

import (
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/digest"
)

// goavro's natives for a user's schema: the helpers of the conversions and
// read visits that protoc-gen-serbench writes (user_goavro.go). A union
// with null is nil or map[string]any{branch: value}; goavro decodes int as
// int32, long as int64, float as float32, double as float64, a fixed and
// bytes as []byte, timestamp-micros as a time.Time in UTC.

// AvroUnionOf is the native union of optional value p: nil when absent.
func AvroUnionOf[T any](p *T, branch string, to func(*T) any) any {
	if p == nil {
		return nil
	}
	return map[string]any{branch: to(p)}
}

// AvroList is the native array of a list.
func AvroList[T any](l []T, to func(T) any) []any {
	out := make([]any, len(l))
	for i, v := range l {
		out[i] = to(v)
	}
	return out
}

// AvroMap is the native map of a map (Avro's keys are strings).
func AvroMap[T any](m map[string]T, to func(T) any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = to(v)
	}
	return out
}

// AvroFixed64 is a uint64 as the 8-byte fixed, big-endian as hamba/avro
// writes it, so that both Avro codecs write the same bytes.
func AvroFixed64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// AvroUint64 reads the 8-byte fixed of a uint64.
func AvroUint64(v any) (uint64, error) {
	b, err := goavro.As[[]byte](v)
	if err != nil {
		return 0, err
	}
	if len(b) != 8 {
		return 0, fmt.Errorf("goavro: a uint64's fixed has %d bytes, want 8", len(b))
	}
	return binary.BigEndian.Uint64(b), nil
}

// AvroUint32 reads a uint32, which Avro holds as a long.
func AvroUint32(v any) (uint32, error) {
	x, err := goavro.As[int64](v)
	if err == nil && uint64(x) > 1<<32-1 {
		err = fmt.Errorf("goavro: %d is not a uint32", x)
	}
	return uint32(x), err
}

// AvroDuration reads a Duration, a long of nanoseconds.
func AvroDuration(v any) (time.Duration, error) {
	x, err := goavro.As[int64](v)
	return time.Duration(x), err
}

// unionValue is the value of native union v: nil for null, else its
// branch's value.
func unionValue(v any, branch string) (any, bool, error) {
	if v == nil {
		return nil, false, nil
	}
	u, err := goavro.Union(v, branch)
	return u, true, err
}

// AvroFromUnion reads a native union into an optional value: nil when
// null.
func AvroFromUnion[T any](v any, branch string, from func(any) (T, error)) (*T, error) {
	u, ok, err := unionValue(v, branch)
	if !ok || err != nil {
		return nil, err
	}
	x, err := from(u)
	if err != nil {
		return nil, err
	}
	return &x, nil
}

// AvroFromUnionPtr reads a native union whose value converts to a pointer
// (a message): nil when null.
func AvroFromUnionPtr[P any](v any, branch string, from func(any) (P, error)) (P, error) {
	u, ok, err := unionValue(v, branch)
	if !ok || err != nil {
		var zero P
		return zero, err
	}
	return from(u)
}

// AvroFromList reads a native array (nil when empty, as the model's
// protobuf conversion leaves it).
func AvroFromList[T any](v any, from func(any) (T, error)) ([]T, error) {
	l, err := goavro.As[[]any](v)
	if err != nil || len(l) == 0 {
		return nil, err
	}
	out := make([]T, len(l))
	for i, e := range l {
		if out[i], err = from(e); err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
	}
	return out, nil
}

// AvroFromMap reads a native map (nil when empty).
func AvroFromMap[T any](v any, from func(any) (T, error)) (map[string]T, error) {
	m, err := goavro.As[map[string]any](v)
	if err != nil || len(m) == 0 {
		return nil, err
	}
	out := make(map[string]T, len(m))
	for k, e := range m {
		if out[k], err = from(e); err != nil {
			return nil, fmt.Errorf("key %q: %w", k, err)
		}
	}
	return out, nil
}

// AvroVisitUnion feeds native union v as the model's digest feeds an
// optional value: its presence, then the value.
func AvroVisitUnion(h *digest.Hasher, v any, branch string, visit func(*digest.Hasher, any) error) error {
	u, ok, err := unionValue(v, branch)
	if err != nil {
		return err
	}
	if !ok {
		h.Len(0)
		return nil
	}
	h.Len(1)
	return visit(h, u)
}

// AvroVisitIn feeds the value of native union v, not null, without its
// presence: a oneof's scalar case, whose case number says it is set.
func AvroVisitIn(h *digest.Hasher, v any, branch string, visit func(*digest.Hasher, any) error) error {
	u, err := goavro.Union(v, branch)
	if err != nil {
		return err
	}
	return visit(h, u)
}

// AvroVisitList feeds a native array: its length, then each element.
func AvroVisitList(h *digest.Hasher, v any, visit func(*digest.Hasher, any) error) error {
	l, err := goavro.As[[]any](v)
	if err != nil {
		return err
	}
	h.Len(len(l))
	for i, e := range l {
		if err := visit(h, e); err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
	}
	return nil
}

// AvroVisitMap feeds a native map: its length, then each key and value in
// key order.
func AvroVisitMap(h *digest.Hasher, v any, visit func(*digest.Hasher, any) error) error {
	m, err := goavro.As[map[string]any](v)
	if err != nil {
		return err
	}
	h.Len(len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		h.String(k)
		if err := visit(h, m[k]); err != nil {
			return fmt.Errorf("key %q: %w", k, err)
		}
	}
	return nil
}

// avroVisit feeds a native of Go type T with feed.
func avroVisit[T any](h *digest.Hasher, v any, feed func(*digest.Hasher, T)) error {
	x, ok := v.(T)
	if !ok {
		var zero T
		return fmt.Errorf("goavro: native is %T, want %T", v, zero)
	}
	feed(h, x)
	return nil
}

// The visits of scalar natives, fed as the model's digest feeds the
// model's values.

func AvroVisitBool(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x bool) { h.Bool(x) })
}

func AvroVisitInt32(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x int32) { h.Int64(int64(x)) })
}

func AvroVisitInt64(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x int64) { h.Int64(x) })
}

// AvroVisitUint32 feeds a uint32 held as a long.
func AvroVisitUint32(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x int64) { h.Uint64(uint64(x)) })
}

// AvroVisitUint64 feeds a uint64 held as the 8-byte fixed.
func AvroVisitUint64(h *digest.Hasher, v any) error {
	x, err := AvroUint64(v)
	if err == nil {
		h.Uint64(x)
	}
	return err
}

func AvroVisitFloat32(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x float32) { h.Float64(float64(x)) })
}

func AvroVisitFloat64(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x float64) { h.Float64(x) })
}

func AvroVisitString(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x string) { h.String(x) })
}

func AvroVisitBytes(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x []byte) { h.Bytes(x) })
}

// AvroVisitTime feeds a time as HashTime does after its presence.
func AvroVisitTime(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, t time.Time) {
		h.Int64(t.Unix())
		h.Int64(int64(t.Nanosecond()))
	})
}

// AvroVisitDuration feeds a duration as HashDuration does after its
// presence.
func AvroVisitDuration(h *digest.Hasher, v any) error {
	return avroVisit(h, v, func(h *digest.Hasher, x int64) { h.Int64(x) })
}
