package suite

import (
	"errors"
	"fmt"
)

// Explain, when set, describes how two messages differ, as (-want +got)
// lines: serbench's own binary sets it to go-cmp's Diff (package
// suite/cmpeq, which catalog imports). The datasets' packages compare with
// written-out functions (EqualBy) and never import go-cmp themselves, so
// that a lean timing worker, which links a dataset's package but not the
// catalog, holds none of go-cmp's regular expressions: about 0.1 MB of
// live heap that every collection of a timed call would mark
// (docs/methodology.md, "Lean workers"). There, a difference is reported
// without its diff; its parent, which validated the same messages first,
// has the diff.
var Explain func(want, got any) string

// Differs is the error for two messages a written-out comparison found
// unequal: with Explain's description when it is set and sees a
// difference.
func Differs(want, got any) error {
	if Explain == nil {
		return fmt.Errorf("the messages differ (%T)", want)
	}
	if d := Explain(want, got); d != "" {
		return errors.New("(-want +got)\n" + d)
	}
	return fmt.Errorf("the messages differ (%T), though go-cmp finds them equal: the written-out comparison and go-cmp disagree", want)
}

// EqualBy is a Def's Equal from a written-out comparison, same: nil when
// it finds want and got equal, else Differs.
func EqualBy[M any](same func(want, got M) bool) func(want, got M) error {
	return func(want, got M) error {
		if same(want, got) {
			return nil
		}
		return Differs(want, got)
	}
}
