// Package symphonycodec binds serbench's Symphony format (SPEC section 6) to
// a dataset: the struct form and the hybrid form on the protoc-gen-go types
// that protoc-gen-symphony adds methods to, and the zero-copy Raw views.
// The conversions are the protobuf binding's (protocodec.Conv), so every
// Symphony codec starts from the same messages as protobuf.
package symphonycodec

import (
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/protocodec"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Message is a protoc-gen-go message with the methods protoc-gen-symphony
// generates for it.
type Message interface {
	proto.Message
	SizeSymphony() int
	MarshalSymphony() ([]byte, error)
	AppendSymphony(b []byte) ([]byte, error)
	UnmarshalSymphony(b []byte) error
	MarshalSymphonyHybrid() ([]byte, error)
	AppendSymphonyHybrid(b []byte) ([]byte, error)
	UnmarshalSymphonyHybrid(b []byte) error
}

// Symphony binds MarshalSymphony and UnmarshalSymphony.
func Symphony[M any, P Message](c protocodec.Conv[M, P]) suite.Binding[M] {
	return suite.Bind(codecs.Symphony, suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode:    Marshal[P],
		Decode: func(b []byte) (P, error) {
			p := c.New()
			if err := p.UnmarshalSymphony(b); err != nil {
				return p, fmt.Errorf("UnmarshalSymphony: %w", err)
			}
			return p, nil
		},
	})
}

// Hybrid binds MarshalSymphonyHybrid and UnmarshalSymphonyHybrid.
func Hybrid[M any, P Message](c protocodec.Conv[M, P]) suite.Binding[M] {
	return suite.Bind(codecs.SymphonyHybrid, suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode:    MarshalHybrid[P],
		Decode: func(b []byte) (P, error) {
			p := c.New()
			if err := p.UnmarshalSymphonyHybrid(b); err != nil {
				return p, fmt.Errorf("UnmarshalSymphonyHybrid: %w", err)
			}
			return p, nil
		},
	})
}

// Raw binds the zero-copy views R (a generated …Raw type) for decode and
// read only: encoding is Symphony's. open is the generated Open…Raw; visit
// adds R's fields to the dataset's digest through R's getters and returns
// the first getter error, which fails the read.
//
// The binding's value is the view itself. FromModel encodes the message
// with MarshalSymphony (untimed), so validation checks that exactly
// MarshalSymphony's bytes open and read back; ToModel decodes the view with
// UnmarshalSymphony into a new message and converts that, so the round trip
// is checked against the model as for every other codec.
func Raw[M any, P Message, R ~[]byte](c protocodec.Conv[M, P], open func([]byte) (R, error),
	visit func(*digest.Hasher, R) error) suite.Binding[M] {
	return suite.Bind(codecs.SymphonyRaw, suite.Funcs[M, R]{
		Ops: []suite.Op{suite.Decode, suite.Read},
		FromModel: func(m M) (R, error) {
			p, err := c.FromModel(m)
			if err != nil {
				return nil, err
			}
			b, err := Marshal(p)
			return R(b), err
		},
		ToModel: func(r R) (M, error) {
			p := c.New()
			if err := p.UnmarshalSymphony(r); err != nil {
				var zero M
				return zero, fmt.Errorf("UnmarshalSymphony: %w", err)
			}
			return c.ToModel(p)
		},
		Encode: func(r R) ([]byte, error) { return r, nil },
		Decode: func(b []byte) (R, error) {
			r, err := open(b)
			if err != nil {
				return nil, fmt.Errorf("open: %w", err)
			}
			return r, nil
		},
		VisitErr: visit,
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
func Check[M any, P Message, R ~[]byte](c protocodec.Conv[M, P], open func([]byte) (R, error),
	visit func(*digest.Hasher, R) error, m M, feed func(*digest.Hasher, M)) error {
	p, err := c.FromModel(m)
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
	got := c.New()
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
	got = c.New()
	if err := got.UnmarshalSymphonyHybrid(hb); err != nil {
		return fmt.Errorf("UnmarshalSymphonyHybrid: %w", err)
	}
	if !proto.Equal(p, got) {
		return fmt.Errorf("UnmarshalSymphonyHybrid gave a different message")
	}
	r, err := open(b)
	if err != nil {
		return fmt.Errorf("open: %w", err)
	}
	h := digest.New()
	if err := visit(&h, r); err != nil {
		return fmt.Errorf("raw read: %w", err)
	}
	if sum, want := h.Sum(), digest.Of(feed, m); sum != want {
		return fmt.Errorf("raw digest %016x, model digest %016x", sum, want)
	}
	return nil
}
