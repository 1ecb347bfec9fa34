// Package usergo is the run-time side of `serbench run --go`: the dataset
// over a user's own Go types. serbench builds a temporary program
// (internal/userbuild, gotypes.go) whose main calls Main with a Program
// naming the types, the mirrors easyjson and msgp bind through, and the
// derived schema the schema codecs bind through (suite.Via); this package
// reads the samples or generates values by reflection, makes the dataset
// (a trace of every type and one variant per type), validates every codec
// on it and leaves out, with the first difference, those that do not give
// the values back exactly, and runs serbench's command line.
package usergo

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/jsonl"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/userproto"
)

// Program is what the generated main hands Main: the user's types and the
// code generated for them.
type Program struct {
	Package string    // the import path of the types' package
	Name    string    // the package's name: the dataset's
	Types   []AnyType // the types given with --type, in that order
	// LeftOut says why a codec whose code is generated for the types
	// (easyjson, msgp) was not: codec name → reason.
	LeftOut map[string]string
	// SchemaLeftOut says why a codec whose code is generated for the
	// schema derived from the types (FlatBuffers, Symphony, ...) was not.
	SchemaLeftOut map[string]string
}

// Type is one of the user's types T, with the conversions offered to the
// codecs that do not bind to T by reflection.
type Type[T any] struct {
	Name string // T's name in its package: its variant, and its samples' file name
	// Offers make the conversions of T's mirrors (easyjson's, msgp's),
	// given T's read digest.
	Offers []func(visit func(*digest.Hasher, *T)) any
	// Schema returns how the schema codecs bind through the schema derived
	// from T (suite.Via); nil, or an error, leaves them out with NoSchema
	// or the error as the reason.
	Schema   func() (suite.Through[*T], error)
	NoSchema string
	through  suite.Through[*T] // Schema's, once resolved
	resolved bool
}

// resolve calls Schema once.
func (t *Type[T]) resolve() {
	if t.resolved {
		return
	}
	t.resolved = true
	if t.Schema == nil {
		return
	}
	th, err := t.Schema()
	if err != nil {
		t.NoSchema = "the derived schema: " + err.Error()
		return
	}
	t.through = th
}

// AnyType is a Type with its type hidden, for the Program's list.
type AnyType interface {
	TypeName() string // the type's name in its package
	goType() reflect.Type
	decode(b []byte) (any, error)
	generate(g *gen) any
	is(m any) bool
	def(meta suite.Info, variant string, load func() ([]any, error)) part
	noSchema() string
}

// part is a type's Def: a per-type variant, and a part of the trace.
type part interface {
	suite.Dataset
	suite.Part
}

// TypeName implements AnyType.
func (t *Type[T]) TypeName() string { return t.Name }

func (t *Type[T]) goType() reflect.Type { return reflect.TypeFor[T]() }

func (t *Type[T]) decode(b []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	m := new(T)
	if err := d.Decode(m); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("more than one JSON value on the line")
	}
	return m, nil
}

func (t *Type[T]) generate(g *gen) any {
	m := new(T)
	g.fill(reflect.ValueOf(m).Elem(), 0)
	return m
}

func (t *Type[T]) is(m any) bool {
	_, ok := m.(*T)
	return ok
}

func (t *Type[T]) noSchema() string {
	t.resolve()
	if t.through == nil && t.NoSchema == "" {
		return "no schema was derived from " + t.Name
	}
	return t.NoSchema
}

// Digest is T's read digest, by reflection over every field.
func Digest[T any](h *digest.Hasher, m *T) { deepvalue.Digest(h, reflect.ValueOf(m)) }

// Equal reports the first difference between want and got under
// reflect.DeepEqual's rules, or nil.
func Equal[T any](want, got *T) error {
	return deepvalue.Equal(reflect.ValueOf(want), reflect.ValueOf(got))
}

func (t *Type[T]) def(meta suite.Info, variant string, load func() ([]any, error)) part {
	t.resolve()
	var offers []any
	for _, o := range t.Offers {
		offers = append(offers, o(Digest[T]))
	}
	return &suite.Def[*T]{
		Meta: meta,
		Generate: func(v string) ([]*T, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			all, err := load()
			if err != nil {
				return nil, err
			}
			var out []*T
			for _, m := range all {
				if m, ok := m.(*T); ok {
					out = append(out, m)
				}
			}
			return out, nil
		},
		Digest:      Digest[T],
		Equal:       Equal[T],
		Conversions: offers,
		Through:     t.through,
	}
}

