// Package panics turns a panic in code serbench calls (a codec, a
// generated conversion, a user's type) into an error, so that one bad
// codec fails its own cells and never the run.
package panics

import (
	"fmt"
	"runtime"
	"strings"
)

// Catch runs f and returns its error, or the panic it raised as an error
// "panic: VALUE (at FUNCTION FILE:LINE)". The site is the frame that
// raised it: the first outside the runtime, reflect (a library's misuse
// of reflect is the library's fault) and the packages whose import paths
// are in skip (their own wrappers, in test files excepted).
func Catch(f func() error, skip ...string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v%s", r, Site(skip...))
		}
	}()
	return f()
}

// Site is where the panic being recovered was raised, " (at function
// file:line)", or "" when no frame qualifies, skipping frames as Catch
// does. It must be called by the deferred function that recovers (whose
// caller is the runtime's panic), for loops that recover in place rather
// than run in a closure.
func Site(skip ...string) string {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if f.Function != "" && !skipped(f, skip) {
			return fmt.Sprintf(" (at %s %s:%d)", f.Function, f.File, f.Line)
		}
		if !more {
			return ""
		}
	}
}

func skipped(f runtime.Frame, skip []string) bool {
	if strings.HasPrefix(f.Function, "runtime.") || strings.HasPrefix(f.Function, "reflect.") {
		return true
	}
	if strings.HasSuffix(f.File, "_test.go") {
		return false
	}
	for _, p := range skip {
		if strings.HasPrefix(f.Function, p+".") {
			return true
		}
	}
	return false
}
