package userproto

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/durationpb"
)

// Generated messages: seeded, so every run has the same bytes, with sizes
// in the ranges of RPC payloads: strings of 4-24 characters (ids, names,
// keys), bytes of 8-32 (ids, hashes), lists of 1-8 elements and maps of
// 1-5 entries near the top of a message and fewer deeper down, nested
// messages down to maxDepth (which also ends recursive types), integers
// of counts and sizes, 64-bit unsigned and fixed integers of nanosecond
// Unix times, and times around 2025.

// maxDepth is how deep nested messages go.
const maxDepth = 4

// generate makes n messages, round robin over roots.
func (s *Schema) generate(roots []AnyKind, n int) ([]any, error) {
	g := &gen{rng: rand.New(rand.NewChaCha8(seed))}
	out := make([]any, 0, n)
	for i := range n {
		k := roots[i%len(roots)]
		p := k.newProto()
		g.message(p.ProtoReflect(), 0)
		m := k.fromProto(p)
		if back := k.toProto(m); !proto.Equal(p, back) {
			return nil, fmt.Errorf("generated %s does not survive the trip through the model: a fault of the generated code", k.FullName())
		}
		out = append(out, m)
	}
	return out, nil
}

type gen struct{ rng *rand.Rand }

func (g *gen) chance(p float64) bool { return g.rng.Float64() < p }

// count is a list's or a map's length at depth d.
func (g *gen) count(max, d int) int {
	if d > 0 {
		max = max/(d+1) + 1
	}
	return 1 + g.rng.IntN(max)
}

func (g *gen) message(m protoreflect.Message, d int) {
	md := m.Descriptor()
	switch md.FullName() {
	case "google.protobuf.Timestamp":
		// A time in 2025, to the nanosecond.
		m.Set(md.Fields().ByNumber(1), protoreflect.ValueOfInt64(1_735_689_600+g.rng.Int64N(365*86400)))
		m.Set(md.Fields().ByNumber(2), protoreflect.ValueOfInt32(g.rng.Int32N(1_000_000_000)))
		return
	case "google.protobuf.Any":
		// An Any that protojson can resolve: a Duration, packed.
		d, err := proto.Marshal(durationpb.New(time.Duration(g.rng.Int64N(3600 * 1_000_000_000))))
		if err == nil {
			m.Set(md.Fields().ByNumber(1), protoreflect.ValueOfString("type.googleapis.com/google.protobuf.Duration"))
			m.Set(md.Fields().ByNumber(2), protoreflect.ValueOfBytes(d))
		}
		return
	case "google.protobuf.Duration":
		// Up to an hour.
		ns := g.rng.Int64N(3600 * 1_000_000_000)
		m.Set(md.Fields().ByNumber(1), protoreflect.ValueOfInt64(ns/1_000_000_000))
		m.Set(md.Fields().ByNumber(2), protoreflect.ValueOfInt32(int32(ns%1_000_000_000)))
		return
	}
	fields := md.Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		if o := fd.ContainingOneof(); o != nil && !o.IsSynthetic() {
			continue // below, one case per oneof
		}
		required := fd.Cardinality() == protoreflect.Required // proto2: always set
		if fd.HasPresence() && fd.Message() == nil && !required && !g.chance(0.7) {
			continue
		}
		g.field(m, fd, d)
	}
	oneofs := md.Oneofs()
	for i := range oneofs.Len() {
		o := oneofs.Get(i)
		// google.protobuf.Value must hold one of its kinds (protojson
		// refuses an empty one); other oneofs are left unset now and then.
		if o.IsSynthetic() || (md.FullName() != "google.protobuf.Value" && !g.chance(0.9)) {
			continue
		}
		fd := o.Fields().Get(g.rng.IntN(o.Fields().Len()))
		if fd.Kind() == protoreflect.MessageKind && d >= maxDepth {
			// Too deep for a message: the first scalar case, if any.
			fd = nil
			for j := range o.Fields().Len() {
				if f := o.Fields().Get(j); f.Kind() != protoreflect.MessageKind {
					fd = f
					break
				}
			}
			if fd == nil {
				continue
			}
		}
		if fd.Message() != nil {
			// The chosen case is set, even to an empty message.
			g.message(m.Mutable(fd).Message(), d+1)
			continue
		}
		g.field(m, fd, d)
	}
}

func (g *gen) field(m protoreflect.Message, fd protoreflect.FieldDescriptor, d int) {
	isMsg := fd.Kind() == protoreflect.MessageKind || fd.Kind() == protoreflect.GroupKind
	switch {
	case fd.IsMap():
		vd := fd.MapValue()
		if vd.Kind() == protoreflect.MessageKind && d >= maxDepth {
			return
		}
		mp := m.Mutable(fd).Map()
		for range g.count(5, d) {
			k := g.scalar(fd.MapKey())
			if vd.Kind() == protoreflect.MessageKind {
				g.message(mp.Mutable(k.MapKey()).Message(), d+1)
			} else {
				mp.Set(k.MapKey(), g.scalar(vd))
			}
		}
	case fd.IsList():
		if isMsg && d >= maxDepth {
			return
		}
		l := m.Mutable(fd).List()
		for range g.count(8, d) {
			if isMsg {
				g.message(l.AppendMutable().Message(), d+1)
			} else {
				l.Append(g.scalar(fd))
			}
		}
	case isMsg:
		if fd.Cardinality() != protoreflect.Required && (d >= maxDepth || !g.chance(0.8)) {
			return
		}
		g.message(m.Mutable(fd).Message(), d+1)
	default:
		m.Set(fd, g.scalar(fd))
	}
}

const letters = "abcdefghijklmnopqrstuvwxyz0123456789"

func (g *gen) scalar(fd protoreflect.FieldDescriptor) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(g.chance(0.5))
	case protoreflect.EnumKind:
		vals := fd.Enum().Values()
		return protoreflect.ValueOfEnum(vals.Get(g.rng.IntN(vals.Len())).Number())
	case protoreflect.Int32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(g.rng.Int32N(10_000))
	case protoreflect.Sint32Kind:
		return protoreflect.ValueOfInt32(g.rng.Int32N(20_000) - 10_000)
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(g.rng.Uint32N(100_000))
	case protoreflect.Int64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(g.rng.Int64N(10_000_000))
	case protoreflect.Sint64Kind:
		return protoreflect.ValueOfInt64(g.rng.Int64N(20_000_000) - 10_000_000)
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		// A nanosecond Unix time in 2025.
		return protoreflect.ValueOfUint64(1_735_689_600_000_000_000 + g.rng.Uint64N(365*86400*1_000_000_000))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(float32(math.Round(g.rng.Float64()*100_000) / 100))
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(math.Round(g.rng.Float64()*100_000) / 100)
	case protoreflect.StringKind:
		// Identifier-like: a letter first (a FieldMask's paths must be
		// field names), then letters and digits.
		b := make([]byte, 4+g.rng.IntN(21))
		for i := range b {
			n := len(letters)
			if i == 0 {
				n = 26 // the letters
			}
			b[i] = letters[g.rng.IntN(n)]
		}
		return protoreflect.ValueOfString(string(b))
	case protoreflect.BytesKind:
		b := make([]byte, 8+g.rng.IntN(25))
		for i := range b {
			b[i] = byte(g.rng.Uint32())
		}
		return protoreflect.ValueOfBytes(b)
	}
	return fd.Default()
}
