// Package baselinert holds the helpers of the baseline's code
// protoc-gen-serbench writes (baseline_gen.go). It links the baseline's
// codec alone, so that a lean baseline worker's dataset files can call it.
package baselinert

import (
	"fmt"
	"time"

	"github.com/serbench/serbench/codecs/baseline"
)

// The baseline's layout of the model's pointers: a presence byte, then the
// value (baseline.AppendPtr). A message read counts its depth
// (Reader.Enter), so that a recursive schema's input cannot nest the read
// past the stack.

// BaseBody reads a message's fields into a new value, one level deeper.
func BaseBody[T any](r *baseline.Reader, read func(*baseline.Reader, *T)) *T {
	if !r.Enter() {
		return nil
	}
	m := new(T)
	read(r, m)
	r.Leave()
	return m
}

// BaseInto reads a message's fields into m, a struct value of the model
// (a list element), one level deeper: no presence byte, nothing allocated.
func BaseInto[T any](r *baseline.Reader, m *T, read func(*baseline.Reader, *T)) {
	if !r.Enter() {
		return
	}
	read(r, m)
	r.Leave()
}

// BaseMsg reads an optional message: a presence byte, then BaseBody.
func BaseMsg[T any](r *baseline.Reader, read func(*baseline.Reader, *T)) *T {
	if !r.Present() {
		return nil
	}
	return BaseBody(r, read)
}

// BaseConv is the baseline offer of a message type, from its generated
// size, append and read of the fields.
func BaseConv[T any](size func(*T) int, app func([]byte, *T) []byte, read func(*baseline.Reader, *T)) baseline.Conv[*T] {
	return baseline.Conv[*T]{
		Size:   func(m *T) int { return baseline.SizePtr(m, size) },
		Append: func(b []byte, m *T) []byte { return baseline.AppendPtr(b, m, app) },
		Read:   func(r *baseline.Reader) *T { return BaseMsg(r, read) },
	}
}

// BaseReadPtr reads an optional value: a presence byte, then read's.
func BaseReadPtr[T any](r *baseline.Reader, read func(*baseline.Reader) T) *T {
	if !r.Present() {
		return nil
	}
	v := read(r)
	return &v
}

// BaseSizeTime is a Timestamp's size after its presence byte.
func BaseSizeTime(*time.Time) int { return baseline.SizeTime }

// BaseSizeDuration is a Duration's size after its presence byte.
func BaseSizeDuration(*time.Duration) int { return 8 }

// BaseAppendTime appends a Timestamp's seconds and nanoseconds.
func BaseAppendTime(b []byte, t *time.Time) []byte { return baseline.AppendTime(b, *t) }

// BaseAppendDuration appends a Duration's nanoseconds.
func BaseAppendDuration(b []byte, d *time.Duration) []byte { return baseline.AppendInt64(b, int64(*d)) }

// BaseReadDuration reads BaseAppendDuration's nanoseconds.
func BaseReadDuration(r *baseline.Reader) time.Duration { return time.Duration(r.Int64()) }

// BaseTag reads the byte that names a oneof's set case (0 for none).
func BaseTag(r *baseline.Reader) byte {
	p := r.Fixed(1)
	if p == nil {
		return 0
	}
	return p[0]
}

// BaseBadTag fails the read on a oneof case byte the oneof does not have.
func BaseBadTag(r *baseline.Reader, tag byte) {
	r.Fail(fmt.Errorf("oneof case %d", tag))
}

// BaseArray is array conv(s) of a wrapped list's items s, failing r
// (and the zero array) where conv refuses their count.
func BaseArray[A, E any](r *baseline.Reader, conv func([]E) (A, error), s []E) A {
	a, err := conv(s)
	if err != nil {
		r.Fail(err)
	}
	return a
}
