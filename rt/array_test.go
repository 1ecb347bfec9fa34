package rt

import (
	"errors"
	"testing"
)

func TestRefuseRecover(t *testing.T) {
	conv := func(err error) (n int, out error) {
		defer Recover(&out)
		return Refuse(7, err), nil
	}
	if n, err := conv(nil); n != 7 || err != nil {
		t.Errorf("no refusal: %d, %v", n, err)
	}
	want := &LengthError{Got: 3, Want: 2}
	if _, err := conv(want); !errors.Is(err, want) {
		t.Errorf("refusal: %v, want %v", err, want)
	}
	defer func() {
		if r := recover(); r != "other" {
			t.Errorf("another panic: recovered %v, want it to go on", r)
		}
	}()
	func() {
		var err error
		defer Recover(&err)
		panic("other")
	}()
}
