package userproto

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/jsonl"
	"github.com/serbench/serbench/suite"
)

// Input is what the command line gives the dataset: sample files, or how
// many messages to generate.
type Input struct {
	// Samples is a folder of <MessageName>.jsonl files, or with Message
	// one such file; empty means generated messages.
	Samples string
	// Message restricts the dataset to one message type.
	Message string
	// Messages is how many messages to generate (DefaultMessages when 0).
	Messages int
	// Worker is set in a timing worker, whose parent validated the codecs
	// on the same messages: no codec is probed, and of a folder of
	// samples only Variant's files are read, when first needed.
	Worker bool
	// Variant and Codec are the timing worker's cell's.
	Variant, Codec string
	// Models, in a timing worker of an encode or update cell, is the file
	// of Variant's messages that its parent wrote (WriteModels): they are
	// read from it, and no sample is.
	Models string
}

// DefaultMessages is how many messages --messages generates by default:
// enough to mix every type of a schema, few enough that validating every
// codec on them takes seconds.
const DefaultMessages = 1000

// SampleExt is the extension of a sample file: <MessageName>.jsonl.
const SampleExt = ".jsonl"

// maxLine bounds one sample line.
const maxLine = 64 << 20

// TraceVariant holds every message, round robin.
const TraceVariant = "trace"

// seed makes the generated messages and the trace's order the same on
// every run.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '-', 'p', 'r', 'o', 't', 'o'}

// inputErr is bad input from the user (a sample that does not parse, an
// unknown message type): the command line prints it on one line and exits
// with status 2.
func inputErr(format string, args ...any) error {
	return &suite.UsageError{Msg: fmt.Sprintf(format, args...)}
}

// Name is the dataset's name: the proto package, or the file's base name
// when it declares none.
func (s *Schema) Name() string {
	if s.Package != "" {
		return s.Package
	}
	if len(s.Sources) > 0 {
		return strings.TrimSuffix(filepath.Base(s.Sources[0]), ".proto")
	}
	return "proto"
}

// variantName is a message type's variant: its full name without the
// package (Span.Event).
func (s *Schema) variantName(k AnyKind) string {
	name := k.FullName()
	if pkg := descriptor(k).ParentFile().Package(); pkg != "" {
		name = strings.TrimPrefix(name, string(pkg)+".")
	}
	return name
}

// Lookup finds a message type by its full name, its name within its
// package, its Go name or, when no other type shares it, its bare name.
func (s *Schema) Lookup(name string) (AnyKind, bool) {
	var bare []AnyKind
	for _, k := range s.Kinds {
		if name == k.FullName() || name == k.Name() || name == s.variantName(k) {
			return k, true
		}
		if string(descriptor(k).Name()) == name {
			bare = append(bare, k)
		}
	}
	if len(bare) == 1 {
		return bare[0], true
	}
	return nil, false
}

// names lists the variant names of every message type, for errors.
func (s *Schema) names() string {
	var out []string
	for _, k := range s.Kinds {
		out = append(out, s.variantName(k))
	}
	if len(out) > 30 {
		out = append(out[:30], fmt.Sprintf("... %d more", len(out)-30))
	}
	return strings.Join(out, ", ")
}

// Messages reads or generates the dataset's messages (model values): the
// trace's, in its order, and each type's, in its variant's order, with
// warnings about files it skipped.
func (s *Schema) Messages(in Input) (trace []any, byKind map[AnyKind][]any, warnings []string, err error) {
	var only AnyKind
	if in.Message != "" {
		k, ok := s.Lookup(in.Message)
		if !ok {
			return nil, nil, nil, inputErr("--message %s: no such message type in the schema (valid: %s)", in.Message, s.names())
		}
		only = k
	}
	switch {
	case in.Samples != "" && only != nil:
		st, err := os.Stat(in.Samples)
		if err != nil || st.IsDir() {
			return nil, nil, nil, inputErr("--samples %s: with --message, give one file of %s messages, one protojson message a line", in.Samples, in.Message)
		}
		trace, err = s.readSamples(in.Samples, only)
		if err != nil {
			return nil, nil, nil, err
		}
	case in.Samples != "":
		if trace, byKind, warnings, err = s.readSampleDir(in.Samples); err != nil {
			return nil, nil, warnings, err
		}
	default:
		if trace, err = s.generated(only, in.Messages); err != nil {
			return nil, nil, nil, err
		}
	}
	if len(trace) == 0 {
		return nil, nil, warnings, inputErr("--samples %s: no messages", in.Samples)
	}
	shuffle(trace)
	if byKind == nil {
		// One file, or generated: each type's messages in the trace's order.
		byKind = map[AnyKind][]any{}
		for _, m := range trace {
			k, err := s.kindOf(m)
			if err != nil {
				return nil, nil, warnings, err
			}
			byKind[k] = append(byKind[k], m)
		}
		return trace, byKind, warnings, nil
	}
	// A type's own order, from its files alone, so that a timing worker of
	// its variant reads those files and no others (workerSource).
	for _, msgs := range byKind {
		shuffle(msgs)
	}
	return trace, byKind, warnings, nil
}

