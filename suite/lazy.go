package suite

import (
	"bytes"
	"errors"
	"fmt"
	"slices"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/panics"
)

// Expected is what a preparation that checked the round trip found for
// message i of a variant (in trace order): the digest of its encoding
// (EncodingDigest) and its model digest.
type Expected func(i int) (encoded, model uint64)

// EncodingDigest is the digest of one message's encoding that Expected
// gives and CheckedEach compares.
func EncodingDigest(enc []byte) uint64 {
	h := digest.New()
	h.Bytes(enc)
	return h.Sum()
}

// Expect returns p's Expected, from the bytes validation encoded and
// the messages' model digests: a timing worker's CheckedEach.
func (p *Prepared) Expect() Expected {
	return func(i int) (uint64, uint64) { return EncodingDigest(p.Encoded(i)), p.digests[i] }
}

// CheckedEach returns a copy of b whose preparation, when its ops are
// encode alone, neither encodes the messages nor checks their round trip
// before its loop is timed: Prepared.Verify checks each message its loop
// has reached since, against want, the n messages of a preparation of the
// same binding on the same variant that checked the round trip. A
// message encoded to other bytes than want's is checked again, in full
// but by digests: decode, back to the model and read must give want's
// model digest. An encode worker's check of every message's bytes before
// its runs encoded boutique/trace's 99,222 messages once more (goccy-yaml:
// 18 s of CPU) for runs that reach a few hundred of them.
func (b *Bound) CheckedEach(n int, want Expected) *Bound {
	c := *b
	c.expectN, c.expect = n, want
	return &c
}

// UpdatesLazily returns a copy of b whose preparation, when its ops are
// update alone, checks no update before its loop is timed: Prepared.Verify
// checks the update of each message its loop has reached since, in full
// but by digests (the updated bytes must decode to the digest of the
// model with the change), and the round trip of the bytes the loop
// starts from is left out, as each such check decodes what they became.
// A timing worker's update preparation checked all of boutique/trace's
// messages (gob: 2 of its 3 s to ready) for runs that reach a few
// thousand of them; its parent checked every one.
func (b *Bound) UpdatesLazily() *Bound {
	c := *b
	c.lazyUpdates = true
	return &c
}

// checkMode is how a binding's preparation checks the round trip.
type checkMode int

const (
	checkNow        checkMode = iota // every message, before the loops are built
	checkLater                       // returned to the caller (Bound.Checked)
	checkLazy                        // by Prepared.Verify, as the loop reaches them (Bound.CheckedEach)
	checkLazyUpdate                  // updates by Prepared.Verify, as the loop reaches them (Bound.UpdatesLazily)
)

// mode is how b's preparation of ops checks.
func (b *Bound) mode(ops []Op) checkMode {
	switch {
	case b.expect != nil && slices.Equal(ops, []Op{Encode}):
		return checkLazy
	case b.lazyUpdates && (slices.Equal(ops, []Op{Update}) || len(ops) == 0):
		// A mix's types without an update have no op in an update
		// worker, and their messages no check: the loop never reads them.
		return checkLazyUpdate
	case b.checked != 0:
		return checkLater
	}
	return checkNow
}

// reach is how far one encode loop of a lazily checked Prepared has gone:
// n iterations from message start, of which the first done are checked.
type reach struct {
	start, n, done int
}

// lazyEncode is the encode-only preparation of msgs with the round trip
// checked lazily (checkLazy): the values, their model digests, and the
// check of one message, which encodes it again.
func (b *binding[M, V]) lazyEncode(d *Def[M], msgs []M) (*Prepared, error) {
	f := b.f
	visit, err := b.visitor(d)
	if err != nil {
		return nil, err
	}
	vals := make([]V, len(msgs))
	sums := make([]uint64, len(msgs))
	for i, m := range msgs {
		v, err := f.FromModel(m)
		if err != nil {
			return nil, fmt.Errorf("message %d: from model: %w", i, err)
		}
		vals[i], sums[i] = v, digest.Of(d.Digest, m)
	}
	p := &Prepared{count: len(msgs), loops: map[Op]func(int) Loop{}, steps: map[Op]Step{}, digests: sums,
		ModelDigest: modelDigest(sums), UnitsPerOp: unitsPerOp(d, msgs)}
	p.loops[Encode] = func(start int) Loop { return encodeLoop(vals, f.Encode, start) }
	p.steps[Encode] = func(i int) error {
		_, err := f.Encode(vals[i])
		return err
	}
	p.checkOne = func(i int, encoded, model uint64) (bool, error) {
		enc, err := f.Encode(vals[i])
		if err != nil {
			return false, fmt.Errorf("message %d: encode: %w", i, err)
		}
		if EncodingDigest(enc) == encoded {
			return false, nil
		}
		// A private copy: a codec reusing its buffer must not change the
		// bytes under the decode.
		dec, err := f.Decode(bytes.Clone(enc))
		if err != nil {
			return true, fmt.Errorf("message %d: decode: %w", i, err)
		}
		back, err := f.ToModel(dec)
		if err != nil {
			return true, fmt.Errorf("message %d: to model: %w", i, err)
		}
		if got := digest.Of(d.Digest, back); got != model {
			return true, fmt.Errorf("message %d: round trip differs: model digest %016x, want %016x", i, got, model)
		}
		got, err := visit.sum(dec)
		if err != nil {
			return true, fmt.Errorf("message %d: read: %w", i, err)
		}
		if got != model {
			return true, fmt.Errorf("message %d: read digest %016x, model digest %016x", i, got, model)
		}
		release(f.Release, dec)
		return true, nil
	}
	return p, nil
}

