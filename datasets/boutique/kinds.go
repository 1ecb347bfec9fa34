package boutique

import (
	"fmt"
	"strconv"

	capnprt "capnproto.org/go/capnp/v3"
	fbrt "github.com/google/flatbuffers/go"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/avro"
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/goavro"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Model design and fairness.
//
// Every message type is its own Go type, and each is a suite.Def over that
// type: a per-type variant (Product, Money, ...) of its own, and a part of
// the trace and sample variants (suite.Mix). The Def offers the type's
// conversions (protobuf, which also has the Symphony methods, easyjson,
// FlatBuffers and Cap'n Proto), and gob and json encode exactly *Product,
// nothing around it (as structs/kinds.go does).
//
// The mixes run each message through its own type's binding, so a trace
// message's bytes are exactly the codec's own encoding of that message, as
// on the wire of an RPC whose method names the message type, and the trace
// times exactly the code the per-type variants time.

// kind holds every typed function of one message type M: its digest, and
// its protobuf (P, which also has the Symphony methods), easyjson (EP),
// FlatBuffers (FP) and Cap'n Proto (C) conversions, builders and visitors.
type kind[M Message, P symphony.Message, E any, EP easyjson.Value[E], F any, FP flatbuffers.Table[F], C any] struct {
	hash       func(*digest.Hasher, M)
	newPB      func() P
	toPB       func(M) P
	fromPB     func(P) M
	visitPB    func(*digest.Hasher, P)
	toEJ       func(M) EP
	fromEJ     func(EP) M
	visitEJ    func(*digest.Hasher, EP)
	fbBuild    func(*fbrt.Builder, M) fbrt.UOffsetT
	fbRoot     func([]byte, fbrt.UOffsetT) FP
	fbVisit    func(*digest.Hasher, FP)
	fbTo       func(FP) M
	cpNewRoot  func(*capnprt.Segment) (C, error)
	cpSet      func(C, M) error
	cpReadRoot func(*capnprt.Message) (C, error)
	cpVisit    func(*digest.Hasher, C)
	cpTo       func(C) (M, error)
	// The Symphony Raw view of P on plain bytes (symphony_gen.go), so
	// that kind needs no type parameter for the view type.
	symOpen  func([]byte) ([]byte, error)
	symVisit func(*digest.Hasher, []byte) error
	// gogo offers gogofaster's type of the message, with the visit
	// internal/gogovisit wrote (gogo_visit_gen.go).
	gogo func(protobuf.Conv[M, P]) any
	// more are the offers that need no type parameter of kind's, each
	// typed by itself (msgp_gen.go).
	more []any
	// The baseline's hand-written floor (baseline_gen.go).
	baseline baseline.Conv[M]
	// hamba/avro's schema of M (avro_gen.go).
	avro avro.Conv[M, M]
	// goavro's natives of M (goavro_gen.go).
	goavro goavro.Conv[M]
	// update is M's update op, for the types that declare one
	// (update_gen.go; generate.go names them); nil for the others.
	update *kindUpdate[M, P, FP, C]
}

// kindUpdate is a message type's update op: the dataset's declaration and
// each format's setters of the two fields (update_gen.go).
type kindUpdate[M, P, FP, C any] struct {
	def      *suite.UpdateDef[M]
	pb       func(P, suite.Change)
	fbMutate func(FP, int64) bool
	capnp    func(C, suite.Change) error
	raw      func(*[]byte, suite.Change) error // on the Symphony Raw view's bytes
}

// newChange is the update of message i of a type whose scalar is old and
// string s: the scalar moves by 1 to 1,000 (within every declared field's
// range), and the string gains a suffix, so its length changes and no
// format can write it over the old one.
func newChange(old int64, s string, i int) suite.Change {
	return suite.Change{Int: old + 1 + int64(i%1000), Str: s + "-" + strconv.Itoa(i%1000)}
}

// anyKind is a kind with its type parameters hidden, for the kinds table.
type anyKind interface {
	def(meta suite.Info, variant string, k Kind, load func() (Trace, error)) typeDef
	// The protobuf conversions on interface values, for the payload files,
	// and the Raw view on plain bytes, for the tests.
	hashMessage(h *digest.Hasher, m Message)
	rawOpen(b []byte) error
	rawVisit(h *digest.Hasher, b []byte) error
	newProto() proto.Message
	toProto(Message) proto.Message
	fromProto(proto.Message) Message
}

func (k kind[M, P, E, EP, F, FP, C]) hashMessage(h *digest.Hasher, m Message) { k.hash(h, m.(M)) }
func (k kind[M, P, E, EP, F, FP, C]) rawOpen(b []byte) error {
	_, err := k.symOpen(b)
	return err
}
func (k kind[M, P, E, EP, F, FP, C]) rawVisit(h *digest.Hasher, b []byte) error {
	return k.symVisit(h, b)
}
func (k kind[M, P, E, EP, F, FP, C]) newProto() proto.Message         { return k.newPB() }
func (k kind[M, P, E, EP, F, FP, C]) toProto(m Message) proto.Message { return k.toPB(m.(M)) }
func (k kind[M, P, E, EP, F, FP, C]) fromProto(p proto.Message) Message {
	return k.fromPB(p.(P))
}

// typeDef is a message type's Def: a per-type variant, and a part of the
// mixes.
type typeDef interface {
	suite.Dataset
	suite.Part
}

// equal checks a round trip with the written-out comparison (equal_gen.go:
// nil and empty lists are the same value, as protobuf, JSON and the
// zero-copy formats cannot tell them apart), as go-cmp would make
// validating the 99,222 messages of the trace take most of a minute per
// codec; go-cmp only explains a difference, where serbench's binary links
// it (suite.Differs).
func equal[M Message](want, got M) error {
	if eqAny(want, got) {
		return nil
	}
	return suite.Differs(want, got)
}

func (k kind[M, P, E, EP, F, FP, C]) def(meta suite.Info, variant string, want Kind, load func() (Trace, error)) typeDef {
	conv := protobuf.Conv[M, P]{
		New:       k.newPB,
		FromModel: func(m M) (P, error) { return k.toPB(m), nil },
		ToModel:   func(p P) (M, error) { return k.fromPB(p), nil },
		Visit:     k.visitPB,
	}
	fbConv := flatbuffers.Conv[M, F, FP]{
		Build:   k.fbBuild,
		Root:    k.fbRoot,
		Visit:   k.fbVisit,
		ToModel: func(t FP) (M, error) { return k.fbTo(t), nil },
	}
	cpConv := capnp.Conv[M, C]{
		NewRoot:  k.cpNewRoot,
		Set:      k.cpSet,
		ReadRoot: k.cpReadRoot,
		Visit:    k.cpVisit,
		ToModel:  k.cpTo,
	}
	var upd *suite.UpdateDef[M]
	var rawUpdate func(*[]byte, suite.Change) error
	if u := k.update; u != nil {
		upd, rawUpdate = u.def, u.raw
		conv.Set, fbConv.Mutate, cpConv.Update = u.pb, u.fbMutate, u.capnp
	}
	sym := symphony.Offer(conv, k.symOpen, k.symVisit)
	sym.Update = rawUpdate
	return &suite.Def[M]{
		Update: upd,
		Meta:   meta,
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
		Conversions: append(append([]any{
			easyjson.Conv[M, E, EP]{
				FromModel: func(m M) (EP, error) { return k.toEJ(m), nil },
				ToModel:   func(e EP) (M, error) { return k.fromEJ(e), nil },
				Visit:     k.visitEJ,
			},
			conv,
			fbConv,
			cpConv,
			sym,
			k.gogo(conv),
			k.baseline,
			k.avro,
			k.goavro,
		}, k.more...), compactOffers(want)...),
	}
}
