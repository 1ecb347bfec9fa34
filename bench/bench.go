package bench

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Option changes what Benchmark and Verify do: WithCodecs, WithEqual.
type Option struct {
	apply func(*config)
}

// config is the options applied.
type config struct {
	names []string // WithCodecs; nil means every codec that carries T
	equal any      // WithEqual's func(want, got T) error, nil for the default
}

// WithCodecs restricts Benchmark and Verify to the codecs named, in
// serbench's spelling (json, gob, protobuf, ...; bench's documentation
// lists them), in the order bench lists them whatever the order given.
// Naming a codec is asking for it: a named codec that cannot carry the
// samples' type, or that fails the round trip, fails the test or
// benchmark instead of being skipped. A name bench does not know fails at
// once with the list of valid names. Several WithCodecs add up.
func WithCodecs(names ...string) Option {
	return Option{func(c *config) { c.names = append(c.names, names...) }}
}

// WithEqual replaces the equality that the round trip of every sample must
// pass: eq returns nil when got, a sample after encode and decode, equals
// want, the sample, and otherwise an error that says where they differ (the
// message is shown as the codec's reason). T must be the samples' type:
// Benchmark and Verify fail at once when it is not.
//
// The default is reflect.DeepEqual's rules (proto.Equal for protobuf
// messages), which tell nil from empty slices and maps and compare a
// time.Time's location and monotonic clock reading too. Use WithEqual
// where the difference does not matter to you, for instance
//
//	bench.WithEqual(func(want, got Order) error {
//		if !want.At.Equal(got.At) {
//			return fmt.Errorf("At: want %v, got %v", want.At, got.At)
//		}
//		want.At, got.At = time.Time{}, time.Time{}
//		if !reflect.DeepEqual(want, got) {
//			return errors.New("differs")
//		}
//		return nil
//	})
func WithEqual[T any](eq func(want, got T) error) Option {
	return Option{func(c *config) { c.equal = eq }}
}

// plan is what Benchmark and Verify run for one type: the codecs that
// bind it, the ones that do not and why, and the equality.
type plan[T any] struct {
	explicit bool // WithCodecs named the codecs
	codecs   []codec[T]
	// unbound are the codecs of the selection that cannot carry T, with
	// the reason.
	unbound []string
	equal   func(want, got T) error
	notes   []string // things the user should know about T
}

// newPlan checks the options and the samples and binds every selected
// codec to T.
func newPlan[T any](samples []T, opts []Option) (*plan[T], error) {
	var cfg config
	for _, o := range opts {
		if o.apply != nil {
			o.apply(&cfg)
		}
	}
	typ := typeOf[T]()
	if len(samples) == 0 {
		return nil, fmt.Errorf("bench: no samples of %v: give at least one", typ)
	}
	p := &plan[T]{explicit: cfg.names != nil}
	switch eq := cfg.equal.(type) {
	case nil:
		p.equal = defaultEqual[T]()
	case func(want, got T) error:
		if eq == nil {
			return nil, errors.New("bench: WithEqual(nil): give an equality function")
		}
		p.equal = eq
	default:
		return nil, fmt.Errorf("bench: WithEqual is given a %T, but the samples are %v: it needs a func(want, got %v) error", cfg.equal, typ, typ)
	}
	all := known()
	var names []string
	for _, c := range all {
		names = append(names, c.Name)
	}
	for _, n := range cfg.names {
		if !slices.Contains(names, n) {
			return nil, fmt.Errorf("bench: unknown codec %q (valid: %s)", n, strings.Join(names, ", "))
		}
	}
	for _, c := range all {
		if p.explicit && !slices.Contains(cfg.names, c.Name) {
			continue
		}
		b, why := bind[T](c)
		if b == nil {
			p.unbound = append(p.unbound, c.Name+" ("+why+")")
			continue
		}
		p.codecs = append(p.codecs, b)
	}
	if p.explicit && len(p.unbound) > 0 {
		return nil, fmt.Errorf("bench: codecs named by WithCodecs cannot carry %v: %s", typ, strings.Join(p.unbound, "; "))
	}
	if at, found := findCycle(samples); found {
		return nil, fmt.Errorf("bench: %s holds a pointer cycle: codecs would recurse on it without end (some until the stack overflows, "+
			"which no recover catches); give samples without cycles", at)
	}
	if typ.Implements(jsonMarshaler) || reflect.PointerTo(typ).Implements(jsonMarshaler) {
		p.notes = append(p.notes, fmt.Sprintf("%v has a MarshalJSON method: json and the other JSON codecs that honour it "+
			"(go-json, jsoniter, segmentio-json, json-v2, ...) time that method, not their own reflection path", typ))
	}
	return p, nil
}

// typeOf is T's reflect.Type.
func typeOf[T any]() reflect.Type { return reflect.TypeFor[T]() }

