package codecs_test

import (
	"slices"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

// Every codec carries the metadata the reports print beside its figures,
// and says how it is built and what it writes.
func TestEveryCodecIsDeclared(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range codecs.All() {
		if c.Name == "" || c.Title == "" || c.Family == "" || c.Module == "" || c.URL == "" || c.Notes == "" || c.Bind == nil {
			t.Errorf("%q: incomplete declaration %+v", c.Name, c)
		}
		if seen[c.Name] {
			t.Errorf("%s declared twice", c.Name)
		}
		seen[c.Name] = true
		one := func(ls ...string) bool {
			n := 0
			for _, l := range ls {
				if slices.Contains(c.Labels, l) {
					n++
				}
			}
			return n == 1
		}
		if !one(suite.LabelReflection, suite.LabelCodegen, suite.LabelHandWritten) || !one(suite.LabelText, suite.LabelBinary) {
			t.Errorf("%s: labels %v need exactly one of reflection/codegen/hand-written and one of text/binary", c.Name, c.Labels)
		}
	}
}
