package suite

import (
	"bytes"
	"fmt"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// ParsePublished reads a seed's published figures, kept beside its dataset
// as transcribed from the seed (in Go's benchmark format, which the seeds
// printed): one line per cell, named Benchmark/<variant>/<codec>/<op>,
// with any of the units ns/op, B/op, allocs/op and encoded-B/msg. A unit
// the seed did not print is left out, and reads as 0. name says where the
// text came from, for errors.
func ParsePublished(name string, text []byte) ([]Published, error) {
	r := benchfmt.NewReader(bytes.NewReader(text), name)
	var out []Published
	for r.Scan() {
		switch rec := r.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.Result:
			_, line := rec.Pos()
			parts := strings.Split(string(rec.Name.Full()), "/")
			if len(parts) != 4 || parts[0] != "" {
				return nil, fmt.Errorf("%s:%d: %s: want Benchmark/<variant>/<codec>/<op>", name, line, rec.Name.Full())
			}
			p := Published{Variant: parts[1], Codec: parts[2], Op: Op(parts[3])}
			for _, v := range rec.Values {
				if v.OrigUnit != "" { // the Reader tidies ns/op into sec/op
					v.Unit, v.Value = v.OrigUnit, v.OrigValue
				}
				switch v.Unit {
				case "ns/op":
					p.NsPerOp = v.Value
				case "B/op":
					p.BytesPerOp = v.Value
				case "allocs/op":
					p.AllocsPerOp = v.Value
				case "encoded-B/msg":
					p.EncodedBytes = v.Value
				default:
					return nil, fmt.Errorf("%s:%d: unknown unit %q", name, line, v.Unit)
				}
			}
			out = append(out, p)
		}
	}
	if err := r.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

// MustPublished is ParsePublished for a dataset's embedded file, which a
// test reads: a malformed one is a bug of the build, not an input.
func MustPublished(name string, text []byte) []Published {
	p, err := ParsePublished(name, text)
	if err != nil {
		panic(err)
	}
	return p
}