// Input is what the command line gives the dataset.
type Input struct {
	// Samples is a file of one type's values, one JSON value a line, or a
	// folder of <Type>.jsonl files; empty means generated values.
	Samples string
	// Messages is how many values to generate (DefaultMessages when 0).
	Messages int
	// Worker is set in a timing worker, whose parent has validated the
	// codecs already: of a folder of samples, only Variant's files are
	// read, when first needed (workerSource). Variant and Codec are the
	// worker's cell's.
	Worker         bool
	Variant, Codec string
	// Models, in a timing worker of an encode or update cell, is the file
	// of Variant's values that its parent wrote (WriteModels): they are
	// read from it, not from the samples.
	Models string
}

// DefaultMessages is how many values --messages generates by default, as
// for --proto.
const DefaultMessages = 1000

// SampleExt is the extension of a sample file: <Type>.jsonl.
const SampleExt = ".jsonl"

// TraceVariant holds every value, round robin.
const TraceVariant = "trace"

// maxLine bounds one sample line.
const maxLine = 64 << 20

// seed makes the generated values and the trace's order the same on every
// run.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '-', 'g', 'o'}

func inputErr(format string, args ...any) error {
	return &suite.UsageError{Msg: fmt.Sprintf(format, args...)}
}

// Worker is the main of the lean timing worker built beside the program
// for `run --go` (timeworker.MainUser): p's dataset over the values of
// the cell's variant alone, which the parent validated, and its codec.
func Worker(p *Program) int {
	return timeworker.MainUser(func(u timeworker.User) (*suite.Registry, error) {
		return WorkerRegistry(p, u.Samples, u.Messages, u.Variant, u.Codec, u.Models)
	})
}

// WorkerRegistry is the registry of a timing worker of p's cell of variant
// and codec, over the file of values its parent wrote (models, for encode
// and update cells: WriteModels), else over the parent's samples or its
// count of generated values.
func WorkerRegistry(p *Program, samples string, messages int, variant, codec, models string) (*suite.Registry, error) {
	return Registry(p, Input{Samples: samples, Messages: messages, Worker: true, Variant: variant, Codec: codec, Models: models}, io.Discard)
}

// names lists the types' names, for errors.
func (p *Program) names() string {
	var out []string
	for _, t := range p.Types {
		out = append(out, t.TypeName())
	}
	return strings.Join(out, ", ")
}

func (p *Program) lookup(name string) AnyType {
	for _, t := range p.Types {
		if t.TypeName() == name {
			return t
		}
	}
	return nil
}

// Messages reads or generates the values (each a *T): the trace's, in its
// order, and each type's, in its variant's order, with warnings about
// files it skipped.
func (p *Program) Messages(in Input) (trace []any, byType map[AnyType][]any, warnings []string, err error) {
	if len(p.Types) == 0 {
		return nil, nil, nil, inputErr("--go: no --type given")
	}
	if trace, byType, warnings, err = p.read(in); err != nil {
		return nil, nil, warnings, err
	}
	if len(trace) == 0 {
		return nil, nil, warnings, inputErr("--samples %s: no values", in.Samples)
	}
	shuffle(trace)
	if byType == nil {
		// One file, or generated: each type's values in the trace's order.
		byType = map[AnyType][]any{}
		for _, m := range trace {
			t := p.typeOf(m)
			if t == nil {
				return nil, nil, warnings, fmt.Errorf("a value of type %T is of none of the types", m)
			}
			byType[t] = append(byType[t], m)
		}
		return trace, byType, warnings, nil
	}
	// A type's own order, from its file alone, so that a timing worker of
	// its variant reads that file and no other (workerSource).
	for _, msgs := range byType {
		shuffle(msgs)
	}
	return trace, byType, warnings, nil
}

// read reads the samples, or generates values: all of them, and by type
// when they come from a folder.
func (p *Program) read(in Input) ([]any, map[AnyType][]any, []string, error) {
	if in.Samples == "" {
		n := in.Messages
		if n == 0 {
			n = DefaultMessages
		}
		g := &gen{rng: rand.New(rand.NewChaCha8(seed))}
		msgs := make([]any, 0, n)
		for i := range n {
			msgs = append(msgs, p.Types[i%len(p.Types)].generate(g))
		}
		return msgs, nil, nil, nil
	}
	st, err := os.Stat(in.Samples)
	switch {
	case err != nil:
		return nil, nil, nil, inputErr("--samples %s: %v", in.Samples, err)
	case st.IsDir():
		return p.readSampleDir(in.Samples)
	case len(p.Types) > 1:
		return nil, nil, nil, inputErr("--samples %s: with several types, give a folder of <Type>%s files (%s)", in.Samples, SampleExt, p.names())
	}
	msgs, err := readSamples(in.Samples, p.Types[0])
	return msgs, nil, nil, err
}

