package suite

import (
	"errors"
	"fmt"
	"slices"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/panics"
)

// Model is one message type of a dataset as a codec sees it: the
// conversions it offers, and its own Go values for codecs that work on any
// Go value. *Def implements it.
type Model interface {
	// Offers lists the conversions the type offers, each a typed value of
	// a codec package (a protobuf conversion, a FlatBuffers builder and
	// accessors, ...); a codec binds through the ones it knows.
	Offers() []any
	// BindModel binds a codec that encodes the model's own Go values by
	// reflection.
	BindModel(f ModelFuncs) Binding
}

// ModelFuncs is a reflection codec's work on any Go value: Marshal gets
// the model value, Unmarshal a pointer to a new zero one.
type ModelFuncs struct {
	Marshal   func(v any) ([]byte, error)   // encodes a model value
	Unmarshal func(b []byte, ptr any) error // decodes into ptr, a pointer to a new zero model value
}

// Offered returns the first of m's offers that is a T.
func Offered[T any](m Model) (T, bool) {
	for _, o := range m.Offers() {
		if t, ok := o.(T); ok {
			return t, true
		}
	}
	var zero T
	return zero, false
}

// BindOffered is the Bind of a codec that binds through one conversion
// type B of its own package: it binds every model type that offers a B.
func BindOffered[B any](bind func(B) Binding) func(Model) (Binding, bool) {
	return func(m Model) (Binding, bool) {
		b, ok := Offered[B](m)
		if !ok {
			return nil, false
		}
		return bind(b), true
	}
}

// Def is one model type M of a dataset, with its generator, digest,
// equality and the conversions it offers codecs. It implements Dataset
// (every variant of the type) and Model.
type Def[M any] struct {
	Meta Info // the dataset's name, seed, variants and published figures
	// Generate returns a variant's messages; every op handles one message.
	// A Def that is a part of a Mix needs none.
	Generate func(variant string) ([]M, error)
	// Units counts the records (Meta.Unit) in a message; nil means one.
	Units func(M) int
	// Digest adds a model value to h: the read digest that every codec's
	// read must reproduce.
	Digest func(h *digest.Hasher, m M)
	// Equal reports how got differs from want, or nil when they are equal.
	Equal func(want, got M) error
	// Conversions offered to codecs (see Model.Offers). Which codecs bind
	// follows from these: a dataset never lists codecs.
	Conversions []any
	// Update declares the update op's change; nil means the type has no
	// update cells.
	Update *UpdateDef[M]
	// Through, when set, binds the codecs that do not bind to M itself
	// through another model type (Via): a user's Go type bound to the
	// codecs of a schema derived from it.
	Through Through[M]
}

// ops is a binding's ops on d: update only where d declares one.
func (d *Def[M]) ops(ops []Op) []Op {
	if d.Update == nil && slices.Contains(ops, Update) {
		return slices.DeleteFunc(slices.Clone(ops), func(op Op) bool { return op == Update })
	}
	return ops
}

// Info implements Dataset.
func (d *Def[M]) Info() Info { return d.Meta }

// Offers implements Model.
func (d *Def[M]) Offers() []any { return d.Conversions }

// BindModel implements Model: the codec's value is the model value itself.
func (d *Def[M]) BindModel(f ModelFuncs) Binding {
	return Bind(Funcs[M, M]{
		FromModel: identity[M],
		ToModel:   identity[M],
		Encode:    func(m M) ([]byte, error) { return f.Marshal(m) },
		Decode: func(b []byte) (M, error) {
			var m M
			err := f.Unmarshal(b, &m)
			return m, err
		},
	})
}

func identity[M any](m M) (M, error) { return m, nil }

