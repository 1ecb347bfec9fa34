package gotypestest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/cli/clitest"
	"github.com/serbench/serbench/internal/userbuild"
)

// goTypes is the user's module of run --go's tests: a module of its own,
// as a user's is (internal/cli/gotypestest/testdata/gotypes).
func goTypes(t *testing.T, parts ...string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join(append([]string{"testdata", "gotypes"}, parts...)...))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// goCache points the builds of one test at a cache folder of its own.
func goCache(t *testing.T) {
	t.Helper()
	t.Setenv(userbuild.CacheEnv, t.TempDir())
}

func TestGoBadInputExits2WithOneLineAndNoFolder(t *testing.T) {
	model := goTypes(t, "internal", "model")
	broken := goTypes(t, "broken")
	goCache(t)
	t.Chdir(t.TempDir())
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--go", model, "--type", "Nope"}, "--type Nope: package example.com/gotypes/internal/model declares no type Nope (its exported struct types: Address, Audit, Customer, Item, Money, Order)"},
		{[]string{"run", "--go", model, "--type", "NotAStruct"}, "--type NotAStruct: not a struct type"},
		{[]string{"run", "--go", model, "--type", "Status"}, "--type Status: not a struct type"},
		{[]string{"verify", "--go", broken, "--type", "Thing"}, "--go " + broken + " does not build: "},
		{[]string{"run", "--go", "./nowhere", "--type", "T"}, "--go ./nowhere: no such folder"},
		{[]string{"run", "--go", "example.com/nope/model", "--type", "T"}, "--go example.com/nope/model: no required module provides package"},
		{[]string{"run", "--go", model}, "needs --type"},
		{[]string{"run", "--type", "Order"}, "--type needs --go"},
		{[]string{"run", "--go", model, "--type", "Order", "--proto", "x.proto"}, "--proto and --go do not go together"},
		{[]string{"run", "--go", model, "--type", "Order", "--message", "Order"}, "--message and --proto-path are for --proto"},
		{[]string{"run", "--go", model, "--type", "Order", "--samples", "nowhere"}, "--samples nowhere: no such file or folder"},
	} {
		args := c.args
		if args[0] == "run" {
			args = append(args, "--out", "out")
		}
		code, stdout, stderr := run(t, args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, one line with %q", c.args, code, stdout, stderr, c.want)
		}
		if _, err := os.Stat("out"); err == nil {
			t.Fatalf("%v left a results folder", c.args)
		}
	}
}

// goCodecs are codecs that must carry the test types exactly.
var goCodecs = []string{"json", "gob", "easyjson", "msgp", "msgp+reuse", "sonic", "go-json", "jsoniter", "segmentio-json", "json-v2", "cbor", "ugorji-msgpack", "hashicorp-msgpack", "yaml",
	// shamaton/msgpack v3 decodes times in UTC (v2 in Local, which the
	// model's UTC times do not equal).
	"shamaton-msgpack", "shamaton-msgpack-array",
	// Through the schema derived from the types (internal/goschema).
	"protobuf", "vtprotobuf", "protojson", "symphony", "symphony+unsafe", "symphony-hybrid", "flatbuffers", "capnp", "colfer", "bebop", "mus"}

