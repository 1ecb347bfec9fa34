package suite

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/serbench/serbench/digest"
)

// Funcs is a binding between a dataset's model M and a codec's own type V.
// FromModel and ToModel run outside the timed section; Encode, Decode and
// Visit are what the loops time.
type Funcs[M, V any] struct {
	// FromModel converts a model value to the codec's own, once per
	// message before timing; ToModel converts back, for validation.
	FromModel func(M) (V, error)
	ToModel   func(V) (M, error)
	// Encode and Decode are the codec's own calls, as the loops time them.
	Encode func(V) ([]byte, error)
	Decode func([]byte) (V, error)
	// Visit reads every field of a decoded value through the codec's own
	// accessors and adds them to h as the dataset's Digest does. The
	// harness owns h: one per binding, reset before every read, so that
	// passing it through function values costs no allocation per op. Nil
	// means V is the model type and the dataset's own Digest applies.
	Visit func(h *digest.Hasher, v V)
	// VisitErr is Visit for codecs whose accessors can fail (views that
	// check the bytes as they read them): an error fails the read with its
	// reason instead of a bare digest mismatch. Set Visit or VisitErr.
	VisitErr func(h *digest.Hasher, v V) error
	// Release, when set, hands a decoded value back to the codec (an
	// object pool) once the op is done with it; the loops time it as part
	// of decode and read, since a reuse form pays it on every message.
	Release func(V)
	// Set makes an update's change on a decoded value, for the update op
	// by round trip (decode, Set, Encode). Nil when V is the model (the
	// dataset's UpdateDef.Set applies) or when Updater is set.
	Set func(v V, c Change) error
	// Updater, when set, is the codec's own update of encoded bytes (in
	// place where the format allows it), made once per binding from the
	// dataset's UpdateDef (whose setters a codec that rebuilds from the
	// model uses).
	Updater func(u *UpdateDef[M]) UpdateFunc
	// UpdateMode says how the binding updates (UpdateInPlace, ...), for
	// the records and reports.
	UpdateMode string
	// Ops restricts the timed ops; nil means encode, decode and read, and
	// update when the binding can set the fields (Set, Updater, or V the
	// model).
	Ops []Op
}

// Binding is a codec bound to one model type: made by Bind, or by a
// Model's BindModel. Its model type is hidden so that codecs, which are
// listed together in the registry, can return it.
type Binding interface {
	// Ops lists the ops the binding supports.
	Ops() []Op
}

// typed is a Binding to model M.
type typed[M any] interface {
	Binding
	prepare(d *Def[M], msgs []M, ops []Op, mode checkMode, trips *tripSet) (*Prepared, func() error, error)
	untrustedFor(d *Def[M]) (func(t int, in []byte) (Decoded, error), error)
	// fromEncoded prepares the decode and read loops of ops over messages
	// another process encoded and validated (Handoff).
	fromEncoded(d *Def[M], encs [][]byte, sums []uint64, ops []Op) (*Prepared, error)
}

// Bind binds a codec to model M through f. Codec packages call it from the
// conversions a dataset offers, which know both M and the codec's type V.
func Bind[M, V any](f Funcs[M, V]) Binding {
	return &binding[M, V]{f: f}
}

type binding[M, V any] struct {
	f Funcs[M, V]
}

func (b *binding[M, V]) Ops() []Op {
	if b.f.Ops != nil {
		return b.f.Ops
	}
	if b.canUpdate() {
		return Ops
	}
	return baseOps
}

// visitor is a binding's read visit, Visit or VisitErr, with the Hasher it
// feeds. The loops of one Prepared run one at a time, never concurrently,
// so they share it.
type visitor[V any] struct {
	visit    func(*digest.Hasher, V)
	visitErr func(*digest.Hasher, V) error
	h        *digest.Hasher
}