// shuffle puts msgs in the seeded order of the trace and the variants.
func shuffle(msgs []any) {
	rng := rand.New(rand.NewChaCha8(seed))
	rng.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
}

// readSampleDir reads every <Type>.jsonl file of dir: all their values,
// file after file, and each type's, with warnings about the files it
// skipped.
func (p *Program) readSampleDir(dir string) ([]any, map[AnyType][]any, []string, error) {
	files, warnings, err := p.sampleFiles(dir)
	if err != nil {
		return nil, nil, warnings, err
	}
	var all []any
	byType := map[AnyType][]any{}
	for _, f := range files {
		msgs, err := readSamples(f.path, f.typ)
		if err != nil {
			return nil, nil, warnings, err
		}
		all = append(all, msgs...)
		byType[f.typ] = append(byType[f.typ], msgs...)
	}
	return all, byType, warnings, nil
}

// typeFile is a sample file and the type whose values it holds.
type typeFile struct {
	typ  AnyType
	path string
}

// sampleFiles lists the <Type>.jsonl files of dir, sorted by name; a
// .jsonl file that names none of the types is an error, other files are
// skipped with a warning.
func (p *Program) sampleFiles(dir string) ([]typeFile, []string, error) {
	files, others, err := jsonl.Dir(dir, SampleExt)
	if err != nil {
		return nil, nil, inputErr("--samples %s: %v", dir, err)
	}
	var warnings []string
	for _, path := range others {
		warnings = append(warnings, fmt.Sprintf("--samples: %s is not a <Type>%s file: skipped", path, SampleExt))
	}
	out := make([]typeFile, 0, len(files))
	for _, f := range files {
		t := p.lookup(f.Stem)
		if t == nil {
			return nil, warnings, inputErr("--samples: %s: no --type %s (given: %s)", f.Path, f.Stem, p.names())
		}
		out = append(out, typeFile{t, f.Path})
	}
	return out, warnings, nil
}

// readSamples reads one file of t's values, one encoding/json value a
// line; a line that does not decode into the type (or names a field it
// does not have) is bad input, named file:line.
func readSamples(path string, t AnyType) ([]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, inputErr("--samples: %v", err)
	}
	defer f.Close()
	var out []any
	line, err := jsonl.Lines(f, maxLine, func(_ int, b []byte) error {
		m, err := t.decode(b)
		if err != nil {
			return fmt.Errorf("not a %s in JSON: %v", t.TypeName(), err)
		}
		out = append(out, m)
		return nil
	})
	if err != nil {
		return nil, inputErr("%s:%d: %v", path, line, err)
	}
	return out, nil
}

// source is what a dataset is made of: the types that have values, in
// the Program's order, each type's values in its variant's order and the
// trace's, each asked for when a variant is loaded. A timing worker's are
// read then (workerSource), and one of a type's variant has no trace.
type source struct {
	types []AnyType
	typ   func(AnyType) ([]any, error)
	trace func() ([]any, error) // nil: no trace variant
	// about says what the values are; counts are each type's and total
	// their sum, for the descriptions (none in a worker), and bytes each
	// type's size for the progress estimate (suite.VariantInfo.Bytes; none
	// in a worker).
	about  string
	counts map[AnyType]int
	total  int
	bytes  map[AnyType]int64
}

// loadedSource is the source over values read or generated already.
func (p *Program) loadedSource(trace []any, byType map[AnyType][]any, about string) *source {
	src := &source{about: about, counts: map[AnyType]int{}, total: len(trace),
		typ:   func(t AnyType) ([]any, error) { return byType[t], nil },
		trace: func() ([]any, error) { return trace, nil }}
	for _, t := range p.Types {
		if n := len(byType[t]); n > 0 {
			src.types = append(src.types, t)
			src.counts[t] = n
		}
	}
	return src
}

// sizeUp sets each type's bytes, its values' encoding/json size: the
// parent's, for its progress estimate; a worker's source has none. A type
// that encoding/json cannot encode (a NaN, a channel) has no size: its
// variant's time is estimated by its cells.
func (src *source) sizeUp() error {
	src.bytes = map[AnyType]int64{}
	for _, t := range src.types {
		vals, err := src.typ(t)
		if err != nil {
			return err
		}
		for _, v := range vals {
			b, err := json.Marshal(v)
			if err != nil {
				delete(src.bytes, t)
				break
			}
			src.bytes[t] += int64(len(b))
		}
	}
	return nil
}

