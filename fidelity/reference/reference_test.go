package reference_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/fidelity"
	"github.com/serbench/serbench/fidelity/reference"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

// Every default fidelity cell gets a plain program that builds and runs,
// linking none of serbench's packages: an encode of generated types, a
// decode of a trace of many types, and decodes into copied model types.
func TestPlainProgramsBuildAndRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs")
	}
	t.Setenv(gobuild.CacheEnv, t.TempDir())
	reg := catalog.Registry()
	var progs []*reference.Program
	for _, c := range fidelity.Cells {
		p, err := fidelity.Reference(reg, c)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(p.Source, []byte(`"`+gobuild.ModulePath+`/datasets/`+c.Dataset+`"`)) {
			t.Errorf("%s: the plain program imports the dataset's package, which links every codec:\n%s", c, p.Source)
		}
		progs = append(progs, p)
	}
	b, err := gobuild.NewBuilder("fidelity")
	if err != nil {
		t.Fatal(err)
	}
	bins, err := reference.Build(b, progs)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range progs {
		data := filepath.Join(t.TempDir(), "data")
		f, err := os.Create(data)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Data.WriteTo(f); err != nil {
			t.Fatal(err)
		}
		f.Close()
		ns, live, err := reference.Run(bins[i], data, 1, 20*time.Millisecond, 3, -1)
		if err != nil || len(ns) != 3 || ns[0] <= 0 || ns[2] <= 0 || live <= 0 {
			t.Errorf("%s: Run = %v ns/op (want 3 runs), %v live bytes, %v", p.Cell, ns, live, err)
		}
	}
	// A second build finds every program in the cache.
	again, err := reference.Build(b, progs)
	if err != nil {
		t.Fatal(err)
	}
	for i := range bins {
		if again[i] != bins[i] {
			t.Errorf("program %d rebuilt at %s, was %s", i, again[i], bins[i])
		}
	}
	// A bad data file fails the run, as a user's benchmark would.
	bad := filepath.Join(t.TempDir(), "bad")
	os.WriteFile(bad, []byte{0x05, 0xff}, 0o644)
	if _, _, err := reference.Run(bins[0], bad, 1, time.Millisecond, 1, 0); err == nil {
		t.Error("a truncated data file should fail the plain program")
	}
}

// The model types a plain program decodes into are copied from the
// dataset's source, with the types they refer to.
func TestModelTypesCopied(t *testing.T) {
	p, err := fidelity.Reference(catalog.Registry(), fidelity.Cell{Dataset: "transaction", Variant: "5000", Codec: "gob", Op: suite.Decode})
	if err != nil {
		t.Fatal(err)
	}
	src := string(p.Source)
	for _, want := range []string{"type Transaction struct", "type PublicKey struct", "type Signature struct", `"math/big"`, "type value = []*Transaction"} {
		if !strings.Contains(src, want) {
			t.Errorf("plain program lacks %q:\n%s", want, src)
		}
	}
	if _, err := fidelity.Reference(catalog.Registry(), fidelity.Cell{Dataset: "tickdata", Variant: "seed", Codec: "xml", Op: suite.Encode}); err == nil {
		t.Error("a codec without a plain call should be refused")
	}
}

// Under valgrind a plain program's count grows with its ops by the same
// amount an op, whatever its start-up: with the collector off it
// collects nothing, paced it collects where the pacer says.
func TestCountUnderValgrind(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program and runs it under valgrind")
	}
	vg, err := exec.LookPath("valgrind")
	if err != nil {
		t.Skip("valgrind is not on PATH (Debian's valgrind package): no plain program is counted")
	}
	p, err := fidelity.Reference(catalog.Registry(), fidelity.Cells[0]) // tickdata/seed/protobuf/encode
	if err != nil {
		t.Fatal(err)
	}
	b, err := gobuild.NewBuilder("fidelity")
	if err != nil {
		t.Fatal(err)
	}
	bins, err := reference.Build(b, []*reference.Program{p})
	if err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(t.TempDir(), "data")
	f, err := os.Create(data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Data.WriteTo(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, col := range []reference.Collector{reference.NoCollection, reference.StoppedPacer} {
		var got [2]reference.Counted
		for i, n := range []int{2_000, 16_000} {
			if got[i], err = reference.Count(vg, bins[0], data, n, col); err != nil {
				t.Fatal(err)
			}
		}
		// proto.Marshal of the tick: about 21,000 instructions.
		perOp := (float64(got[1].Instructions) - float64(got[0].Instructions)) / 14_000
		if perOp < 15_000 || perOp > 30_000 {
			t.Errorf("%s: %.0f instructions an op, want about 21,000 (%+v)", col, perOp, got)
		}
		// 576 bytes an op, a 4 MiB goal: a collection every 6,000 ops or so.
		if gcs := got[1].GCs - got[0].GCs; (col == reference.NoCollection) != (gcs == 0) || gcs > 4 {
			t.Errorf("%s: %d collections in 14,000 ops", col, gcs)
		}
	}
	if _, err := reference.Count(vg, bins[0], data+".missing", 10, reference.NoCollection); err == nil {
		t.Error("a program that fails should fail its count")
	}
}
