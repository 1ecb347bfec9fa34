// Package govalue writes Go values as bytes and reads them back, by
// reflection: the form in which run --go's parent hands a variant's values
// to its encode and update workers, which otherwise parse the user's JSON
// samples again (each of a trace's workers parsed every sample file).
//
// It keeps what a value's digest and equality see (internal/deepvalue): a
// nil slice or map apart from an empty one, a float's every bit, a time's
// instant and zone offset. What it cannot set again it refuses (an
// unexported field, an interface, a channel or a function), and so does a
// value nested deeper than deepvalue walks (a cycle through pointers): the
// caller then hands nothing, and its workers read the samples.
package govalue

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"time"
)

// maxDepth bounds the nesting of a value, as deepvalue's walks.
const maxDepth = 10000

var timeType = reflect.TypeFor[time.Time]()

// Append appends v's bytes to b.
func Append(b []byte, v reflect.Value) ([]byte, error) {
	return appendValue(b, v, 0)
}

func appendValue(b []byte, v reflect.Value, depth int) ([]byte, error) {
	if depth > maxDepth {
		return b, errors.New("govalue: nested too deep")
	}
	if v.Type() == timeType {
		t, err := v.Interface().(time.Time).MarshalBinary()
		if err != nil {
			return b, fmt.Errorf("govalue: %w", err)
		}
		return AppendBytes(b, t), nil
	}
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return append(b, 1), nil
		}
		return append(b, 0), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return binary.AppendVarint(b, v.Int()), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return binary.AppendUvarint(b, v.Uint()), nil
	case reflect.Float32:
		return binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v.Float()))), nil
	case reflect.Float64:
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(v.Float())), nil
	case reflect.Complex64:
		c := v.Complex()
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(real(c))))
		return binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(imag(c)))), nil
	case reflect.Complex128:
		c := v.Complex()
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(real(c)))
		return binary.LittleEndian.AppendUint64(b, math.Float64bits(imag(c))), nil
	case reflect.String:
		return AppendBytes(b, []byte(v.String())), nil
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, 0), nil
		}
		return appendValue(append(b, 1), v.Elem(), depth+1)
	case reflect.Slice:
		if v.IsNil() {
			return append(b, 0), nil
		}
		b = binary.AppendUvarint(b, uint64(v.Len())+1)
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return append(b, v.Bytes()...), nil
		}
		return appendElems(b, v, depth)
	case reflect.Array:
		return appendElems(b, v, depth)
	case reflect.Map:
		if v.IsNil() {
			return append(b, 0), nil
		}
		b = binary.AppendUvarint(b, uint64(v.Len())+1)
		var err error
		for it := v.MapRange(); it.Next(); {
			if b, err = appendValue(b, it.Key(), depth+1); err != nil {
				return b, err
			}
			if b, err = appendValue(b, it.Value(), depth+1); err != nil {
				return b, err
			}
		}
		return b, nil
	case reflect.Struct:
		t := v.Type()
		var err error
		for i := range t.NumField() {
			if !t.Field(i).IsExported() {
				return b, fmt.Errorf("govalue: %s has an unexported field %s", t, t.Field(i).Name)
			}
			if b, err = appendValue(b, v.Field(i), depth+1); err != nil {
				return b, err
			}
		}
		return b, nil
	}
	return b, fmt.Errorf("govalue: a %s (%s) cannot be read back", v.Type(), v.Kind())
}

func appendElems(b []byte, v reflect.Value, depth int) ([]byte, error) {
	var err error
	for i := range v.Len() {
		if b, err = appendValue(b, v.Index(i), depth+1); err != nil {
			return b, err
		}
	}
	return b, nil
}

// AppendBytes appends s's length, a uvarint, and s: the form in which
// Reader.Bytes reads a string or a value's bytes back.
func AppendBytes(b, s []byte) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// Read sets v, which must be settable, from the bytes Append wrote of a
// value of its type, and returns the bytes after them. Bytes that are not
// such a value are an error, never a panic.
func Read(b []byte, v reflect.Value) ([]byte, error) {
	r := NewReader(b)
	err := r.value(v, 0)
	return r.b, err
}

// Reader reads uvarints and AppendBytes' lengths and bytes from a file's
// bytes, in turn (a handoff file's layout around its values).
type Reader struct{ b []byte }

// NewReader is a Reader of b.
func NewReader(b []byte) *Reader { return &Reader{b: b} }

// Rest is the bytes not read yet.
func (r *Reader) Rest() []byte { return r.b }

var errShort = errors.New("govalue: the bytes end inside a value")

// Uvarint reads a uvarint.
func (r *Reader) Uvarint() (uint64, error) {
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		return 0, errShort
	}
	r.b = r.b[n:]
	return x, nil
}

