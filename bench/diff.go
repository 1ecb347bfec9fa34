package bench

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"google.golang.org/protobuf/proto"
)

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	timeType      = reflect.TypeFor[time.Time]()
)

// defaultEqual is the equality without WithEqual: reflect.DeepEqual's
// rules, reporting the first difference, or proto.Equal for protobuf
// messages (DeepEqual would see the size cache and internal state that
// proto.Marshal writes into a message).
func defaultEqual[T any]() func(want, got T) error {
	typ := typeOf[T]()
	if implementsThroughPointer(typ, protoMessage) {
		return func(want, got T) error {
			w, g := asMessage(&want), asMessage(&got)
			if proto.Equal(w, g) {
				return nil
			}
			if d := firstDiff(reflect.ValueOf(want), reflect.ValueOf(got), true); d != nil {
				return fmt.Errorf("proto.Equal: %w", d)
			}
			return errors.New("proto.Equal reports a difference (in unknown fields, or in fields bench cannot show)")
		}
	}
	return func(want, got T) error {
		if d := firstDiff(reflect.ValueOf(&want).Elem(), reflect.ValueOf(&got).Elem(), false); d != nil {
			return d
		}
		return nil
	}
}

// asMessage is *p or p as a proto.Message, for T a message pointer or a
// message struct.
func asMessage[T any](p *T) proto.Message {
	if m, ok := any(*p).(proto.Message); ok {
		return m
	}
	m, _ := any(p).(proto.Message)
	return m
}

// difference is where a decoded value differs from its sample: the
// default equality's error.
type difference struct {
	Path      string // from the sample's root: .Field[3]["key"]; "" for the root
	Want, Got string // the two values there, formatted
	Note      string // why such values can differ, when bench knows
}

// Error implements error.
func (d *difference) Error() string {
	path := d.Path
	if path == "" {
		path = "the value"
	}
	s := fmt.Sprintf("%s: want %s, got %s", path, d.Want, d.Got)
	if d.Note != "" {
		s += " (" + d.Note + ")"
	}
	return s
}

// firstDiff walks x and y as reflect.DeepEqual compares them and returns
// the first place they differ, or nil when DeepEqual would call them
// equal. exportedOnly leaves unexported struct fields out (for protobuf
// messages, whose unexported fields are internal state).
func firstDiff(x, y reflect.Value, exportedOnly bool) *difference {
	w := &walker{seen: map[visit]bool{}, exportedOnly: exportedOnly}
	return w.diff("", x, y)
}

type visit struct {
	x, y uintptr
	typ  reflect.Type
}

type walker struct {
	seen         map[visit]bool
	exportedOnly bool
}

