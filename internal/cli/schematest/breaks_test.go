package schematest

import (
	"os/exec"
	"strings"
	"testing"
)

// TestProtoOneLanguageBreaks runs schemas that one schema language or
// another cannot hold (userproto/testdata/breaks): service definitions,
// names that are keywords or methods of a language's generated code, names
// that differ only in case, and proto3 optional fields, which gogofaster's
// plugin does not declare it supports. Each builds and verifies: a
// language whose code cannot be written or does not compile is left out
// with why (the compiler's own error line, which a cached program's
// reasons still quote), and every other codec's cells are ok. A language
// whose compiler is not installed is left out for that reason instead,
// which is logged.
func TestProtoOneLanguageBreaks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for each schema (about half a minute each)")
	}
	have := func(tool string) bool {
		_, err := exec.LookPath(tool)
		if err != nil {
			t.Logf("%s is not installed: its codecs' cells and reasons above are not checked", tool)
		}
		return err == nil
	}
	for _, c := range []struct {
		name string
		pkg  string
		// want are the lines stderr must have, by the tool they need ("" for none).
		want map[string][]string
		// ok are the codecs whose cells must all be ok, by the tool they need.
		ok map[string][]string
	}{
		{name: "service", pkg: "svc.v1",
			ok: map[string][]string{"": append([]string{"protobuf", "vtprotobuf", "gogofaster", "easyjson", "msgp", "symphony", "benc"}, ownCode...),
				"thrift": {"thrift-compact", "thrift-binary"}, "flatc": {"flatbuffers"}, "capnp": {"capnp"}}},
		{name: "keywords", pkg: "kw.v1",
			want: map[string][]string{
				"": {"left out for kw.v1: benc: bencgen's code or serbench's conversions for the schema did not compile: ", "bencpb/schema.go:"},
				"thrift": {"left out for kw.v1: thrift-compact, thrift-binary: thrift's code or serbench's conversions for the schema did not compile: ",
					"thgen/schema.go:"},
				"flatc": {`left out for kw.v1: flatbuffers: FlatBuffers cannot carry the schema as serbench writes it: kw.v1.Struct.table: flatc's Go name Table of the field "table" is one of its table's own methods`},
			},
			ok: map[string][]string{"": append([]string{"protobuf", "vtprotobuf", "gogofaster", "easyjson", "msgp", "symphony"}, ownCode...), "capnp": {"capnp"}}},
		{name: "case", pkg: "cs.v1",
			want: map[string][]string{
				"": {"left out for cs.v1: gogofaster: protoc-gen-gogofaster's code for the schema could not be generated or did not compile: ",
					"duplicate embedded fieldname Name in type Item"},
				"flatc": {`left out for cs.v1: flatbuffers: FlatBuffers cannot carry the schema as serbench writes it: cs.v1.Item.Name: flatc's Go names of the fields name and "Name" collide (Name)`},
				"capnp": {"left out for cs.v1: capnp: Cap'n Proto cannot carry the schema as serbench writes it: cs.v1.Item.Name: its capnp name name is also field name's"},
			},
			ok: map[string][]string{"": append([]string{"protobuf", "protojson", "vtprotobuf", "easyjson", "msgp", "benc"}, ownCode...), "thrift": {"thrift-compact", "thrift-binary"}}},
		{name: "optional", pkg: "opt.v1",
			want: map[string][]string{"": {"left out for opt.v1: gogofaster: protoc-gen-gogofaster (gogo/protobuf v1.3.2) predates proto3 optional fields, which the schema has"}},
			ok: map[string][]string{"": append([]string{"protobuf", "protojson", "vtprotobuf", "easyjson", "msgp", "benc"}, ownCode...),
				"thrift": {"thrift-compact", "thrift-binary"}, "flatc": {"flatbuffers"}, "capnp": {"capnp"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			proto := testdata(t, "breaks", c.name, c.name+".proto")
			t.Chdir(t.TempDir())
			code, stdout, stderr := run(t, "verify", "--proto", proto, "--messages", "20")
			if code != 0 || !strings.Contains(stdout, "0 failed") {
				t.Fatalf("verify: exit %d\n%s\n%s", code, stdout, tail(stderr))
			}
			missingLeftOut(t, stderr, c.pkg)
			for tool, lines := range c.want {
				if tool != "" && !have(tool) {
					continue
				}
				for _, l := range lines {
					if !strings.Contains(stderr, l) {
						t.Errorf("no %q in stderr:\n%s", l, tail(stderr))
					}
				}
			}
			for tool, codecs := range c.ok {
				if tool != "" && !have(tool) {
					continue
				}
				for _, codec := range codecs {
					for _, op := range []string{"encode", "decode", "read"} {
						if cell := c.pkg + "/trace/" + codec + "/" + op + " ok"; !strings.Contains(stderr, cell) {
							t.Errorf("no %s cell", cell)
						}
					}
				}
			}
		})
	}
}