// shuffle puts msgs in the seeded order of the trace and the variants.
func shuffle(msgs []any) {
	rng := rand.New(rand.NewChaCha8(seed))
	rng.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
}

// generated makes n messages (DefaultMessages when 0) of only, or of the
// schema's top-level types round robin.
func (s *Schema) generated(only AnyKind, n int) ([]any, error) {
	roots := []AnyKind{only}
	if only == nil {
		roots = nil
		for _, name := range s.Roots {
			if k, ok := s.Lookup(name); ok {
				roots = append(roots, k)
			}
		}
	}
	if n == 0 {
		n = DefaultMessages
	}
	if len(roots) == 0 {
		return nil, inputErr("the schema declares no message to generate: name one with --message")
	}
	return s.generate(roots, n)
}

// readSampleDir reads every <MessageName>.jsonl file of dir: all their
// messages, file after file, and each type's, with warnings about the
// files it skipped.
func (s *Schema) readSampleDir(dir string) ([]any, map[AnyKind][]any, []string, error) {
	files, warnings, err := s.sampleFiles(dir)
	if err != nil {
		return nil, nil, warnings, err
	}
	var all []any
	byKind := map[AnyKind][]any{}
	for _, f := range files {
		msgs, err := s.readSamples(f.path, f.kind)
		if err != nil {
			return nil, nil, warnings, err
		}
		all = append(all, msgs...)
		byKind[f.kind] = append(byKind[f.kind], msgs...)
	}
	return all, byKind, warnings, nil
}

// kindFile is a sample file and the message type it holds.
type kindFile struct {
	kind AnyKind
	path string
}

// sampleFiles lists the <MessageName>.jsonl files of dir, sorted by name;
// a .jsonl file that names no message type of the schema is an error,
// other files are skipped with a warning.
func (s *Schema) sampleFiles(dir string) ([]kindFile, []string, error) {
	files, others, err := jsonl.Dir(dir, SampleExt)
	if err != nil {
		return nil, nil, inputErr("--samples %s: not a folder of <MessageName>%s files", dir, SampleExt)
	}
	var warnings []string
	for _, path := range others {
		warnings = append(warnings, fmt.Sprintf("--samples: %s is not a <MessageName>%s file: skipped", path, SampleExt))
	}
	out := make([]kindFile, 0, len(files))
	for _, f := range files {
		k, ok := s.Lookup(f.Stem)
		if !ok {
			return nil, warnings, inputErr("--samples: %s: the schema has no message type %s (valid: %s)", f.Path, f.Stem, s.names())
		}
		out = append(out, kindFile{k, f.Path})
	}
	return out, warnings, nil
}

// readSamples reads one file of k's messages, one protojson message a
// line (proto or JSON field names; 64-bit integers as strings or numbers).
// Each must survive the trip through the model exactly, or the dataset
// would validate codecs on something else than the user's data.
func (s *Schema) readSamples(path string, k AnyKind) ([]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, inputErr("--samples: %v", err)
	}
	defer f.Close()
	var out []any
	line, err := jsonl.Lines(f, maxLine, func(_ int, b []byte) error {
		p := k.newProto()
		if err := protojson.Unmarshal(b, p); err != nil {
			return fmt.Errorf("not a %s in protojson: %v", k.FullName(), err)
		}
		m := k.fromProto(p)
		if back := k.toProto(m); !proto.Equal(p, back) {
			return fmt.Errorf("the model does not hold this %s exactly (a Duration beyond ±292 years?)", k.FullName())
		}
		out = append(out, m)
		return nil
	})
	if err != nil {
		return nil, inputErr("%s:%d: %v", path, line, err)
	}
	return out, nil
}

