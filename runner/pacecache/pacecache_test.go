package pacecache

import (
	"os"
	"testing"

	"github.com/serbench/serbench/internal/gobuild"
)

// A pace set is got back for its variant, cell count and identity only,
// a plan of some of a variant's cells does not replace the whole plan's,
// and a generation trimmed meanwhile is made again by the next SetPace.
func TestSetPace(t *testing.T) {
	t.Setenv(gobuild.CacheEnv, t.TempDir())
	c, err := Open("machine A, count 12")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Pace("transaction/5000", 122); ok {
		t.Fatal("an empty cache has a pace")
	}
	if err := c.SetPace("transaction/5000", 122, 2.625); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Pace("transaction/5000", 122); !ok || got != 2.625 {
		t.Errorf("got %g %t, want 2.625", got, ok)
	}
	if _, ok := c.Pace("transaction/5000", 3); ok {
		t.Error("another plan of the variant (3 cells) has its pace")
	}
	// A run of three of its cells keeps its own pace beside the whole
	// plan's, which the next run of the whole plan reckons with.
	if err := c.SetPace("transaction/5000", 3, 40); err != nil {
		t.Fatal(err)
	}
	if got, ok := c.Pace("transaction/5000", 122); !ok || got != 2.625 {
		t.Errorf("after a run of 3 cells of it: got %g %t, want the whole plan's 2.625", got, ok)
	}
	if got, ok := c.Pace("transaction/5000", 3); !ok || got != 40 {
		t.Errorf("3 cells: got %g %t, want 40", got, ok)
	}
	if _, ok := c.Pace("transaction/30000", 122); ok {
		t.Error("another variant has its pace")
	}
	other, err := Open("machine B, count 12")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := other.Pace("transaction/5000", 122); ok {
		t.Error("another identity has the pace")
	}
	for _, bad := range []float64{0, -1} {
		if err := c.SetPace("transaction/5000", 122, bad); err == nil {
			t.Errorf("SetPace of %g s a cell: no error", bad)
		}
	}
	if err := os.RemoveAll(c.r.Dir()); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Pace("transaction/5000", 122); ok {
		t.Error("a trimmed generation has a pace")
	}
	if err := c.SetPace("transaction/5000", 122, 3); err != nil {
		t.Fatalf("SetPace after a trim: %v", err)
	}
	if got, ok := c.Pace("transaction/5000", 122); !ok || got != 3 {
		t.Errorf("after a trim: got %g %t, want 3", got, ok)
	}
}
