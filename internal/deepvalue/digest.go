package deepvalue

import (
	"reflect"
	"slices"
	"time"

	"github.com/serbench/serbench/digest"
)

// Digest adds v to h by reflection: every field, element and entry, in
// an order that does not depend on a map's iteration. A nil pointer, slice
// or map and an empty one differ. Values nested deeper than maxWalk (a
// cycle through pointers) stop there. Two types with the same fields in
// the same order (a model and its mirrors) digest alike.
func Digest(h *digest.Hasher, v reflect.Value) { digestValue(h, v, 0, false) }

// DigestOf is Digest of m, for a Def's Digest.
func DigestOf[M any](h *digest.Hasher, m M) { digestValue(h, reflect.ValueOf(m), 0, false) }

// DigestOmitEmptyOf is DigestOf with a nil slice or map digested as an
// empty one, for the Digest of a Def whose Equal is EqualOmitEmptyOf.
func DigestOmitEmptyOf[M any](h *digest.Hasher, m M) { digestValue(h, reflect.ValueOf(m), 0, true) }

// digestValue adds v; nilIsEmpty digests a nil slice or map as an empty one.
func digestValue(h *digest.Hasher, v reflect.Value, depth int, nilIsEmpty bool) {
	if depth > maxWalk || !v.IsValid() {
		h.Len(-1)
		return
	}
	if v.Type() == TimeType && v.CanInterface() {
		t := v.Interface().(time.Time)
		h.Int64(t.Unix())
		h.Int64(int64(t.Nanosecond()))
		h.String(t.Location().String())
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		h.Bool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		h.Int64(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		h.Uint64(v.Uint())
	case reflect.Float32, reflect.Float64:
		h.Float64(v.Float())
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		h.Float64(real(c))
		h.Float64(imag(c))
	case reflect.String:
		h.String(v.String())
	case reflect.Array:
		for i := range v.Len() {
			digestValue(h, v.Index(i), depth+1, nilIsEmpty)
		}
	case reflect.Slice:
		if v.IsNil() && !nilIsEmpty {
			h.Len(-1)
			return
		}
		h.Len(v.Len())
		if v.Type().Elem().Kind() == reflect.Uint8 {
			for i := range v.Len() {
				h.Uint64(v.Index(i).Uint())
			}
			return
		}
		for i := range v.Len() {
			digestValue(h, v.Index(i), depth+1, nilIsEmpty)
		}
	case reflect.Map:
		if v.IsNil() && !nilIsEmpty {
			h.Len(-1)
			return
		}
		h.Len(v.Len())
		sums := make([]uint64, 0, v.Len())
		it := v.MapRange()
		for it.Next() {
			e := digest.New()
			digestValue(&e, it.Key(), depth+1, nilIsEmpty)
			digestValue(&e, it.Value(), depth+1, nilIsEmpty)
			sums = append(sums, e.Sum())
		}
		slices.Sort(sums)
		for _, s := range sums {
			h.Uint64(s)
		}
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			h.Len(-1)
			return
		}
		h.Len(1)
		digestValue(h, v.Elem(), depth+1, nilIsEmpty)
	case reflect.Struct:
		for i := range v.NumField() {
			digestValue(h, v.Field(i), depth+1, nilIsEmpty)
		}
	default: // func, chan, unsafe.Pointer: whether there is one
		h.Bool(v.IsNil())
	}
}
