// Package cmpeq builds a Def's Equal on go-cmp. It is a package of its own,
// not a part of suite, so that a program linking suite alone (package
// bench, in a user's test binary) does not hold go-cmp's regular
// expressions, about 0.10 MB of live heap that every collection marks.
package cmpeq

import (
	"errors"

	"github.com/google/go-cmp/cmp"
)

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