// sum visits v. A branch rather than wrapping Visit in a closure, so that
// the codecs without errors pay no extra call in the timed read.
func (w visitor[V]) sum(v V) (uint64, error) {
	w.h.Reset()
	if w.visitErr != nil {
		if err := w.visitErr(w.h, v); err != nil {
			return 0, err
		}
	} else {
		w.visit(w.h, v)
	}
	return w.h.Sum(), nil
}

// visitor returns the binding's Visit or VisitErr, or the dataset's Digest
// when V is M.
func (b *binding[M, V]) visitor(d *Def[M]) (visitor[V], error) {
	h := new(digest.Hasher)
	switch {
	case b.f.Visit != nil && b.f.VisitErr != nil:
		return visitor[V]{}, errors.New("binding sets both Visit and VisitErr")
	case b.f.VisitErr != nil:
		return visitor[V]{visitErr: b.f.VisitErr, h: h}, nil
	case b.f.Visit != nil:
		return visitor[V]{visit: b.f.Visit, h: h}, nil
	}
	if v, ok := any(d.Digest).(func(*digest.Hasher, V)); ok {
		return visitor[V]{visit: v, h: h}, nil
	}
	return visitor[V]{}, errors.New("binding has no Visit and its type is not the model")
}

// prepare converts every message and validates it: encode, decode, back to
// the model must equal the original, and the read digest must equal the
// model's. Only then are the loops built, those of ops.
//
// With checkLater, the round trip (decode, back to the model, read) is
// not checked: prepare returns the check instead, which its caller runs
// unless the encodings are the very ones a preparation that ran it
// checked (Bound.Checked). With checkLazy, the messages are not even
// encoded: Prepared.Verify checks those the loop reaches. With checkNow,
// the messages trips remembers are not checked again (Bound.Remember),
// and those checked are added to it once all passed.
func (b *binding[M, V]) prepare(d *Def[M], msgs []M, ops []Op, mode checkMode, trips *tripSet) (p *Prepared, check func() error, err error) {
	if mode == checkLazy {
		p, err := b.lazyEncode(d, msgs)
		return p, nil, err
	}
	if mode == checkLazyUpdate && len(ops) == 0 {
		// A mix's type without an update, in an update worker: the loop
		// reads none of its messages, which count only in ModelDigest
		// (encoding them was most of a JSON update worker's start on
		// boutique/trace).
		sums := make([]uint64, len(msgs))
		for i, m := range msgs {
			sums[i] = digest.Of(d.Digest, m)
		}
		p := preparedOf(make([][]byte, len(msgs)), sums)
		p.UnitsPerOp = unitsPerOp(d, msgs)
		return p, nil, nil
	}
	// An update checked lazily needs no round trip: each update it
	// checks decodes the updated message back to the model, and the loop
	// reads no other bytes.
	lazyUpdate := mode == checkLazyUpdate
	later := mode == checkLater || lazyUpdate
	f := b.f
	visit, err := b.visitor(d)
	if err != nil {
		return nil, nil, err
	}
	vals := make([]V, len(msgs))
	encs := make([][]byte, len(msgs))
	sums := make([]uint64, len(msgs))
	roundTrip := func(i int) error {
		dec, err := f.Decode(encs[i])
		if err != nil {
			return fmt.Errorf("message %d: decode: %w", i, err)
		}
		back, err := f.ToModel(dec)
		if err != nil {
			return fmt.Errorf("message %d: to model: %w", i, err)
		}
		if err := d.Equal(msgs[i], back); err != nil {
			return fmt.Errorf("message %d: round trip differs: %w", i, err)
		}
		got, err := visit.sum(dec)
		if err != nil {
			return fmt.Errorf("message %d: read: %w", i, err)
		}
		if got != sums[i] {
			return fmt.Errorf("message %d: read digest %016x, model digest %016x", i, got, sums[i])
		}
		release(f.Release, dec)
		return nil
	}
	var (
		keys       []uint64 // the messages checked, for trips
		remembered int
	)
	for i, m := range msgs {
		v, err := f.FromModel(m)
		if err != nil {
			return nil, nil, fmt.Errorf("message %d: from model: %w", i, err)
		}
		enc, err := f.Encode(v)
		if err != nil {
			return nil, nil, fmt.Errorf("message %d: encode: %w", i, err)
		}
		// Keep a private copy, so that a codec reusing its buffer cannot
		// change the bytes that decode is timed on.
		vals[i], encs[i], sums[i] = v, bytes.Clone(enc), digest.Of(d.Digest, m)
		switch {
		case later:
		case trips != nil:
			key := tripKey(EncodingDigest(encs[i]), sums[i])
			if trips.has(key) {
				remembered++
				break
			}
			if err := roundTrip(i); err != nil {
				return nil, nil, err
			}
			keys = append(keys, key)
		default:
			if err := roundTrip(i); err != nil {
				return nil, nil, err
			}
		}
	}
	trips.add(keys)
	packEncoded(len(encs), func(i int) *[]byte { return &encs[i] })
	p = preparedOf(encs, sums)
	p.UnitsPerOp = unitsPerOp(d, msgs)
	p.Remembered = remembered
	if later && !lazyUpdate {
		check = func() error {
			for i := range msgs {
				if err := roundTrip(i); err != nil {
					return err
				}
			}
			return nil
		}
	}
	if slices.Contains(ops, Update) {
		loop, step, checkAt, err := b.prepareUpdate(d, msgs, encs, sums, lazyUpdate)
		if err != nil {
			return nil, nil, err
		}
		p.updateCheck, p.updateCount = checkAt, len(msgs)
		// The parallel pass times encode and decode only, so the update
		// loop always starts at the first message.
		p.loops[Update] = func(int) Loop { return loop }
		p.steps[Update] = step
		p.UpdateMode, p.UpdateFields = b.updateMode(), d.Update.Fields
	}
	if slices.Contains(ops, Encode) {
		p.loops[Encode] = func(start int) Loop { return encodeLoop(vals, f.Encode, start) }
		p.steps[Encode] = func(i int) error {
			_, err := f.Encode(vals[i])
			return err
		}
	}
	addReading(p, f, visit, encs, sums, ops)
	return p, check, nil
}

