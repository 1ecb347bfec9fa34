package charts

import (
	"testing"

	"gonum.org/v1/plot/vg"
)

func TestUnclash(t *testing.T) {
	for _, tc := range []struct {
		name   string
		ys     []vg.Length
		lo, hi vg.Length
	}{
		{"apart already", []vg.Length{10, 50, 30}, 0, 100},
		{"a cluster", []vg.Length{40, 40.5, 41, 39.8, 40.2}, 0, 100},
		{"at the top", []vg.Length{99, 99.5, 98, 100}, 0, 100},
		{"at the bottom", []vg.Length{0, 1, 0.5}, 0, 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const gap = 8
			at := unclash(tc.ys, gap, tc.lo, tc.hi)
			for i := range at {
				if at[i] < tc.lo || at[i] > tc.hi {
					t.Errorf("label %d at %v, outside [%v, %v]", i, at[i], tc.lo, tc.hi)
				}
				for j := range at {
					if i == j {
						continue
					}
					if d := at[i] - at[j]; d > -gap+1e-9 && d < gap-1e-9 {
						t.Errorf("labels %d and %d at %v and %v, closer than %v", i, j, at[i], at[j], gap)
					}
					if (tc.ys[i] < tc.ys[j]) != (at[i] < at[j]) {
						t.Errorf("labels %d and %d swapped: %v, %v from %v, %v", i, j, at[i], at[j], tc.ys[i], tc.ys[j])
					}
				}
			}
		})
	}
	// Labels already apart stay where they are.
	ys := []vg.Length{10, 50, 30}
	for i, y := range unclash(ys, 8, 0, 100) {
		if y != ys[i] {
			t.Errorf("label %d moved from %v to %v", i, ys[i], y)
		}
	}
}
