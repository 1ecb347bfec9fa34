package boutique

import (
	"fmt"
	"strconv"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Model design and fairness.
//
// Every message type is its own Go type, and each is a suite.Def over that
// type: a per-type variant (Product, Money, ...) of its own, and a part of
// the trace and sample variants (suite.Mix). The Def offers the type's
// conversions, which each codec's file adds under the message type's name
// (offers), and gob and json encode exactly *Product, nothing around it (as
// structs/kinds.go does).
//
// The mixes run each message through its own type's binding, so a trace
// message's bytes are exactly the codec's own encoding of that message, as
// on the wire of an RPC whose method names the message type, and the trace
// times exactly the code the per-type variants time.

// offers are every codec's conversions of each message type, keyed by the
// message type's name: each codec's file (protobuf_gen.go, flatbuffers_gen.go,
// ...) adds its own and carries that codec's build constraint, so that a
// lean worker compiles and links only its own codec's.
var offers suite.Offers

// kind holds what is the model's own of one message type M: its digest,
// and its update declaration (update_gen.go; generate.go names the types
// that have one), nil for the others. Each format's setters of the update
// are in its codec's file.
type kind[M Message] struct {
	hash   func(*digest.Hasher, M)
	update *suite.UpdateDef[M]
}

// newChange is the update of message i of a type whose scalar is old and
// string s: the scalar moves by 1 to 1,000 (within every declared field's
// range), and the string gains a suffix, so its length changes and no
// format can write it over the old one.
func newChange(old int64, s string, i int) suite.Change {
	return suite.Change{Int: old + 1 + int64(i%1000), Str: s + "-" + strconv.Itoa(i%1000)}
}

// anyKind is a kind with its type parameter hidden, for the kinds table.
type anyKind interface {
	def(meta suite.Info, variant string, k Kind, load traceLoader) typeDef
	// hashMessage is the digest on interface values, for the tests.
	hashMessage(h *digest.Hasher, m Message)
}

func (k kind[M]) hashMessage(h *digest.Hasher, m Message) { k.hash(h, m.(M)) }

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

func (k kind[M]) def(meta suite.Info, variant string, want Kind, load traceLoader) typeDef {
	return &suite.Def[M]{
		Update: k.update,
		Meta:   meta,
		Generate: func(v string) ([]M, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			tr, err := load.kind(want)
			if err != nil {
				return nil, err
			}
			out := make([]M, 0, len(tr))
			for _, m := range tr {
				if m.kind() == want {
					out = append(out, m.(M))
				}
			}
			return out, nil
		},
		Digest:      k.hash,
		Equal:       equal[M],
		Conversions: offers.For(want.String()),
	}
}
