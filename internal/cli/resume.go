package cli

import (
	"errors"
	"flag"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// defaultSuiteSetting marks, in env.json's settings, a run of the default
// suite (serbench with no command, or with flags only).
const defaultSuiteSetting = "suite=default"

// runSettings are the run's settings as env.json records them: every flag
// but --out and --resume as name=value, given or default, in name order,
// and whether it is the default suite. --resume compares them.
func runSettings(fs *flag.FlagSet, quick bool) []string {
	var s []string
	if quick {
		s = append(s, defaultSuiteSetting)
	}
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name != "out" && f.Name != "resume" {
			s = append(s, f.Name+"="+f.Value.String())
		}
	})
	return s
}

// flagsSet counts the flags given on the command line.
func flagsSet(fs *flag.FlagSet) int {
	n := 0
	fs.Visit(func(*flag.Flag) { n++ })
	return n
}

// resumeArgs are the arguments that run an interrupted run's folder again
// with its own settings, for --resume given alone, and whether it is the
// default suite.
func resumeArgs(dir string) (args []string, quick bool, err error) {
	f, err := loadResumable(dir)
	if err != nil {
		return nil, false, err
	}
	for _, s := range f.Env.Settings {
		if s == defaultSuiteSetting {
			quick = true
			continue
		}
		args = append(args, "--"+s)
	}
	return append(args, "--resume", dir), quick, nil
}

// loadResumable reads a folder --resume can continue: a results folder
// whose env.json records its settings.
func loadResumable(dir string) (resultset.Folder, error) {
	f, err := resultset.Load(dir)
	var nf *resultset.NotFolderError
	switch {
	case errors.As(err, &nf):
		return f, &suite.UsageError{Msg: "--resume: " + nf.Error()}
	case err != nil:
		return f, fmt.Errorf("--resume: %w", err)
	case f.Env == nil:
		return f, &suite.UsageError{Msg: fmt.Sprintf("--resume %s: no readable %s, so its settings are unknown", dir, resultset.FileEnv)}
	case len(f.Env.Settings) == 0:
		return f, &suite.UsageError{Msg: fmt.Sprintf("--resume %s: its %s records no settings (written by a serbench before --resume)", dir, resultset.FileEnv)}
	}
	return f, nil
}

// resumePlan checks that the folder dir was written with settings and
// holds only cells of the plan, and returns it with the planned cells it
// has no record of, in the plan's order. A cell that failed has its
// record, and is not run again.
func resumePlan(dir string, settings []string, cells []suite.Cell) (*resultset.Folder, []suite.Cell, error) {
	f, err := loadResumable(dir)
	if err != nil {
		return nil, nil, err
	}
	if d := settingsDiff(f.Env.Settings, settings); d != "" {
		return nil, nil, &suite.UsageError{Msg: fmt.Sprintf("--resume %s: the settings differ from the folder's: %s", dir, d)}
	}
	planned := map[string]bool{}
	for _, c := range cells {
		planned[c.Name()] = true
	}
	done := map[string]bool{}
	var recs []resultset.Record
	for _, r := range f.Records {
		switch {
		case !planned[r.Name()]:
			return nil, nil, &suite.UsageError{Msg: fmt.Sprintf("--resume %s: it holds %s, which this run does not plan", dir, r.Name())}
		case done[r.Name()]:
			continue // written twice by an older serbench: the first counts
		}
		done[r.Name()] = true
		recs = append(recs, r)
	}
	f.Records = recs
	var todo []suite.Cell
	for _, c := range cells {
		if !done[c.Name()] {
			todo = append(todo, c)
		}
	}
	return &f, todo, nil
}

// settingsDiff names the settings that differ, or "".
func settingsDiff(was, now []string) string {
	asMap := func(settings []string) map[string]string {
		m := map[string]string{}
		for _, s := range settings {
			name, v, _ := strings.Cut(s, "=")
			m[name] = v
		}
		return m
	}
	a, b := asMap(was), asMap(now)
	show := func(m map[string]string, name string) string {
		if v, ok := m[name]; ok {
			return strconv.Quote(v)
		}
		return "not set"
	}
	var d []string
	for _, name := range slices.Sorted(maps.Keys(a)) {
		if v, ok := b[name]; !ok || v != a[name] {
			d = append(d, fmt.Sprintf("%s was %s, now %s", name, show(a, name), show(b, name)))
		}
	}
	for _, name := range slices.Sorted(maps.Keys(b)) {
		if _, ok := a[name]; !ok {
			d = append(d, fmt.Sprintf("%s was not set, now %s", name, show(b, name)))
		}
	}
	return strings.Join(d, ", ")
}

// resumeMismatch names what differs between the run that wrote a folder
// and the one that would continue it: the commit serbench was built from,
// the Go version and the machine.
func resumeMismatch(was, now *resultset.Env) []string {
	var d []string
	for _, x := range []struct{ what, a, b string }{
		{"serbench commit", was.Commit, now.Commit},
		{"Go version", was.GoVersion, now.GoVersion},
		{"OS/arch", was.GOOS + "/" + was.GOARCH, now.GOOS + "/" + now.GOARCH},
		{"CPU", was.Machine(), now.Machine()},
		{"CPUs", strconv.Itoa(was.NumCPU), strconv.Itoa(now.NumCPU)},
	} {
		if x.a != x.b {
			d = append(d, fmt.Sprintf("%s was %s, now %s", x.what, x.a, x.b))
		}
	}
	return d
}

// parseShard reads --shard i/n; "" is no sharding.
func parseShard(s string) (i, n int, err error) {
	if s == "" {
		return 0, 0, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, errI := strconv.Atoi(a)
	n, errN := strconv.Atoi(b)
	if !ok || errI != nil || errN != nil || n < 1 || i < 1 || i > n {
		return 0, 0, &suite.UsageError{Msg: fmt.Sprintf("invalid --shard %q (valid: i/n with 1 ≤ i ≤ n, such as 2/4)", s)}
	}
	return i, n, nil
}
