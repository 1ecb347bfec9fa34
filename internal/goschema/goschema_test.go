package goschema

import (
	"errors"
	"flag"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/serbench/serbench/suite"
)

var update = flag.Bool("update", false, "rewrite testdata/golden files")

var modelRoots = []string{"Order", "Tree", "Alias", "Event", "WithIface", "WithChan", "WithFunc", "WithSecret", "WithKey", "WithComplex", "WithShadow", "WithClash"}

var (
	modelOnce   sync.Once
	modelResult *Result
	modelErr    error
)

// deriveModel derives the test module's model package once.
func deriveModel(t *testing.T) *Result {
	t.Helper()
	modelOnce.Do(func() {
		modelResult, modelErr = Derive(Options{Dir: usermodDir(t), Pattern: "./model", Types: modelRoots})
	})
	if modelErr != nil {
		t.Fatal(modelErr)
	}
	return modelResult
}

func usermodDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("testdata/usermod")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// golden compares got with testdata/golden/name (rewritten with -update).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if string(got) != string(want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s\n(go test -update rewrites it)", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s differs in length: %d lines, want %d", path, len(gl), len(wl))
	}
}

// The schema of the model package: every mapping rule (see the golden
// file's messages and the package doc).
func TestProtoGolden(t *testing.T) {
	r := deriveModel(t)
	golden(t, "model.proto", r.Proto)
	golden(t, "conv.go.txt", r.Conv)
}

// Every left-out case has its exact reason, naming the field's Go path.
func TestLeftOut(t *testing.T) {
	r := deriveModel(t)
	want := map[string]string{
		"WithIface":   "WithIface.Items[].Meta: interface{} has no schema (an interface)",
		"WithChan":    "WithChan.C: chan int has no schema (a channel)",
		"WithFunc":    "WithFunc.F: func() error has no schema (a func)",
		"WithSecret":  "WithSecret.secret: unexported field (no codec can see it)",
		"WithKey":     "WithKey.M: map key type shared.Point is not a string, integer or bool",
		"WithComplex": "WithComplex.C: complex128 has no schema (a complex number)",
		"WithShadow":  "WithShadow.Base.Version: hidden by field Version (encoding/json drops it too)",
		"WithClash":   "WithClash.A.X: clashes with field B.X at the same depth (encoding/json drops both)",
	}
	if !maps.Equal(r.LeftOut, want) {
		t.Errorf("LeftOut:\n got %q\nwant %q", r.LeftOut, want)
	}
	for name := range want {
		if strings.Contains(string(r.Proto), "message "+name+" ") {
			t.Errorf("the schema has left-out %s", name)
		}
		if strings.Contains(string(r.Conv), "ToProto"+name) {
			t.Errorf("the conversions have left-out %s", name)
		}
	}
	// Holder is reached only from left-out WithIface.
	if strings.Contains(string(r.Proto), "message Holder ") {
		t.Errorf("the schema has Holder, reached only from a left-out root")
	}
}

func TestMessages(t *testing.T) {
	r := deriveModel(t)
	want := map[string]string{
		"Order":                              "Order",
		"Tree":                               "Tree",
		"Alias":                              "Tree",
		"Event":                              "Event",
		"Extra":                              "Extra",
		"Item":                               "Item",
		"Pair[int16]":                        "Pair_int16",
		"example.com/usermod/shared.Address": "Address",
		"example.com/usermod/shared.Point":   "Point",
		"example.com/usermod/shared.Item":    "SharedItem",
	}
	if !maps.Equal(r.Messages, want) {
		t.Errorf("Messages:\n got %q\nwant %q", r.Messages, want)
	}
	if r.PkgPath != "example.com/usermod/model" || r.PkgName != "model" || r.ProtoFile != "gotypes.proto" {
		t.Errorf("PkgPath %q, PkgName %q, ProtoFile %q", r.PkgPath, r.PkgName, r.ProtoFile)
	}
	if want := []string{"example.com/usermod/model", "example.com/usermod/shared"}; strings.Join(r.Imports, " ") != strings.Join(want, " ") {
		t.Errorf("Imports %q, want %q", r.Imports, want)
	}
}

// Field names follow json tags, are proto identifiers and never clash.
func TestFieldNames(t *testing.T) {
	r := deriveModel(t)
	for _, line := range []string{
		"  string created_by = 1;",               // promoted from embedded Base, json tag
		"  int64 version = 2;",                   // promoted, Go name in snake_case
		"  Extra extra = 3;",                     // embedded pointer: a field with presence
		"  uint64 addr_ptr = 14;",                // uintptr
		"  string f = 45;",                       // json:"-," is named "-"
		"  string type = 46;",                    // a proto keyword is a fine field name
		"  string weird_name = 47;",              // json:"weird-name"
		"  string id_2 = 48;",                    // json:"ID" clashes with json:"id"
		"  .google.protobuf.Timestamp time = 1;", // embedded time.Time
	} {
		if !strings.Contains(string(r.Proto), "\n"+line+"\n") {
			t.Errorf("no line %q in the schema", line)
		}
	}
	if strings.Contains(string(r.Proto), "Skipped") {
		t.Errorf(`json:"-" field in the schema`)
	}
}