// Dataset returns the dataset over src: a trace of every value, round
// robin, and one variant per type that has values. The trace is planned
// only over two types or more, as --proto's (userproto's Dataset).
func (p *Program) Dataset(src *source, leftOut []string) suite.Dataset {
	planTrace := src.trace != nil && len(src.types) > 1
	about := "%s: %d values of %d types. Each op handles the next value, so ns/op is time per value"
	if planTrace {
		about += "; the trace variant mixes every type, each value encoded as its own type."
	} else {
		about += "."
	}
	meta := suite.Info{
		Name:  p.Name,
		Title: "Your Go types: " + p.Package + " (" + p.names() + ")",
		About: fmt.Sprintf(about, src.about, src.total, len(src.types)),
		Unit:  "message",
	}
	if len(leftOut) > 0 {
		meta.About += " Codecs left out for these types: " + strings.Join(leftOut, "; ") + "."
	}
	if planTrace {
		var all int64 // unknown (0) when a type's is
		for _, t := range src.types {
			if all += src.bytes[t]; src.bytes[t] == 0 {
				all = 0
				break
			}
		}
		meta.Variants = append(meta.Variants, suite.VariantInfo{Name: TraceVariant, About: src.about + ", round robin", Bytes: all})
	}
	for _, t := range src.types {
		meta.Variants = append(meta.Variants, suite.VariantInfo{Name: t.TypeName(), About: fmt.Sprintf("the %d %s values", src.counts[t], t.TypeName()),
			Bytes: src.bytes[t]})
	}
	defs := map[string]suite.Dataset{}
	var parts []suite.Part
	for _, t := range src.types {
		d := t.def(meta, t.TypeName(), func() ([]any, error) { return src.typ(t) })
		defs[t.TypeName()] = d
		parts = append(parts, d)
	}
	if src.trace != nil {
		defs[TraceVariant] = &suite.Mix{Meta: meta, Generate: func(string) ([]any, error) { return src.trace() }, Parts: parts}
	}
	return &dataset{ByVariant: suite.NewByVariant(meta, defs), p: p, src: src}
}

func (p *Program) typeOf(m any) AnyType {
	for _, t := range p.Types {
		if t.is(m) {
			return t
		}
	}
	return nil
}

// notGenerated is why a codec that binds only through code generated for
// a dataset's types is left out when nothing says more.
const notGenerated = "needs code generated for the types, which serbench does not write for this codec from Go types"

// Registry returns every codec and the one dataset over in's values. A
// codec that cannot carry a type is left out of its variant and of the
// trace, with its reason in the codec's Unfit (serbench list, verify, the
// report's codec notes) and in the dataset's description: one that does
// not bind (no mirror, no derived schema) and one whose validation on the
// first values of a type (ProbeValues) fails, with the first difference.
// A timing worker's registry probes nothing: its parent planned the cell
// it serves (workerRegistry).
func Registry(p *Program, in Input, stderr io.Writer) (*suite.Registry, error) {
	primeGob(p.Types)
	if in.Worker {
		return p.workerRegistry(in)
	}
	trace, byType, warnings, err := p.Messages(in)
	for _, w := range warnings {
		fmt.Fprintln(stderr, "serbench: warning:", w)
	}
	if err != nil {
		return nil, err
	}
	about := fmt.Sprintf("%d values generated by reflection", len(trace))
	if in.Samples != "" {
		about = "the values of " + in.Samples
	}
	src := p.loadedSource(trace, byType, about)
	if err := src.sizeUp(); err != nil {
		return nil, err
	}
	probe := p.Dataset(p.probeSource(trace, byType, about), nil)
	var variants []string
	for _, v := range probe.Info().Variants {
		if v.Name != TraceVariant {
			variants = append(variants, v.Name)
		}
	}
	all := codecs.All()
	var left userproto.LeftOut
	for i := range all {
		c := &all[i]
		whys := map[string]string{} // variant → why the codec cannot carry it
		for _, v := range variants {
			if why := p.unfit(probe, c, v); why != "" {
				whys[v] = why
			}
		}
		if len(whys) == 0 {
			continue
		}
		var distinct []string
		for _, v := range variants {
			if why := whys[v]; why != "" {
				label := v + ": " + why
				if !slices.Contains(distinct, label) {
					distinct = append(distinct, label)
				}
			}
		}
		why := strings.Join(distinct, "; ")
		left.Add(c, why)
		for _, v := range variants {
			if w := whys[v]; w != "" {
				c.Unfit[p.Name+"/"+v] = v + ": " + w
			}
		}
		if len(whys) == len(variants) {
			// Every type: the whole dataset.
			c.Unfit[p.Name] = why
		} else {
			c.Unfit[p.Name+"/"+TraceVariant] = why
		}
	}
	ds := p.Dataset(src, left.Report(p.Name, stderr))
	return &suite.Registry{Codecs: all, Datasets: []suite.Dataset{ds}}, nil
}

