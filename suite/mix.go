package suite

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/panics"
)

// Mix is a variant of many message types: a trace of RPC messages, each
// handled by its own type's binding. Each part is a Def over one message
// type, the same Def that a per-type variant uses, so a codec is written
// once, and the mix times exactly the code the per-type variants time: its
// loops call, message after message, the step of that message's part. The
// receiver of a mixed stream knows each message's type before decoding it
// (an RPC method names it), and so does the mix: no codec sees a type tag.
type Mix struct {
	Meta Info // the dataset's name, seed, variants and published figures
	// Generate returns a variant's messages in stream order; each must be
	// of the model type of one of the Parts.
	Generate func(variant string) ([]any, error)
	// Parts are the message types, each a *Def[M]; their Meta and Generate
	// are not used.
	Parts []Part
}

// Part is one message type of a Mix: a *Def[M].
type Part interface {
	Model
	bindTyped(c *Codec) (*Bound, bool, error)
	take(all []any, part int32, order []slot) (Loaded, int)
	declaresUpdate() bool
}

// slot is a message of a mix: its part and its index among that part's
// messages.
type slot struct{ part, idx int32 }

// Info implements Dataset.
func (m *Mix) Info() Info { return m.Meta }

// Bind implements Dataset: the codec binds to the mix when it binds to
// every part.
func (m *Mix) Bind(_ string, c *Codec) (*Bound, bool) {
	if c.Bind == nil || len(m.Parts) == 0 {
		return nil, false
	}
	bs := make([]Binding, len(m.Parts))
	parts := make([]*Bound, len(m.Parts))
	var ops []Op
	// The mix updates the messages of the types that declare an update,
	// when the codec can update every one of them.
	declared, updates := false, true
	for i, p := range m.Parts {
		pb, ok, err := p.bindTyped(c)
		if !ok {
			return nil, false
		}
		if err != nil {
			return &Bound{Codec: c, err: err}, true
		}
		b := pb.b.(Binding)
		parts[i] = pb
		base := slices.DeleteFunc(slices.Clone(b.Ops()), func(op Op) bool { return op == Update })
		if i == 0 {
			ops = base
		} else if !slices.Equal(ops, base) {
			return &Bound{Codec: c, err: fmt.Errorf("codec %s binds different ops to the types of one mix", c.Name)}, true
		}
		if p.declaresUpdate() {
			declared = true
			updates = updates && slices.Contains(b.Ops(), Update)
		}
		bs[i] = b
	}
	if declared && updates {
		ops = append(ops, Update)
	}
	return &Bound{Codec: c, Ops: ops, b: bs, untrusted: func() (func(int, []byte) (Decoded, error), error) {
		decs := make([]func(int, []byte) (Decoded, error), len(parts))
		for i, pb := range parts {
			dec, err := pb.untrusted()
			if err != nil {
				return nil, fmt.Errorf("message type %d of the mix: %w", i, err)
			}
			decs[i] = dec
		}
		return func(t int, in []byte) (Decoded, error) {
			if t < 0 || t >= len(decs) {
				return nil, fmt.Errorf("no message type %d in the mix", t)
			}
			return decs[t](0, in)
		}, nil
	}, handoff: func(h Handoff, ops []Op) (*Prepared, error) { return handoffMix(parts, h, ops) }}, true
}

func (d *Def[M]) declaresUpdate() bool { return d.Update != nil }

// bindTyped binds c to the Def and checks the binding's model type.
func (d *Def[M]) bindTyped(c *Codec) (*Bound, bool, error) {
	b, ok := d.Bind("", c)
	if !ok {
		return nil, false, nil
	}
	if b.err != nil {
		return nil, true, b.err
	}
	return b, true, nil
}

