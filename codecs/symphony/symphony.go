// Package symphony binds serbench's Symphony format (SPEC section 6) as four
// codecs: the struct form, its no-copy decode (labelled unsafe) and the
// hybrid form on the protoc-gen-go types that protoc-gen-symphony adds
// methods to, and the zero-copy Raw views. A dataset offers them with
// Offer, over its protobuf conversion, so every Symphony codec starts from
// the same messages as protobuf.
package symphony

import (
	"bytes"
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The codecs' names.
const (
	Name       = "symphony"
	UnsafeName = "symphony+unsafe"
	HybridName = "symphony-hybrid"
	RawName    = "symphony-raw"
)

// Where the Symphony codecs come from: serbench's own runtime package.
const (
	module = "github.com/serbench/serbench/symphony"
	url    = "https://github.com/serbench/serbench/tree/main/symphony"
)

// Codecs are the four forms, in report order.
var Codecs = []suite.Codec{
	{
		Name:   Name,
		Title:  "Symphony",
		Module: module,
		URL:    url,
		Family: "Symphony",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes: "protoc-gen-symphony methods on the protoc-gen-go types (the same messages as protobuf). encode is " +
			"MarshalSymphony: the size is computed once for the whole tree, one buffer of exactly that size is " +
			"allocated and every field and nested message is written in place at its position. decode is " +
			"UnmarshalSymphony into a new protoc-gen-go message: the strings and bytes of a decoded message share " +
			"one copy of the input (one allocation per message rather than one per field), and the elements of a " +
			"repeated message, their nested messages and their repeated strings are one allocation per field for " +
			"the whole list; read also visits every field through the protobuf getters.",
		Unfit: unfit,
		Bind:  bindForm(structForm),
	},
	{
		Name:   UnsafeName,
		Title:  "Symphony, no-copy decode",
		Module: module,
		URL:    url,
		Family: "Symphony",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelUnsafe},
		Notes: "symphony with the decode a caller opts into: encode is MarshalSymphony, as symphony's; decode is " +
			"UnmarshalSymphonyNoCopy into a new protoc-gen-go message, which decodes as UnmarshalSymphony but copies " +
			"nothing: its strings (unsafe.String) and bytes are the input's own bytes, so the input must stay " +
			"unchanged while the message is in use (the harness never changes it). Messages, list elements and " +
			"repeated strings are allocated as symphony's; read also visits every field through the protobuf getters.",
		Unfit: unfit,
		Bind:  bindForm(unsafeForm),
	},
	{
		Name:   HybridName,
		Title:  "Symphony hybrid",
		Module: module,
		URL:    url,
		Family: "Symphony",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary},
		Notes: "MarshalSymphonyHybrid and UnmarshalSymphonyHybrid on the protoc-gen-go types: the Symphony header " +
			"and public segment, then the private fields as deterministic protobuf (proto.MarshalOptions), " +
			"written through a temporary message holding only the private fields; decode reads the public " +
			"segment as symphony does and merges the private part with proto.Unmarshal.",
		Unfit: unfit,
		Bind:  bindForm(hybridForm),
	},
	{
		Name:   RawName,
		Title:  "Symphony Raw views",
		Module: module,
		URL:    url,
		Family: "Symphony",
		Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
		Notes: "decode and read only, on MarshalSymphony's bytes. decode is Open…Raw: the header and table bounds " +
			"are checked, nothing is copied (as opening a FlatBuffers root); read also visits every field " +
			"through the generated …Raw getters, which check what they read and return strings and bytes as " +
			"sub-slices of the input ([]byte, no copies) and nested messages as Raw views. Encoding is symphony's.",
		Unfit: unfit,
		Bind:  bindForm(rawForm),
	},
}

