package panics_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/panics"
)

func boom() error { panic("boom") }

func TestCatch(t *testing.T) {
	if err := panics.Catch(func() error { return nil }); err != nil {
		t.Errorf("no panic: got %v, want nil", err)
	}
	want := errors.New("failed")
	if err := panics.Catch(func() error { return want }); err != want {
		t.Errorf("an error: got %v, want %v", err, want)
	}
	err := panics.Catch(boom)
	if err == nil || !strings.HasPrefix(err.Error(), "panic: boom (at ") || !strings.Contains(err.Error(), "panics_test.boom ") {
		t.Errorf("a panic: got %v, want \"panic: boom (at …panics_test.boom …)\"", err)
	}
	var m map[string]int
	err = panics.Catch(func() error { m["x"]++; return nil })
	if err == nil || !strings.Contains(err.Error(), "assignment to entry in nil map") || !strings.Contains(err.Error(), "TestCatch.func") {
		t.Errorf("a runtime error: got %v, want its message and the test's closure as its site", err)
	}
}
