package usergo

import (
	"fmt"
	"os"
	"slices"
	"sync"

	"github.com/serbench/serbench/jsonl"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/userproto"
)

// workerRegistry is a timing worker's registry: its cell's codec
// (userproto.WorkerCodecs) and the dataset of its variant, from its
// parent's file of values (readModels) or else its samples (workerSource).
func (p *Program) workerRegistry(in Input) (*suite.Registry, error) {
	var (
		src *source
		err error
	)
	if in.Models != "" {
		src, err = p.readModels(in.Models, in.Variant)
	} else {
		src, err = p.workerSource(in)
	}
	if err != nil {
		return nil, err
	}
	return &suite.Registry{Codecs: userproto.WorkerCodecs(in.Codec), Datasets: []suite.Dataset{p.Dataset(src, nil)}}, nil
}

// workerAbout describes a timing worker's values, which no report shows.
const workerAbout = "a timing worker's values"

// workerSource is a timing worker's source. Of a folder of samples, a
// worker of a type's variant reads that type's file alone and one of the
// trace every file, when it first loads its variant: a worker that
// prepares its loops from its parent's handoff reads none. A single file
// of one type's values is read so too, as that type's one file. Generated
// values are made as the parent made them.
func (p *Program) workerSource(in Input) (*source, error) {
	st, err := os.Stat(in.Samples)
	if in.Samples == "" || in.Variant == "" || err != nil || (!st.IsDir() && (in.Variant == TraceVariant || len(p.Types) != 1)) {
		trace, byType, _, err := p.Messages(in)
		if err != nil {
			return nil, err
		}
		return p.loadedSource(trace, byType, workerAbout), nil
	}
	var files []typeFile
	if st.IsDir() {
		if files, _, err = p.sampleFiles(in.Samples); err != nil {
			return nil, err
		}
	} else {
		files = []typeFile{{typ: p.Types[0], path: in.Samples}}
	}
	if in.Variant == TraceVariant {
		return p.traceSource(in.Samples, files)
	}
	t := p.lookup(in.Variant)
	if t == nil {
		return nil, fmt.Errorf("timing worker: no --type %s", in.Variant)
	}
	load := sync.OnceValues(func() ([]any, error) {
		var msgs []any
		for _, f := range files {
			if f.typ != t {
				continue
			}
			read, err := readSamples(f.path, t)
			if err != nil {
				return nil, err
			}
			msgs = append(msgs, read...)
		}
		// As Messages orders a type's values.
		shuffle(msgs)
		return msgs, nil
	})
	return &source{types: []AnyType{t}, typ: func(AnyType) ([]any, error) { return load() }, about: workerAbout}, nil
}

// traceSource is the source of a timing worker of the trace: its parts are
// the types whose files hold a value, as the parent's are, and the values
// are read as the parent read them, when first asked for.
func (p *Program) traceSource(dir string, files []typeFile) (*source, error) {
	src := &source{about: workerAbout}
	for _, f := range files {
		has, err := jsonl.HasLine(f.path, maxLine)
		if err != nil {
			return nil, inputErr("--samples: %v", err)
		}
		if has && !slices.Contains(src.types, f.typ) {
			src.types = append(src.types, f.typ)
		}
	}
	// The Program's order, as the parent's parts (loadedSource).
	slices.SortFunc(src.types, func(a, b AnyType) int { return slices.Index(p.Types, a) - slices.Index(p.Types, b) })
	read := sync.OnceValues(func() (*source, error) {
		trace, byType, _, err := p.Messages(Input{Samples: dir})
		if err != nil {
			return nil, err
		}
		return p.loadedSource(trace, byType, workerAbout), nil
	})
	src.trace = func() ([]any, error) {
		l, err := read()
		if err != nil {
			return nil, err
		}
		return l.trace()
	}
	src.typ = func(t AnyType) ([]any, error) {
		l, err := read()
		if err != nil {
			return nil, err
		}
		return l.typ(t)
	}
	return src, nil
}
