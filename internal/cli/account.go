package cli

import (
	"cmp"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

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
	b.env.AddVariant(name, ph.Rounds, ph.ByKey(took))
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

// print says how much of the run's wall time its timed rounds took.
func (b *timeBook) print(w io.Writer) {
	e := b.env
	if b.off || e.WallSeconds <= 0 {
		return
	}
	secs := func(s float64) time.Duration {
		if d := time.Duration(s * float64(time.Second)); d < time.Minute {
			return d.Round(10 * time.Millisecond)
		}
		return time.Duration(s * float64(time.Second)).Round(time.Second)
	}
	fmt.Fprintf(w, "time: %s, of which timed rounds %s: %.0f%% untimed (env.json's phase_seconds and variant_phase_seconds say where it went)\n",
		secs(e.WallSeconds), secs(e.TimedSeconds), 100*(1-e.TimedSeconds/e.WallSeconds))
	if most := mostUntimed(e.VariantPhaseSeconds, 3); len(e.VariantPhaseSeconds) > 1 && len(most) > 0 {
		parts := make([]string, len(most))
		for i, v := range most {
			parts[i] = fmt.Sprintf("%s %s", v.name, secs(v.secs))
		}
		fmt.Fprintf(w, "most untimed: %s\n", strings.Join(parts, ", "))
	}
}

// variantTime is a variant's untimed seconds.
type variantTime struct {
	name string
	secs float64
}

// mostUntimed returns the n variants (at most) whose phases but the timed
// rounds took the longest, longest first; ties by name.
func mostUntimed(byVariant map[string]map[string]float64, n int) []variantTime {
	var all []variantTime
	for name, phases := range byVariant {
		var untimed float64
		for phase, s := range phases {
			if phase != runner.PhaseRounds {
				untimed += s
			}
		}
		if untimed > 0 {
			all = append(all, variantTime{name, untimed})
		}
	}
	slices.SortFunc(all, func(a, b variantTime) int {
		if c := cmp.Compare(b.secs, a.secs); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	return all[:min(n, len(all))]
}
