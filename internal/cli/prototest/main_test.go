package prototest

import (
	"testing"

	"github.com/serbench/serbench/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m) }

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return clitest.Run(t, args...)
}

// The helpers the tests of run --proto share (package clitest).
var (
	tail           = clitest.Tail
	testdata       = clitest.Testdata
	ownCode        = clitest.OwnCode
	schemaCodecs   = clitest.SchemaCodecs
	missingLeftOut = clitest.MissingLeftOut
)
