// Package msgp is the github.com/tinylib/msgp codec: MessagePack through
// the MarshalMsg and UnmarshalMsg methods msgp generates. The methods live
// on mirror types (XMP beside each model type X, written by
// tools/mirrorgen -msgp, or for boutique by protoc-gen-serbench), never
// on the model, so that the reflection codecs keep measuring their own
// paths. A dataset offers the mirror
// through Conv.
package msgp

import (
	"fmt"

	"github.com/tinylib/msgp/msgp"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Names of the two codecs.
const (
	Name      = "msgp"
	NameReuse = "msgp+reuse"
)

// versionNote is shared by both codecs' notes.
const versionNote = " Adding msgp moved the tinylib/msgp version go.mod selects from v1.1.9 (required by " +
	"capnproto.org/go/capnp/v3, which uses msgp only in its tests) to v1.6.5."

// emptyLists is why msgp cannot carry a public document whose empty lists
// must stay empty.
const emptyLists = "msgp's generated decoder reslices the slice it reads into to the length read, so an empty " +
	"array read into a new value stays a nil slice: the document's empty lists ([]) come back nil."

// Codec is MarshalMsg(nil) and UnmarshalMsg into a new value per op.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "msgp",
	Module: "github.com/tinylib/msgp",
	URL:    "https://github.com/tinylib/msgp",
	Family: "MessagePack",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes: "msgp-generated methods (go tool msgp, maps keyed by field name) on generated mirror types (written by " +
		"tools/mirrorgen -msgp, and for boutique and a user's schema by protoc-gen-serbench; *big.Int as 32 big-endian bytes): encode is " +
		"MarshalMsg(nil), a new buffer sized by Msgsize per op; decode is UnmarshalMsg into a new value per op " +
		"(strings and byte slices copied out of the message)." + versionNote,
	Unfit: map[string]string{
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"citm/doc": "msgp writes maps with string keys only: it generates no code for the catalogue's " +
			"int64-keyed maps (areaNames, events, ...), without a warning, so they are left out of the message.",
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[binder](m)
		if !ok {
			return nil, false
		}
		return c.bind(false), true
	},
}

// CodecReuse keeps one output buffer and one decoded value per binding.
var CodecReuse = suite.Codec{
	Name:   NameReuse,
	Title:  "msgp (reuse)",
	Module: "github.com/tinylib/msgp",
	URL:    "https://github.com/tinylib/msgp",
	Family: "MessagePack",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelReuse},
	Notes: "msgp as codec msgp, reusing what msgp's API lets a caller keep: encode is MarshalMsg(buf[:0]) into " +
		"one buffer the binding keeps (grown by msgp when too small, then kept); decode is UnmarshalMsg into one " +
		"value the binding keeps, which reuses that value's slices (their capacity), byte slices and nested " +
		"pointers where the message's are no longer; strings are still allocated per op." + versionNote,
	Unfit: Codec.Unfit,
	Bind: func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[binder](m)
		if !ok {
			return nil, false
		}
		return c.bind(true), true
	},
}

// Value is a pointer to a msgp-generated type T.
type Value[T any] interface {
	*T
	msgp.Marshaler
	msgp.Unmarshaler
	msgp.Sizer
}

// Conv is what a dataset offers for model M with its msgp mirror T.
type Conv[M, T any, P Value[T]] struct {
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	// Visit is the dataset's digest over P's fields.
	Visit func(*digest.Hasher, P)
}

type binder interface {
	bind(reuse bool) suite.Binding
}

func (c Conv[M, T, P]) bind(reuse bool) suite.Binding { return suite.Bind(c.funcs(reuse)) }

func (c Conv[M, T, P]) funcs(reuse bool) suite.Funcs[M, P] {
	f := suite.Funcs[M, P]{FromModel: c.FromModel, ToModel: c.ToModel, Visit: c.Visit}
	if !reuse {
		f.Encode = func(p P) ([]byte, error) { return Marshal(p) }
		f.Decode = func(b []byte) (P, error) {
			p := P(new(T))
			return p, Unmarshal(b, p)
		}
		return f
	}
	// One buffer and one value for this binding only; the suite never
	// runs a binding's ops concurrently.
	var buf []byte
	kept := P(new(T))
	f.Encode = func(p P) ([]byte, error) {
		b, err := p.MarshalMsg(buf[:0])
		if err != nil {
			return nil, fmt.Errorf("msgp: %w", err)
		}
		buf = b
		return b, nil
	}
	f.Decode = func(b []byte) (P, error) { return kept, Unmarshal(b, kept) }
	return f
}

// Marshal is the codec's encode of any msgp-generated value: MarshalMsg
// into a new buffer. Package bench calls it too, on a user's own types.
func Marshal(v msgp.Marshaler) ([]byte, error) {
	b, err := v.MarshalMsg(nil)
	if err != nil {
		return nil, fmt.Errorf("msgp: %w", err)
	}
	return b, nil
}

// Unmarshal is the codec's decode: UnmarshalMsg into v; bytes left over
// mean b was not one message.
func Unmarshal(b []byte, v msgp.Unmarshaler) error {
	rest, err := v.UnmarshalMsg(b)
	if err != nil {
		return fmt.Errorf("msgp: %w", err)
	}
	if len(rest) != 0 {
		return fmt.Errorf("msgp: %d bytes after the message", len(rest))
	}
	return nil
}
