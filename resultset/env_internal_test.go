package resultset

import (
	"strings"
	"testing"
)

func TestRequiredReadsGoMod(t *testing.T) {
	// Colfer is pinned as a tool and never linked: its version comes from
	// the embedded go.mod.
	if v := required("github.com/pascaldekloe/colfer"); !strings.HasPrefix(v, "v1.") {
		t.Errorf("colfer: %q, want its go.mod version", v)
	}
	if v := required("example.com/not/required"); v != "" {
		t.Errorf("a module go.mod does not require: %q", v)
	}
}
