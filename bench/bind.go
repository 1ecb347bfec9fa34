package bench

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"testing"

	ej "github.com/mailru/easyjson"
	mp "github.com/tinylib/msgp/msgp"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/kelindar"
	"github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/suite"
)

// codec is one codec bound to T.
type codec[T any] interface {
	name() string
	// prepare validates the codec on every sample, untimed, and returns
	// its timed loops over them.
	prepare(samples []T, equal func(want, got T) error) (*ready, error)
}

// ready is a codec validated on the samples, ready to be timed.
type ready struct {
	meanSize       float64                // mean encoded bytes of a sample
	encode, decode func(*testing.B) error // the timed loops
}

// carrier is a codec bound to T through its own value type V: T itself
// for the reflection codecs, an interface of the methods it calls (a
// proto.Message, ...) for the others.
type carrier[T, V any] struct {
	codecName string
	from      func(T) (V, error)      // untimed: a sample to what encode takes
	to        func(V) (T, error)      // untimed: a decoded value back to T
	enc       func(V) ([]byte, error) // timed
	dec       func([]byte) (V, error) // timed: decodes into a new value
}

func (c *carrier[T, V]) name() string { return c.codecName }

// prepare converts each sample, encodes it, decodes the bytes and checks
// the result equals the sample, catching errors and panics; the bytes are
// kept for the decode loop.
func (c *carrier[T, V]) prepare(samples []T, equal func(want, got T) error) (*ready, error) {
	vals := make([]V, len(samples))
	encs := make([][]byte, len(samples))
	var size float64
	for i, s := range samples {
		step := "convert"
		err := panics.Catch(func() error {
			v, err := c.from(s)
			if err != nil {
				return err
			}
			step = "encode"
			enc, err := c.enc(v)
			if err != nil {
				return err
			}
			// A private copy, so that a codec that reuses its buffer
			// cannot change the bytes decode is timed on.
			enc = bytes.Clone(enc)
			step = "decode"
			dec, err := c.dec(enc)
			if err != nil {
				return err
			}
			step = "convert back"
			back, err := c.to(dec)
			if err != nil {
				return err
			}
			step = "round trip differs"
			if err := equal(s, back); err != nil {
				return err
			}
			vals[i], encs[i] = v, enc
			return nil
		}, thisPackage)
		if err != nil {
			return nil, fmt.Errorf("sample %d: %s: %w", i, step, err)
		}
		size += float64(len(encs[i]))
	}
	return &ready{
		meanSize: size / float64(len(samples)),
		encode:   func(b *testing.B) error { return encodeLoop(b, vals, c.enc) },
		decode:   func(b *testing.B) error { return decodeLoop(b, encs, c.dec) },
	}, nil
}

// thisPackage is skipped when a panic's site is named: its own wrappers
// are not where a codec failed.
const thisPackage = "github.com/serbench/serbench/bench"

// encodeLoop is the timed encode: sample i, round robin. A panic is
// caught and returned with the sample it came from.
func encodeLoop[V any](b *testing.B, vals []V, enc func(V) ([]byte, error)) (err error) {
	i := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sample %d: panic: %v%s", i, r, panics.Site(thisPackage))
		}
	}()
	for b.Loop() {
		if _, err := enc(vals[i]); err != nil {
			return fmt.Errorf("sample %d: %w", i, err)
		}
		if i++; i == len(vals) {
			i = 0
		}
	}
	return nil
}

// decodeLoop is the timed decode: the bytes of sample i, round robin,
// each into a new value.
func decodeLoop[V any](b *testing.B, encs [][]byte, dec func([]byte) (V, error)) (err error) {
	i := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sample %d: panic: %v%s", i, r, panics.Site(thisPackage))
		}
	}()
	for b.Loop() {
		if _, err := dec(encs[i]); err != nil {
			return fmt.Errorf("sample %d: %w", i, err)
		}
		if i++; i == len(encs) {
			i = 0
		}
	}
	return nil
}

