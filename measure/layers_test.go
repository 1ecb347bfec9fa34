package measure_test

import (
	"go/build"
	"strings"
	"testing"
)

// measure is statistics and timing only, as benchmath is in
// golang.org/x/perf: it knows neither the suite it times nor the format
// its figures are written in. It may use internal/panics, a leaf that
// turns a loop's panic into an error.
func TestImportsNoOtherLayer(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.HasPrefix(imp, "github.com/serbench/serbench/") && imp != "github.com/serbench/serbench/internal/panics" {
			t.Errorf("measure imports %s", imp)
		}
	}
}
