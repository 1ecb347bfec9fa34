package cli_test

import (
	"bytes"
	"encoding/csv"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/serbench/serbench/resultset"
)

// smallRun is a selection of 8 cells (tickdata's two variants, two codecs,
// two ops), timed in process and briefly: the tests check what is
// written, not the figures.
var smallRun = []string{"run", "--dataset", "tickdata", "--codec", "protobuf,protojson", "--op", "encode,decode",
	"--count", "2", "--benchtime", "1ms", "--workers=false"}

func plannedCells() []string {
	var cells []string
	for _, v := range []string{"seed", "filled"} {
		for _, c := range []string{"protobuf", "protojson"} {
			for _, op := range []string{"encode", "decode"} {
				cells = append(cells, "tickdata/"+v+"/"+c+"/"+op)
			}
		}
	}
	slices.Sort(cells)
	return cells
}

// checkOnce checks that dir holds every planned cell exactly once, in
// results.jsonl and results.csv alike, and its reports.
func checkOnce(t *testing.T, dir string, want []string) {
	t.Helper()
	f, err := resultset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range f.Records {
		got = append(got, r.Name())
		if !r.OK() {
			t.Errorf("%s: %s", r.Name(), r.Error)
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("results.jsonl holds %v, want each of %v once", got, want)
	}
	raw, _ := os.ReadFile(filepath.Join(dir, resultset.FileJSONL))
	if n := bytes.Count(raw, []byte("\n")); n != len(want) || !bytes.HasSuffix(raw, []byte("\n")) {
		t.Errorf("results.jsonl has %d lines, want %d whole ones", n, len(want))
	}
	cf, err := os.Open(filepath.Join(dir, resultset.FileCSV))
	if err != nil {
		t.Fatal(err)
	}
	defer cf.Close()
	rows, err := csv.NewReader(cf).ReadAll()
	if err != nil || len(rows) != len(want)+1 {
		t.Errorf("results.csv: %d rows (%v), want a header and %d", len(rows), err, len(want))
	}
	for _, name := range []string{resultset.FileReport, resultset.FileHTML, resultset.FileBench} {
		if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// checkAccount checks that dir's env.json says where its run's time
// went, and returns it.
func checkAccount(t *testing.T, dir string) *resultset.Env {
	t.Helper()
	env, err := resultset.ReadEnv(filepath.Join(dir, resultset.FileEnv))
	if err != nil {
		t.Fatal(err)
	}
	if !env.Accounted() || env.TimedSeconds <= 0 || env.TimedSeconds > env.WallSeconds || env.Finished.Before(env.Started) ||
		env.PhaseSeconds["rounds"] != env.TimedSeconds {
		t.Errorf("%s: env.json's account: finished %v (started %v), wall %vs, timed %vs, phases %v",
			dir, env.Finished, env.Started, env.WallSeconds, env.TimedSeconds, env.PhaseSeconds)
	}
	// Each variant's own account, summed, is the run's (to the
	// millisecond each sum rounds to), and names a planned variant.
	sums := map[string]float64{}
	for variant, secs := range env.VariantPhaseSeconds {
		if _, ok := env.PlannedVariants[variant]; !ok {
			t.Errorf("%s: env.json's account of variant %q, not one planned (%v)", dir, variant, env.PlannedVariants)
		}
		for name, s := range secs {
			sums[name] += s
		}
	}
	for name, s := range env.PhaseSeconds {
		if d := math.Abs(sums[name] - s); d > 0.001*float64(len(env.VariantPhaseSeconds)) {
			t.Errorf("%s: phase %s: the variants' own accounts sum to %vs, the run's to %vs", dir, name, sums[name], s)
		}
	}
	return env
}

// A run cut short, its last record half written, continues with
// --resume: the cells it lacks and nothing twice; alone, --resume takes
// the folder's settings; other settings are bad usage.
func TestResume(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	if code, stdout, stderr := run(t, append(slices.Clone(smallRun), "--out", dir)...); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	want := plannedCells()
	checkOnce(t, dir, want)
	first := checkAccount(t, dir)

	// Keep three records and half of the fourth, as a kill leaves them.
	cut := func() {
		raw, err := os.ReadFile(filepath.Join(dir, resultset.FileJSONL))
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.SplitAfter(raw, []byte("\n"))
		kept := append(bytes.Join(lines[:3], nil), lines[3][:len(lines[3])/2]...)
		if err := os.WriteFile(filepath.Join(dir, resultset.FileJSONL), kept, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cut()
	code, stdout, stderr := run(t, append(slices.Clone(smallRun), "--resume", dir)...)
	if code != 0 {
		t.Fatalf("resume: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "3 cells done, 5 to run") {
		t.Errorf("resume did not say what it continues: %q", stderr)
	}
	checkOnce(t, dir, want)
	env, err := resultset.ReadEnv(filepath.Join(dir, resultset.FileEnv))
	if err != nil || len(env.Resumed) != 1 || env.Planned != len(want) {
		t.Errorf("env.json: resumed %v, planned %d (%v), want one time and %d", env.Resumed, env.Planned, err, len(want))
	}
	if env != nil && sumOf(env.PlannedVariants) != len(want) {
		t.Errorf("env.json: the plan by variant %v does not sum to %d", env.PlannedVariants, len(want))
	}
	if again := checkAccount(t, dir); again.WallSeconds <= first.WallSeconds || again.TimedSeconds <= first.TimedSeconds {
		t.Errorf("resumed: wall %vs, timed %vs; want more than the first sitting's %vs and %vs",
			again.WallSeconds, again.TimedSeconds, first.WallSeconds, first.TimedSeconds)
	}

	cut()
	if code, stdout, stderr := run(t, "run", "--resume", dir); code != 0 {
		t.Fatalf("resume alone: exit %d\n%s\n%s", code, stdout, stderr)
	}
	checkOnce(t, dir, want)

	// Nothing left: the reports again, and no record more.
	if code, _, stderr := run(t, "run", "--resume", dir); code != 0 || !strings.Contains(stderr, "0 to run") {
		t.Errorf("resume of a finished run: exit %d, %s", code, stderr)
	}
	checkOnce(t, dir, want)

	for _, bad := range [][]string{
		append(slices.Clone(smallRun), "--count", "3", "--resume", dir),
		{"run", "--dataset", "tickdata", "--resume", dir},
		append(slices.Clone(smallRun), "--resume", dir, "--out", dir),
		{"run", "--resume", filepath.Join(dir, "nothing")},
	} {
		code, _, stderr := run(t, bad...)
		if code != 2 || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want 2 and one line", bad, code, stderr)
		}
	}
	code, _, stderr = run(t, append(slices.Clone(smallRun), "--count", "3", "--resume", dir)...)
	if !strings.Contains(stderr, `count was "2", now "3"`) {
		t.Errorf("the settings' difference is not named: %q", stderr)
	}

	// Another serbench commit is bad usage too.
	env.Commit = "0000000"
	if err := resultset.WriteEnv(filepath.Join(dir, resultset.FileEnv), env); err != nil {
		t.Fatal(err)
	}
	code, _, stderr = run(t, "run", "--resume", dir)
	if code != 2 || !strings.Contains(stderr, "serbench commit was 0000000") {
		t.Errorf("another commit: exit %d, %q", code, stderr)
	}
}

// A run killed with SIGKILL midway, then resumed, holds exactly the planned
// cells, once each.
func TestResumeAfterSIGKILL(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "out")
	// Longer runs, so that the kill lands between cells or in one.
	args := append(slices.Clone(smallRun), "--count", "4", "--benchtime", "50ms", "--out", dir)
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), cliEnv+"=1")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		raw, _ := os.ReadFile(filepath.Join(dir, resultset.FileJSONL))
		if n := bytes.Count(raw, []byte("\n")); n >= 2 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("no two records within two minutes")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	f, err := resultset.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Records) >= 8 {
		t.Skipf("the run finished before the kill (%d records)", len(f.Records))
	}
	code, stdout, stderr := run(t, "run", "--resume", dir)
	if code != 0 {
		t.Fatalf("resume: exit %d\n%s\n%s", code, stdout, stderr)
	}
	checkOnce(t, dir, plannedCells())
}

// The shards of a plan hold every cell once, a variant whole in one, and
// merge joins them; it refuses a cell twice and, without --force, folders
// of other machines.
func TestShardAndMerge(t *testing.T) {
	tmp := t.TempDir()
	var dirs []string
	for _, shard := range []string{"1/2", "2/2"} {
		dir := filepath.Join(tmp, "shard"+shard[:1])
		dirs = append(dirs, dir)
		if code, stdout, stderr := run(t, append(slices.Clone(smallRun), "--shard", shard, "--out", dir)...); code != 0 {
			t.Fatalf("shard %s: exit %d\n%s\n%s", shard, code, stdout, stderr)
		}
		f, err := resultset.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		variants := map[string]bool{}
		for _, r := range f.Records {
			variants[r.Variant] = true
		}
		if len(f.Records) != 4 || len(variants) != 1 {
			t.Errorf("shard %s: %d cells of variants %v, want one variant's 4", shard, len(f.Records), variants)
		}
		if f.Env.Shard != shard {
			t.Errorf("shard %s: env.json's shard is %q", shard, f.Env.Shard)
		}
	}
	out := filepath.Join(tmp, "merged")
	code, stdout, stderr := run(t, "merge", out, dirs[0], dirs[1])
	if code != 0 {
		t.Fatalf("merge: exit %d\n%s\n%s", code, stdout, stderr)
	}
	checkOnce(t, out, plannedCells())
	a, b, m := checkAccount(t, dirs[0]), checkAccount(t, dirs[1]), checkAccount(t, out)
	if math.Abs(m.WallSeconds-(a.WallSeconds+b.WallSeconds)) > 0.002 || math.Abs(m.TimedSeconds-(a.TimedSeconds+b.TimedSeconds)) > 0.002 {
		t.Errorf("merged: wall %vs, timed %vs; want the shards' sums (%v+%v, %v+%v)", m.WallSeconds, m.TimedSeconds,
			a.WallSeconds, b.WallSeconds, a.TimedSeconds, b.TimedSeconds)
	}
	later := a.Finished
	if b.Finished.After(later) {
		later = b.Finished
	}
	if !m.Finished.Equal(later) {
		t.Errorf("merged: finished %v, want the later of %v and %v", m.Finished, a.Finished, b.Finished)
	}
	env, err := resultset.ReadEnv(filepath.Join(out, resultset.FileEnv))
	if err != nil || len(env.Merged) != 2 || env.Shard != "" || !strings.Contains(env.Merged[1], "(shard 2/2)") || env.Planned != 8 {
		t.Errorf("merged env.json: merged %q, shard %q, planned %d (%v)", env.Merged, env.Shard, env.Planned, err)
	}
	if env != nil && sumOf(env.PlannedVariants) != env.Planned {
		t.Errorf("merged env.json: the plan by variant %v does not sum to %d", env.PlannedVariants, env.Planned)
	}

	// One shard alone is an unfinished run: merged only with --force.
	if code, _, stderr := run(t, "merge", filepath.Join(tmp, "half"), dirs[0]); code != 2 || !strings.Contains(stderr, "shard 2/2 of the plan is not among the folders") {
		t.Errorf("a shard missing: exit %d, %q", code, stderr)
	}
	if code, _, stderr := run(t, "merge", filepath.Join(tmp, "half"), dirs[0], "--force"); code != 0 || !strings.Contains(stderr, "warning") {
		t.Errorf("a shard missing, --force: exit %d, %q", code, stderr)
	}

	if code, _, stderr := run(t, "merge", filepath.Join(tmp, "twice"), dirs[0], dirs[0]); code != 2 || !strings.Contains(stderr, "is in both") {
		t.Errorf("a cell twice: exit %d, %q", code, stderr)
	}
	other, err := resultset.ReadEnv(filepath.Join(dirs[1], resultset.FileEnv))
	if err != nil {
		t.Fatal(err)
	}
	// The same model name on a CPU of another generation (cpu_id).
	other.CPUID = "GenuineIntel 6/1/1, 1 KB, flags 00000000"
	if err := resultset.WriteEnv(filepath.Join(dirs[1], resultset.FileEnv), other); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, "merge", filepath.Join(tmp, "mixed"), dirs[0], dirs[1]); code != 2 || !strings.Contains(stderr, "CPU was") {
		t.Errorf("another machine: exit %d, %q", code, stderr)
	}
	if code, _, stderr := run(t, "merge", filepath.Join(tmp, "forced"), dirs[0], dirs[1], "--force"); code != 0 {
		t.Errorf("--force: exit %d, %q", code, stderr)
	}
	for _, bad := range [][]string{{"merge"}, {"merge", out}, {"merge", filepath.Join(tmp, "x"), filepath.Join(tmp, "none")}, {"run", "--shard", "3/2"}} {
		if code, _, stderr := run(t, bad...); code != 2 {
			t.Errorf("%v: exit %d, %q; want 2", bad, code, stderr)
		}
	}
}

func sumOf(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
