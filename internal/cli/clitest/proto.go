package clitest

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/userbuild"
)

// Testdata is a path in the schemas of run --proto's tests
// (userproto/testdata: serbench's own shop schema, OpenTelemetry's OTLP
// trace service, vendored, ...), from a test package's folder under
// internal/cli.
func Testdata(t *testing.T, parts ...string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join(append([]string{"..", "..", "..", "userproto", "testdata"}, parts...)...))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// OwnCode are codecs whose per-type code (or schema and conversions, for
// Colfer and Bebop) serbench writes itself for a user's schema and that
// need no compiler off $PATH: every cell of theirs must be ok on every
// test schema.
var OwnCode = []string{"jx", "fastjson", "fastjson+reuse", "baseline", "mus", "colfer", "bebop"}

// SchemaCodecs are the codecs of a schema language whose code serbench
// generates for a user's schema with the compilers named (flatc, thrift,
// capnp):
// every cell of theirs must be ok on the test schemas that they can carry.
// Without its compiler (.ci/run installs them all) a codec is left out
// with the reason, and is not asked for here.
func SchemaCodecs(t *testing.T, tools ...string) []string {
	t.Helper()
	var out []string
	for _, c := range []struct {
		tool   string
		codecs []string
	}{
		{"flatc", []string{"flatbuffers"}},
		{"thrift", []string{"thrift-compact", "thrift-binary"}},
		{"capnp", []string{"capnp"}},
	} {
		if !slices.Contains(tools, c.tool) {
			continue
		}
		if _, err := exec.LookPath(c.tool); err != nil {
			t.Logf("%s is not installed (.ci/run installs it): %v not checked", c.tool, c.codecs)
			continue
		}
		out = append(out, c.codecs...)
	}
	return out
}

// schemaTools are the schema languages' compilers off $PATH, their codecs
// and the Debian package that installs each.
var schemaTools = []struct{ tool, codecs, pkg string }{
	{"flatc", "flatbuffers", "flatbuffers-compiler"},
	{"thrift", "thrift-compact, thrift-binary", "thrift-compiler"},
	{"capnp", "capnp", "capnproto"},
}

// MissingLeftOut checks that each schema compiler that is not installed
// left its codecs out of the run on dataset pkg with the reason, naming
// the package that installs it; the run and the other codecs go on.
func MissingLeftOut(t *testing.T, stderr, pkg string) {
	t.Helper()
	for _, c := range schemaTools {
		if _, err := exec.LookPath(c.tool); err == nil {
			continue
		}
		want := "left out for " + pkg + ": " + c.codecs + ": needs " + c.tool + ","
		if !strings.Contains(stderr, want) || !strings.Contains(stderr, "apt-get install "+c.pkg+")") {
			t.Errorf("%s is not installed, and stderr has no %q naming %s:\n%s", c.tool, want, c.pkg, Tail(stderr))
			continue
		}
		t.Logf("%s is not installed: %s left out with the reason, as expected", c.tool, c.codecs)
	}
}

// LeanWorkerServed checks that a run on a user's schema or Go types timed
// its cells in the lean worker built beside the program for them
// (userbuild.WorkerName), not in the program itself.
func LeanWorkerServed(t *testing.T, stderr string) {
	t.Helper()
	if !strings.Contains(stderr, "serbench: timing workers: ") || !strings.Contains(stderr, string(filepath.Separator)+userbuild.WorkerName+"\n") {
		t.Errorf("the run's timing workers are not the lean worker built beside the program:\n%s", Tail(stderr))
	}
}

// HandedOff checks that every worker of each of a run's variants (their
// phase lines' names, such as model/Order) read its parent's messages,
// as the phase line counts them: a decode or read worker the validated
// bytes, an encode or update worker the values (suite.ModelHandoff), none
// the samples. A worker whose values came out other than its parent's
// would fail its cell on the model digest instead.
func HandedOff(t *testing.T, stderr string, variants ...string) {
	t.Helper()
	for _, v := range variants {
		m := regexp.MustCompile(regexp.QuoteMeta(v) + ` took .*\((\d+) of (\d+) workers read the parent's messages\)`).FindStringSubmatch(stderr)
		if m == nil || m[1] != m[2] {
			t.Errorf("%s: not every worker read its parent's messages: %q", v, m)
		}
	}
}