// lazy readies p, prepared with checkLazy, for Verify against b's
// Expected: its loops count how far they go, and its model digests, held
// until now for ModelDigest, are dropped (a worker keeps p; the user's
// loop would not hold them).
func (p *Prepared) lazy(b *Bound) error {
	if p.updateCheck != nil {
		// The update loop keeps its position from call to call, from the
		// first message: it has reached messages 0 to n-1.
		r := &reach{}
		p.updateReach = r
		at := p.loops[Update]
		p.loops[Update] = func(start int) Loop {
			loop := at(start)
			return func(n int) error {
				r.n += n
				return loop(n)
			}
		}
	}
	if p.checkOne == nil {
		return nil
	}
	if b.expectN != p.count {
		return fmt.Errorf("checked each of %d messages, not the %d prepared", b.expectN, p.count)
	}
	p.expect, p.digests = b.expect, nil
	at := p.loops[Encode]
	p.loops[Encode] = func(start int) Loop {
		loop := at(start)
		r := &reach{start: start}
		p.reaches = append(p.reaches, r)
		return func(n int) error {
			r.n += n
			return loop(n)
		}
	}
	return nil
}

// Verify checks the messages p's encode loops have reached and it has not
// checked yet, when p was prepared with Bound.CheckedEach, and the
// updates of those its update loop has reached (Bound.UpdatesLazily): a caller
// verifies after every call of a loop whose figures it keeps, and drops
// them on an error. rechecked says some message was encoded to other
// bytes than the Expected's, and its round trip checked again. It does
// nothing for a Prepared checked in full before its loops were built.
func (p *Prepared) Verify() (rechecked bool, err error) {
	if p == nil {
		return false, nil
	}
	if r := p.updateReach; r != nil {
		for ; r.done < min(r.n, p.updateCount); r.done++ {
			if err := panics.Catch(func() error { return p.updateCheck(r.done) }); err != nil {
				return false, fmt.Errorf("validation: %w", err)
			}
		}
	}
	if p.checkOne == nil || p.expect == nil {
		return false, nil
	}
	for _, r := range p.reaches {
		for ; r.done < min(r.n, p.count); r.done++ {
			i := (r.start + r.done) % p.count
			encoded, model := p.expect(i)
			var again bool
			err := panics.Catch(func() (err error) {
				again, err = p.checkOne(i, encoded, model)
				return err
			})
			rechecked = rechecked || again
			if err != nil {
				return rechecked, fmt.Errorf("validation: %w", err)
			}
		}
	}
	if rechecked {
		p.Rechecked = true
	}
	return rechecked, nil
}

// Lazy reports whether p checks its messages as its loop reaches them
// (Bound.CheckedEach, Bound.UpdatesLazily): Verify must then be called.
func (p *Prepared) Lazy() bool { return p != nil && (p.checkOne != nil || p.updateCheck != nil) }

// errLazyMix is a mix whose parts were not all prepared lazily.
var errLazyMix = errors.New("a mix's parts prepared lazily and in full at once")

// lazyParts is 1 when every part of a mix was prepared lazily
// (checkLazy), 0 when none was, and -1 otherwise.
func lazyParts(preps []*Prepared) int {
	lazy, full := 0, 0
	for _, p := range preps {
		switch {
		case p == nil:
		case p.checkOne != nil:
			lazy++
		default:
			full++
		}
	}
	switch {
	case lazy > 0 && full > 0:
		return -1
	case lazy > 0:
		return 1
	}
	return 0
}

// assembleLazyMix strings lazily checked parts' encode steps together in
// stream order, as assembleMix does their loops when checked in full;
// its checkOne checks a message through its part's.
func assembleLazyMix(order []slot, preps []*Prepared, counts []int) *Prepared {
	n := len(order)
	out := &Prepared{count: n, loops: map[Op]func(int) Loop{}, steps: map[Op]Step{}, digests: make([]uint64, n)}
	out.typeOf = func(i int) int { return int(order[i].part) }
	for i, s := range order {
		out.digests[i] = preps[s.part].digests[s.idx]
	}
	out.ModelDigest = modelDigest(out.digests)
	var units float64
	steps := make([]Step, len(preps))
	for i, p := range preps {
		if p != nil {
			units += p.UnitsPerOp * float64(counts[i])
			steps[i] = p.Step(Encode)
			p.digests = nil
		}
	}
	out.UnitsPerOp = units / float64(n)
	out.loops[Encode] = func(start int) Loop { return mixLoop(order, steps, start) }
	out.steps[Encode] = func(i int) error {
		s := order[i]
		return steps[s.part](int(s.idx))
	}
	out.checkOne = func(j int, encoded, model uint64) (bool, error) {
		s := order[j]
		again, err := preps[s.part].checkOne(int(s.idx), encoded, model)
		if err != nil {
			err = fmt.Errorf("message %d, message type %d of the mix: %w", j, s.part, err)
		}
		return again, err
	}
	return out
}
