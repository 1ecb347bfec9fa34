package resultset_test

import (
	"go/build"
	"strings"
	"testing"
)

// resultset is the format only, as benchfmt is in golang.org/x/perf: the
// statistics live in measure, and the format must not reach for them.
func TestImportsNoStatistics(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if strings.HasPrefix(imp, "github.com/serbench/serbench/") || strings.Contains(imp, "benchmath") {
			t.Errorf("resultset imports %s", imp)
		}
	}
}
