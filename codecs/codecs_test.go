package codecs_test

import (
	"slices"
	"strings"
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
		one := func(labels ...string) bool {
			n := 0
			for _, l := range labels {
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

// Every JSON codec says how conformance decodes a whole document with it
// (its library's generic value, or why there is none); a form of another
// codec (+any, +reuse) shares its codec's library and settings and leaves
// it to that codec.
func TestJSONCodecsDeclareGeneric(t *testing.T) {
	n := 0
	for _, c := range codecs.All() {
		if c.Family != "JSON" {
			continue
		}
		form := strings.Contains(c.Name, "+")
		switch {
		case form && c.Generic != nil:
			t.Errorf("%s: a form declares Generic; its codec does", c.Name)
		case !form && c.Generic == nil:
			t.Errorf("%s: no Generic", c.Name)
		case !form && c.Generic.Decode != nil && c.Generic.Call == "":
			t.Errorf("%s: Generic has no Call", c.Name)
		case !form && c.Generic.Decode == nil && c.Generic.None == "":
			t.Errorf("%s: Generic has neither Decode nor None", c.Name)
		case !form:
			n++
		}
	}
	if n < 10 {
		t.Errorf("only %d JSON codecs declare a generic decode", n)
	}
}

// Every generic decode decides: it accepts a valid document and rejects a
// truncated one (a Decode that checks nothing would accept both).
func TestJSONGenericDecodes(t *testing.T) {
	valid := []byte(`{"a":[1,2.5,"x\u00e9",true,false,null,{}],"b":{"c":-1e3}}`)
	for _, c := range codecs.All() {
		if c.Generic == nil || c.Generic.Decode == nil {
			continue
		}
		if err := c.Generic.Decode(valid); err != nil {
			t.Errorf("%s: %s rejects %s: %v", c.Name, c.Generic.Call, valid, err)
		}
		for _, bad := range []string{`{"a":[1,2`, `[1,]x`, ``} {
			if err := c.Generic.Decode([]byte(bad)); err == nil {
				t.Errorf("%s: %s accepts %q", c.Name, c.Generic.Call, bad)
			}
		}
	}
}

func TestWithoutAnyForms(t *testing.T) {
	var names []string
	for _, c := range codecs.All() {
		names = append(names, c.Name)
	}
	got := codecs.WithoutAnyForms(names)
	if len(got) != len(names)-6 || !slices.Contains(got, "json") || slices.Contains(got, "json+any") {
		t.Errorf("WithoutAnyForms left %d of %d: %v", len(got), len(names), got)
	}
}