// Load implements Dataset.
func (m *Mix) Load(variant string) (Loaded, error) {
	if _, ok := m.Meta.Variant(variant); !ok {
		return nil, fmt.Errorf("dataset %s has no variant %q", m.Meta.Name, variant)
	}
	var all []any
	err := panics.Catch(func() (err error) {
		all, err = m.Generate(variant)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("generate %s/%s: %w", m.Meta.Name, variant, err)
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("generate %s/%s: no messages", m.Meta.Name, variant)
	}
	ml := &mixLoaded{parts: make([]Loaded, len(m.Parts)), order: make([]slot, len(all))}
	for i := range ml.order {
		ml.order[i].part = -1
	}
	for i, p := range m.Parts {
		if l, n := p.take(all, int32(i), ml.order); n > 0 {
			ml.parts[i] = l
		}
	}
	for i, s := range ml.order {
		if s.part < 0 {
			return nil, fmt.Errorf("generate %s/%s: message %d is a %T, which no part of the mix holds", m.Meta.Name, variant, i, all[i])
		}
	}
	return ml, nil
}

// take collects the messages of type M, in order, and marks their slots.
func (d *Def[M]) take(all []any, part int32, order []slot) (Loaded, int) {
	var msgs []M
	for i, x := range all {
		if order[i].part >= 0 {
			continue
		}
		if m, ok := x.(M); ok {
			order[i] = slot{part, int32(len(msgs))}
			msgs = append(msgs, m)
		}
	}
	return &loaded[M]{def: d, msgs: msgs}, len(msgs)
}

type mixLoaded struct {
	parts []Loaded // nil for a part without messages
	order []slot
}

func (l *mixLoaded) Messages() int { return len(l.order) }

// Prepare validates the codec on every part, then strings the parts'
// steps together in stream order.
func (l *mixLoaded) Prepare(b *Bound) (*Prepared, error) { return prepareChecked(l, b) }

func (l *mixLoaded) prepare(b *Bound) (*Prepared, func() error, error) {
	bs, ok := b.b.([]Binding)
	if !ok || len(bs) != len(l.parts) {
		return nil, nil, fmt.Errorf("codec %s is not bound to this mix", b.Codec.Name)
	}
	preps := make([]*Prepared, len(l.parts))
	var checks []func() error // the parts' round trips, when b was checked elsewhere
	for i, pl := range l.parts {
		if pl == nil {
			continue
		}
		pp, ok := pl.(preparer)
		if !ok {
			return nil, nil, fmt.Errorf("message type %d of the mix: %T cannot be prepared as a part", i, pl)
		}
		p, check, err := pp.prepare(&Bound{Codec: b.Codec, Ops: b.Ops, b: bs[i], checked: b.checked, expect: b.expect, lazyUpdates: b.lazyUpdates, trips: b.trips})
		if err != nil {
			return nil, nil, fmt.Errorf("message type %d of the mix: %w", i, err)
		}
		if check != nil {
			checks = append(checks, func() error {
				if err := check(); err != nil {
					return fmt.Errorf("message type %d of the mix: %w", i, err)
				}
				return nil
			})
		}
		preps[i] = p
	}
	remembered := 0
	for _, p := range preps {
		if p != nil {
			remembered += p.Remembered
		}
	}
	counts := make([]int, len(l.parts))
	for i, pl := range l.parts {
		if pl != nil {
			counts[i] = pl.Messages()
		}
	}
	var out *Prepared
	switch lazy := lazyParts(preps); {
	case lazy < 0:
		return nil, nil, errLazyMix
	case lazy > 0:
		out = assembleLazyMix(l.order, preps, counts)
	default:
		out = assembleMix(l.order, preps, counts, b.Ops)
	}
	out.Remembered = remembered
	var check func() error
	if checks != nil {
		check = func() error {
			for _, c := range checks {
				if err := c(); err != nil {
					return err
				}
			}
			return nil
		}
	}
	return out, check, nil
}

// assembleMix strings the parts' preparations (preps, of counts messages
// each) together in stream order (order), with the loops of ops.
func assembleMix(order []slot, preps []*Prepared, counts []int, ops []Op) *Prepared {
	// The parts packed their messages each in a buffer of its own; pack
	// them again in stream order, so that the mix's loops read one buffer
	// front to back as a user's loop over the trace would.
	packEncoded(len(order), func(i int) *[]byte {
		s := order[i]
		return &preps[s.part].encs[s.idx]
	})
	n := len(order)
	out := &Prepared{Sizes: make([]int, n), loops: map[Op]func(int) Loop{}, steps: map[Op]Step{},
		encoded: func(i int) []byte {
			s := order[i]
			return preps[s.part].Encoded(int(s.idx))
		}, digests: make([]uint64, n)}
	out.typeOf = func(i int) int { return int(order[i].part) }
	var size, units float64
	for i, s := range order {
		p := preps[s.part]
		out.Sizes[i] = p.Sizes[s.idx]
		size += float64(p.Sizes[s.idx])
		out.digests[i] = p.digests[s.idx]
	}
	// ModelDigest, over the parts' digests in stream order
	out.ModelDigest = modelDigest(out.digests)
	out.EncodedDigest = encodedDigest(n, out.Encoded)
	for i, p := range preps {
		if p != nil {
			units += p.UnitsPerOp * float64(counts[i])
		}
	}
	out.EncodedBytes, out.UnitsPerOp = size/float64(n), units/float64(n)
	for _, op := range ops {
		steps := make([]Step, len(preps))
		for i, p := range preps {
			if p != nil {
				steps[i] = p.Step(op)
			}
		}
		if op == Update {
			loop, mode, fields, check, count := updateMix(order, steps, preps)
			out.loops[op] = func(int) Loop { return loop }
			out.UpdateMode, out.UpdateFields = mode, fields
			out.updateCheck, out.updateCount = check, count
			continue
		}
		out.loops[op] = func(start int) Loop { return mixLoop(order, steps, start) }
		out.steps[op] = func(i int) error {
			s := order[i]
			return steps[s.part](int(s.idx))
		}
	}
	return out
}

// handoffMix prepares the loops of ops over a mix's messages handed off
// (Handoff), each through its part's binding (parts).
func handoffMix(parts []*Bound, h Handoff, ops []Op) (*Prepared, error) {
	if len(h.Types) != len(h.Msgs) {
		return nil, fmt.Errorf("handoff: %d message types for %d messages of a mix", len(h.Types), len(h.Msgs))
	}
	counts := make([]int, len(parts))
	for i, t := range h.Types {
		if t < 0 || int(t) >= len(parts) {
			return nil, fmt.Errorf("handoff: message %d: no message type %d in the mix", i, t)
		}
		counts[t]++
	}
	// Each part's slices at their exact length, as a loaded mix's are:
	// the loops keep them, and every collection marks them.
	order := make([]slot, len(h.Msgs))
	encs, sums := make([][][]byte, len(parts)), make([][]uint64, len(parts))
	for i, n := range counts {
		encs[i], sums[i] = make([][]byte, 0, n), make([]uint64, 0, n)
	}
	for i, t := range h.Types {
		order[i] = slot{t, int32(len(encs[t]))}
		encs[t], sums[t] = append(encs[t], h.Msgs[i]), append(sums[t], h.Sums[i])
	}
	preps := make([]*Prepared, len(parts))
	for i, pb := range parts {
		if counts[i] == 0 {
			continue
		}
		p, err := pb.handoff(Handoff{Msgs: encs[i], Sums: sums[i]}, ops)
		if err != nil {
			return nil, fmt.Errorf("message type %d of the mix: %w", i, err)
		}
		preps[i] = p
	}
	return assembleMix(order, preps, counts, ops), nil
}

// mixLoop runs n messages of the stream, round robin, each through its
// part's step: one indirect call per message over the per-type loops.
func mixLoop(order []slot, steps []Step, start int) Loop {
	c := &cursor{next: start, n: len(order)}
	return func(n int) error {
		j := c.next
		for range n {
			s := order[j]
			if err := steps[s.part](int(s.idx)); err != nil {
				c.next = j
				return fmt.Errorf("message %d: %w", j, err)
			}
			j = c.advance(j)
		}
		c.next = j
		return nil
	}
}

// updateMix is the update loop of a mix: the stream's messages of the types
// that declare an update, in stream order, each through its part's step
// (the other messages have no field to change). It has no single-message
// step: the latency pass covers the ops every message has. The mode is the
// parts' own when they agree, else each type's is listed. Where the parts
// check their updates lazily (Bound.UpdatesLazily), check checks the
// update of the loop's message j of count through its part's.
func updateMix(order []slot, steps []Step, preps []*Prepared) (loop Loop, mode, fields string, check func(j int) error, count int) {
	var sub []slot
	for _, s := range order {
		if steps[s.part] != nil {
			sub = append(sub, s)
		}
	}
	var modes, names []string
	lazy := false
	for _, p := range preps {
		if p == nil || p.UpdateMode == "" {
			continue
		}
		if !slices.Contains(modes, p.UpdateMode) {
			modes = append(modes, p.UpdateMode)
		}
		names = append(names, p.UpdateFields)
		lazy = lazy || p.updateCheck != nil
	}
	if len(sub) == 0 {
		return func(int) error { return errors.New("no message of the mix has a type that declares an update") }, "", "", nil, 0
	}
	if lazy {
		check = func(j int) error {
			s := sub[j]
			p := preps[s.part]
			if p.updateCheck == nil {
				return nil // checked in full before its loop was built
			}
			if err := p.updateCheck(int(s.idx)); err != nil {
				return fmt.Errorf("message type %d of the mix: %w", s.part, err)
			}
			return nil
		}
	}
	return mixLoop(sub, steps, 0), strings.Join(modes, "; "), strings.Join(names, "; "), check, len(sub)
}
