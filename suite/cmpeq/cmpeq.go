// Package cmpeq brings go-cmp to serbench's own binary: it sets
// suite.Explain to go-cmp's Diff at initialisation, and builds Equal
// functions on go-cmp for the Defs made at run time (run --proto).
//
// It is a package of its own, imported by catalog and never by a dataset's
// package, so that a program linking a dataset and suite alone (a lean
// timing worker; package bench, in a user's test binary) does not hold
// go-cmp's regular expressions, about 0.1 MB of live heap that every
// collection marks.
package cmpeq

import (
	"errors"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/serbench/serbench/suite"
)

// The datasets' rule: nil and empty lists and maps are the same value
// (protobuf, JSON and the zero-copy formats cannot tell them apart);
// go-cmp compares times with their Equal method.
func init() {
	suite.Explain = func(want, got any) string { return cmp.Diff(want, got, cmpopts.EquateEmpty()) }
}

// Equal returns an Equal function for suite.Def built on go-cmp: it
// reports the difference as a (-want +got) diff.
func Equal[M any](opts ...cmp.Option) func(want, got M) error {
	return func(want, got M) error {
		if d := cmp.Diff(want, got, opts...); d != "" {
			return errors.New("(-want +got)\n" + d)
		}
		return nil
	}
}
