package prototest

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// schemaCodecs are the codecs of a schema language whose code serbench
// generates for a user's schema with the compilers named (flatc, thrift,
// capnp):
// every cell of theirs must be ok on the test schemas that they can carry.
// Without its compiler (.ci/run installs them all) a codec is left out
// with the reason, and is not asked for here.
func schemaCodecs(t *testing.T, tools ...string) []string {
	t.Helper()
	var out []string
	for _, c := range []struct {
		tool   string
		codecs []string
	}{
		{"flatc", []string{"flatbuffers"}},
		{"thrift", []string{"thrift-compact", "thrift-binary"}},
		{"capnp", []string{"capnp"}},
	} {
		if !slices.Contains(tools, c.tool) {
			continue
		}
		if _, err := exec.LookPath(c.tool); err != nil {
			t.Logf("%s is not installed (.ci/run installs it): %v not checked", c.tool, c.codecs)
			continue
		}
		out = append(out, c.codecs...)
	}
	return out
}

// schemaTools are the schema languages' compilers off $PATH, their codecs
// and the Debian package that installs each.
var schemaTools = []struct{ tool, codecs, pkg string }{
	{"flatc", "flatbuffers", "flatbuffers-compiler"},
	{"thrift", "thrift-compact, thrift-binary", "thrift-compiler"},
	{"capnp", "capnp", "capnproto"},
}

// missingLeftOut checks that each schema compiler that is not installed
// left its codecs out of the run on dataset pkg with the reason, naming
// the package that installs it; the run and the other codecs go on.
func missingLeftOut(t *testing.T, stderr, pkg string) {
	t.Helper()
	for _, c := range schemaTools {
		if _, err := exec.LookPath(c.tool); err == nil {
			continue
		}
		want := "left out for " + pkg + ": " + c.codecs + ": needs " + c.tool + ","
		if !strings.Contains(stderr, want) || !strings.Contains(stderr, "apt-get install "+c.pkg+")") {
			t.Errorf("%s is not installed, and stderr has no %q naming %s:\n%s", c.tool, want, c.pkg, tail(stderr))
			continue
		}
		t.Logf("%s is not installed: %s left out with the reason, as expected", c.tool, c.codecs)
	}
}

// TestProtoShopSchemaLanguages runs the shop schema without its maps of
// integer keys, which Avro cannot carry, its uint64 fields, which Thrift
// cannot, and its recursive Struct and Value, which benc cannot: Avro (both
// codecs), Thrift, FlatBuffers, Cap'n Proto, msgp, benc, Colfer and Bebop
// then bind, through oneofs, optional fields, wrappers, enums, maps,
// Duration and Timestamp, and every one of their cells is ok; or an Avro
// codec is left out for the run with the limit validation met (a time with
// sub-microsecond digits).
func TestProtoShopSchemaLanguages(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the schema (about half a minute)")
	}
	dir := t.TempDir()
	src, err := os.ReadFile(testdata(t, "shop", "shop.proto"))
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"  map<int64, Order.Item> by_line = 6;\n", "  map<uint32, bool> flags = 15;\n",
		"  fixed64 trace_id = 9;\n", "  optional uint64 parent_order = 14;\n",
		// and the recursive Struct and Value, which benc's containers cannot hold.
		"  google.protobuf.Struct details = 1;\n", "  google.protobuf.Value before = 4;\n"} {
		if !strings.Contains(string(src), field) {
			t.Fatalf("shop.proto has no %q any more: update this test", field)
		}
		src = []byte(strings.Replace(string(src), field, "", 1))
	}
	money, err := os.ReadFile(testdata(t, "shop", "common", "money.proto"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "common"), 0o755); err != nil {
		t.Fatal(err)
	}
	proto := filepath.Join(dir, "shop.proto")
	if err := os.WriteFile(proto, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "common", "money.proto"), money, 0o644); err != nil {
		t.Fatal(err)
	}
	// The samples of a type without those maps.
	samples := testdata(t, "shop", "samples", "PlaceOrderRequest.jsonl")
	t.Chdir(t.TempDir())
	for _, in := range [][]string{{"--messages", "40"}, {"--message", "PlaceOrderRequest", "--samples", samples}} {
		code, stdout, stderr := run(t, append([]string{"verify", "--proto", proto}, in...)...)
		if code != 0 || !strings.Contains(stdout, "0 failed") {
			t.Fatalf("verify %v: exit %d\n%s\n%s", in, code, stdout, tail(stderr))
		}
		missingLeftOut(t, stderr, "shop.v1")
		codecs := append(schemaCodecs(t, "flatc", "thrift", "capnp"), "msgp", "msgp+reuse", "benc", "colfer", "bebop")
		for _, avro := range []string{"avro", "goavro"} {
			if _, after, ok := strings.Cut(stderr, "left out for shop.v1: "+avro+":"); ok {
				if why, _, _ := strings.Cut(after, "\n"); !strings.Contains(why, "timestamp-micros") || !strings.Contains(why, "a time's sub-microsecond digits are lost (here:") {
					t.Errorf("verify %v: %s left out for another reason than its timestamp limit:%s", in, avro, why)
				}
			} else {
				codecs = append(codecs, avro)
			}
		}
		for _, c := range codecs {
			if n := strings.Count(stderr, "/"+c+"/"); n == 0 || n != strings.Count(stderr, "/"+c+"/read ok")*3 {
				t.Errorf("verify %v: %s has %d cells, not all ok:\n%s", in, c, n, tail(stderr))
			}
		}
	}
}
