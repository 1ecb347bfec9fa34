// Package conformance runs every JSON codec's decoder on JSONTestSuite's
// parsing tests (testdata/test_parsing, embedded) and records, per codec,
// which documents it accepted and rejected against the verdict each file's
// name gives: y_ must be accepted, n_ must be rejected, i_ is the
// implementation's choice. As in package hostile, each codec decodes in
// worker processes, so that a crash or a hang is a result, not the end of
// the run.
package conformance

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
)

//go:embed testdata/test_parsing/*.json
var files embed.FS

const dir = "testdata/test_parsing"

// Expect is a file's verdict, the first letter of its name.
type Expect string

// The verdicts of JSONTestSuite.
const (
	Accept Expect = "y" // valid JSON: a parser must accept it
	Reject Expect = "n" // not JSON: a parser must reject it
	Either Expect = "i" // implementation-defined: either is conformant
)

// Expects lists them in report order.
var Expects = []Expect{Accept, Reject, Either}

// Case is one test file.
type Case struct {
	Name   string // the file's name, e.g. "n_array_extra_comma.json"
	Expect Expect
	Doc    []byte
}

// Cases returns every test file, in name order.
func Cases() ([]Case, error) {
	entries, err := fs.ReadDir(files, dir)
	if err != nil {
		return nil, fmt.Errorf("conformance: %w", err)
	}
	var out []Case
	for _, e := range entries {
		name := e.Name()
		exp, _, ok := strings.Cut(name, "_")
		if !ok || !slices.Contains(Expects, Expect(exp)) {
			return nil, fmt.Errorf("conformance: %s: no y_, n_ or i_ prefix", name)
		}
		b, err := fs.ReadFile(files, path.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("conformance: %w", err)
		}
		out = append(out, Case{Name: name, Expect: Expect(exp), Doc: b})
	}
	slices.SortFunc(out, func(a, b Case) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}
