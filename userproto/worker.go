package userproto

import (
	"fmt"
	"slices"
	"sync"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/jsonl"
	"github.com/serbench/serbench/suite"
)

// workerRegistry is a timing worker's registry: its cell's codec
// (WorkerCodecs) and the dataset of its variant (workerSource).
func (s *Schema) workerRegistry(in Input) (*suite.Registry, error) {
	src, err := s.workerSource(in)
	if err != nil {
		return nil, err
	}
	return &suite.Registry{Codecs: WorkerCodecs(in.Codec), Datasets: []suite.Dataset{s.Dataset(src, nil)}}, nil
}

// WorkerCodecs are a timing worker's codecs: the one its cell names, or
// every codec when it names none, none probed or left out: its parent
// planned the cell on the same messages. Binding the others to the
// variant would be wasted (the trace's binding is one for each type).
func WorkerCodecs(name string) []suite.Codec {
	all := codecs.All()
	if name == "" {
		return all
	}
	return slices.DeleteFunc(all, func(c suite.Codec) bool { return c.Name != name })
}

// workerAbout describes a timing worker's messages, which no report shows.
const workerAbout = "a timing worker's messages"

// workerSource is a timing worker's source. A worker given its parent's
// messages (Models) reads them alone. Of a folder of samples, a worker of
// a type's variant reads that type's files alone and one of the trace
// every file, when it first loads its variant: a worker that prepares its
// loops from its parent's handoff reads none. A --message file is read so
// too, as the one file of its type. Generated messages are made as the
// parent made them.
func (s *Schema) workerSource(in Input) (*source, error) {
	if in.Models != "" {
		return s.readModels(in.Models, in.Variant)
	}
	if in.Samples == "" || in.Variant == "" || (in.Message != "" && in.Variant == TraceVariant) {
		trace, byKind, _, err := s.Messages(in)
		if err != nil {
			return nil, err
		}
		return s.loadedSource(trace, byKind, workerAbout), nil
	}
	var files []kindFile
	if in.Message != "" {
		// The parent checked the flags and the file (Messages).
		k, ok := s.Lookup(in.Message)
		if !ok {
			return nil, fmt.Errorf("timing worker: the schema has no message type %s", in.Message)
		}
		files = []kindFile{{path: in.Samples, kind: k}}
	} else {
		var err error
		if files, _, err = s.sampleFiles(in.Samples); err != nil {
			return nil, err
		}
	}
	if in.Variant == TraceVariant {
		return s.traceSource(in.Samples, files)
	}
	k, ok := s.Lookup(in.Variant)
	if !ok || s.variantName(k) != in.Variant {
		return nil, fmt.Errorf("timing worker: the schema has no message type %s", in.Variant)
	}
	load := sync.OnceValues(func() ([]any, error) {
		var msgs []any
		for _, f := range files {
			if f.kind != k {
				continue
			}
			read, err := s.readSamples(f.path, k)
			if err != nil {
				return nil, err
			}
			msgs = append(msgs, read...)
		}
		// As Messages orders a type's messages.
		shuffle(msgs)
		return msgs, nil
	})
	return &source{kinds: []AnyKind{k}, kind: func(AnyKind) ([]any, error) { return load() }, about: workerAbout}, nil
}

// traceSource is the source of a timing worker of the trace: its parts are
// the types whose files hold a message, as the parent's are, and the
// messages are read as the parent read them, when first asked for.
func (s *Schema) traceSource(dir string, files []kindFile) (*source, error) {
	src := &source{about: workerAbout}
	for _, f := range files {
		has, err := jsonl.HasLine(f.path, maxLine)
		if err != nil {
			return nil, inputErr("--samples: %v", err)
		}
		if has && !slices.Contains(src.kinds, f.kind) {
			src.kinds = append(src.kinds, f.kind)
		}
	}
	// The schema's order, as the parent's parts (loadedSource).
	slices.SortFunc(src.kinds, func(a, b AnyKind) int { return slices.Index(s.Kinds, a) - slices.Index(s.Kinds, b) })
	read := sync.OnceValues(func() (*source, error) {
		trace, byKind, _, err := s.Messages(Input{Samples: dir})
		if err != nil {
			return nil, err
		}
		return s.loadedSource(trace, byKind, workerAbout), nil
	})
	src.trace = func() ([]any, error) {
		l, err := read()
		if err != nil {
			return nil, err
		}
		return l.trace()
	}
	src.kind = func(k AnyKind) ([]any, error) {
		l, err := read()
		if err != nil {
			return nil, err
		}
		return l.kind(k)
	}
	return src, nil
}
