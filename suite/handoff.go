package suite

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/serbench/serbench/internal/panics"
)

// Handoff is a variant's messages as one binding encoded them, with what
// decoding and reading them needs: the parent process that validated them
// hands them to a timing worker of a decode or read cell, which then
// neither generates the variant nor converts and encodes it again (on
// boutique/trace, about a second of CPU a worker).
type Handoff struct {
	Msgs [][]byte // each message's bytes, in trace order
	Sums []uint64 // each message's model digest, which read checks
	// Types are each message's type in a Mix (Prepared.TypeOf); nil for a
	// dataset of one type.
	Types []int32
}

// HandoffOps are the ops whose loops a Handoff can prepare: they read
// bytes, where encode and update need the model's values (ModelHandoff).
var HandoffOps = []Op{Decode, Read}

// ModelHandoff is a dataset that can write a variant's messages, as this
// process holds them, to a file that the dataset of a timing worker of an
// encode or update cell reads instead of making them again: a user's
// samples took 7-9 s of CPU a worker to parse (protojson, boutique's
// 99,222 messages). The worker's model digest must still be its parent's.
type ModelHandoff interface {
	Dataset
	// WriteModels writes variant's messages, in its order, to w.
	WriteModels(variant string, w io.Writer) error
}

// Handoff returns p's messages for PrepareHandoff in another process: the
// bytes validation checked, shared and not copied.
func (p *Prepared) Handoff() Handoff {
	n := len(p.Sizes)
	h := Handoff{Msgs: make([][]byte, n), Sums: p.digests}
	for i := range n {
		h.Msgs[i] = p.Encoded(i)
	}
	if p.typeOf != nil {
		h.Types = make([]int32, n)
		for i := range n {
			h.Types[i] = int32(p.typeOf(i))
		}
	}
	return h
}

// PrepareHandoff prepares the decode and read loops of b's ops over h,
// messages that a preparation of the same binding on the same variant
// validated and encoded (Handoff): it checks that their digest is the sum
// b was Checked on, so that they are the very bytes checked. The loops
// read h.Msgs as they lie, so the caller packs them in one buffer.
func (b *Bound) PrepareHandoff(h Handoff, ops ...Op) (*Prepared, error) {
	if b == nil || b.handoff == nil {
		return nil, errors.New("handoff: no binding: cells must come from a plan")
	}
	if b.err != nil {
		return nil, b.err
	}
	if b.checked == 0 {
		return nil, errors.New("handoff: the binding was not Checked on the messages' encoded digest")
	}
	if len(ops) == 0 {
		ops = b.Ops
	}
	for _, op := range ops {
		if !slices.Contains(HandoffOps, op) || !slices.Contains(b.Ops, op) {
			return nil, fmt.Errorf("handoff: cannot prepare %s", op)
		}
	}
	if len(h.Msgs) == 0 || len(h.Sums) != len(h.Msgs) {
		return nil, fmt.Errorf("handoff: %d messages, %d digests", len(h.Msgs), len(h.Sums))
	}
	var p *Prepared
	err := panics.Catch(func() (err error) {
		p, err = b.handoff(h, ops)
		return err
	})
	if err != nil {
		return nil, err
	}
	if p.EncodedDigest != b.checked {
		return nil, fmt.Errorf("handoff: the messages' encoded digest is %016x, not the %016x checked", p.EncodedDigest, b.checked)
	}
	return p, nil
}

// preparedOf is the Prepared of messages encs, whose model digests are
// sums, before its loops.
func preparedOf(encs [][]byte, sums []uint64) *Prepared {
	p := &Prepared{Sizes: make([]int, len(encs)), loops: map[Op]func(int) Loop{}, steps: map[Op]Step{},
		encoded: func(i int) []byte { return encs[i] }, encs: encs, digests: sums, ModelDigest: modelDigest(sums),
		EncodedDigest: encodedDigest(len(encs), func(i int) []byte { return encs[i] })}
	var size float64
	for i, e := range encs {
		p.Sizes[i] = len(e)
		size += float64(len(e))
	}
	p.EncodedBytes = size / float64(len(encs))
	return p
}
