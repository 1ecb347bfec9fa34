package cli_test

import (
	"os/exec"
	"testing"
)

// schemaCodecs are the codecs of a schema language whose code serbench
// generates for a user's schema, each with the compiler it needs: every
// cell of theirs must be ok on the test schemas. Without its compiler
// (.ci/run installs them all) a codec is left out with the reason, and is
// not asked for here.
func schemaCodecs(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, c := range []struct{ codec, tool string }{
		{"flatbuffers", "flatc"},
	} {
		if _, err := exec.LookPath(c.tool); err != nil {
			t.Logf("%s is not installed (.ci/run installs it): %s is not checked", c.tool, c.codec)
			continue
		}
		out = append(out, c.codec)
	}
	return out
}
