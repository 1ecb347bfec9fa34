// Package clitest holds what the command line's end-to-end test packages
// share: running serbench's Main in process, and the end of a long output
// for a failure message. The tests of run --proto (prototest) and run --go
// (gotypestest) and of the schema languages (schematest) are packages of their own, apart from internal/cli's,
// because each builds programs for a minute or more: in one test binary
// they passed go test's ten-minute limit on two cores.
package clitest

import (
	"bytes"
	"os"
	"testing"

	"github.com/serbench/serbench/internal/cli"
)

// Run runs serbench's command line with args and returns its exit status
// and output.
func Run(t testing.TB, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = cli.Main(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// Main is a test binary's TestMain: the binary doubles as serbench for
// run's timing workers, which re-execute the program they run in.
func Main(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "time-worker" {
		os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// Tail is the end of a long output, for failures.
func Tail(s string) string {
	if len(s) > 3000 {
		return "..." + s[len(s)-3000:]
	}
	return s
}