// bind binds codec c to T, or says why it cannot.
func bind[T any](c *suite.Codec) (codec[T], string) {
	switch c.Name {
	case easyjson.Name:
		return viaPointer[T, ejValue](c.Name,
			func(v ejValue) ([]byte, error) { return easyjson.Marshal(v) },
			func(b []byte, v ejValue) error { return easyjson.Unmarshal(b, v) },
			"no easyjson methods: MarshalEasyJSON, UnmarshalEasyJSON")
	case msgp.Name:
		return viaPointer[T, mpValue](c.Name,
			func(v mpValue) ([]byte, error) { return msgp.Marshal(v) },
			func(b []byte, v mpValue) error { return msgp.Unmarshal(b, v) },
			"no msgp methods: MarshalMsg, UnmarshalMsg")
	}
	typ := typeOf[T]()
	if rules, ok := overflows[c.Name]; ok {
		if at, found := recursiveType(typ, rules); found {
			return nil, fmt.Sprintf("%v refers to its own type at %s: %s would recurse without end and overflow the stack, which no recover catches",
				typ, orRoot(at), c.Name)
		}
	}
	pr := &probe{}
	if implementsThroughPointer(typ, protoMessage) {
		pr.offers = []any{messages{typ}}
	}
	var b suite.Binding
	var ok bool
	if err := panics.Catch(func() error {
		b, ok = c.Bind(pr)
		return nil
	}, thisPackage); err != nil {
		return nil, "bind: " + err.Error()
	}
	if !ok {
		return nil, whyUnbound(c, typ)
	}
	switch b := b.(type) {
	case modelBinding:
		return reflectionCarrier[T](c.Name, b.f), ""
	case messageBinding:
		if b.f.New != nil || b.f.Release != nil {
			return nil, "a pooled form, which bench does not time"
		}
		return viaPointer[T, proto.Message](c.Name, b.f.Encode, b.f.Decode, "not a proto.Message")
	}
	return nil, fmt.Sprintf("binds through a conversion bench does not offer (%T)", b)
}

// whyUnbound says why c did not bind typ.
func whyUnbound(c *suite.Codec, typ reflect.Type) string {
	switch c.Name {
	case protobuf.Name, protojson.Name:
		return "not a proto.Message"
	case vtprotobuf.Name:
		if implementsThroughPointer(typ, protoMessage) {
			return "no vtprotobuf methods: MarshalVT, UnmarshalVT"
		}
		return "not a proto.Message with vtprotobuf methods"
	}
	if slices.Contains(c.Labels, suite.LabelReflection) {
		return "declines the type"
	}
	return "needs code serbench generates for its own datasets"
}

// The interfaces of the generated methods bench calls.
type (
	ejValue interface {
		ej.Marshaler
		ej.Unmarshaler
	}
	mpValue interface {
		mp.Marshaler
		mp.Unmarshaler
	}
)

var protoMessage = reflect.TypeFor[proto.Message]()

// implementsThroughPointer reports whether a pointer type typ implements
// iface, or whether *typ does.
func implementsThroughPointer(typ, iface reflect.Type) bool {
	if typ.Kind() == reflect.Pointer {
		return typ.Implements(iface)
	}
	return typ.Kind() != reflect.Interface && reflect.PointerTo(typ).Implements(iface)
}

// probe is the suite.Model a codec package's Bind sees for T: any Go value
// for the reflection codecs, and for a protobuf message type the
// conversion the protobuf codecs look for.
type probe struct {
	offers []any
}

// Offers implements suite.Model.
func (p *probe) Offers() []any { return p.offers }

// BindModel implements suite.Model: it keeps the reflection codec's funcs.
func (p *probe) BindModel(f suite.ModelFuncs) suite.Binding { return modelBinding{f} }

type modelBinding struct{ f suite.ModelFuncs }

func (modelBinding) Ops() []suite.Op { return []suite.Op{suite.Encode, suite.Decode} }

// messages implements protobuf.Messages for a message type typ (a pointer
// type, or a struct whose pointer is the message): it keeps the codec's
// funcs.
type messages struct{ typ reflect.Type }

// NewMessage implements protobuf.Messages.
func (m messages) NewMessage() proto.Message {
	t := m.typ
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	msg, _ := reflect.New(t).Interface().(proto.Message)
	return msg
}

// BindMessages implements protobuf.Messages.
func (m messages) BindMessages(f protobuf.MessageFuncs) suite.Binding { return messageBinding{f} }

type messageBinding struct{ f protobuf.MessageFuncs }

func (messageBinding) Ops() []suite.Op { return []suite.Op{suite.Encode, suite.Decode} }

// reflectionCarrier binds a reflection codec: it encodes T's values as
// they are (as serbench's bindings do, a value that is not a pointer is
// put in an interface on every call, as a call of the library would) and
// decodes into a new value every call: for a pointer type *E a new E
// (reflect.New), as a caller would allocate it, else into a new T.
func reflectionCarrier[T any](name string, f suite.ModelFuncs) codec[T] {
	c := &carrier[T, T]{
		codecName: name,
		from:      func(t T) (T, error) { return t, nil },
		to:        func(t T) (T, error) { return t, nil },
		enc:       func(t T) ([]byte, error) { return f.Marshal(t) },
	}
	if typ := typeOf[T](); typ.Kind() == reflect.Pointer {
		elem := typ.Elem()
		c.dec = func(b []byte) (T, error) {
			p := reflect.New(elem).Interface()
			err := f.Unmarshal(b, p)
			t, _ := p.(T)
			return t, err
		}
	} else {
		c.dec = func(b []byte) (T, error) {
			p := new(T)
			err := f.Unmarshal(b, p)
			return *p, err
		}
	}
	return c
}