// addReading adds to p the decode and read loops of ops over encs, whose
// model digests are sums.
func addReading[M, V any](p *Prepared, f Funcs[M, V], visit visitor[V], encs [][]byte, sums []uint64, ops []Op) {
	if slices.Contains(ops, Decode) {
		p.loops[Decode] = func(start int) Loop { return decodeLoop(encs, f.Decode, f.Release, start) }
		p.steps[Decode] = func(i int) error {
			v, err := f.Decode(encs[i])
			if err == nil {
				release(f.Release, v)
			}
			return err
		}
	}
	if slices.Contains(ops, Read) {
		p.loops[Read] = func(start int) Loop { return readLoop(encs, sums, f.Decode, f.Release, visit, start) }
		p.steps[Read] = func(i int) error { return readOne(encs[i], sums[i], f.Decode, f.Release, visit) }
	}
}

// fromEncoded implements typed: the loops read encs as they are, packed
// by the caller.
func (b *binding[M, V]) fromEncoded(d *Def[M], encs [][]byte, sums []uint64, ops []Op) (*Prepared, error) {
	visit, err := b.visitor(d)
	if err != nil {
		return nil, err
	}
	p := preparedOf(encs, sums)
	addReading(p, b.f, visit, encs, sums, ops)
	return p, nil
}

// packEncoded copies n messages' encoded bytes (at(i) for message i) into
// one buffer, in order, and points each at its copy. Decode and read then
// go through the messages one after another in memory, as a user's loop
// over a file or a network buffer does, instead of through n allocations
// scattered by size class, which also held a few percent more heap (the
// rounding of each to its class) for every collection to mark. Each
// message's capacity ends at its length, so an append copies; a nil
// message stays nil.
func packEncoded(n int, at func(i int) *[]byte) {
	total := 0
	for i := range n {
		total += len(*at(i))
	}
	buf := make([]byte, 0, total)
	for i := range n {
		b := at(i)
		if *b == nil {
			continue
		}
		off := len(buf)
		buf = append(buf, *b...)
		*b = buf[off:len(buf):len(buf)]
	}
}

