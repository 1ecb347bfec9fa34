package goschema

import (
	"errors"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// MessageNames renames the package's messages, in the schema and in
// Messages and Fields, and refuses a name that is not an identifier, a
// type not reached and a clash.
func TestMessageNames(t *testing.T) {
	dir := usermodDir(t)
	r, err := Derive(Options{Dir: dir, Pattern: "./model", Types: []string{"Order"},
		MessageNames: map[string]string{"Order": "Purchase", "Item": "LineItem"}})
	if err != nil {
		t.Fatal(err)
	}
	if r.Messages["Order"] != "Purchase" || r.Messages["Item"] != "LineItem" {
		t.Errorf("Messages %q", r.Messages)
	}
	if _, ok := r.Fields["Purchase"]; !ok {
		t.Errorf("no fields of Purchase: %v", r.Fields)
	}
	for _, want := range []string{"message Purchase {", "message LineItem {", " LineItem "} {
		if !strings.Contains(string(r.Proto), want) {
			t.Errorf("the schema has no %q:\n%s", want, r.Proto)
		}
	}
	if strings.Contains(string(r.Proto), "message Order ") {
		t.Errorf("the schema still has Order:\n%s", r.Proto)
	}
	for _, c := range []struct {
		names map[string]string
		want  string
	}{
		{map[string]string{"Order": "not-ident"}, "not a proto identifier"},
		{map[string]string{"Tree": "Forest"}, "Tree: no such struct type"},
		{map[string]string{"Order": "Item"}, "clashes"},
		{map[string]string{"Item": "order"}, "clashes"},
	} {
		_, err := Derive(Options{Dir: dir, Pattern: "./model", Types: []string{"Order"}, MessageNames: c.names})
		var ue *suite.UsageError
		if !errors.As(err, &ue) || !strings.Contains(ue.Msg, c.want) {
			t.Errorf("%v: error %v, want a UsageError with %q", c.names, err, c.want)
		}
	}
}
