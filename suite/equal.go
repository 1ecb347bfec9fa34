package suite

import (
	"errors"

	"github.com/google/go-cmp/cmp"
)

// CmpEqual returns an Equal function for Def built on go-cmp: it reports
// the difference as a (-want +got) diff.
func CmpEqual[M any](opts ...cmp.Option) func(want, got M) error {
	return func(want, got M) error {
		if d := cmp.Diff(want, got, opts...); d != "" {
			return errors.New("(-want +got)\n" + d)
		}
		return nil
	}
}