// release hands v back when the binding has a Release.
func release[V any](f func(V), v V) {
	if f != nil {
		f(v)
	}
}

// readOne decodes one message, visits it and checks the digest.
func readOne[V any](enc []byte, sum uint64, decode func([]byte) (V, error), rel func(V), visit visitor[V]) error {
	v, err := decode(enc)
	if err != nil {
		return fmt.Errorf("decode: %w", err)
	}
	got, err := visit.sum(v)
	release(rel, v)
	if err != nil {
		return fmt.Errorf("read: %w", err)
	}
	if got != sum {
		return fmt.Errorf("read digest %016x, want %016x", got, sum)
	}
	return nil
}

// The loops start at message start (below the number of messages), so
// that goroutines timed at once each begin on messages of their own, and
// each call goes on where the last one stopped: the runs of a cell go round
// the variant's messages as one `for b.Loop()` loop does, and a run timed
// in pieces (measure.Cycles) times the next messages rather than the
// first ones again. cursor keeps the position between calls; each loop
// works on a local copy, which stays in a register.
type cursor struct{ next, n int }

// advance returns the index after j, wrapping at the number of messages.
func (c *cursor) advance(j int) int {
	if j++; j == c.n {
		return 0
	}
	return j
}

func encodeLoop[V any](vals []V, encode func(V) ([]byte, error), start int) Loop {
	c := &cursor{next: start, n: len(vals)}
	return func(n int) error {
		j := c.next
		for range n {
			if _, err := encode(vals[j]); err != nil {
				c.next = j
				return fmt.Errorf("message %d: encode: %w", j, err)
			}
			j = c.advance(j)
		}
		c.next = j
		return nil
	}
}

func decodeLoop[V any](encs [][]byte, decode func([]byte) (V, error), rel func(V), start int) Loop {
	c := &cursor{next: start, n: len(encs)}
	if rel != nil {
		return func(n int) error {
			j := c.next
			for range n {
				v, err := decode(encs[j])
				if err != nil {
					c.next = j
					return fmt.Errorf("message %d: decode: %w", j, err)
				}
				rel(v)
				j = c.advance(j)
			}
			c.next = j
			return nil
		}
	}
	return func(n int) error {
		j := c.next
		for range n {
			if _, err := decode(encs[j]); err != nil {
				c.next = j
				return fmt.Errorf("message %d: decode: %w", j, err)
			}
			j = c.advance(j)
		}
		c.next = j
		return nil
	}
}

// readLoop checks every digest it computes, so a read that skipped a field
// fails instead of looking fast.
func readLoop[V any](encs [][]byte, sums []uint64, decode func([]byte) (V, error), rel func(V), visit visitor[V], start int) Loop {
	c := &cursor{next: start, n: len(encs)}
	return func(n int) error {
		j := c.next
		for range n {
			if err := readOne(encs[j], sums[j], decode, rel, visit); err != nil {
				c.next = j
				return fmt.Errorf("message %d: %w", j, err)
			}
			j = c.advance(j)
		}
		c.next = j
		return nil
	}
}

// BindErr is the binding of a codec that could not be set up for model M
// (a schema that does not parse): every cell of it fails validation with
// err, so the failure is reported as the codec's, never hidden.
func BindErr[M any](err error) Binding {
	return Bind(Funcs[M, M]{
		FromModel: func(M) (M, error) { var zero M; return zero, err },
		ToModel:   func(M) (M, error) { var zero M; return zero, err },
		Encode:    func(M) ([]byte, error) { return nil, err },
		Decode:    func([]byte) (M, error) { var zero M; return zero, err },
	})
}
