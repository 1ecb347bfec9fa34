package runner_test

import (
	"reflect"
	"testing"
)

// check is one figure a test checks: what it is, its value and the
// value it should have (of the same type: 1.0, not 1, for a float64).
type check struct {
	name      string
	got, want any
}

// checkAll reports, prefixed by what, each of cs whose figure is not what
// it should be, each in its own message.
func checkAll(t *testing.T, what string, cs ...check) {
	t.Helper()
	for _, c := range cs {
		if c.got != nil && c.want != nil && reflect.TypeOf(c.got) != reflect.TypeOf(c.want) {
			t.Errorf("%s: %s: the test compares a %T with a %T", what, c.name, c.got, c.want)
			continue
		}
		if c.got != c.want {
			t.Errorf("%s: %s = %v, want %v", what, c.name, c.got, c.want)
		}
	}
}

// deref is *p, or nil (shown as <nil>) when p is nil.
func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}
