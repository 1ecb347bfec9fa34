package fidelity

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

// Seed004Dir is seed 004's benchmark in a module of its own, under
// serbench's source tree.
const Seed004Dir = "fidelity/testdata/seed004"

// Seed004Tolerance is how far from 1 the ratio of serbench's count to
// seed 004's b.Loop benchmarks may be.
const Seed004Tolerance = 0.03

// SeedBench is one of seed 004's benchmarks and the serbench cell of its
// call.
type SeedBench struct {
	Name string
	Cell Cell
	// Own is the seed's own loop, which starts and stops the timer
	// around every call: each toggle reads the memory statistics, with
	// the world stopped, so its count is not the call's and is not
	// checked.
	Own bool
}

// Seed004Benches are the module's benchmarks: the b.Loop form of the
// seed's calls, which the check compares with serbench, and the seed's
// own loop, whose count says what its timer costs.
var Seed004Benches = []SeedBench{
	{"BenchmarkMarshallSpeedLoop", Cell{"tickdata", "seed", "protobuf", suite.Encode}, false},
	{"BenchmarkJsonMarshallSpeedLoop", Cell{"tickdata", "seed", "protojson", suite.Encode}, false},
	{"BenchmarkMarshallSpeed", Cell{"tickdata", "seed", "protobuf", suite.Encode}, true},
	{"BenchmarkJsonMarshallSpeed", Cell{"tickdata", "seed", "protojson", suite.Encode}, true},
}

// BuildSeed004 builds seed 004's test program (go test -c) from
// serbench's source tree into the folder out, built with setup (its
// overlay's files go into out too), and returns its path.
func BuildSeed004(out string, setup gobuild.Setup) (string, error) {
	src, err := gobuild.SourceDir()
	if err != nil {
		return "", err
	}
	goBin, err := gobuild.GoTool()
	if err != nil {
		return "", err
	}
	bin := filepath.Join(out, "seed004.test")
	args := []string{"test", "-c", "-o", bin}
	if flag, err := setup.OverlayFlag(out); err != nil {
		return "", err
	} else if flag != "" {
		args = append(args, flag)
	}
	cmd := exec.Command(goBin, append(args, ".")...)
	cmd.Dir = filepath.Join(src, filepath.FromSlash(Seed004Dir))
	// The module is its own, not a member of a workspace serbench's
	// tree may be in.
	cmd.Env = append(append(os.Environ(), "GOWORK=off"), setup.Env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("building seed 004's benchmark in %s: %w: %s", cmd.Dir, err, bytes.TrimSpace(stderr.Bytes()))
	}
	return bin, nil
}