// Benchmark times every codec that carries T on samples: a sub-benchmark
// codec=<name>/op=encode and one codec=<name>/op=decode for each, named
// as serbench names the codec (so that `benchstat -col /codec` sets the
// codecs side by side, and the figures line up with `serbench run`'s).
//
// Each codec is first validated as Verify validates it, untimed: every
// sample must encode, decode and equal the original. A codec that fails
// is skipped (b.Skip) with the first difference, unless WithCodecs named
// it, in which case its sub-benchmark fails. The timed loops go round the
// samples in turn: encode takes sample i (mod len(samples)), decode the
// bytes of sample i as the codec encoded them during validation, into a
// new value every time as your own code would allocate it. Both report
// allocations (b.ReportAllocs) and the mean encoded size of a sample as
// the extra unit encoded-B/msg. A codec that errors or panics while timed
// fails its sub-benchmark; no panic escapes. What you should know about T
// is logged: a MarshalJSON method, which encoding/json and the JSON codecs
// that honour it time instead of their own reflection.
func Benchmark[T any](b *testing.B, samples []T, opts ...Option) {
	b.Helper()
	p, err := newPlan(samples, opts)
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range p.notes {
		b.Log("bench: note: " + n)
	}
	for _, c := range p.codecs {
		b.Run("codec="+c.name(), func(b *testing.B) {
			r, err := c.prepare(samples, p.equal)
			if err != nil {
				if p.explicit {
					b.Fatalf("codec %s does not carry %v: %v", c.name(), typeOf[T](), err)
				}
				b.Skipf("codec %s does not carry %v: %v", c.name(), typeOf[T](), err)
			}
			for _, op := range []string{"encode", "decode"} {
				b.Run("op="+op, func(b *testing.B) {
					b.ReportAllocs()
					var err error
					if op == "encode" {
						err = r.encode(b)
					} else {
						err = r.decode(b)
					}
					if err != nil {
						b.Fatalf("codec %s: %s: %v", c.name(), op, err)
					}
					b.ReportMetric(r.meanSize, "encoded-B/msg")
				})
			}
		})
	}
}

// runner is what can run subtests: *testing.T.
type runner interface {
	Run(name string, f func(t *testing.T)) bool
}

// Verify checks that codecs carry T: for every codec that can bind T, each
// sample must encode, decode and equal the original (reflect.DeepEqual's
// rules by default, see WithEqual). A codec's error or panic is caught and
// counts as its failure; the first failing sample is reported with where
// it differs.
//
// Given a *testing.T, Verify runs a subtest codec=<name> per codec. Without
// WithCodecs, Verify surveys: a codec that fails is skipped (t.Skip, with
// the reason; `go test -v` lists them), and Verify fails only when no
// codec at all carries T, or the samples or options are unusable (no
// samples, a pointer cycle, an unknown codec name, a WithEqual of another
// type). With WithCodecs, Verify asserts: every named codec must bind T
// and pass, or the test fails. Either way it logs a summary: which codecs
// carry T, which fail, and which cannot bind it at all (protobuf for a type
// that is not a proto.Message, ...), which are never subtests.
//
// Given another testing.TB (a *testing.B, a *testing.F), Verify checks the
// codecs in turn without subtests: failures are logged, or reported as
// errors for codecs WithCodecs named.
func Verify[T any](t testing.TB, samples []T, opts ...Option) {
	t.Helper()
	p, err := newPlan(samples, opts)
	if err != nil {
		t.Fatal(err)
	}
	typ := typeOf[T]()
	var pass, fail []string
	for _, c := range p.codecs {
		check := func(t testing.TB, sub bool) {
			t.Helper()
			r, err := c.prepare(samples, p.equal)
			switch {
			case err == nil:
				pass = append(pass, c.name())
				t.Logf("codec %s carries %v: %d samples round trip, %.1f encoded bytes each on average", c.name(), typ, len(samples), r.meanSize)
			case p.explicit:
				fail = append(fail, c.name())
				t.Errorf("codec %s does not carry %v: %v", c.name(), typ, err)
			default:
				fail = append(fail, c.name())
				if sub {
					t.Skipf("codec %s does not carry %v: %v", c.name(), typ, err)
				}
				t.Logf("codec %s does not carry %v: %v", c.name(), typ, err)
			}
		}
		if r, ok := t.(runner); ok {
			r.Run("codec="+c.name(), func(t *testing.T) { check(t, true) })
		} else {
			check(t, false)
		}
	}
	var sum strings.Builder
	fmt.Fprintf(&sum, "bench.Verify %v, %d samples:\n\tcarry it: %s", typ, len(samples), list(pass))
	fmt.Fprintf(&sum, "\n\tfail: %s", list(fail))
	if len(p.unbound) > 0 {
		fmt.Fprintf(&sum, "\n\tcannot bind it: %s", strings.Join(p.unbound, "; "))
	}
	for _, n := range p.notes {
		fmt.Fprintf(&sum, "\n\tnote: %s", n)
	}
	t.Log(sum.String())
	if len(pass) == 0 && !p.explicit {
		t.Errorf("bench.Verify: no codec carries %v (see the reasons above)", typ)
	}
}

func list(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
