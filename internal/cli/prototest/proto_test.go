package prototest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestProtoBadInputExits2WithOneLineAndNoFolder(t *testing.T) {
	shop := testdata(t, "shop", "shop.proto")
	dir := t.TempDir()
	t.Chdir(dir)
	must := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	must("bad.proto", "syntax = \"proto3\";\nmessage A { strin x = 1; }\n")
	must("lines/Order.jsonl", "{\"order_id\":\"x\"}\n\n{\"order_id\": 5}\n")
	must("types/Nope.jsonl", "{}\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--proto", "bad.proto"}, "bad.proto:2:13: field A.x: unknown type strin"},
		{[]string{"run", "--proto", "missing.proto"}, "--proto missing.proto: not a .proto file"},
		{[]string{"run", "--proto", shop, "--message", "Nope"}, "--message Nope: no such message type"},
		{[]string{"run", "--proto", shop, "--samples", "lines"}, "lines/Order.jsonl:3: not a shop.v1.Order in protojson"},
		{[]string{"verify", "--proto", shop, "--message", "Order", "--samples", "lines/Order.jsonl"}, "lines/Order.jsonl:3:"},
		{[]string{"run", "--proto", shop, "--samples", "types"}, "has no message type Nope"},
		{[]string{"run", "--proto", shop, "--samples", "nowhere"}, "--samples nowhere: no such file or folder"},
		{[]string{"run", "--samples", "lines"}, "need --proto"},
		{[]string{"run", "--proto", shop, "--payloads", "lines"}, "--payloads is for the built-in datasets"},
		{[]string{"run", "--proto", shop, "--messages", "-1"}, "invalid --messages"},
	} {
		args := c.args
		if args[0] == "run" {
			args = append(args, "--out", "out")
		}
		code, stdout, stderr := run(t, args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, nothing, one line with %q", c.args, code, stdout, stderr, c.want)
		}
		if _, err := os.Stat("out"); err == nil {
			t.Fatalf("%v left a results folder", c.args)
		}
	}
}

// TestProtoShop builds the program for the shop schema (enums, oneofs,
// maps, nested and repeated messages, optional, every well-known type, an
// import and a service) and validates every cell on
// generated messages and on the sample files; the second run reuses the
// first's build.
func TestProtoShop(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the schema (about half a minute)")
	}
	shop := testdata(t, "shop", "shop.proto")
	samples := testdata(t, "shop", "samples")
	t.Chdir(t.TempDir())
	code, stdout, stderr := run(t, "verify", "--proto", shop, "--messages", "40")
	if code != 0 || !strings.Contains(stdout, "0 failed") {
		t.Fatalf("verify on generated messages: exit %d\n%s\n%s", code, stdout, tail(stderr))
	}
	code, stdout, stderr = run(t, "verify", "--proto", shop, "--samples", samples)
	if code != 0 || !strings.Contains(stdout, "0 failed") {
		t.Fatalf("verify on the samples: exit %d\n%s\n%s", code, stdout, tail(stderr))
	}
	if !strings.Contains(stderr, "symphony-raw: protoc-gen-symphony cannot carry the schema: shop.v1.AuditEvent.details: message google.protobuf.Struct is in another Go package") {
		t.Errorf("Symphony not left out with the generator's reason:\n%s", tail(stderr))
	}
	if !strings.Contains(stderr, "left out for shop.v1: benc: benc cannot carry the schema as serbench writes it: a recursive message") {
		t.Errorf("benc is not left out for the recursive Struct:\n%s", tail(stderr))
	}
	missingLeftOut(t, stderr, "shop.v1")
	if !strings.Contains(stderr, "serbench: reusing the cached build for "+shop) {
		t.Errorf("the second run did not reuse the build:\n%s", tail(stderr))
	}
	// Avro's map keys are strings: Order.by_line's int64 keys leave the
	// Avro codecs out.
	if !strings.Contains(stderr, "left out for shop.v1: avro, goavro, goavro-json: Avro cannot carry the schema as serbench writes it: shop.v1.Order.by_line: an Avro map's keys are strings") {
		t.Errorf("avro, goavro and goavro-json are not left out for Order.by_line's int64 keys:\n%s", tail(stderr))
	}
	// Thrift has no unsigned 64-bit integer: Order.trace_id leaves it out.
	if _, err := exec.LookPath("thrift"); err == nil && !strings.Contains(stderr,
		"left out for shop.v1: thrift-compact, thrift-binary: Thrift cannot carry the schema as serbench writes it: shop.v1.Order.trace_id: a uint64") {
		t.Errorf("thrift is not left out for Order.trace_id's uint64:\n%s", tail(stderr))
	}
	// Every variant: the trace and each type with samples.
	for _, v := range []string{"/trace/", "/Order/", "/PlaceOrderRequest/", "/PlaceOrderResponse/", "/GetOrderRequest/", "/AuditEvent/"} {
		for _, c := range append(append([]string{"protobuf", "easyjson", "msgp", "msgp+reuse"}, ownCode...), schemaCodecs(t, "flatc", "capnp")...) {
			if !strings.Contains(stderr, "shop.v1"+v+c+"/read ok") {
				t.Errorf("no shop.v1%s%s/read cell", v, c)
			}
		}
	}
}

