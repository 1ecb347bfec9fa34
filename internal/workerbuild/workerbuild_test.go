package workerbuild_test

import (
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/workerbuild"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// Every codec line and dataset of the registry has a lean worker that
// imports its own packages and no others.
func TestProgramsImportOneLine(t *testing.T) {
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	r, err := workerbuild.ReadRegistry(src)
	if err != nil {
		t.Fatal(err)
	}
	cells, err := catalog.Registry().Plan(suite.Selection{Datasets: []string{"tickdata"}, Variants: []string{"seed"}, Ops: []suite.Op{suite.Encode}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cells {
		p, err := r.Program(c)
		if err != nil {
			t.Fatal(err)
		}
		main := string(p.Files["main.go"])
		imports := strings.Count(main, `"`+gobuild.ModulePath+`/`)
		if imports < 3 || imports > 4 || !strings.Contains(main, gobuild.ModulePath+"/datasets/tickdata\"") ||
			strings.Contains(main, gobuild.ModulePath+"/catalog\"") || strings.Contains(main, gobuild.ModulePath+"/codecs\"") {
			t.Errorf("%s: the worker should import runner, suite, tickdata and one codec package:\n%s", c.Name(), main)
		}
	}
}

// A lean worker builds, and times its cell through the runner; a second
// build finds it in the cache.
func TestLeanWorkerTimes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	t.Setenv(gobuild.CacheEnv, t.TempDir())
	b, err := gobuild.NewBuilder("workers")
	if err != nil {
		t.Fatal(err)
	}
	r, err := workerbuild.ReadRegistry(b.Source)
	if err != nil {
		t.Fatal(err)
	}
	cells, err := catalog.Registry().Plan(suite.Selection{Datasets: []string{"tickdata"}, Variants: []string{"seed"}, Codecs: []string{"protobuf"}, Ops: []suite.Op{suite.Encode, suite.Decode}})
	if err != nil {
		t.Fatal(err)
	}
	paths, err := r.Build(b, cells)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) != 1 {
		t.Fatalf("%d programs for one codec on one dataset: %v", len(paths), paths)
	}
	w := &runner.Workers{
		Program: func(c suite.Cell) (string, []string) { return paths[r.Key(c)], []string{"--benchtime", "1ms"} },
		Busy:    4 << 20, BusyCount: 2,
	}
	var recs []*resultset.Record
	err = runner.Run(cells, runner.Options{Measure: measure.Options{Count: 2, BenchTime: time.Millisecond, Procs: 1}, Workers: w},
		func(rec *resultset.Record) error { recs = append(recs, rec); return nil })
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs {
		if !rec.OK() || len(rec.Runs) != 2 || len(rec.BusyRuns) != 2 || rec.BusyLiveHeapBytes == nil || *rec.BusyLiveHeapBytes < 4<<20 ||
			rec.LiveHeapBytes == nil || *rec.LiveHeapBytes <= 0 || *rec.LiveHeapBytes >= 4<<20 {
			t.Errorf("%s: %s %q, %d runs, %d busy runs, busy heap %v, heap %v", rec.Name(), rec.Status, rec.Error, len(rec.Runs), len(rec.BusyRuns),
				rec.BusyLiveHeapBytes, rec.LiveHeapBytes)
		}
	}
	again, err := r.Build(b, cells)
	if err != nil || again[r.Key(cells[0])] != paths[r.Key(cells[0])] {
		t.Errorf("second build: %v, %v; want the cached %v", again, err, paths)
	}
}

// No dataset's package links go-cmp, and a worker's side of the runner
// links neither go-cmp nor the parent's packages (results format,
// compression codecs): their regular expressions and tables would be live
// heap in every lean worker (suite.Explain, timeworker). The public
// documents' datasets do link klauspost's zstd: their documents are
// embedded compressed, and a worker decompresses its own.
func TestDatasetsLinkNoGoCmp(t *testing.T) {
	parent := []string{gobuild.ModulePath + "/compression", gobuild.ModulePath + "/resultset", gobuild.ModulePath + "/runner"}
	for _, c := range []struct {
		pkg string
		bad []string
	}{
		{"./datasets/...", append([]string{"github.com/google/go-cmp"}, parent...)},
		{"./runner/timeworker", append([]string{"github.com/google/go-cmp", "github.com/klauspost/compress"}, parent...)},
	} {
		for _, p := range listDeps(t, c.pkg) {
			for _, bad := range c.bad {
				if p == bad || strings.HasPrefix(p, bad+"/") && p != gobuild.ModulePath+"/runner/timeworker" {
					t.Errorf("%s links %s", c.pkg, p)
				}
			}
		}
	}
}

// listDeps returns the import paths pattern depends on, itself included.
func listDeps(t *testing.T, pattern string) []string {
	t.Helper()
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", pattern)
	cmd.Dir = src
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v", pattern, err)
	}
	return strings.Fields(string(out))
}