func (w *walker) diff(path string, x, y reflect.Value) *difference {
	if !x.IsValid() || !y.IsValid() {
		if x.IsValid() == y.IsValid() {
			return nil
		}
		return &difference{Path: path, Want: format(x), Got: format(y)}
	}
	if x.Type() != y.Type() {
		return &difference{Path: path, Want: fmt.Sprintf("a %v", x.Type()), Got: fmt.Sprintf("a %v", y.Type())}
	}
	// Cycles: a pair of references met before is taken as equal, as
	// DeepEqual does.
	switch x.Kind() {
	case reflect.Map, reflect.Slice, reflect.Pointer:
		if px, py := uintptr(x.UnsafePointer()), uintptr(y.UnsafePointer()); px != 0 && py != 0 {
			if px > py {
				px, py = py, px
			}
			v := visit{px, py, x.Type()}
			if w.seen[v] {
				return nil
			}
			w.seen[v] = true
		}
	}
	switch x.Kind() {
	case reflect.Array:
		for i := range x.Len() {
			if d := w.diff(fmt.Sprintf("%s[%d]", path, i), x.Index(i), y.Index(i)); d != nil {
				return d
			}
		}
		return nil
	case reflect.Slice:
		if x.IsNil() != y.IsNil() {
			return &difference{Path: path, Want: format(x), Got: format(y), Note: "reflect.DeepEqual tells a nil slice from an empty one"}
		}
		if x.Len() == y.Len() && x.Len() > 0 && x.UnsafePointer() == y.UnsafePointer() {
			return nil
		}
		for i := range min(x.Len(), y.Len()) {
			if d := w.diff(fmt.Sprintf("%s[%d]", path, i), x.Index(i), y.Index(i)); d != nil {
				return d
			}
		}
		if x.Len() != y.Len() {
			return &difference{Path: path, Want: fmt.Sprintf("%d elements", x.Len()), Got: fmt.Sprintf("%d elements", y.Len())}
		}
		return nil
	case reflect.Interface:
		if x.IsNil() || y.IsNil() {
			if x.IsNil() == y.IsNil() {
				return nil
			}
			return &difference{Path: path, Want: format(x), Got: format(y)}
		}
		return w.diff(path, x.Elem(), y.Elem())
	case reflect.Pointer:
		if x.UnsafePointer() == y.UnsafePointer() {
			return nil
		}
		if x.IsNil() || y.IsNil() {
			return &difference{Path: path, Want: format(x), Got: format(y)}
		}
		return w.diff(path, x.Elem(), y.Elem())
	case reflect.Struct:
		return w.structDiff(path, x, y)
	case reflect.Map:
		return w.mapDiff(path, x, y)
	case reflect.Func:
		if x.IsNil() && y.IsNil() {
			return nil
		}
		return &difference{Path: path, Want: format(x), Got: format(y), Note: "reflect.DeepEqual calls functions equal only when both are nil"}
	case reflect.Bool:
		if x.Bool() == y.Bool() {
			return nil
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if x.Int() == y.Int() {
			return nil
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if x.Uint() == y.Uint() {
			return nil
		}
	case reflect.Float32, reflect.Float64:
		if x.Float() == y.Float() {
			return nil
		}
	case reflect.Complex64, reflect.Complex128:
		if x.Complex() == y.Complex() {
			return nil
		}
	case reflect.String:
		if x.String() == y.String() {
			return nil
		}
	case reflect.Chan, reflect.UnsafePointer:
		if x.UnsafePointer() == y.UnsafePointer() {
			return nil
		}
	}
	d := &difference{Path: path, Want: format(x), Got: format(y)}
	if k := x.Kind(); (k == reflect.Float32 || k == reflect.Float64) && x.Float() != x.Float() {
		d.Note = "NaN never equals itself under reflect.DeepEqual"
	}
	return d
}

func (w *walker) structDiff(path string, x, y reflect.Value) *difference {
	t := x.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if w.exportedOnly && !f.IsExported() {
			continue
		}
		d := w.diff(path+"."+f.Name, x.Field(i), y.Field(i))
		if d == nil {
			continue
		}
		if t == timeType {
			// A time.Time's fields mean nothing to a reader: show the two
			// times, and why equal instants can differ.
			d = &difference{Path: path, Want: format(x), Got: format(y)}
			if x.CanInterface() && y.CanInterface() {
				tx, _ := x.Interface().(time.Time)
				ty, _ := y.Interface().(time.Time)
				if tx.Equal(ty) {
					d.Note = "the same instant, " + timeNote(tx, ty) + "; reflect.DeepEqual compares those too: " +
						"compare with time.Time.Equal through WithEqual, or give samples in UTC without a monotonic reading (t.UTC().Round(0))"
				}
			}
		}
		return d
	}
	return nil
}

func (w *walker) mapDiff(path string, x, y reflect.Value) *difference {
	if x.IsNil() != y.IsNil() {
		return &difference{Path: path, Want: format(x), Got: format(y), Note: "reflect.DeepEqual tells a nil map from an empty one"}
	}
	if x.UnsafePointer() == y.UnsafePointer() {
		return nil
	}
	// Keys in a fixed order, so that the first difference is the same on
	// every run.
	keys := x.MapKeys()
	sort.Slice(keys, func(i, j int) bool { return format(keys[i]) < format(keys[j]) })
	for _, k := range keys {
		kp := fmt.Sprintf("%s[%s]", path, format(k))
		vy := y.MapIndex(k)
		if !vy.IsValid() {
			return &difference{Path: kp, Want: format(x.MapIndex(k)), Got: "no such key"}
		}
		if d := w.diff(kp, x.MapIndex(k), vy); d != nil {
			return d
		}
	}
	if x.Len() != y.Len() {
		for _, k := range y.MapKeys() {
			if !x.MapIndex(k).IsValid() {
				return &difference{Path: fmt.Sprintf("%s[%s]", path, format(k)), Want: "no such key", Got: format(y.MapIndex(k))}
			}
		}
		return &difference{Path: path, Want: fmt.Sprintf("%d entries", x.Len()), Got: fmt.Sprintf("%d entries", y.Len())}
	}
	return nil
}

// format shows a value briefly: nil and empty apart, strings quoted, at
// most about 80 characters.
func format(v reflect.Value) string {
	if !v.IsValid() {
		return "nothing"
	}
	var s string
	switch v.Kind() {
	case reflect.Slice, reflect.Map:
		if v.IsNil() {
			return "nil " + v.Type().String()
		}
		if v.Len() == 0 {
			return "empty " + v.Type().String()
		}
	case reflect.Pointer, reflect.Interface, reflect.Func, reflect.Chan:
		if v.IsNil() {
			return "nil " + v.Type().String()
		}
	case reflect.String:
		s = fmt.Sprintf("%q", v.String())
	}
	if s == "" {
		if v.CanInterface() {
			s = fmt.Sprintf("%+v", v.Interface())
		} else {
			s = fmt.Sprintf("%+v", v)
		}
	}
	const max = 80
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// timeNote says how two times of the same instant differ.
func timeNote(x, y time.Time) string {
	switch lx, ly := x.Location().String(), y.Location().String(); {
	case lx != ly:
		return fmt.Sprintf("in Location %q, not %q", ly, lx)
	case x != x.Round(0):
		return "without the sample's monotonic clock reading"
	}
	return fmt.Sprintf("in another Location value of the same name %q", x.Location())
}

// findCycle reports where a sample refers back to itself through
// pointers, maps or slices, as "sample i at path". It follows exported
// fields only, as the codecs do (a protobuf message's internal state
// refers to its descriptors, which refer to each other).
func findCycle[T any](samples []T) (string, bool) {
	for i := range samples {
		c := &cycler{onPath: map[visit]bool{}}
		if path, ok := c.walk("", reflect.ValueOf(&samples[i]).Elem()); ok {
			return strings.TrimSpace(fmt.Sprintf("sample %d at %s", i, orRoot(path))), true
		}
	}
	return "", false
}

func orRoot(path string) string {
	if path == "" {
		return "its root"
	}
	return path
}

// cycler walks a value depth first, with the references on the current
// path: meeting one again is a cycle. Shared references that are not on
// the path (a DAG) are fine, and walked again; done keeps that finite.
type cycler struct {
	onPath map[visit]bool
	done   map[visit]bool
}

func (c *cycler) walk(path string, v reflect.Value) (string, bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice:
		if v.IsNil() || v.Kind() == reflect.Slice && v.Len() == 0 {
			return "", false
		}
		key := visit{x: uintptr(v.UnsafePointer()), typ: v.Type()}
		if c.onPath[key] {
			return path, true
		}
		if c.done[key] {
			return "", false
		}
		c.onPath[key] = true
		defer func() {
			delete(c.onPath, key)
			if c.done == nil {
				c.done = map[visit]bool{}
			}
			c.done[key] = true
		}()
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return "", false
		}
		return c.walk(path, v.Elem())
	case reflect.Array, reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return "", false
		}
		for i := range v.Len() {
			if p, ok := c.walk(fmt.Sprintf("%s[%d]", path, i), v.Index(i)); ok {
				return p, true
			}
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if !v.Type().Field(i).IsExported() {
				continue
			}
			if p, ok := c.walk(path+"."+v.Type().Field(i).Name, v.Field(i)); ok {
				return p, true
			}
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			if p, ok := c.walk(fmt.Sprintf("%s[%s]", path, format(iter.Key())), iter.Value()); ok {
				return p, true
			}
		}
	}
	return "", false
}