// TestProtoLedger validates the Symphony codecs on a schema that
// protoc-gen-symphony carries (maps of every key kind, every scalar kind,
// enums, Timestamps, nested and repeated messages, an import), with
// samples and with generated messages: every Symphony and Cap'n Proto cell
// is there and ok.
func TestProtoLedger(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the schema (about half a minute)")
	}
	ledger := testdata(t, "ledger", "ledger.proto")
	samples := testdata(t, "ledger", "samples")
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"--samples", samples},
		{"--messages", "40"},
	} {
		code, stdout, stderr := run(t, append([]string{"verify", "--proto", ledger}, args...)...)
		if code != 0 || !strings.Contains(stdout, "0 failed") {
			t.Fatalf("verify %v: exit %d\n%s\n%s", args, code, stdout, tail(stderr))
		}
		cells := []string{"symphony/encode", "symphony/read", "symphony+unsafe/decode", "symphony-hybrid/read", "symphony-raw/decode", "symphony-raw/read",
			"msgp/encode", "msgp/read", "msgp+reuse/decode", "msgp+reuse/read",
			"jx/decode", "fastjson/decode", "fastjson+reuse/encode", "baseline/decode", "baseline/read", "mus/decode",
			"benc/encode", "benc/read", "colfer/decode", "colfer/read", "bebop/decode", "bebop/read"}
		// Cap'n Proto carries every field kind of the schema.
		for _, c := range schemaCodecs(t, "capnp") {
			cells = append(cells, c+"/encode", c+"/decode", c+"/read")
		}
		for _, v := range []string{"trace", "Batch", "Entry", "Receipt"} {
			for _, cell := range cells {
				if !strings.Contains(stderr, "ledger.v1/"+v+"/"+cell+" ok") {
					t.Errorf("verify %v: no ok ledger.v1/%s/%s cell", args, v, cell)
				}
			}
		}
		missingLeftOut(t, stderr, "ledger.v1")
		// easyjson has no form for the schema's map<bool, int32>.
		if !strings.Contains(stderr, "easyjson: easyjson could not write its code for the schema: map type bool not supported") {
			t.Errorf("verify %v: easyjson not left out with its reason:\n%s", args, tail(stderr))
		}
		if strings.Contains(stderr, "protoc-gen-symphony") {
			t.Errorf("verify %v: Symphony left out:\n%s", args, tail(stderr))
		}
		// msgp carries the maps of bool and integer keys (msgp:maps
		// binkeys); Avro's keys are strings.
		if !strings.Contains(stderr, "left out for ledger.v1: avro, goavro, goavro-json: Avro cannot carry the schema as serbench writes it: ledger.v1.Batch.by_sequence: an Avro map's keys are strings") {
			t.Errorf("verify %v: avro, goavro and goavro-json not left out for Batch.by_sequence's int64 keys:\n%s", args, tail(stderr))
		}
	}
}