// ProbeValues is how many values of each type the probe (Registry)
// validates a codec on: a codec that cannot carry a type (an unsupported
// field, nil given back as empty) fails on its first values, and the run
// validates every value again before timing, failing the cells of a codec
// that fails later: every value is validated once, not twice, and the
// probe takes seconds where it took minutes on tens of thousands of values.
const ProbeValues = 256

// probeSource is the source of the probe: at most ProbeValues values of
// each type, and the trace's first values.
func (p *Program) probeSource(trace []any, byType map[AnyType][]any, about string) *source {
	few := make(map[AnyType][]any, len(byType))
	for t, vals := range byType {
		few[t] = vals[:min(len(vals), ProbeValues)]
	}
	return p.loadedSource(trace[:min(len(trace), ProbeValues)], few, about)
}

// primeGob has gob meet every type, in the Program's order, before
// anything else encodes: gob numbers types process-wide in the order it
// first meets them, and the numbers are in its bytes, so a timing worker
// that serves only the second type would otherwise encode it in other
// bytes than its parent, which met the first one before (and the worker's
// check of its messages fails).
func primeGob(types []AnyType) {
	for _, t := range types {
		_ = gob.NewEncoder(io.Discard).Encode(reflect.New(t.goType()).Interface())
	}
}

// crashes are limits that end the process instead of failing a call (a
// stack overflow is fatal in Go): codec → why, for a type that reaches
// one; such a codec is left out without being tried.
var crashes = map[string]func(reflect.Type) string{
	"kelindar-binary": func(t reflect.Type) string {
		if r := recursive(t); r != nil {
			return fmt.Sprintf("kelindar/binary's type scanner recurses without end on a recursive type (%s holds itself; a fatal stack overflow)", r)
		}
		return ""
	},
}

// recursive returns a named type that t reaches and that holds itself, or
// nil.
func recursive(t reflect.Type) reflect.Type {
	var found reflect.Type
	onPath := map[reflect.Type]bool{}
	done := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		if found != nil || done[t] {
			return
		}
		if onPath[t] {
			found = t
			return
		}
		onPath[t] = true
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(t.Elem())
		case reflect.Map:
			walk(t.Key())
			walk(t.Elem())
		case reflect.Struct:
			for i := range t.NumField() {
				walk(t.Field(i).Type)
			}
		}
		delete(onPath, t)
		done[t] = true
	}
	walk(t)
	return found
}

// unfit says why codec c cannot carry the values of type variant v, or "".
func (p *Program) unfit(ds suite.Dataset, c *suite.Codec, v string) string {
	if crash := crashes[c.Name]; crash != nil {
		if t := p.lookup(v); t != nil {
			if why := crash(t.goType()); why != "" {
				return why
			}
		}
	}
	b, ok := ds.Bind(v, c)
	if !ok {
		if why := p.LeftOut[c.Name]; why != "" {
			return why
		}
		if slices.Contains(c.Labels, suite.LabelReflection) {
			if t := p.lookup(v); t != nil && t.noSchema() != "" {
				// A reflection codec that needs a schema (Avro's).
				return "it binds through a schema, and " + t.noSchema()
			}
			return "it does not bind to the type"
		}
		if !isMirrorCodec(c.Name) {
			if t := p.lookup(v); t != nil && t.noSchema() != "" {
				return t.noSchema()
			}
			if why := p.SchemaLeftOut[c.Name]; why != "" {
				return why
			}
		}
		return notGenerated
	}
	l, err := ds.Load(v)
	if err != nil {
		return "its values do not load: " + firstLine(err)
	}
	if _, err := l.Prepare(b); err != nil {
		return "the round trip does not give the values back exactly: " + firstLine(err)
	}
	return ""
}

// isMirrorCodec reports the codecs that bind through the mirrors written
// for the types rather than through a derived schema.
func isMirrorCodec(name string) bool {
	return name == "easyjson" || name == "msgp" || name == "msgp+reuse"
}

func firstLine(err error) string {
	s := err.Error()
	// A go-cmp diff starts on its own line: keep its first line of content.
	lines := strings.Split(s, "\n")
	out := strings.TrimSpace(lines[0])
	if strings.HasSuffix(out, ":") && len(lines) > 1 {
		out += " " + strings.TrimSpace(lines[1])
	}
	return out
}
