package doccheck

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// jsonFields are the JSON names of t's fields and of the fields of the
// struct types it holds (through pointers, slices and maps), each once.
func jsonFields(t reflect.Type, seen map[reflect.Type]bool, out *[]string) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] || t.PkgPath() != reflect.TypeFor[resultset.Record]().PkgPath() {
		return
	}
	seen[t] = true
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		*out = append(*out, name)
		jsonFields(f.Type, seen, out)
	}
}

var codeWordRE = regexp.MustCompile(`[A-Za-z0-9_.]+`)

// codeWords are the words of a Markdown text's code spans.
func codeWords(text string) map[string]bool {
	out := map[string]bool{}
	for _, span := range codeRE.FindAllString(text, -1) {
		for _, w := range codeWordRE.FindAllString(span, -1) {
			out[w] = true
		}
	}
	return out
}

// Every field of the results folder's records (results.jsonl: Record, its
// samples and distributions), of env.json and every column of results.csv
// is named, in code, in docs/results.md.
func TestResultsFieldsDocumented(t *testing.T) {
	root, _ := tracked(t, "docs/results.md")
	text, err := os.ReadFile(filepath.Join(root, "docs", "results.md"))
	if err != nil {
		t.Fatal(err)
	}
	words := codeWords(string(text))
	check := func(what string, names []string) {
		if len(names) < 5 {
			t.Errorf("%s: only %d names read", what, len(names))
		}
		for _, name := range names {
			if !words[name] {
				t.Errorf("%s field %s is not named (as `%s`) in docs/results.md", what, name, name)
			}
		}
	}
	var record, env []string
	jsonFields(reflect.TypeFor[resultset.Record](), map[reflect.Type]bool{}, &record)
	jsonFields(reflect.TypeFor[resultset.Env](), map[reflect.Type]bool{}, &env)
	check("results.jsonl", record)
	check("env.json", env)
	check("results.csv", resultset.CSVHeader)
}

func TestCodeWords(t *testing.T) {
	w := codeWords("a `ns_ci_low`/`ns_ci_high` b `p99_9` and not_this")
	for _, want := range []string{"ns_ci_low", "ns_ci_high", "p99_9"} {
		if !w[want] {
			t.Errorf("codeWords lacks %s", want)
		}
	}
	if w["not_this"] {
		t.Error("a word outside code read as code")
	}
}
