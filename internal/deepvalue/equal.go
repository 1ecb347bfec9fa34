package deepvalue

import (
	"fmt"
	"math"
	"reflect"
	"time"
)

// maxWalk bounds the walks of equal and digest: deeper values (a cycle
// through pointers) are an error rather than a stack overflow.
const maxWalk = 10000

// TimeType is time.Time's type, which both walks compare and digest by
// its instant and location rather than its fields.
var TimeType = reflect.TypeFor[time.Time]()

// Equal reports the first difference between want and got under
// reflect.DeepEqual's rules (nil and empty slices and maps differ, a
// time's location counts, NaN differs from itself), with the path to it,
// or nil when they are deeply equal. It reads unexported fields without
// panicking.
func Equal(want, got reflect.Value) error {
	return (&differ{seen: map[visit]bool{}}).diff("", want, got, 0)
}

// EqualOf is Equal of two values of M, for a Def's Equal.
func EqualOf[M any](want, got M) error { return Equal(reflect.ValueOf(want), reflect.ValueOf(got)) }

// EqualOmitEmptyOf is EqualOf with a nil slice or map the same as an empty
// one: for a model whose every list and map is omitempty in its JSON, where
// the two are the same document (DigestOmitEmptyOf is its digest).
func EqualOmitEmptyOf[M any](want, got M) error {
	d := &differ{seen: map[visit]bool{}, nilIsEmpty: true}
	return d.diff("", reflect.ValueOf(want), reflect.ValueOf(got), 0)
}

type visit struct {
	a, b uintptr
	t    reflect.Type
}

type differ struct {
	seen       map[visit]bool
	nilIsEmpty bool
}

func (d *differ) diff(path string, a, b reflect.Value, depth int) error {
	if depth > maxWalk {
		return fmt.Errorf("%s: nested too deep to compare", orRoot(path))
	}
	if !a.IsValid() || !b.IsValid() {
		if a.IsValid() != b.IsValid() {
			return fmt.Errorf("%s: got %s, want %s", orRoot(path), show(b), show(a))
		}
		return nil
	}
	if a.Type() != b.Type() {
		return fmt.Errorf("%s: got a %s, want a %s", orRoot(path), b.Type(), a.Type())
	}
	if a.Type() == TimeType && a.CanInterface() && b.CanInterface() {
		ta, tb := a.Interface().(time.Time), b.Interface().(time.Time)
		if !reflect.DeepEqual(ta, tb) {
			why := ""
			switch {
			case !ta.Equal(tb):
			case ta.Location().String() != tb.Location().String():
				why = fmt.Sprintf(" (the same instant in location %s, want %s)", tb.Location(), ta.Location())
			default:
				why = " (the same instant, held differently: a monotonic reading or another *time.Location)"
			}
			return fmt.Errorf("%s: got %s, want %s%s", orRoot(path), tb.Format(time.RFC3339Nano), ta.Format(time.RFC3339Nano), why)
		}
		return nil
	}
	switch a.Kind() {
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return mismatch(path, a.Bool(), b.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return mismatch(path, a.Int(), b.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return mismatch(path, a.Uint(), b.Uint())
		}
	case reflect.Float32, reflect.Float64:
		if fa, fb := a.Float(), b.Float(); fa != fb || math.IsNaN(fa) {
			return mismatch(path, fa, fb)
		}
	case reflect.Complex64, reflect.Complex128:
		if a.Complex() != b.Complex() {
			return mismatch(path, a.Complex(), b.Complex())
		}
	case reflect.String:
		if a.String() != b.String() {
			return mismatch(path, a.String(), b.String())
		}
	case reflect.Array:
		for i := range a.Len() {
			if err := d.diff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Slice:
		if a.IsNil() != b.IsNil() && !d.nilIsEmpty {
			return fmt.Errorf("%s: got %s, want %s", orRoot(path), nilOrEmpty(b), nilOrEmpty(a))
		}
		if a.Len() != b.Len() {
			return fmt.Errorf("%s: got %d elements, want %d", orRoot(path), b.Len(), a.Len())
		}
		if a.Len() == 0 || a.UnsafePointer() == b.UnsafePointer() {
			return nil
		}
		if a.Type().Elem().Kind() == reflect.Uint8 {
			for i := range a.Len() {
				if x, y := a.Index(i).Uint(), b.Index(i).Uint(); x != y {
					return fmt.Errorf("%s[%d]: got byte %d, want %d", orRoot(path), i, y, x)
				}
			}
			return nil
		}
		for i := range a.Len() {
			if err := d.diff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Map:
		if a.IsNil() != b.IsNil() && !d.nilIsEmpty {
			return fmt.Errorf("%s: got %s, want %s", orRoot(path), nilOrEmpty(b), nilOrEmpty(a))
		}
		if a.Len() != b.Len() {
			return fmt.Errorf("%s: got %d entries, want %d", orRoot(path), b.Len(), a.Len())
		}
		if a.Len() == 0 || a.UnsafePointer() == b.UnsafePointer() {
			return nil
		}
		it := a.MapRange()
		for it.Next() {
			k := it.Key()
			key := fmt.Sprintf("%s[%s]", path, showKey(k))
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				return fmt.Errorf("%s: missing", key)
			}
			if err := d.diff(key, it.Value(), bv, depth+1); err != nil {
				return err
			}
		}
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Errorf("%s: got %s, want %s", orRoot(path), nilOr(b), nilOr(a))
			}
			return nil
		}
		if a.UnsafePointer() == b.UnsafePointer() {
			return nil
		}
		v := visit{uintptr(a.UnsafePointer()), uintptr(b.UnsafePointer()), a.Type()}
		if d.seen[v] {
			return nil
		}
		d.seen[v] = true
		return d.diff(path, a.Elem(), b.Elem(), depth+1)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Errorf("%s: got %s, want %s", orRoot(path), nilOr(b), nilOr(a))
			}
			return nil
		}
		return d.diff(path, a.Elem(), b.Elem(), depth+1)
	case reflect.Struct:
		for i := range a.NumField() {
			if err := d.diff(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i), depth+1); err != nil {
				return err
			}
		}
	case reflect.Func:
		if !a.IsNil() || !b.IsNil() {
			return fmt.Errorf("%s: a function other than nil cannot be compared", orRoot(path))
		}
	default: // chan, unsafe.Pointer: the same one
		if a.UnsafePointer() != b.UnsafePointer() {
			return fmt.Errorf("%s: got another %s", orRoot(path), a.Kind())
		}
	}
	return nil
}

func orRoot(path string) string {
	if path == "" {
		return "the value"
	}
	return path[1:]
}

func mismatch(path string, want, got any) error {
	return fmt.Errorf("%s: got %#v, want %#v", orRoot(path), got, want)
}

func nilOrEmpty(v reflect.Value) string {
	if v.IsNil() {
		return "nil"
	}
	return "empty (not nil)"
}

func nilOr(v reflect.Value) string {
	if v.IsNil() {
		return "nil"
	}
	return "a value"
}

func show(v reflect.Value) string {
	if !v.IsValid() {
		return "nothing"
	}
	return "a " + v.Type().String()
}

func showKey(k reflect.Value) string {
	switch k.Kind() {
	case reflect.String:
		return fmt.Sprintf("%q", k.String())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return fmt.Sprint(k.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return fmt.Sprint(k.Uint())
	case reflect.Bool:
		return fmt.Sprint(k.Bool())
	}
	if k.CanInterface() {
		return fmt.Sprintf("%v", k.Interface())
	}
	return k.Type().String()
}
