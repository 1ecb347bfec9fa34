package userproto

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// Worker is the main of the lean timing worker built beside the program
// for a .proto file (timeworker.MainUser): s's dataset over the messages
// of the cell's variant alone, which the parent validated, and its codec.
func Worker(s *Schema) int {
	return timeworker.MainUser(func(u timeworker.User) (*suite.Registry, error) {
		return Registry(s, Input{Samples: u.Samples, Message: u.Message, Messages: u.Messages, Worker: true, Variant: u.Variant, Codec: u.Codec, Models: u.Models}, io.Discard)
	})
}

// notGenerated is why a codec that binds only through code generated for
// a dataset's types (easyjson, FlatBuffers, Symphony, ...) is left out.
const notGenerated = "needs code generated from the schema, which serbench writes only for its own datasets so far"

// Registry returns every codec and the one dataset of s over in's
// messages. A codec that cannot carry the schema is left out, with its
// reason in the codec's Unfit (serbench list, the report's codec notes)
// and in the dataset's description. A timing worker's registry probes
// nothing: its parent planned the cell it serves (workerRegistry).
func Registry(s *Schema, in Input, stderr io.Writer) (*suite.Registry, error) {
	if in.Worker {
		return s.workerRegistry(in)
	}
	msgs, byKind, warnings, err := s.Messages(in)
	for _, w := range warnings {
		fmt.Fprintln(stderr, "serbench: warning:", w)
	}
	if err != nil {
		return nil, err
	}
	about := fmt.Sprintf("%d messages generated from the schema", len(msgs))
	if in.Samples != "" {
		about = "the messages of " + in.Samples
	}
	src := s.loadedSource(msgs, byKind, about)
	if err := src.sizeUp(); err != nil {
		return nil, err
	}
	probe := s.Dataset(src, nil)
	// Every message, on the trace, or on the one type's variant when the
	// trace is not planned (Dataset).
	all, whole := codecs.All(), TraceVariant
	if vs := probe.Info().Variants; len(vs) == 1 {
		whole = vs[0].Name
	}
	var left LeftOut
	var trace suite.Loaded
	for i := range all {
		c := &all[i]
		b, ok := probe.Bind(whole, c)
		why := ""
		if !ok {
			why = notGenerated
			if c.Name == gogofaster.Name && noGogoWhy[s.NoGogo] != "" {
				why = noGogoWhy[s.NoGogo]
			}
			if s.LeftOut[c.Name] != "" {
				why = s.LeftOut[c.Name]
			}
		} else if crash := s.unfit(crashes, c.Name); crash != "" {
			why = crash
		} else if limit := s.unfit(limits, c.Name); limit != "" {
			// The codec has a limit the schema may reach: validate it on
			// the run's messages, as the run would, to see whether they do.
			if trace == nil {
				if trace, err = probe.Load(whole); err != nil {
					return nil, err
				}
			}
			if _, err := trace.Prepare(b); err != nil {
				line, _, _ := strings.Cut(err.Error(), "\n")
				why = fmt.Sprintf("%s (here: %s)", limit, strings.TrimSuffix(line, ":"))
			}
		}
		if why == "" {
			continue
		}
		left.Add(c, why)
		c.Unfit[s.Name()] = why
	}
	ds := s.Dataset(src, left.Report(s.Name(), stderr))
	return &suite.Registry{Codecs: all, Datasets: []suite.Dataset{ds}}, nil
}

// unfit returns why codec cannot carry one of the schema's features by
// table (limits or crashes), or "".
func (s *Schema) unfit(table map[string]map[string]string, codec string) string {
	var whys []string
	for _, f := range s.Features {
		if why := table[codec][f]; why != "" && !slices.Contains(whys, why) {
			whys = append(whys, why)
		}
	}
	return strings.Join(whys, "; ")
}