// Bytes reads a length and that many bytes, not copied.
func (r *Reader) Bytes() ([]byte, error) {
	n, err := r.Uvarint()
	if err != nil {
		return nil, err
	}
	return r.next(n)
}

func (r *Reader) next(n uint64) ([]byte, error) {
	if n > uint64(len(r.b)) {
		return nil, errShort
	}
	s := r.b[:n]
	r.b = r.b[n:]
	return s, nil
}

// maxEmpty bounds the length of a slice of elements that take no bytes
// (struct{}), which the bytes left cannot bound.
const maxEmpty = 1 << 30

// length reads the length, plus one (0: nil), of a slice or map whose
// elements are of size bytes (a map's keys and values summed).
func (r *Reader) length(size uintptr) (n int, isNil bool, err error) {
	x, err := r.Uvarint()
	if err != nil {
		return 0, false, err
	}
	if x == 0 {
		return 0, true, nil
	}
	// An element of any size takes a byte at least: a longer length is no
	// value's.
	if (size > 0 && x-1 > uint64(len(r.b))) || x-1 > maxEmpty {
		return 0, false, errShort
	}
	return int(x - 1), false, nil
}

func (r *Reader) value(v reflect.Value, depth int) error {
	if depth > maxDepth {
		return errors.New("govalue: nested too deep")
	}
	if v.Type() == timeType {
		s, err := r.Bytes()
		if err != nil {
			return err
		}
		var t time.Time
		if err := t.UnmarshalBinary(s); err != nil {
			return fmt.Errorf("govalue: %w", err)
		}
		v.Set(reflect.ValueOf(t))
		return nil
	}
	switch v.Kind() {
	case reflect.Bool:
		s, err := r.next(1)
		if err != nil {
			return err
		}
		v.SetBool(s[0] != 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x, n := binary.Varint(r.b)
		if n <= 0 {
			return errShort
		}
		r.b = r.b[n:]
		v.SetInt(x)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		x, err := r.Uvarint()
		if err != nil {
			return err
		}
		v.SetUint(x)
	case reflect.Float32:
		s, err := r.next(4)
		if err != nil {
			return err
		}
		v.SetFloat(float64(math.Float32frombits(binary.LittleEndian.Uint32(s))))
	case reflect.Float64:
		s, err := r.next(8)
		if err != nil {
			return err
		}
		v.SetFloat(math.Float64frombits(binary.LittleEndian.Uint64(s)))
	case reflect.Complex64:
		s, err := r.next(8)
		if err != nil {
			return err
		}
		re := math.Float32frombits(binary.LittleEndian.Uint32(s))
		im := math.Float32frombits(binary.LittleEndian.Uint32(s[4:]))
		v.SetComplex(complex(float64(re), float64(im)))
	case reflect.Complex128:
		s, err := r.next(16)
		if err != nil {
			return err
		}
		v.SetComplex(complex(math.Float64frombits(binary.LittleEndian.Uint64(s)), math.Float64frombits(binary.LittleEndian.Uint64(s[8:]))))
	case reflect.String:
		s, err := r.Bytes()
		if err != nil {
			return err
		}
		v.SetString(string(s))
	case reflect.Pointer:
		s, err := r.next(1)
		if err != nil || s[0] == 0 {
			return err
		}
		p := reflect.New(v.Type().Elem())
		if err := r.value(p.Elem(), depth+1); err != nil {
			return err
		}
		v.Set(p)
	case reflect.Slice:
		n, isNil, err := r.length(v.Type().Elem().Size())
		if err != nil || isNil {
			return err
		}
		s := reflect.MakeSlice(v.Type(), n, n)
		if v.Type().Elem().Kind() == reflect.Uint8 {
			raw, err := r.next(uint64(n))
			if err != nil {
				return err
			}
			reflect.Copy(s, reflect.ValueOf(raw))
		} else if err := r.elems(s, depth); err != nil {
			return err
		}
		v.Set(s)
	case reflect.Array:
		return r.elems(v, depth)
	case reflect.Map:
		n, isNil, err := r.length(v.Type().Key().Size() + v.Type().Elem().Size())
		if err != nil || isNil {
			return err
		}
		m := reflect.MakeMapWithSize(v.Type(), min(n, len(r.b)))
		for range n {
			k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			if err := r.value(k, depth+1); err != nil {
				return err
			}
			if err := r.value(e, depth+1); err != nil {
				return err
			}
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if !v.Type().Field(i).IsExported() {
				return fmt.Errorf("govalue: %s has an unexported field %s", v.Type(), v.Type().Field(i).Name)
			}
			if err := r.value(v.Field(i), depth+1); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("govalue: a %s (%s) cannot be read", v.Type(), v.Kind())
	}
	return nil
}

func (r *Reader) elems(v reflect.Value, depth int) error {
	for i := range v.Len() {
		if err := r.value(v.Index(i), depth+1); err != nil {
			return err
		}
	}
	return nil
}
