package resultset_test

import (
	"encoding/json"
	"maps"
	"path/filepath"
	"testing"
	"time"

	"github.com/serbench/serbench/resultset"
)

// A run's account sums its variants' phases, to the millisecond, and keeps
// each variant's own; a merge sums its folders' and keeps the later end.
func TestEnvAccount(t *testing.T) {
	var a resultset.Env
	a.AddVariant("d/x", resultset.Rounds{Time: 90 * time.Second, InRuns: 60 * time.Second, LeadIn: 25 * time.Second}, map[string]time.Duration{"rounds": 90 * time.Second, "compression": 1500 * time.Millisecond})
	a.AddVariant("d/y", resultset.Rounds{Time: 10*time.Second + 400*time.Microsecond, InRuns: 7 * time.Second, LeadIn: 2500 * time.Millisecond}, map[string]time.Duration{"rounds": 10 * time.Second, "prepare": 2 * time.Second, "compression": 100 * time.Millisecond})
	a.SetWall(100.5, 30*time.Second)
	a.Finished = time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)
	if a.TimedSeconds != 100 || a.WallSeconds != 130.5 || !a.Accounted() {
		t.Errorf("timed %v, wall %v, accounted %v; want 100, 130.5, true", a.TimedSeconds, a.WallSeconds, a.Accounted())
	}
	if a.InRunsSeconds != 67 || a.LeadInSeconds != 27.5 {
		t.Errorf("in runs %v, lead-in %v; want 67, 27.5", a.InRunsSeconds, a.LeadInSeconds)
	}
	want := map[string]float64{"rounds": 100, "compression": 1.6, "prepare": 2}
	if !maps.Equal(a.PhaseSeconds, want) {
		t.Errorf("phases %v, want %v", a.PhaseSeconds, want)
	}
	wantOwn := map[string]map[string]float64{"d/x": {"rounds": 90, "compression": 1.5}, "d/y": {"rounds": 10, "prepare": 2, "compression": 0.1}}
	if !maps.EqualFunc(a.VariantPhaseSeconds, wantOwn, maps.Equal) {
		t.Errorf("variants' phases %v, want %v", a.VariantPhaseSeconds, wantOwn)
	}

	var m resultset.Env
	// b's variant d/y is the rest of a's, as a resumed variant's sittings
	// are; b's sums hold a variant whose own account is not kept (a folder
	// written before the field).
	b := resultset.Env{WallSeconds: 20, TimedSeconds: 15, PhaseSeconds: map[string]float64{"rounds": 15, "heap": 0.25},
		VariantPhaseSeconds: map[string]map[string]float64{"d/y": {"rounds": 5, "heap": 0.25}},
		Finished:            a.Finished.Add(time.Hour)}
	m.AddAccount(&a)
	m.AddAccount(&b)
	if m.WallSeconds != 150.5 || m.TimedSeconds != 115 || !m.Finished.Equal(b.Finished) {
		t.Errorf("merged: wall %v, timed %v, finished %v", m.WallSeconds, m.TimedSeconds, m.Finished)
	}
	// b keeps no parts of its rounds, so the merge knows none.
	if m.InRunsSeconds != 0 || m.LeadInSeconds != 0 {
		t.Errorf("merged with a folder without the rounds' parts: in runs %v, lead-in %v; want none", m.InRunsSeconds, m.LeadInSeconds)
	}
	if want := map[string]float64{"rounds": 115, "compression": 1.6, "prepare": 2, "heap": 0.25}; !maps.Equal(m.PhaseSeconds, want) {
		t.Errorf("merged phases %v, want %v", m.PhaseSeconds, want)
	}
	wantOwn = map[string]map[string]float64{"d/x": {"rounds": 90, "compression": 1.5}, "d/y": {"rounds": 15, "prepare": 2, "compression": 0.1, "heap": 0.25}}
	if !maps.EqualFunc(m.VariantPhaseSeconds, wantOwn, maps.Equal) {
		t.Errorf("merged variants' phases %v, want %v", m.VariantPhaseSeconds, wantOwn)
	}
	if a.PhaseSeconds["rounds"] != 100 || a.VariantPhaseSeconds["d/y"]["rounds"] != 10 {
		t.Error("a merge changed a folder's own account")
	}
	var both resultset.Env
	both.AddAccount(&a)
	both.AddAccount(&a)
	if both.InRunsSeconds != 134 || both.LeadInSeconds != 55 {
		t.Errorf("merged twice: in runs %v, lead-in %v; want 134, 55", both.InRunsSeconds, both.LeadInSeconds)
	}
	both.ClearAccount()
	if both.InRunsSeconds != 0 || both.LeadInSeconds != 0 {
		t.Errorf("cleared: in runs %v, lead-in %v", both.InRunsSeconds, both.LeadInSeconds)
	}
	m.ClearAccount()
	if m.Accounted() || m.PhaseSeconds != nil || m.VariantPhaseSeconds != nil || !m.Finished.IsZero() {
		t.Errorf("cleared: %+v", m)
	}
}

// env.json names the account's fields as docs/results.md does, and leaves
// them out when there is no account.
func TestEnvAccountJSON(t *testing.T) {
	path := filepath.Join(t.TempDir(), resultset.FileEnv)
	e := &resultset.Env{WallSeconds: 2, TimedSeconds: 1, PhaseSeconds: map[string]float64{"rounds": 1},
		VariantPhaseSeconds: map[string]map[string]float64{"d/x": {"rounds": 1}},
		Finished:            time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC)}
	if err := resultset.WriteEnv(path, e); err != nil {
		t.Fatal(err)
	}
	got, err := resultset.ReadEnv(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.WallSeconds != 2 || got.TimedSeconds != 1 || got.PhaseSeconds["rounds"] != 1 || got.VariantPhaseSeconds["d/x"]["rounds"] != 1 ||
		!got.Finished.Equal(e.Finished) {
		t.Errorf("read back %+v", got)
	}
	raw, err := json.Marshal(&resultset.Env{})
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"finished", "wall_seconds", "timed_seconds", "phase_seconds", "variant_phase_seconds"} {
		if _, ok := fields[name]; ok {
			t.Errorf("an env without an account writes %s", name)
		}
	}
}
