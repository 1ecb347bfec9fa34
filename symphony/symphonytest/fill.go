package symphonytest

import (
	"math/rand/v2"

	"google.golang.org/protobuf/reflect/protoreflect"
)

// Fill sets every field of m, of any generated message type, to random
// values from r: lists and maps of 0 to 3 elements, nested messages
// present or absent, down to depth levels of nesting. Round trips, Raw
// checks and fuzz seeds use it on the test schema and on every dataset's
// messages.
func Fill(m protoreflect.Message, r *rand.Rand, depth int) {
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		switch {
		case fd.IsMap():
			mp := m.Mutable(fd).Map()
			for range r.IntN(4) {
				k := scalar(fd.MapKey(), r).MapKey()
				if fd.MapValue().Kind() == protoreflect.MessageKind {
					if depth <= 0 {
						continue
					}
					v := mp.NewValue()
					Fill(v.Message(), r, depth-1)
					mp.Set(k, v)
				} else {
					mp.Set(k, scalar(fd.MapValue(), r))
				}
			}
		case fd.IsList():
			l := m.Mutable(fd).List()
			for range r.IntN(4) {
				if fd.Kind() == protoreflect.MessageKind {
					if depth <= 0 {
						break
					}
					v := l.NewElement()
					Fill(v.Message(), r, depth-1)
					l.Append(v)
				} else {
					l.Append(scalar(fd, r))
				}
			}
		case fd.Kind() == protoreflect.MessageKind:
			if depth > 0 && r.IntN(4) > 0 {
				Fill(m.Mutable(fd).Message(), r, depth-1)
			}
		default:
			m.Set(fd, scalar(fd, r))
		}
	}
}

// scalar is a random value of a non-message field; a quarter of them zero.
func scalar(fd protoreflect.FieldDescriptor, r *rand.Rand) protoreflect.Value {
	zero := r.IntN(4) == 0
	n := r.Uint64()
	if zero {
		n = 0
	}
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(n%2 == 1)
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(int32(n))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(uint32(n))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(int64(n))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(n)
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(float32(int32(n)) / 8)
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(float64(int64(n)) / 8)
	case protoreflect.EnumKind:
		vals := fd.Enum().Values()
		return protoreflect.ValueOfEnum(vals.Get(int(n % uint64(vals.Len()))).Number())
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(randomText(r, zero))
	case protoreflect.BytesKind:
		return protoreflect.ValueOfBytes([]byte(randomText(r, zero)))
	}
	return protoreflect.Value{}
}

func randomText(r *rand.Rand, empty bool) string {
	if empty {
		return ""
	}
	const letters = "abcdefghijklmnopqrstuvwxyz0123456789 _-é"
	b := make([]rune, r.IntN(24))
	runes := []rune(letters)
	for i := range b {
		b[i] = runes[r.IntN(len(runes))]
	}
	return string(b)
}
