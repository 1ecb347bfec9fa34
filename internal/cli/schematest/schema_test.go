package schematest

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestProtoShopSchemaLanguages runs the shop schema without its maps of
// integer keys, which Avro cannot carry, its uint64 fields, which Thrift
// cannot, and its recursive Struct and Value, which benc cannot: Avro (both
// codecs), Thrift, FlatBuffers, Cap'n Proto, msgp, benc, Colfer and Bebop
// then bind, through oneofs, optional fields, wrappers, enums, maps,
// Duration and Timestamp, and every one of their cells is ok (two messages
// renamed to names Thrift's Go code writes otherwise); or an Avro
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
	// Names Thrift's Go generator writes with an _ (services' Args and
	// Result, constructors' New): OrderResult left Thrift out of Online
	// Boutique's schema.
	for from, to := range map[string]string{"PlaceOrderResponse": "PlaceOrderResult", "GetOrderRequest": "NewOrderArgs"} {
		if !strings.Contains(string(src), "message "+from+" {") {
			t.Fatalf("shop.proto has no message %s any more: update this test", from)
		}
		src = []byte(strings.ReplaceAll(string(src), from, to))
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
		for _, avro := range []string{"avro", "goavro", "goavro-json"} {
			if why, ok := leftOutWhy(stderr, "shop.v1", avro); ok {
				if !strings.Contains(why, "timestamp-micros") || !strings.Contains(why, "a time's sub-microsecond digits are lost (here:") {
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

// leftOutWhy returns the reason of the run's line that leaves codec out of
// dataset pkg: codecs left out for the same reason share a line
// ("left out for shop.v1: goavro, goavro-json: ...").
func leftOutWhy(stderr, pkg, codec string) (string, bool) {
	for line := range strings.SplitSeq(stderr, "\n") {
		_, after, ok := strings.Cut(line, "left out for "+pkg+": ")
		if !ok {
			continue
		}
		if names, why, _ := strings.Cut(after, ": "); slices.Contains(strings.Split(names, ", "), codec) {
			return why, true
		}
	}
	return "", false
}
