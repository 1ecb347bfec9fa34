package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
)

// timeBook keeps env.json's account of where the run's time went
// (resultset.Env's WallSeconds, TimedSeconds and PhaseSeconds): the
// earlier sittings' of a resumed folder and this sitting's, written after
// every variant so that a killed sitting keeps its part.
type timeBook struct {
	env   *resultset.Env
	path  string
	began time.Time // this sitting's start
	wall  float64   // the earlier sittings' wall seconds
	// off: an earlier sitting left records but no account, so a sum
	// would leave its time out; the folder keeps none.
	off bool
}

// newTimeBook starts the account of a sitting that began at began and
// writes env to dir; continued says whether the folder holds records of
// earlier sittings.
func newTimeBook(dir string, env *resultset.Env, began time.Time, continued bool) *timeBook {
	b := &timeBook{env: env, path: filepath.Join(dir, resultset.FileEnv), began: began, wall: env.WallSeconds}
	if continued && !env.Accounted() {
		b.off = true
		env.ClearAccount()
	}
	return b
}

// variant adds a variant's time (runner.Options.VariantDone) and writes
// env.json.
func (b *timeBook) variant(name string, took time.Duration, ph *runner.Phases) error {
	if b.off {
		return nil
	}
	b.env.AddVariant(name, resultset.Rounds{Time: ph.Rounds, InRuns: ph.InRuns, LeadIn: ph.LeadIn}, ph.ByKey(took))
	b.env.SetWall(b.wall, time.Since(b.began))
	return resultset.WriteEnv(b.path, b.env)
}

// finish notes the sitting's end and writes env.json.
func (b *timeBook) finish() error {
	if b.off {
		return nil
	}
	b.env.Finished = time.Now().UTC()
	b.env.SetWall(b.wall, b.env.Finished.Sub(b.began))
	return resultset.WriteEnv(b.path, b.env)
}

// print says how much of the run's wall time its timed rounds took, and
// which variants spent most outside them.
func (b *timeBook) print(w io.Writer) {
	t := report.TimeAccountOf(b.env)
	if b.off || t == nil {
		return
	}
	fmt.Fprintf(w, "time: %s, of which timed rounds %s%s: %.0f%% untimed (env.json's phase_seconds and variant_phase_seconds say where it went)\n",
		report.Wall(t.Wall), report.Wall(t.Timed), t.RoundsParts(), 100*t.UntimedShare())
	if most := t.MostUntimed(3); len(t.Variants) > 1 && len(most) > 0 {
		parts := make([]string, len(most))
		for i, v := range most {
			parts[i] = fmt.Sprintf("%s %s", v.Name, report.Wall(v.Untimed))
		}
		fmt.Fprintf(w, "most untimed: %s\n", strings.Join(parts, ", "))
	}
}