// source is what a dataset is made of: the message types that have
// messages, in the schema's order, each type's messages in its variant's
// order and the trace's, each asked for when a variant is loaded. A
// timing worker's are read then (workerSource), and one of a type's
// variant has no trace.
type source struct {
	kinds []AnyKind
	kind  func(AnyKind) ([]any, error)
	trace func() ([]any, error) // nil: no trace variant
	// about says what the messages are; counts are each type's and total
	// their sum, for the descriptions (none in a worker), and bytes each
	// type's size for the progress estimate (suite.VariantInfo.Bytes; none
	// in a worker).
	about  string
	counts map[AnyKind]int
	total  int
	bytes  map[AnyKind]int64
}

// loadedSource is the source over messages read or generated already.
func (s *Schema) loadedSource(trace []any, byKind map[AnyKind][]any, about string) *source {
	src := &source{about: about, counts: map[AnyKind]int{}, total: len(trace),
		kind:  func(k AnyKind) ([]any, error) { return byKind[k], nil },
		trace: func() ([]any, error) { return trace, nil }}
	for _, k := range s.Kinds {
		if n := len(byKind[k]); n > 0 {
			src.kinds = append(src.kinds, k)
			src.counts[k] = n
		}
	}
	return src
}

// sizeUp sets each type's bytes, its messages' protobuf size: the
// parent's, for its progress estimate; a worker's source has none.
func (src *source) sizeUp() error {
	src.bytes = map[AnyKind]int64{}
	for _, k := range src.kinds {
		msgs, err := src.kind(k)
		if err != nil {
			return err
		}
		for _, m := range msgs {
			src.bytes[k] += int64(proto.Size(k.toProto(m)))
		}
	}
	return nil
}

// Dataset returns the dataset over src: a trace of every message, round
// robin, and one variant per message type that has messages. The trace is
// planned only over two types or more: one type's trace holds its variant's
// messages in the same order, and timing it again doubled a --message run.
// It stays bound for the probe (Registry), which binds every codec to it.
func (s *Schema) Dataset(src *source, leftOut []string) suite.Dataset {
	planTrace := src.trace != nil && len(src.kinds) > 1
	about := "%s: %d messages of %d types. Each op handles the next message, so ns/op is time per message"
	if planTrace {
		about += "; the trace variant mixes every type, each message encoded as its own type."
	} else {
		about += "."
	}
	meta := suite.Info{
		Name:  s.Name(),
		Title: "Your schema: " + strings.Join(s.Sources, ", "),
		About: fmt.Sprintf(about, src.about, src.total, len(src.kinds)),
		Unit:  "message",
	}
	if len(leftOut) > 0 {
		meta.About += " Codecs left out for this schema: " + strings.Join(leftOut, "; ") + "."
	}
	if planTrace {
		var all int64
		for _, b := range src.bytes {
			all += b
		}
		meta.Variants = append(meta.Variants, suite.VariantInfo{Name: TraceVariant, About: src.about + ", round robin", Bytes: all})
	}
	for _, k := range src.kinds {
		v := s.variantName(k)
		meta.Variants = append(meta.Variants, suite.VariantInfo{Name: v, About: fmt.Sprintf("the %d %s messages", src.counts[k], k.FullName()),
			Bytes: src.bytes[k]})
	}
	defs := map[string]suite.Dataset{}
	var parts []suite.Part
	for _, k := range src.kinds {
		v := s.variantName(k)
		d := k.def(meta, v, func() ([]any, error) { return src.kind(k) })
		defs[v] = d
		parts = append(parts, d)
	}
	if src.trace != nil {
		defs[TraceVariant] = &suite.Mix{Meta: meta, Generate: func(string) ([]any, error) { return src.trace() }, Parts: parts}
	}
	return &dataset{ByVariant: suite.NewByVariant(meta, defs), s: s, src: src}
}

func (s *Schema) kindOf(m any) (AnyKind, error) {
	for _, k := range s.Kinds {
		if k.is(m) {
			return k, nil
		}
	}
	return nil, fmt.Errorf("message of type %T is of no kind of the schema", m)
}

func (k *Kind[M, P]) is(m any) bool {
	_, ok := m.(M)
	return ok
}
