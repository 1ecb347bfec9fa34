package gotypestest

import (
	"testing"

	"github.com/serbench/serbench/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m) }

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return clitest.Run(t, args...)
}

func tail(s string) string { return clitest.Tail(s) }