// Bind implements Dataset: every variant of a Def has its model type.
func (d *Def[M]) Bind(_ string, c *Codec) (*Bound, bool) {
	if c.Bind == nil {
		return nil, false
	}
	b, ok := c.Bind(d)
	if (!ok || b == nil) && d.Through != nil {
		b, ok = d.Through.bindThrough(c)
	}
	if !ok || b == nil {
		return nil, false
	}
	t, ok := b.(typed[M])
	if !ok {
		// A codec package bound a conversion to another model type: a
		// mistake in its code, which the registry check reports.
		return &Bound{Codec: c, err: fmt.Errorf("codec %s returned a binding for another model type than %T", c.Name, *new(M))}, true
	}
	return &Bound{Codec: c, Ops: d.ops(b.Ops()), b: b,
		untrusted: func() (func(int, []byte) (Decoded, error), error) { return t.untrustedFor(d) },
		handoff: func(h Handoff, ops []Op) (*Prepared, error) {
			if h.Types != nil {
				return nil, errors.New("handoff: message types given for a dataset of one type")
			}
			return t.fromEncoded(d, h.Msgs, h.Sums, ops)
		}}, true
}

// Load implements Dataset.
func (d *Def[M]) Load(variant string) (Loaded, error) {
	if _, ok := d.Meta.Variant(variant); !ok {
		return nil, fmt.Errorf("dataset %s has no variant %q", d.Meta.Name, variant)
	}
	if d.Generate == nil {
		return nil, fmt.Errorf("dataset %s: no generator", d.Meta.Name)
	}
	var msgs []M
	err := panics.Catch(func() (err error) {
		msgs, err = d.Generate(variant)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("generate %s/%s: %w", d.Meta.Name, variant, err)
	}
	if len(msgs) == 0 {
		return nil, fmt.Errorf("generate %s/%s: no messages", d.Meta.Name, variant)
	}
	return &loaded[M]{def: d, msgs: msgs}, nil
}

type loaded[M any] struct {
	def  *Def[M]
	msgs []M
}

func (l *loaded[M]) Messages() int { return len(l.msgs) }

func (l *loaded[M]) Prepare(b *Bound) (*Prepared, error) { return prepareChecked(l, b) }

// preparer is a Loaded whose preparation can leave the round trip's check
// to its caller (Bound.Checked).
type preparer interface {
	// prepare prepares b's loops. When b was checked elsewhere, it returns
	// the round trip's check instead of running it.
	prepare(b *Bound) (*Prepared, func() error, error)
}

// prepareChecked prepares b on l and checks the round trip, unless the
// encodings are those b was checked on.
func prepareChecked(l preparer, b *Bound) (*Prepared, error) {
	if b == nil {
		return nil, errors.New("no binding: cells must come from a plan")
	}
	if b.err != nil {
		return nil, b.err
	}
	var p *Prepared
	err := panics.Catch(func() error {
		var check func() error
		var err error
		p, check, err = l.prepare(b)
		if err == nil && check != nil && p.EncodedDigest != b.checked {
			p.Rechecked = true
			err = check()
		}
		if err == nil {
			err = p.lazy(b)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (l *loaded[M]) prepare(b *Bound) (*Prepared, func() error, error) {
	t, ok := b.b.(typed[M])
	if !ok {
		return nil, nil, fmt.Errorf("codec %s is not bound to model %T", b.Codec.Name, *new(M))
	}
	// A clone: t.Ops may be the package's own list of ops.
	ops := slices.DeleteFunc(slices.Clone(l.def.ops(t.Ops())), func(op Op) bool { return !slices.Contains(b.Ops, op) })
	return t.prepare(l.def, l.msgs, ops, b.mode(ops), b.trips.forPrep(b.Codec.Name, l.def))
}

// Bound is a codec bound to a variant of a dataset: what a plan resolves
// each cell to, so that the runner looks nothing up by name.
type Bound struct {
	Codec *Codec // the codec bound
	Ops   []Op   // the ops the binding supports
	b     any    // the variant's Binding
	err   error  // a binding that cannot be prepared, and why
	// untrusted makes Untrusted's decode.
	untrusted func() (func(t int, in []byte) (Decoded, error), error)
	// handoff makes PrepareHandoff's loops.
	handoff func(h Handoff, ops []Op) (*Prepared, error)
	// checked is the EncodedDigest of a preparation that checked the
	// round trip (Checked); 0 for none.
	checked uint64
	// expect, of expectN messages, is what a preparation that checked
	// the round trip found for each message (CheckedEach); nil for none.
	expect  Expected
	expectN int
	// lazyUpdates checks an update preparation's updates as its loop
	// reaches them (UpdatesLazily).
	lazyUpdates bool
	// rebind binds the codec to the variant again (Fresh); nil where the
	// Bound came from no registry.
	rebind func() (*Bound, bool)
	// trips are the round trips checked on earlier variants (Remember).
	trips *RoundTrips
}

// Fresh returns a copy of b with a binding of its own, bound anew by its
// codec, with b's ops: what a codec keeps in a binding (a reuse codec's
// buffer, grown to the largest message it encoded) then lives as long as
// the copy, not as long as the plan that holds b. The runner prepares a
// variant's cells on fresh copies, and so drops what they hold with the
// variant: after transaction/200000 the plan's bindings kept the runner's
// live heap over 3 GB (5.1-5.6 GB resident, 141 MB with fresh ones) for
// the rest of a full-matrix run. It returns b where it cannot bind anew.
func (b *Bound) Fresh() *Bound {
	if b == nil || b.err != nil || b.rebind == nil {
		return b
	}
	nb, ok := b.rebind()
	if !ok || nb == nil || nb.err != nil {
		return b
	}
	nb.Ops, nb.checked, nb.expect, nb.expectN, nb.rebind, nb.trips = b.Ops, b.checked, b.expect, b.expectN, b.rebind, b.trips
	return nb
}

// Only returns a copy of b that prepares the loops of those of its ops
// that are in ops, and no others: a timing worker times one op, and
// preparing the update loop took a quarter of its start on boutique/trace.
func (b *Bound) Only(ops ...Op) *Bound {
	c := *b
	c.Ops = slices.DeleteFunc(slices.Clone(b.Ops), func(op Op) bool { return !slices.Contains(ops, op) })
	return &c
}

// Checked returns a copy of b whose preparation skips the round trip's
// check (decode, back to the model, equality, read digest) when its
// encodings hash to sum, the Prepared.EncodedDigest of a preparation of
// the same binding, on the same variant, that ran it: the bytes are then
// the very ones checked, the decode that reads them the same code, and
// the check would only repeat itself. Encodings that differ in any byte
// (a codec that orders a map at random, or numbers its types per
// process) are checked again, in full. A timing worker uses it: its
// parent checked every cell's binding before starting it, and the
// repeated check was half of boutique/trace's workers' start.
func (b *Bound) Checked(sum uint64) *Bound {
	c := *b
	c.checked = sum
	return &c
}

// CheckedSum is the sum b was Checked on; 0 when it was not.
func (b *Bound) CheckedSum() uint64 { return b.checked }

// FuncsCodec is a codec bound by f to every Def over model M and to no
// other: for tests and experiments that need a codec without a package.
func FuncsCodec[M, V any](name string, f Funcs[M, V]) Codec {
	return Codec{Name: name, Bind: func(m Model) (Binding, bool) {
		if _, ok := m.(*Def[M]); !ok {
			return nil, false
		}
		return Bind(f), true
	}}
}

// Validate binds codec c to d and validates it on msgs exactly as a run
// validates a variant's messages (round trip, equality, read digest): for
// tests of messages no generator makes, such as empty and edge values.
func Validate[M any](d *Def[M], c *Codec, msgs []M) error {
	b, ok := d.Bind("", c)
	if !ok {
		return fmt.Errorf("codec %s does not bind to %T", c.Name, *new(M))
	}
	if len(msgs) == 0 {
		return errors.New("no messages to validate")
	}
	_, err := (&loaded[M]{def: d, msgs: msgs}).Prepare(b)
	return err
}

// unitsPerOp is the mean number of records (Info.Unit) in a message of
// msgs: 1 where d does not count them.
func unitsPerOp[M any](d *Def[M], msgs []M) float64 {
	if d.Units == nil || len(msgs) == 0 {
		return 1
	}
	var units float64
	for _, m := range msgs {
		units += float64(d.Units(m))
	}
	return units / float64(len(msgs))
}
