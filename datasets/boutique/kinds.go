package boutique

import (
	"encoding/gob"
	"encoding/json"
	"fmt"
	"github.com/serbench/serbench/codecs"

	capnp "capnproto.org/go/capnp/v3"
	flatbuffers "github.com/google/flatbuffers/go"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/mailru/easyjson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/easyjsoncodec"
	"github.com/serbench/serbench/codecs/protocodec"
	"github.com/serbench/serbench/codecs/reflectcodec"
	"github.com/serbench/serbench/codecs/symphonycodec"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Model design and fairness.
//
// Every message type is its own Go type, and each per-type variant
// (Product, Money, ...) is a suite.Def over that type, bound with the
// standard gob, json, easyjson and protobuf bindings: gob and json see
// exactly *Product, nothing around it (as structs/kinds.go does).
//
// The trace variant mixes all 33 types, one message per op. Its model is the
// Message interface, and every binding dispatches on the message's Kind
// through the kinds table to the same typed functions the per-type variants
// use: gob encodes the concrete *Product with a new Encoder (gob.Encode
// takes `any`, so the stream describes Product itself: no Register, no
// interface wrapper, unlike a struct field of interface type); protobuf
// calls proto.Marshal's code on *pb.Product, Symphony its generated
// methods on the same type (or its ProductRaw view); FlatBuffers and Cap'n
// Proto build a Product root.
//
// Decoding needs the message type, which none of these formats puts on the
// wire (the seed's harness knew it from its payload file, as an RPC server
// knows it from the method): suite.Funcs.DecodeFor picks each message's
// decoder from its kind before timing, so a trace message's bytes are
// exactly the codec's own encoding and the per-type variants' bytes are the
// same.

// kind holds every typed function of one message type M: its digest, and
// its protobuf (P, which also has the Symphony methods), easyjson (EP),
// FlatBuffers (FP) and Cap'n Proto (C) conversions, builders and visitors.
type kind[M Message, P symphonycodec.Message, E any, EP easyjsoncodec.Value[E], F any, FP fbTable[F], C cpStruct[C]] struct {
	hash       func(*digest.Hasher, M)
	newPB      func() P
	toPB       func(M) P
	fromPB     func(P) M
	visitPB    func(*digest.Hasher, P)
	toEJ       func(M) EP
	fromEJ     func(EP) M
	visitEJ    func(*digest.Hasher, EP)
	fbBuild    func(*flatbuffers.Builder, M) flatbuffers.UOffsetT
	fbRoot     func([]byte, flatbuffers.UOffsetT) FP
	fbVisit    func(*digest.Hasher, FP)
	fbTo       func(FP) M
	cpNewRoot  func(*capnp.Segment) (C, error)
	cpSet      func(C, M) error
	cpReadRoot func(*capnp.Message) (C, error)
	cpVisit    func(*digest.Hasher, C)
	cpTo       func(C) (M, error)
	// The Symphony Raw view of P on plain bytes (symphony_gen.go), so
	// that kind needs no type parameter for the view type.
	symOpen  func([]byte) error
	symVisit func(*digest.Hasher, []byte) error
}

// fbTable is a pointer to a flatc-generated table type.
type fbTable[F any] interface {
	*F
	Init([]byte, flatbuffers.UOffsetT)
}

// cpStruct is a capnpc-go struct type: a capnp.Struct under its own name.
type cpStruct[C any] interface {
	ToPtr() capnp.Ptr
	DecodeFromPtr(capnp.Ptr) C
}

// anyKind is a kind with its type parameters hidden, for the kinds table.
type anyKind interface {
	def(meta suite.Info, variant string, k Kind, load func() (Trace, error)) suite.Dataset
	erase() erased
}

// erased is one kind's operations on Message and interface values, for the
// trace bindings. Each closure does one type assertion and calls the typed
// function.
type erased struct {
	gobDecode  func(*gob.Decoder) (Message, error)
	jsonDecode func([]byte) (Message, error)
	newPB      func() proto.Message
	toPB       func(Message) proto.Message
	fromPB     func(proto.Message) Message
	visitPB    func(*digest.Hasher, proto.Message)
	newEJ      func() ejValue
	toEJ       func(Message) ejValue
	fromEJ     func(ejValue) Message
	visitEJ    func(*digest.Hasher, ejValue)
	fbBuild    func(*flatbuffers.Builder, Message) flatbuffers.UOffsetT
	fbVisit    func(*digest.Hasher, []byte, flatbuffers.UOffsetT)
	fbTo       func([]byte, flatbuffers.UOffsetT) Message
	cpNewRoot  func(*capnp.Segment) (capnp.Ptr, error)
	cpSet      func(capnp.Ptr, Message) error
	cpVisit    func(*digest.Hasher, capnp.Ptr)
	cpTo       func(capnp.Ptr) (Message, error)
	newSym     func() symphonycodec.Message
	symOpen    func([]byte) error
	symVisit   func(*digest.Hasher, []byte) error
}

// ejValue is a pointer to an easyjson mirror type.
type ejValue interface {
	easyjson.Marshaler
	easyjson.Unmarshaler
}

// equalOpts: nil and empty lists are the same value (protobuf, JSON and the
// zero-copy formats cannot tell them apart).
var equalOpts = cmpopts.EquateEmpty()

// equal checks a round trip: the written-out comparison (equal_gen.go, the
// same rules) first, as go-cmp alone would make validating the 99,222
// messages of the trace take most of a minute per codec; go-cmp only
// explains a difference.
func equal[M Message](want, got M) error {
	if eqAny(want, got) {
		return nil
	}
	if err := suite.CmpEqual[M](equalOpts)(want, got); err != nil {
		return err
	}
	return fmt.Errorf("messages differ")
}

// fbVal is a FlatBuffers binding's value: the model message to build from
// (encode) or the root table opened on the bytes (decode).
type fbVal[M any, FP any] struct {
	m M
	t FP
}

// cpVal is a Cap'n Proto binding's value: the model message to build from
// (encode) or the root struct read from the bytes (decode).
type cpVal[M any, C any] struct {
	m M
	c C
}

// fbInitialSize is the builder's first buffer: most messages fit, larger
// ones grow it by doubling, as FlatBuffers' own examples do.
const fbInitialSize = 1024

func (k kind[M, P, E, EP, F, FP, C]) def(meta suite.Info, variant string, want Kind, load func() (Trace, error)) suite.Dataset {
	conv := protocodec.Conv[M, P]{
		New:       k.newPB,
		FromModel: func(m M) (P, error) { return k.toPB(m), nil },
		ToModel:   func(p P) (M, error) { return k.fromPB(p), nil },
		Visit:     k.visitPB,
	}
	return &suite.Def[M]{
		Meta: meta,
		Generate: func(v string) ([]M, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			tr, err := load()
			if err != nil {
				return nil, err
			}
			var out []M
			for _, m := range tr {
				if m.kind() == want {
					out = append(out, m.(M))
				}
			}
			return out, nil
		},
		Digest: k.hash,
		Equal:  equal[M],
		Bindings: []suite.Binding[M]{
			reflectcodec.Gob[M](),
			reflectcodec.JSON[M](),
			easyjsoncodec.Bind(easyjsoncodec.Conv[M, E, EP]{
				FromModel: func(m M) (EP, error) { return k.toEJ(m), nil },
				ToModel:   func(e EP) (M, error) { return k.fromEJ(e), nil },
				Visit:     k.visitEJ,
			}),
			protocodec.Protobuf(conv),
			protocodec.ProtoJSON(conv),
			suite.Bind(codecs.FlatBuffers, suite.Funcs[M, fbVal[M, FP]]{
				FromModel: func(m M) (fbVal[M, FP], error) { return fbVal[M, FP]{m: m}, nil },
				ToModel:   func(v fbVal[M, FP]) (M, error) { return k.fbTo(v.t), nil },
				Encode: func(v fbVal[M, FP]) ([]byte, error) {
					b := flatbuffers.NewBuilder(fbInitialSize)
					b.Finish(k.fbBuild(b, v.m))
					return b.FinishedBytes(), nil
				},
				Decode: func(buf []byte) (fbVal[M, FP], error) {
					if len(buf) < flatbuffers.SizeUOffsetT {
						return fbVal[M, FP]{}, errShort
					}
					return fbVal[M, FP]{t: k.fbRoot(buf, 0)}, nil
				},
				Visit: func(h *digest.Hasher, v fbVal[M, FP]) { k.fbVisit(h, v.t) },
			}),
			suite.Bind(codecs.Capnp, suite.Funcs[M, cpVal[M, C]]{
				FromModel: func(m M) (cpVal[M, C], error) { return cpVal[M, C]{m: m}, nil },
				ToModel:   func(v cpVal[M, C]) (M, error) { return k.cpTo(v.c) },
				Encode: func(v cpVal[M, C]) ([]byte, error) {
					msg, seg, err := capnp.NewMessage(capnp.SingleSegment(nil))
					if err != nil {
						return nil, err
					}
					root, err := k.cpNewRoot(seg)
					if err != nil {
						return nil, err
					}
					if err := k.cpSet(root, v.m); err != nil {
						return nil, err
					}
					return msg.Marshal()
				},
				Decode: func(b []byte) (cpVal[M, C], error) {
					msg, err := capnp.Unmarshal(b)
					if err != nil {
						return cpVal[M, C]{}, err
					}
					c, err := k.cpReadRoot(msg)
					return cpVal[M, C]{c: c}, err
				},
				Visit: func(h *digest.Hasher, v cpVal[M, C]) { k.cpVisit(h, v.c) },
			}),
			symphonycodec.Symphony(conv),
			symphonycodec.Hybrid(conv),
			symphonycodec.Raw(conv, k.openRaw, k.symVisit),
		},
	}
}

// openRaw opens the Symphony view of a whole message.
func (k kind[M, P, E, EP, F, FP, C]) openRaw(b []byte) ([]byte, error) {
	if err := k.symOpen(b); err != nil {
		return nil, err
	}
	return b, nil
}

func (k kind[M, P, E, EP, F, FP, C]) erase() erased {
	return erased{
		gobDecode: func(d *gob.Decoder) (Message, error) {
			var m M
			err := d.Decode(&m)
			return m, err
		},
		jsonDecode: func(b []byte) (Message, error) {
			var m M
			err := json.Unmarshal(b, &m)
			return m, err
		},
		newPB:   func() proto.Message { return k.newPB() },
		toPB:    func(m Message) proto.Message { return k.toPB(m.(M)) },
		fromPB:  func(p proto.Message) Message { return k.fromPB(p.(P)) },
		visitPB: func(h *digest.Hasher, p proto.Message) { k.visitPB(h, p.(P)) },
		newEJ:   func() ejValue { return EP(new(E)) },
		toEJ:    func(m Message) ejValue { return k.toEJ(m.(M)) },
		fromEJ:  func(e ejValue) Message { return k.fromEJ(e.(EP)) },
		visitEJ: func(h *digest.Hasher, e ejValue) { k.visitEJ(h, e.(EP)) },
		fbBuild: func(b *flatbuffers.Builder, m Message) flatbuffers.UOffsetT { return k.fbBuild(b, m.(M)) },
		fbVisit: func(h *digest.Hasher, buf []byte, pos flatbuffers.UOffsetT) {
			var t F
			FP(&t).Init(buf, pos)
			k.fbVisit(h, &t)
		},
		fbTo: func(buf []byte, pos flatbuffers.UOffsetT) Message {
			var t F
			FP(&t).Init(buf, pos)
			return k.fbTo(&t)
		},
		cpNewRoot: func(seg *capnp.Segment) (capnp.Ptr, error) {
			c, err := k.cpNewRoot(seg)
			return c.ToPtr(), err
		},
		cpSet:   func(p capnp.Ptr, m Message) error { return k.cpSet(cpFrom[C](p), m.(M)) },
		cpVisit: func(h *digest.Hasher, p capnp.Ptr) { k.cpVisit(h, cpFrom[C](p)) },
		cpTo: func(p capnp.Ptr) (Message, error) {
			m, err := k.cpTo(cpFrom[C](p))
			return m, err
		},
		newSym:   func() symphonycodec.Message { return k.newPB() },
		symOpen:  k.symOpen,
		symVisit: k.symVisit,
	}
}

// cpFrom views a pointer as the struct type C.
func cpFrom[C cpStruct[C]](p capnp.Ptr) C {
	var zero C
	return zero.DecodeFromPtr(p)
}

var errShort = fmt.Errorf("message too short")