// viaPointer binds a codec that calls methods V of T (a pointer type), or
// of *T: encode converts a sample once, untimed (for a struct T, a pointer
// to a copy of it), and decode allocates a new value every call.
func viaPointer[T, V any](name string, enc func(V) ([]byte, error), decInto func([]byte, V) error, lacks string) (codec[T], string) {
	typ, iface := typeOf[T](), reflect.TypeFor[V]()
	c := &carrier[T, V]{codecName: name, enc: enc}
	switch {
	case typ.Kind() == reflect.Pointer && typ.Implements(iface):
		elem := typ.Elem()
		c.from = func(t T) (V, error) {
			v, ok := any(t).(V)
			if !ok {
				return v, fmt.Errorf("%v is not a %v", typ, iface)
			}
			return v, nil
		}
		c.to = func(v V) (T, error) {
			t, ok := any(v).(T)
			if !ok {
				return t, fmt.Errorf("decoded a %T, not a %v", v, typ)
			}
			return t, nil
		}
		c.dec = func(b []byte) (V, error) {
			v, _ := reflect.New(elem).Interface().(V)
			return v, decInto(b, v)
		}
	case typ.Kind() != reflect.Interface && reflect.PointerTo(typ).Implements(iface):
		c.from = func(t T) (V, error) {
			p := new(T)
			*p = t
			v, ok := any(p).(V)
			if !ok {
				return v, fmt.Errorf("*%v is not a %v", typ, iface)
			}
			return v, nil
		}
		c.to = func(v V) (T, error) {
			p, ok := any(v).(*T)
			if !ok || p == nil {
				var zero T
				return zero, fmt.Errorf("decoded a %T, not a *%v", v, typ)
			}
			return *p, nil
		}
		c.dec = func(b []byte) (V, error) {
			v, _ := any(new(T)).(V)
			return v, decInto(b, v)
		}
	default:
		return nil, lacks
	}
	return c, ""
}

// typeRules says which parts of a type a codec walks when it builds its
// encoder: the fields it follows, and the types it stops at (those with
// methods of their own that it calls instead).
type typeRules struct {
	follows func(reflect.StructField) bool
	stopsAt func(reflect.Type) bool
}

// overflows are the codecs that overflow the stack on a type that refers
// to itself (type Node struct{ Next *Node }), walking its type without
// end: a fatal error that takes the test binary down. bench leaves them
// out of such types.
var overflows = map[string]typeRules{
	// kelindar/binary's scanType follows every field but "_" and those
	// tagged binary:"-", and stops at types with MarshalBinary.
	kelindar.Name: {
		follows: func(f reflect.StructField) bool { return f.Name != "_" && f.Tag.Get("binary") != "-" },
		stopsAt: func(t reflect.Type) bool {
			_, ok := t.MethodByName("MarshalBinary")
			_, okp := reflect.PointerTo(t).MethodByName("MarshalBinary")
			return ok || okp
		},
	},
}

// recursiveType reports where typ contains itself, or a type that
// contains itself, following rules, with the path there.
func recursiveType(typ reflect.Type, rules typeRules) (string, bool) {
	onPath := map[reflect.Type]bool{}
	done := map[reflect.Type]bool{}
	var walk func(path string, t reflect.Type) (string, bool)
	walk = func(path string, t reflect.Type) (string, bool) {
		if onPath[t] {
			return path, true
		}
		if done[t] || rules.stopsAt(t) {
			return "", false
		}
		onPath[t] = true
		defer func() { delete(onPath, t); done[t] = true }()
		switch t.Kind() {
		case reflect.Pointer:
			return walk(path, t.Elem())
		case reflect.Slice, reflect.Array:
			return walk(path+"[]", t.Elem())
		case reflect.Map:
			if p, ok := walk(path+"[key]", t.Key()); ok {
				return p, true
			}
			return walk(path+"[]", t.Elem())
		case reflect.Struct:
			for i := range t.NumField() {
				if f := t.Field(i); rules.follows(f) {
					if p, ok := walk(path+"."+f.Name, f.Type); ok {
						return p, true
					}
				}
			}
		}
		return "", false
	}
	return walk("", typ)
}