// Errors the user causes are one-line UsageErrors naming the package or
// type.
func TestUsageErrors(t *testing.T) {
	dir := usermodDir(t)
	for _, c := range []struct {
		pattern string
		types   []string
		want    string
	}{
		{"./model", []string{"Nope"}, "go package ./model has no type Nope"},
		{"./model", []string{"NotStruct"}, "go type ./model.NotStruct is not a struct type (it is int)"},
		{"./model", []string{"unexported"}, "go type ./model.unexported is not exported"},
		{"./model", []string{"Pair"}, "go type ./model.Pair is generic: name a struct type without type parameters"},
		{"./model", nil, "go package ./model: no type named"},
		{"./broken", []string{"Order"}, "go package ./broken does not build: "},
		{"./nosuchdir", []string{"Order"}, "go package ./nosuchdir"},
	} {
		_, err := Derive(Options{Dir: dir, Pattern: c.pattern, Types: c.types})
		var ue *suite.UsageError
		if !errors.As(err, &ue) || !strings.HasPrefix(ue.Msg, c.want) || strings.Contains(ue.Msg, "\n") {
			t.Errorf("%s %v: error %v, want a one-line UsageError %q", c.pattern, c.types, err, c.want)
		}
	}
}

// The names of fields and messages are proto identifiers, unique under
// protoc-gen-go's and protojson's spellings.
func TestNames(t *testing.T) {
	for in, want := range map[string]string{"a-b": "a_b", "1x": "f1x", "": "f", "-": "f", "_id": "id", "café": "caf_", "ok_1": "ok_1"} {
		if got := protoIdent(in); got != want {
			t.Errorf("protoIdent(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"UserID": "user_id", "HTTPServer": "http_server", "userId": "user_id", "created_by": "created_by",
		"ID": "id", "A": "a", "Field2": "field2", "V2Name": "v2_name", "weird__name_": "weird_name", "IDs": "ids", "UserIDs": "user_ids", "f1x": "f1x"} {
		if got := snakeCase(in); got != want {
			t.Errorf("snakeCase(%q) = %q, want %q", in, got, want)
		}
	}
	taken := map[string]bool{}
	var got []string
	for _, n := range []string{"id", "ID", "i_d", "Id_2", "x"} {
		got = append(got, uniqueFieldName(n, taken))
	}
	if want := "id ID_2 i_d_3 Id_2_2 x"; strings.Join(got, " ") != want {
		t.Errorf("unique names %q, want %q", got, want)
	}
}

// With DurationAsInt64, a time.Duration is the int64 it is.
func TestDurationAsInt64(t *testing.T) {
	r, err := Derive(Options{Dir: usermodDir(t), Pattern: "./model", Types: []string{"Order"}, DurationAsInt64: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"  int64 timeout = 23;", "  optional int64 retry = 24;", "  map<string, int64> waits = 41;"} {
		if !strings.Contains(string(r.Proto), "\n"+line+"\n") {
			t.Errorf("no line %q in the schema", line)
		}
	}
	if strings.Contains(string(r.Proto), "Duration") || strings.Contains(string(r.Conv), "durationpb") {
		t.Errorf("google.protobuf.Duration in the schema or the conversions")
	}
	if !strings.Contains(string(r.Conv), "v.Timeout = time.Duration(m.Timeout)") {
		t.Errorf("no conversion back to time.Duration")
	}
}

// A file whose only range checks are int's needs outOfRange all the same,
// and a file with every root left out imports nothing.
func TestConvEdges(t *testing.T) {
	r, err := Derive(Options{Dir: usermodDir(t), Pattern: "./model", Types: []string{"Extra", "Base"}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(r.Conv), "outOfRange(m.Version, \"int\")") || !strings.Contains(string(r.Conv), "func outOfRange(") {
		t.Errorf("Base's int is not range checked, or outOfRange is missing:\n%s", r.Conv)
	}
	r, err = Derive(Options{Dir: usermodDir(t), Pattern: "./model", Types: []string{"WithChan"}})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(r.Conv), "import") || len(r.LeftOut) != 1 || strings.Contains(string(r.Proto), "message") {
		t.Errorf("all left out: conversions\n%s\nschema\n%s", r.Conv, r.Proto)
	}
}

// Fields names each message's fields by the Go struct's own: a promoted
// field by its path, its JSON name encoding/json's.
func TestFieldsNameTheGoFields(t *testing.T) {
	r := deriveModel(t)
	order := r.Fields[r.Messages["Order"]]
	if len(order) < 4 {
		t.Fatalf("Order's fields: %+v", order)
	}
	want := []Field{{Proto: "created_by", Number: 1, Go: "Base.CreatedBy", JSON: "created_by"}, {Proto: "id", Number: 4, Go: "ID", JSON: "id"},
		{Proto: "customer", Number: 5, Go: "Customer", JSON: "customer", OmitEmpty: true}}
	if order[0] != want[0] || order[3] != want[1] || order[4] != want[2] {
		t.Errorf("Order's fields 1, 4 and 5: %+v, %+v, %+v; want %+v", order[0], order[3], order[4], want)
	}
	if tree := r.Fields[r.Messages["Tree"]]; len(tree) == 0 || tree[0] != (Field{Proto: "node_id", Number: 1, Go: "NodeID", JSON: "NodeID"}) {
		t.Errorf("Tree's first field (untagged): %+v", tree)
	}
	for name := range r.Fields {
		if strings.HasSuffix(name, "List") || strings.HasSuffix(name, "Map") {
			t.Errorf("Fields has wrapper %s", name)
		}
	}
}

// ByValue marks the fields whose structs are Go values, alone or in a list
// or map, and no pointer, scalar or time.
func TestFieldsByValue(t *testing.T) {
	r := deriveModel(t)
	want := map[string]bool{"items": true, "two": true, "address": true, "meta": true, "span": true,
		"refs": false, "by_id": false, "alt": false, "pos": false, "created": false, "tags": false, "id": false}
	seen := 0
	for _, f := range r.Fields[r.Messages["Order"]] {
		if w, ok := want[f.Proto]; ok {
			seen++
			if f.ByValue != w {
				t.Errorf("%s: ByValue %v, want %v", f.Proto, f.ByValue, w)
			}
		}
	}
	if seen != len(want) {
		t.Errorf("%d of the fields %v found", seen, want)
	}
}
