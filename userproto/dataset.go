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

// Messages reads or generates the dataset's messages (model values), in
// the trace's order, with warnings about files it skipped.
func (s *Schema) Messages(in Input) ([]any, []string, error) {
	var only AnyKind
	if in.Message != "" {
		k, ok := s.Lookup(in.Message)
		if !ok {
			return nil, nil, inputErr("--message %s: no such message type in the schema (valid: %s)", in.Message, s.names())
		}
		only = k
	}
	var msgs []any
	var warnings []string
	switch {
	case in.Samples != "" && only != nil:
		st, err := os.Stat(in.Samples)
		if err != nil || st.IsDir() {
			return nil, nil, inputErr("--samples %s: with --message, give one file of %s messages, one protojson message a line", in.Samples, in.Message)
		}
		if msgs, err = s.readSamples(in.Samples, only); err != nil {
			return nil, nil, err
		}
	case in.Samples != "":
		var err error
		if msgs, warnings, err = s.readSampleDir(in.Samples); err != nil {
			return nil, warnings, err
		}
	default:
		roots := []AnyKind{only}
		if only == nil {
			roots = nil
			for _, name := range s.Roots {
				if k, ok := s.Lookup(name); ok {
					roots = append(roots, k)
				}
			}
		}
		n := in.Messages
		if n == 0 {
			n = DefaultMessages
		}
		if len(roots) == 0 {
			return nil, nil, inputErr("the schema declares no message to generate: name one with --message")
		}
		var err error
		if msgs, err = s.generate(roots, n); err != nil {
			return nil, nil, err
		}
	}
	if len(msgs) == 0 {
		return nil, warnings, inputErr("--samples %s: no messages", in.Samples)
	}
	rng := rand.New(rand.NewChaCha8(seed))
	rng.Shuffle(len(msgs), func(i, j int) { msgs[i], msgs[j] = msgs[j], msgs[i] })
	return msgs, warnings, nil
}

// readSampleDir reads every <MessageName>.jsonl file of dir; a .jsonl
// file that names no message type of the schema is an error, other files
// are skipped with a warning.
func (s *Schema) readSampleDir(dir string) ([]any, []string, error) {
	files, others, err := jsonl.Dir(dir, SampleExt)
	if err != nil {
		return nil, nil, inputErr("--samples %s: not a folder of <MessageName>%s files", dir, SampleExt)
	}
	var warnings []string
	for _, path := range others {
		warnings = append(warnings, fmt.Sprintf("--samples: %s is not a <MessageName>%s file: skipped", path, SampleExt))
	}
	var all []any
	for _, f := range files {
		k, ok := s.Lookup(f.Stem)
		if !ok {
			return nil, warnings, inputErr("--samples: %s: the schema has no message type %s (valid: %s)", f.Path, f.Stem, s.names())
		}
		msgs, err := s.readSamples(f.Path, k)
		if err != nil {
			return nil, warnings, err
		}
		all = append(all, msgs...)
	}
	return all, warnings, nil
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

// Dataset returns the dataset over msgs: a trace of every message, round
// robin, and one variant per message type that has messages.
func (s *Schema) Dataset(msgs []any, about string, leftOut []string) (suite.Dataset, error) {
	counts := map[AnyKind]int{}
	for _, m := range msgs {
		k, err := s.kindOf(m)
		if err != nil {
			return nil, err
		}
		counts[k]++
	}
	meta := suite.Info{
		Name:  s.Name(),
		Title: "Your schema: " + strings.Join(s.Sources, ", "),
		About: fmt.Sprintf("%s: %d messages of %d types. Each op handles the next message, so ns/op is time per message; "+
			"the trace variant mixes every type, each message encoded as its own type.", about, len(msgs), len(counts)),
		Unit: "message",
	}
	if len(leftOut) > 0 {
		meta.About += " Codecs left out for this schema: " + strings.Join(leftOut, "; ") + "."
	}
	load := func() ([]any, error) { return msgs, nil }
	meta.Variants = append(meta.Variants, suite.VariantInfo{Name: TraceVariant, About: about + ", round robin"})
	defs := map[string]suite.Dataset{}
	var parts []suite.Part
	var kinds []AnyKind
	for _, k := range s.Kinds {
		if counts[k] > 0 {
			kinds = append(kinds, k)
		}
	}
	for _, k := range kinds {
		v := s.variantName(k)
		meta.Variants = append(meta.Variants, suite.VariantInfo{Name: v, About: fmt.Sprintf("the %d %s messages", counts[k], k.FullName())})
	}
	for _, k := range kinds {
		v := s.variantName(k)
		d := k.def(meta, v, load)
		defs[v] = d
		parts = append(parts, d)
	}
	defs[TraceVariant] = &suite.Mix{Meta: meta, Generate: func(string) ([]any, error) { return msgs, nil }, Parts: parts}
	return suite.NewByVariant(meta, defs), nil
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
