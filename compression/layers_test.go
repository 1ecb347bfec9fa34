package compression_test

import (
	"go/build"
	"strings"
	"testing"
)

// compression measures bytes with measure's timing and nothing else: it
// knows neither the suite whose messages it takes nor the results format
// its figures end up in.
func TestImportsOnlyMeasure(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.HasPrefix(imp, "github.com/serbench/serbench/") && imp != "github.com/serbench/serbench/measure" {
			t.Errorf("compression imports %s", imp)
		}
	}
}