// unfit are the datasets whose schema Symphony cannot carry.
var unfit = map[string]string{
	"twitter": "protoc-gen-symphony carries no proto3 optional field (\"oneof fields are not supported by " +
		"Symphony\"), which the model's nullable scalars (in_reply_to_status_id, utc_offset, possibly_sensitive, " +
		"...) are in twitter.proto.",
	"citm": "protoc-gen-symphony carries no proto3 optional field (\"oneof fields are not supported by " +
		"Symphony\"), which the model's nullable strings (description, logo, subtitle, seatMapImage, ...) are " +
		"in citm.proto.",
}

// Message is a protoc-gen-go message with the methods protoc-gen-symphony
// generates for it.
type Message interface {
	proto.Message
	SizeSymphony() int
	MarshalSymphony() ([]byte, error)
	AppendSymphony(b []byte) ([]byte, error)
	UnmarshalSymphony(b []byte) error
	UnmarshalSymphonyNoCopy(b []byte) error
	MarshalSymphonyHybrid() ([]byte, error)
	AppendSymphonyHybrid(b []byte) ([]byte, error)
	UnmarshalSymphonyHybrid(b []byte) error
}

// Conv is what a dataset offers for model M: its protobuf conversion, whose
// type P has the Symphony methods, and P's Raw view R (the generated
// Open…Raw, and a visit through R's getters in the order of the model's
// Digest that returns the first getter error).
type Conv[M any, P Message, R ~[]byte] struct {
	Proto protobuf.Conv[M, P]
	Open  func([]byte) (R, error)
	Visit func(*digest.Hasher, R) error
	// Update makes an update's change on a view through its generated
	// setters (in place, or encoding the message again where a string's
	// length changes); nil where the dataset declares no update.
	Update func(*R, suite.Change) error
}

// Offer makes a Conv.
func Offer[M any, P Message, R ~[]byte](c protobuf.Conv[M, P], open func([]byte) (R, error),
	visit func(*digest.Hasher, R) error) Conv[M, P, R] {
	return Conv[M, P, R]{Proto: c, Open: open, Visit: visit}
}

type form int

const (
	structForm form = iota
	unsafeForm
	hybridForm
	rawForm
)

type binder interface{ bind(form) suite.Binding }

func bindForm(f form) func(suite.Model) (suite.Binding, bool) {
	return func(m suite.Model) (suite.Binding, bool) {
		c, ok := suite.Offered[binder](m)
		if !ok {
			return nil, false
		}
		return c.bind(f), true
	}
}

func (c Conv[M, P, R]) bind(f form) suite.Binding {
	switch f {
	case hybridForm:
		return c.onMessage(MarshalHybrid[P], "UnmarshalSymphonyHybrid", P.UnmarshalSymphonyHybrid)
	case rawForm:
		return c.raw()
	case unsafeForm:
		return c.onMessage(Marshal[P], "UnmarshalSymphonyNoCopy", P.UnmarshalSymphonyNoCopy)
	}
	return c.onMessage(Marshal[P], "UnmarshalSymphony", P.UnmarshalSymphony)
}

// onMessage binds a form that encodes and decodes protoc-gen-go messages:
// encode with encode, decode into a new message with the method named
// name, unmarshal.
func (c Conv[M, P, R]) onMessage(encode func(P) ([]byte, error), name string, unmarshal func(P, []byte) error) suite.Binding {
	pc := c.Proto
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: pc.FromModel,
		ToModel:   pc.ToModel,
		Visit:     pc.Visit,
		Encode:    encode,
		Decode: func(b []byte) (P, error) {
			p := pc.New()
			if err := unmarshal(p, b); err != nil {
				return p, fmt.Errorf("%s: %w", name, err)
			}
			return p, nil
		},
		Set: pc.SetFunc(),
	})
}

