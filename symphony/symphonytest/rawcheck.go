package symphonytest

import (
	"bytes"
	"fmt"
	"math"
	"reflect"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// CheckRaw compares every getter of a generated Raw view (raw, e.g. a
// SplitRaw) with the fields of m, recursively through nested views, lists
// and maps. It reports the first difference or getter error.
func CheckRaw(raw any, m protoreflect.Message) error {
	return checkRaw(reflect.ValueOf(raw), m, string(m.Descriptor().Name()))
}

// WalkRaw calls every getter of a view and of everything below it and
// returns the first error: what a fuzz target runs on hostile bytes.
func WalkRaw(raw any, desc protoreflect.MessageDescriptor) error {
	return walkRaw(reflect.ValueOf(raw), desc, 0)
}

// getter calls raw's getter of fd and returns its value or error.
func getter(raw reflect.Value, fd protoreflect.FieldDescriptor) (reflect.Value, error) {
	name := goName(fd)
	meth := raw.MethodByName(name)
	if !meth.IsValid() {
		return reflect.Value{}, fmt.Errorf("%s has no getter %s", raw.Type(), name)
	}
	out := meth.Call(nil)
	if err, _ := out[1].Interface().(error); err != nil {
		return reflect.Value{}, err
	}
	return out[0], nil
}

// goName is protoc-gen-go's name of a field: an underscore before a lower
// case letter is dropped and the letter raised, the first letter and every
// letter that follows a digit or another underscore are raised, digits and
// other underscores stay.
func goName(fd protoreflect.FieldDescriptor) string {
	s := string(fd.Name())
	var b []byte
	lower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' && i == 0:
			b = append(b, 'X')
		case c == '_' && i+1 < len(s) && lower(s[i+1]):
		case c >= '0' && c <= '9':
			b = append(b, c)
		default:
			if lower(c) {
				c -= 'a' - 'A'
			}
			b = append(b, c)
			for ; i+1 < len(s) && lower(s[i+1]); i++ {
				b = append(b, s[i+1])
			}
		}
	}
	return string(b)
}

