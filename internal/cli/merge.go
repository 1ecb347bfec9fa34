package cli

import (
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// merge joins results folders (the shards of one plan, timed on several
// machines) into a new one, and renders its reports.
func merge(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("merge")
	force := fs.Bool("force", false, "merge folders whose machines, Go, library versions or settings differ")
	dirs, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(dirs) < 2 {
		return &suite.UsageError{Msg: "merge: need an output folder and the folders to join: serbench merge OUT DIR..."}
	}
	out, dirs := dirs[0], dirs[1:]
	var folders []resultset.Folder
	for _, d := range dirs {
		f, err := resultset.Load(d)
		var nf *resultset.NotFolderError
		switch {
		case errors.As(err, &nf):
			return &suite.UsageError{Msg: "merge: " + nf.Error()}
		case err != nil:
			return fmt.Errorf("merge: %w", err)
		case f.Env == nil:
			return &suite.UsageError{Msg: fmt.Sprintf("merge: %s has no readable %s: its machine is unknown", d, resultset.FileEnv)}
		}
		folders = append(folders, f)
	}
	if !*force {
		for _, f := range folders[1:] {
			if d := mergeMismatch(folders[0].Env, f.Env); len(d) > 0 {
				return &suite.UsageError{Msg: fmt.Sprintf("merge: %s and %s differ (%s): their figures do not compare; --force merges them anyway",
					folders[0].Dir, f.Dir, strings.Join(d, "; "))}
			}
		}
	}
	from := map[string]string{}
	var recs []resultset.Record
	for _, f := range folders {
		for _, r := range f.Records {
			if d, dup := from[r.Name()]; dup {
				return &suite.UsageError{Msg: fmt.Sprintf("merge: %s is in both %s and %s", r.Name(), d, f.Dir)}
			}
			from[r.Name()] = f.Dir
			recs = append(recs, r)
		}
	}
	if missing := missingShards(folders); len(missing) > 0 {
		msg := fmt.Sprintf("merge: shard %s of the plan is not among the folders: the merged run would be unfinished", strings.Join(missing, ", "))
		if !*force {
			return &suite.UsageError{Msg: msg + "; --force merges them anyway"}
		}
		fmt.Fprintln(stderr, "serbench: warning:", msg)
	}
	env := mergedEnv(folders)
	w, err := resultset.Create(out, env)
	if err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	for i := range recs {
		if err := w.Write(&recs[i]); err != nil {
			w.Close()
			return err
		}
	}
	if err := w.Close(); err != nil {
		return err
	}
	if err := writeReports(catalog.Registry(), out, env, recs, stderr); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "merged %d cells from %d folders into %s\n", len(recs), len(folders), out)
	return nil
}

// mergeMismatch names what differs between two folders' runs in what
// decides their figures: the machine, Go, serbench's commit, the libraries'
// versions and the settings, --shard aside.
func mergeMismatch(a, b *resultset.Env) []string {
	d := resumeMismatch(a, b)
	if !maps.Equal(a.Modules, b.Modules) {
		var diff []string
		for _, m := range slices.Sorted(maps.Keys(a.Modules)) {
			if a.Modules[m] != b.Modules[m] {
				diff = append(diff, fmt.Sprintf("%s %s against %s", m, a.Modules[m], orNone(b.Modules[m])))
			}
		}
		for _, m := range slices.Sorted(maps.Keys(b.Modules)) {
			if _, ok := a.Modules[m]; !ok {
				diff = append(diff, fmt.Sprintf("%s none against %s", m, b.Modules[m]))
			}
		}
		d = append(d, "library versions: "+strings.Join(diff, ", "))
	}
	if s := settingsDiff(withoutShard(a.Settings), withoutShard(b.Settings)); s != "" {
		d = append(d, "settings: "+s)
	}
	return d
}

func orNone(v string) string {
	if v == "" {
		return "none"
	}
	return v
}

func withoutShard(settings []string) []string {
	return slices.DeleteFunc(slices.Clone(settings), func(s string) bool { return strings.HasPrefix(s, "shard=") })
}

// mergedEnv is the first folder's env for the joined run: the earliest
// start, no shard, the folders it joined with the shard each timed, the
// sum of their plans and of their time's accounts (the latest end).
func mergedEnv(folders []resultset.Folder) *resultset.Env {
	env := *folders[0].Env
	env.Shard = ""
	env.Settings = withoutShard(env.Settings)
	env.Merged = nil
	env.Planned = 0
	env.PlannedVariants = map[string]int{}
	env.ClearAccount()
	known := true     // every folder's plan is known, and so the whole's
	byVariant := true // and by variant
	accounted := true // and every folder's time
	for _, f := range folders {
		env.Planned += f.Env.Planned
		known = known && f.Env.Planned > 0
		byVariant = byVariant && f.Env.PlannedVariants != nil
		for v, n := range f.Env.PlannedVariants {
			env.PlannedVariants[v] += n
		}
		accounted = accounted && f.Env.Accounted()
		env.AddAccount(f.Env)
		if f.Env.Started.Before(env.Started) {
			env.Started = f.Env.Started
		}
		name := f.Dir
		if f.Env.Shard != "" {
			name += " (shard " + f.Env.Shard + ")"
		}
		env.Merged = append(env.Merged, name)
	}
	if !known {
		env.Planned = 0
	}
	if !known || !byVariant {
		env.PlannedVariants = nil
	}
	if !accounted {
		env.ClearAccount()
	}
	return &env
}

// missingShards names the shards (i/n) of the plans that some folders are
// shards of but that no folder holds.
func missingShards(folders []resultset.Folder) []string {
	have := map[int]map[int]bool{} // n → the i present
	for _, f := range folders {
		i, n, err := parseShard(f.Env.Shard)
		if err != nil || n == 0 {
			continue
		}
		if have[n] == nil {
			have[n] = map[int]bool{}
		}
		have[n][i] = true
	}
	var missing []string
	for _, n := range slices.Sorted(maps.Keys(have)) {
		for i := 1; i <= n; i++ {
			if !have[n][i] {
				missing = append(missing, fmt.Sprintf("%d/%d", i, n))
			}
		}
	}
	return missing
}
