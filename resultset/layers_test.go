package resultset_test

import (
	"go/build"
	"strings"
	"testing"
)

// resultset is the format only, as benchfmt is in golang.org/x/perf: the
// statistics live in measure, and the format must not reach for them. It
// reads the machine's facts through internal/procinfo, which computes
// nothing.
func TestImportsNoStatistics(t *testing.T) {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if imp == "github.com/serbench/serbench/internal/procinfo" {
			continue
		}
		if strings.HasPrefix(imp, "github.com/serbench/serbench/") || strings.Contains(imp, "benchmath") {
			t.Errorf("resultset imports %s", imp)
		}
	}
}