func checkRaw(raw reflect.Value, m protoreflect.Message, path string) error {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		at := path + "." + string(fd.Name())
		v, err := getter(raw, fd)
		if err != nil {
			return fmt.Errorf("%s: %w", at, err)
		}
		switch {
		case fd.IsMap():
			if err := checkMap(v, m.Get(fd).Map(), fd, at); err != nil {
				return err
			}
		case fd.IsList():
			if err := checkList(v, m.Get(fd).List(), fd, at); err != nil {
				return err
			}
		case fd.Kind() == protoreflect.MessageKind:
			if !m.Has(fd) {
				if v.Len() != 0 {
					return fmt.Errorf("%s: absent in the message, present in the view", at)
				}
				continue
			}
			if err := checkRaw(v, m.Get(fd).Message(), at); err != nil {
				return err
			}
		default:
			if err := checkScalar(v, m.Get(fd), fd, at); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkScalar(v reflect.Value, want protoreflect.Value, fd protoreflect.FieldDescriptor, at string) error {
	var ok bool
	switch fd.Kind() {
	case protoreflect.BoolKind:
		ok = v.Bool() == want.Bool()
	case protoreflect.EnumKind:
		ok = v.Int() == int64(want.Enum())
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind,
		protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		ok = v.Int() == want.Int()
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind, protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		ok = v.Uint() == want.Uint()
	case protoreflect.FloatKind, protoreflect.DoubleKind:
		// By bits: a NaN read back is the same NaN (a fuzz finding).
		ok = math.Float64bits(v.Float()) == math.Float64bits(want.Float())
	case protoreflect.StringKind:
		ok = string(v.Bytes()) == want.String()
	case protoreflect.BytesKind:
		ok = bytes.Equal(v.Bytes(), want.Bytes())
	}
	if !ok {
		return fmt.Errorf("%s: view has %v, message has %v", at, v, want)
	}
	return nil
}

// next calls a symphony.List's Next.
func next(list reflect.Value) (reflect.Value, error) {
	out := list.MethodByName("Next").Call(nil)
	if err, _ := out[1].Interface().(error); err != nil {
		return reflect.Value{}, err
	}
	return out[0], nil
}

func checkList(v reflect.Value, want protoreflect.List, fd protoreflect.FieldDescriptor, at string) error {
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	if n := int(p.MethodByName("Len").Call(nil)[0].Int()); n != want.Len() {
		return fmt.Errorf("%s: view has %d elements, message %d", at, n, want.Len())
	}
	for i := range want.Len() {
		el := fmt.Sprintf("%s[%d]", at, i)
		var e reflect.Value
		if m := p.MethodByName("At"); m.IsValid() {
			e = m.Call([]reflect.Value{reflect.ValueOf(i)})[0]
		} else {
			var err error
			if e, err = next(p); err != nil {
				return fmt.Errorf("%s: %w", el, err)
			}
		}
		var err error
		if fd.Kind() == protoreflect.MessageKind {
			err = checkRaw(e, want.Get(i).Message(), el)
		} else {
			err = checkScalar(e, want.Get(i), fd, el)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func checkMap(v reflect.Value, want protoreflect.Map, fd protoreflect.FieldDescriptor, at string) error {
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	if n := int(p.MethodByName("Len").Call(nil)[0].Int()); n != want.Len() {
		return fmt.Errorf("%s: view has %d entries, message %d", at, n, want.Len())
	}
	kd, vd := fd.MapKey(), fd.MapValue()
	for i := range want.Len() {
		e, err := next(p)
		if err != nil {
			return fmt.Errorf("%s[%d]: %w", at, i, err)
		}
		k, err := getter(e, kd)
		if err != nil {
			return fmt.Errorf("%s[%d] key: %w", at, i, err)
		}
		var key protoreflect.MapKey
		switch kd.Kind() {
		case protoreflect.StringKind:
			key = protoreflect.ValueOfString(string(k.Bytes())).MapKey()
		case protoreflect.BoolKind:
			key = protoreflect.ValueOfBool(k.Bool()).MapKey()
		case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
			key = protoreflect.ValueOfInt32(int32(k.Int())).MapKey()
		case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
			key = protoreflect.ValueOfInt64(k.Int()).MapKey()
		case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
			key = protoreflect.ValueOfUint32(uint32(k.Uint())).MapKey()
		default:
			key = protoreflect.ValueOfUint64(k.Uint()).MapKey()
		}
		if !want.Has(key) {
			return fmt.Errorf("%s: view has key %v, the message does not", at, key)
		}
		val, err := getter(e, vd)
		el := fmt.Sprintf("%s[%v]", at, key)
		if err != nil {
			return fmt.Errorf("%s: %w", el, err)
		}
		if vd.Kind() == protoreflect.MessageKind {
			wm := want.Get(key).Message()
			if val.Len() == 0 {
				// An absent value: the decoded map holds a nil message.
				if wm.IsValid() {
					return fmt.Errorf("%s: absent in the view, present in the message", el)
				}
				continue
			}
			err = checkRaw(val, wm, el)
		} else {
			err = checkScalar(val, want.Get(key), vd, el)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func walkRaw(raw reflect.Value, desc protoreflect.MessageDescriptor, depth int) error {
	if depth > 100 {
		return nil
	}
	fields := desc.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		v, err := getter(raw, fd)
		if err != nil {
			return err
		}
		switch {
		case fd.IsMap() || (fd.IsList() && !hasAt(v)):
			p := reflect.New(v.Type())
			p.Elem().Set(v)
			for p.MethodByName("Len").Call(nil)[0].Int() > 0 {
				e, err := next(p)
				if err != nil {
					return err
				}
				var sub protoreflect.MessageDescriptor
				switch {
				case fd.IsMap():
					sub = fd.Message()
				case fd.Kind() == protoreflect.MessageKind:
					sub = fd.Message()
				}
				if sub != nil {
					if err := walkRaw(e, sub, depth+1); err != nil {
						return err
					}
				}
			}
		case fd.IsList():
			n := int(v.MethodByName("Len").Call(nil)[0].Int())
			for j := range n {
				v.MethodByName("At").Call([]reflect.Value{reflect.ValueOf(j)})
			}
		case fd.Kind() == protoreflect.MessageKind:
			if v.Len() > 0 {
				if err := walkRaw(v, fd.Message(), depth+1); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func hasAt(v reflect.Value) bool { return v.MethodByName("At").IsValid() }
