package usergo

import (
	"math/rand/v2"
	"reflect"
	"time"

	"github.com/serbench/serbench/internal/deepvalue"
)

// The generated values follow the ranges of run --proto's generator
// (package userproto): strings of 4 to 24 characters, slices of 1 to 8
// elements and maps of 1 to 5 entries (fewer as values nest), nesting
// bounded at maxDepth, UTC times with nanoseconds in 2025, and one pointer
// in five nil. Only exported fields are set (with those an embedded struct
// of an unexported type promotes): the others stay zero, as a
// codec that works on exported fields would leave them. Interfaces,
// functions and channels stay nil.

// maxDepth bounds how deep generated values nest: below it, pointers are
// nil and slices and maps of anything but scalars are empty.
const maxDepth = 4

const letters = "abcdefghijklmnopqrstuvwxyz0123456789"

// gen makes random values by reflection.
type gen struct{ rng *rand.Rand }

func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

// count is a length in 1..max, smaller as d grows.
func (g *gen) count(max, d int) int {
	if d > 0 {
		max = max/(d+1) + 1
	}
	return 1 + g.rng.IntN(max)
}

// nests reports whether values of t hold other values that may nest (a
// struct, pointer, slice or map), which maxDepth cuts.
func nests(t reflect.Type) bool {
	if t == deepvalue.TimeType {
		return false
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Pointer, reflect.Slice, reflect.Map, reflect.Array, reflect.Interface:
		return true
	}
	return false
}

// fill sets v (settable) to a random value at depth d.
func (g *gen) fill(v reflect.Value, d int) {
	t := v.Type()
	if t == deepvalue.TimeType {
		ts := time.Unix(1_735_689_600+g.rng.Int64N(365*86400), g.rng.Int64N(1_000_000_000)).UTC()
		v.Set(reflect.ValueOf(ts))
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(g.chance(0.5))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if t.PkgPath() != "" && t.Name() != "Duration" {
			// A named integer type is most often an enum: its first values.
			v.SetInt(g.rng.Int64N(4))
			return
		}
		bits := t.Bits()
		if g.chance(0.5) {
			bits = min(bits, 16) // small values too, as real data has
		}
		v.SetInt(int64(g.rng.Uint64()) >> (64 - bits))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if t.PkgPath() != "" {
			v.SetUint(g.rng.Uint64N(4))
			return
		}
		bits := t.Bits()
		if g.chance(0.5) {
			bits = min(bits, 16)
		}
		v.SetUint(g.rng.Uint64() >> (64 - bits))
	case reflect.Float32:
		v.SetFloat(float64(float32(g.rng.NormFloat64() * 1000)))
	case reflect.Float64:
		v.SetFloat(g.rng.NormFloat64() * 1000)
	case reflect.Complex64, reflect.Complex128:
		v.SetComplex(complex(float64(float32(g.rng.NormFloat64())), float64(float32(g.rng.NormFloat64()))))
	case reflect.String:
		b := make([]byte, 4+g.rng.IntN(21))
		for i := range b {
			b[i] = letters[g.rng.IntN(len(letters))]
		}
		v.SetString(string(b))
	case reflect.Array:
		for i := range v.Len() {
			g.fill(v.Index(i), d+1)
		}
	case reflect.Slice:
		if nests(t.Elem()) && d >= maxDepth {
			return
		}
		max := 8
		if t.Elem().Kind() == reflect.Uint8 {
			max = 32 // bytes
		}
		n := g.count(max, d)
		s := reflect.MakeSlice(t, n, n)
		for i := range n {
			g.fill(s.Index(i), d+1)
		}
		v.Set(s)
	case reflect.Map:
		if nests(t.Elem()) && d >= maxDepth {
			return
		}
		m := reflect.MakeMap(t)
		for range g.count(5, d) {
			k := reflect.New(t.Key()).Elem()
			g.fill(k, d+1)
			e := reflect.New(t.Elem()).Elem()
			g.fill(e, d+1)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Pointer:
		if d >= maxDepth || !g.chance(0.8) {
			return
		}
		p := reflect.New(t.Elem())
		g.fill(p.Elem(), d+1)
		v.Set(p)
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			switch {
			case f.CanSet():
				g.fill(f, d+1)
			case t.Field(i).Anonymous && f.Kind() == reflect.Struct:
				// An embedded struct of an unexported type: its exported
				// fields are promoted, and encoding/json carries them.
				g.fill(f, d+1)
			}
		}
	}
}