// raw binds the zero-copy views R for decode and read only: encoding is
// Symphony's. The binding's value is the view itself. FromModel encodes the
// message with MarshalSymphony (untimed), so validation checks that exactly
// MarshalSymphony's bytes open and read back; ToModel decodes the view with
// UnmarshalSymphony into a new message and converts that, so the round trip
// is checked against the model as for every other codec.
func (c Conv[M, P, R]) raw() suite.Binding {
	pc := c.Proto
	ops := []suite.Op{suite.Decode, suite.Read}
	var updater func(*suite.UpdateDef[M]) suite.UpdateFunc
	if c.Update != nil {
		ops = append(ops, suite.Update)
		// The view's setters write into the message, so they work on a
		// copy: the received bytes stay as they came.
		updater = func(*suite.UpdateDef[M]) suite.UpdateFunc {
			return func(b []byte, ch suite.Change) ([]byte, error) {
				r := R(bytes.Clone(b))
				if err := c.Update(&r, ch); err != nil {
					return nil, err
				}
				return r, nil
			}
		}
	}
	return suite.Bind(suite.Funcs[M, R]{
		Ops:        ops,
		Updater:    updater,
		UpdateMode: suite.UpdateScalarInPlace,
		FromModel: func(m M) (R, error) {
			p, err := pc.FromModel(m)
			if err != nil {
				return nil, err
			}
			b, err := Marshal(p)
			return R(b), err
		},
		ToModel: func(r R) (M, error) {
			p := pc.New()
			if err := p.UnmarshalSymphony(r); err != nil {
				var zero M
				return zero, fmt.Errorf("UnmarshalSymphony: %w", err)
			}
			return pc.ToModel(p)
		},
		Encode: func(r R) ([]byte, error) { return r, nil },
		Decode: func(b []byte) (R, error) {
			r, err := c.Open(b)
			if err != nil {
				return nil, fmt.Errorf("open: %w", err)
			}
			return r, nil
		},
		VisitErr: c.Visit,
	})
}

// Marshal is MarshalSymphony with its error wrapped.
func Marshal[P Message](p P) ([]byte, error) {
	b, err := p.MarshalSymphony()
	if err != nil {
		return nil, fmt.Errorf("MarshalSymphony: %w", err)
	}
	return b, nil
}

// MarshalHybrid is MarshalSymphonyHybrid with its error wrapped.
func MarshalHybrid[P Message](p P) ([]byte, error) {
	b, err := p.MarshalSymphonyHybrid()
	if err != nil {
		return nil, fmt.Errorf("MarshalSymphonyHybrid: %w", err)
	}
	return b, nil
}

// Check verifies one model message on every Symphony form, for the
// datasets' tests: MarshalSymphony's bytes are SizeSymphony long and decode
// to a message proto.Equal to the one encoded, as do the hybrid bytes, and
// the Raw view opens and reads to the model's digest.
func (c Conv[M, P, R]) Check(m M, feed func(*digest.Hasher, M)) error {
	pc := c.Proto
	p, err := pc.FromModel(m)
	if err != nil {
		return fmt.Errorf("from model: %w", err)
	}
	b, err := Marshal(p)
	if err != nil {
		return err
	}
	if n := p.SizeSymphony(); len(b) != n {
		return fmt.Errorf("MarshalSymphony wrote %d bytes, SizeSymphony says %d", len(b), n)
	}
	got := pc.New()
	if err := got.UnmarshalSymphony(b); err != nil {
		return fmt.Errorf("UnmarshalSymphony: %w", err)
	}
	if !proto.Equal(p, got) {
		return fmt.Errorf("UnmarshalSymphony gave a different message")
	}
	hb, err := MarshalHybrid(p)
	if err != nil {
		return err
	}
	got = pc.New()
	if err := got.UnmarshalSymphonyHybrid(hb); err != nil {
		return fmt.Errorf("UnmarshalSymphonyHybrid: %w", err)
	}
	if !proto.Equal(p, got) {
		return fmt.Errorf("UnmarshalSymphonyHybrid gave a different message")
	}
	r, err := c.Open(b)
	if err != nil {
		return fmt.Errorf("open: %w", err)
	}
	h := digest.New()
	if err := c.Visit(&h, r); err != nil {
		return fmt.Errorf("raw read: %w", err)
	}
	if sum, want := h.Sum(), digest.Of(feed, m); sum != want {
		return fmt.Errorf("raw digest %016x, model digest %016x", sum, want)
	}
	return nil
}