// TestGoTypes builds the program for the test module's types once and
// runs on it: generated values, the sample files (reusing the build), a
// sample line that is not a T, and a run whose results list the codecs
// left out.
func TestGoTypes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the types (about half a minute)")
	}
	module, model, samples, bad := goTypes(t), goTypes(t, "internal", "model"), goTypes(t, "samples"), goTypes(t, "badsamples")
	goCache(t)
	t.Chdir(t.TempDir())
	base := []string{"--go", model, "--type", "Order,Customer"}
	t.Run("generated", func(t *testing.T) {
		code, stdout, stderr := run(t, append([]string{"verify", "--messages", "40"}, base...)...)
		if code != 0 || !strings.Contains(stdout, "0 failed") {
			t.Fatalf("verify: exit %d\n%s\n%s", code, stdout, tail(stderr))
		}
		if !strings.Contains(stderr, "serbench: building the program for "+model) {
			t.Errorf("the first run did not build:\n%s", tail(stderr))
		}
		checkGoCells(t, stderr)
		// A codec that cannot give the values back exactly is left out
		// with its first difference.
		if !strings.Contains(stderr, "left out for model: bencode: Order: the round trip does not give the values back exactly: message 0: encode: bencode: Can't encode type: float64") {
			t.Errorf("bencode is not left out with its reason:\n%s", tail(stderr))
		}
		// A schema codec whose format cannot carry a field of the derived
		// schema is left out with the reason.
		if !strings.Contains(stderr, "left out for model: thrift-compact, thrift-binary: Order: Thrift cannot carry the schema as serbench writes it: serbench.gotypes.Order.id: a uint64 has no Thrift type") {
			t.Errorf("Thrift is not left out with its reason:\n%s", tail(stderr))
		}
	})
	t.Run("samples", func(t *testing.T) {
		code, stdout, stderr := run(t, append([]string{"verify", "--samples", samples}, base...)...)
		if code != 0 || !strings.Contains(stdout, "0 failed") {
			t.Fatalf("verify: exit %d\n%s\n%s", code, stdout, tail(stderr))
		}
		if !strings.Contains(stderr, "serbench: reusing the cached build for "+model) {
			t.Errorf("the second run did not reuse the build:\n%s", tail(stderr))
		}
		checkGoCells(t, stderr)
	})
	t.Run("import path", func(t *testing.T) {
		// The same package named by its import path, from its module's
		// folder: the same program.
		t.Chdir(module)
		code, stdout, stderr := run(t, "verify", "--go", "example.com/gotypes/internal/model", "--type", "Order,Customer", "--messages", "10", "--codec", "json")
		if code != 0 || !strings.Contains(stdout, "0 failed") {
			t.Fatalf("verify: exit %d\n%s\n%s", code, stdout, tail(stderr))
		}
		if !strings.Contains(stderr, "serbench: reusing the cached build for example.com/gotypes/internal/model") {
			t.Errorf("the import path did not reuse the build:\n%s", tail(stderr))
		}
	})
	t.Run("bad sample", func(t *testing.T) {
		code, stdout, stderr := run(t, append([]string{"run", "--samples", bad, "--out", "out"}, base...)...)
		want := filepath.Join(bad, "Order.jsonl") + ":2: not a Order in JSON"
		lines := strings.Split(strings.TrimSpace(stderr), "\n")
		if code != 2 || stdout != "" || !strings.Contains(lines[len(lines)-1], want) || strings.Contains(lines[0], "serbench: building") {
			t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, a last line with %q", code, stdout, stderr, want)
		}
		if _, err := os.Stat("out"); err == nil {
			t.Error("a bad sample left a results folder")
		}
	})
	t.Run("run", func(t *testing.T) {
		code, stdout, stderr := run(t, append([]string{"run", "--messages", "10", "--codec", "json,easyjson,gob,bencode",
			"--count", "1", "--benchtime", "1ms", "--out", "res"}, base...)...)
		if code != 0 {
			t.Fatalf("run: exit %d\n%s\n%s", code, stdout, tail(stderr))
		}
		clitest.LeanWorkerServed(t, stderr)
		// Every worker read its parent's values: a decode or read worker
		// its validated bytes, an encode or update worker the values
		// themselves (usergo's WriteModels), not the samples.
		clitest.HandedOff(t, stderr, "model/trace", "model/Order", "model/Customer")
		b, err := os.ReadFile(filepath.Join("res", "results.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		// gob numbers types process-wide: the worker timing Customer alone
		// must still encode the parent's bytes.
		if strings.Contains(string(b), `"status":"failed"`) {
			t.Errorf("failed cells:\n%s", b)
		}
		for _, cell := range []string{`"model"`, `"easyjson"`, `"gob"`, `"trace"`, `"Customer"`} {
			if !strings.Contains(string(b), cell) {
				t.Errorf("results.jsonl has no %s", cell)
			}
		}
		report, err := os.ReadFile(filepath.Join("res", "report.md"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(report), "Can't encode type: float64") {
			t.Errorf("report.md does not say why bencode is left out")
		}
	})
}

// checkGoCells checks that every cell of goCodecs is ok in every variant.
func checkGoCells(t *testing.T, stderr string) {
	t.Helper()
	for _, v := range []string{"trace", "Order", "Customer"} {
		for _, c := range goCodecs {
			for _, op := range []string{"encode", "decode", "read"} {
				if cell := "model/" + v + "/" + c + "/" + op + " ok"; !strings.Contains(stderr, cell) {
					t.Errorf("no %s", cell)
				}
			}
		}
	}
}

// TestGoPublishedTypes runs types serbench did not write, the go command's
// `go list -m -json` API (testdata/gomodinfo, vendored from the Go project
// with its licence), on their published output: every codec that carries
// them has every cell ok (the reflection codecs and the mirrors now; the
// schema codecs once goschema derives their schema), and those that cannot
// are left out with the reason, a recursive type's crash untried.
func TestGoPublishedTypes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the types (about half a minute)")
	}
	pkg := filepath.Join("testdata", "gomodinfo", "modinfo")
	samples, err := filepath.Abs(filepath.Join("testdata", "gomodinfo", "samples", "ModulePublic.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if pkg, err = filepath.Abs(pkg); err != nil {
		t.Fatal(err)
	}
	goCache(t)
	t.Chdir(t.TempDir())
	code, stdout, stderr := run(t, "verify", "--go", pkg, "--type", "ModulePublic", "--samples", samples)
	if code != 0 || !strings.Contains(stdout, "0 failed") {
		t.Fatalf("verify: exit %d\n%s\n%s", code, stdout, tail(stderr))
	}
	ok := map[string]int{}
	for line := range strings.SplitSeq(stderr, "\n") {
		if _, cell, found := strings.Cut(line, "] modinfo/ModulePublic/"); found && strings.Contains(cell, " ok ") {
			c, _, _ := strings.Cut(cell, "/")
			ok[c]++
		}
	}
	full := 0
	for _, n := range ok {
		if n == 3 {
			full++
		}
	}
	if full < 35 {
		t.Errorf("%d codecs have every cell ok, want at least 35: %v", full, ok)
	}
	for _, c := range []string{"json", "easyjson", "msgp", "gob", "cbor", "protobuf", "vtprotobuf", "flatbuffers", "capnp", "symphony", "thrift-compact"} {
		if ok[c] != 3 {
			t.Errorf("%s: %d cells ok, want 3", c, ok[c])
		}
	}
	if !strings.Contains(stderr, "left out for modinfo: kelindar-binary: ModulePublic: kelindar/binary's type scanner recurses without end on a recursive type") {
		t.Errorf("kelindar-binary is not left out for the recursive type:\n%s", tail(stderr))
	}
	t.Logf("%d codecs ok on every cell: %v", full, ok)
}
