package suite

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/serbench/serbench/digest"
)

// Change is one update of a message: the new value of the scalar field and
// of the string field its dataset declares (UpdateDef).
type Change struct {
	Int int64  // the scalar's new value (an integer field: a quantity, a price's units, a tick)
	Str string // the string's new value, of another length than the old one
}

// UpdateDef declares a message type's update op: which scalar and which
// string change, and to what. It is data of the dataset: codecs set the
// fields through their own setters (Funcs.Set, Funcs.Updater), or through
// Set when their value is the model itself.
type UpdateDef[M any] struct {
	// Fields names the two fields, for the reports: "quantity, product_id".
	Fields string
	// Change returns message i's change: values that differ from m's (no
	// write may be a no-op), the string of another length than m's.
	Change func(m M, i int) Change
	// SetInt and SetStr make c's two values on m in place: the round
	// trip's set for codecs whose value is the model, and a rebuild's.
	SetInt func(m M, v int64)  // sets the scalar field
	SetStr func(m M, s string) // sets the string field
	// Apply returns a new model value: m with c made, sharing nothing m
	// would see changed. Validation compares the updated bytes, decoded,
	// with it.
	Apply func(m M, c Change) M
}

// How a binding updates, recorded in each update cell (update_mode).
const (
	// UpdateRoundTrip decodes the message to the codec's own value, sets
	// the fields and encodes it again.
	UpdateRoundTrip = "round trip"
	// UpdateInPlace writes both fields into a copy of the received bytes
	// without encoding the rest again (a longer string may take new space
	// in the message, as Cap'n Proto allocates it).
	UpdateInPlace = "in place"
	// UpdateScalarInPlace writes the scalar in place and rebuilds or
	// re-encodes the message for the string, which the format cannot
	// resize in place.
	UpdateScalarInPlace = "scalar in place, string re-encoded"
)

// UpdateFunc returns the bytes to send: b, the received message, with c
// made. It must not write to b (the other ops read the same bytes).
type UpdateFunc func(b []byte, c Change) ([]byte, error)

// canSet reports whether the binding can make an update's change.
func (b *binding[M, V]) canUpdate() bool {
	if b.f.Updater != nil || b.f.Set != nil {
		return true
	}
	_, isModel := any((*M)(nil)).(*V)
	return isModel
}

// updateMode is UpdateMode or the round trip.
func (b *binding[M, V]) updateMode() string {
	if b.f.Updater != nil && b.f.UpdateMode != "" {
		return b.f.UpdateMode
	}
	return UpdateRoundTrip
}

// updater returns the binding's update of encoded bytes.
func (b *binding[M, V]) updater(d *Def[M]) (UpdateFunc, error) {
	f := b.f
	if f.Updater != nil {
		return f.Updater(d.Update), nil
	}
	set := f.Set
	if set == nil {
		u, ok := any(d.Update).(*UpdateDef[V])
		if !ok {
			return nil, errors.New("binding has no Set and its type is not the model")
		}
		set = func(v V, c Change) error {
			u.SetInt(v, c.Int)
			u.SetStr(v, c.Str)
			return nil
		}
	}
	return func(enc []byte, c Change) ([]byte, error) {
		v, err := f.Decode(enc)
		if err != nil {
			return nil, fmt.Errorf("decode: %w", err)
		}
		if err := set(v, c); err != nil {
			return nil, fmt.Errorf("set: %w", err)
		}
		out, err := f.Encode(v)
		release(f.Release, v)
		if err != nil {
			return nil, fmt.Errorf("encode: %w", err)
		}
		return out, nil
	}, nil
}

// prepareUpdate validates the update of every message and returns its loop
// and step, given the messages' model digests (sums): each updated
// message, decoded by the codec and converted to the model, must equal the
// original with exactly the declared change, the change must change the
// model, and the received bytes must stay as they were. With lazy, it checks only that each change changes the model, and
// returns check, which checks message i's update as the loop reaches it
// (Bound.UpdatesLazily), by the digest of the model it must decode to: the
// models are not kept for it.
func (b *binding[M, V]) prepareUpdate(d *Def[M], msgs []M, encs [][]byte, sums []uint64, lazy bool) (loop Loop, step Step, check func(i int) error, err error) {
	if d.Update == nil {
		return nil, nil, nil, errors.New("the dataset declares no update")
	}
	u := d.Update
	upd, err := b.updater(d)
	if err != nil {
		return nil, nil, nil, err
	}
	changes := make([]Change, len(msgs))
	var wants []uint64 // with lazy, the digest of each updated model
	if lazy {
		wants = make([]uint64, len(msgs))
	}
	for i, m := range msgs {
		c := u.Change(m, i)
		want := u.Apply(m, c)
		// A different digest proves the change (messages Equal finds the
		// same digest alike: every codec's read is checked against it), and
		// costs a hash where Equal's error for a changed message is a go-cmp
		// diff: 0.75 s a codec on boutique's trace, a fifth of preparing it.
		sum := digest.Of(d.Digest, want)
		if sums[i] == sum && d.Equal(m, want) == nil {
			return nil, nil, nil, fmt.Errorf("message %d: update: the change %+v leaves the message as it was", i, c)
		}
		changes[i] = c
		if lazy {
			wants[i] = sum
			continue
		}
		if err := b.checkUpdate(upd, encs[i], c, func(got M) error { return d.Equal(want, got) }); err != nil {
			return nil, nil, nil, fmt.Errorf("message %d: %w", i, err)
		}
	}
	if lazy {
		check = func(i int) error {
			err := b.checkUpdate(upd, encs[i], changes[i], func(got M) error {
				if s := digest.Of(d.Digest, got); s != wants[i] {
					return fmt.Errorf("model digest %016x, want %016x", s, wants[i])
				}
				return nil
			})
			if err != nil {
				return fmt.Errorf("message %d: %w", i, err)
			}
			return nil
		}
	}
	c := &cursor{n: len(encs)} // the position is kept between calls, as the other loops keep it
	loop = func(n int) error {
		j := c.next
		for range n {
			if _, err := upd(encs[j], changes[j]); err != nil {
				c.next = j
				return fmt.Errorf("message %d: update: %w", j, err)
			}
			j = c.advance(j)
		}
		c.next = j
		return nil
	}
	step = func(i int) error {
		_, err := upd(encs[i], changes[i])
		return err
	}
	return loop, step, check, nil
}

// checkUpdate updates enc, a message's validated bytes, with c, and checks
// that enc stays as it was and that the result decodes to a model that
// same accepts.
func (b *binding[M, V]) checkUpdate(upd UpdateFunc, enc []byte, c Change, same func(got M) error) error {
	orig := bytes.Clone(enc)
	out, err := upd(enc, c)
	if err != nil {
		return fmt.Errorf("update: %w", err)
	}
	if !bytes.Equal(orig, enc) {
		return errors.New("update wrote to the received bytes")
	}
	out = bytes.Clone(out) // a reusing encoder's buffer changes on the next call
	dec, err := b.f.Decode(out)
	if err != nil {
		return fmt.Errorf("update: decode the updated bytes: %w", err)
	}
	got, err := b.f.ToModel(dec)
	if err != nil {
		return fmt.Errorf("update: to model: %w", err)
	}
	if err := same(got); err != nil {
		return fmt.Errorf("updated message differs from the original with the change: %w", err)
	}
	release(b.f.Release, dec)
	return nil
}
