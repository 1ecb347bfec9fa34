package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/goschema"
)

// The check against the committed schema sees what decides the bytes (a
// field's number, type, cardinality, a message missing on either side)
// and passes what does not (options, comments, field order in the file).
func TestSameSchema(t *testing.T) {
	const derived = `syntax = "proto3";
package p;
message Tick { uint32 index = 1; repeated string ids = 2; map<string, int64> fees = 3; Sub sub = 4; }
message Sub { bytes b = 1; }
`
	d, err := compileSource("d.proto", []byte(derived))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ committed, want string }{
		{`syntax = "proto3"; package p;
// Comments and options are free.
message Sub { bytes b = 1 [deprecated = true]; }
message Tick { uint32 index = 1; repeated string ids = 2; map<string, int64> fees = 3; Sub sub = 4; }`, ""},
		{`syntax = "proto3"; package p; message Sub { bytes b = 1; }
message Tick { uint64 index = 1; repeated string ids = 2; map<string, int64> fees = 3; Sub sub = 4; }`, "field uint64 index = 1, derived uint32 index = 1"},
		{`syntax = "proto3"; package p; message Sub { bytes b = 1; }
message Tick { uint32 index = 1; repeated string ids = 5; map<string, int64> fees = 3; Sub sub = 4; }`, "ids = 5"},
		{`syntax = "proto3"; package p; message Sub { bytes b = 1; }
message Tick { uint32 index = 1; string ids = 2; map<string, int64> fees = 3; Sub sub = 4; }`, "field string ids = 2, derived repeated string ids = 2"},
		{`syntax = "proto3"; package p; message Sub { bytes b = 1; }
message Tick { uint32 index = 1; repeated string ids = 2; map<string, int32> fees = 3; Sub sub = 4; }`, "map<string, int32>"},
		{`syntax = "proto3"; package p;
message Tick { uint32 index = 1; repeated string ids = 2; map<string, int64> fees = 3; }`, "no message Sub"},
		{`syntax = "proto3"; package p; message Sub { bytes b = 1; } message Extra {}
message Tick { uint32 index = 1; repeated string ids = 2; map<string, int64> fees = 3; Sub sub = 4; }`, "message Extra is not derived"},
	} {
		cf, err := compileSource("c.proto", []byte(c.committed))
		if err != nil {
			t.Fatal(err)
		}
		err = sameSchema(d, cf)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s:\nerror %v, want %q", c.committed, err, c.want)
		}
	}
}

// The names file names each message by its Go type and each field by its
// Go and JSON names; what the generated code could not name is refused.
func TestNamesFile(t *testing.T) {
	res := &goschema.Result{
		Messages: map[string]string{"Tick": "Tick"},
		Fields:   map[string][]goschema.Field{"Tick": {{Proto: "ids", Number: 1, Go: "IDs", JSON: "ids", OmitEmpty: true}}},
	}
	b, err := namesFile(res, "p")
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]struct {
		Go     string
		Fields map[string]struct {
			Go, JSON  string
			OmitEmpty bool
		}
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if f := got["p.Tick"].Fields["ids"]; got["p.Tick"].Go != "Tick" || f.Go != "IDs" || f.JSON != "ids" || !f.OmitEmpty {
		t.Errorf("names file: %s", b)
	}
	for _, bad := range []*goschema.Result{
		{Messages: map[string]string{"example.com/other.Item": "Item"}, Fields: map[string][]goschema.Field{"Item": nil}},
		{Messages: map[string]string{"Tick": "Tick"}, Fields: map[string][]goschema.Field{"Tick": {{Proto: "id", Go: "Base.ID"}}}},
		{Messages: map[string]string{"Tick": "Tick"}, Fields: map[string][]goschema.Field{"Tick": nil, "Tick_Pos": nil}},
	} {
		if _, err := namesFile(bad, "p"); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

// -message flags become goschema's MessageNames; a malformed or repeated
// one is refused.
func TestMessageNames(t *testing.T) {
	got, err := messageNames([]string{"WireTx=Transaction", "WireTxs=Transactions"})
	if err != nil || len(got) != 2 || got["WireTx"] != "Transaction" || got["WireTxs"] != "Transactions" {
		t.Errorf("got %v, %v", got, err)
	}
	for _, bad := range [][]string{{"WireTx"}, {"=Transaction"}, {"WireTx="}, {"A=B", "A=C"}} {
		if _, err := messageNames(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
