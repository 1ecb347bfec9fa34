package otlptest

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m) }

func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	return clitest.Run(t, args...)
}

// The helpers the test shares with the other end-to-end tests (package clitest).
var (
	tail           = clitest.Tail
	testdata       = clitest.Testdata
	ownCode        = clitest.OwnCode
	schemaCodecs   = clitest.SchemaCodecs
	missingLeftOut = clitest.MissingLeftOut
)

// TestProtoOTLP runs OpenTelemetry's published trace schema on its
// published example, twice, and compares the runs: at least 12 codecs
// have every cell ok, and none fails.
func TestProtoOTLP(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the schema (about half a minute)")
	}
	otlp := testdata(t, "otlp")
	t.Chdir(t.TempDir())
	proto := filepath.Join(otlp, "opentelemetry", "proto", "collector", "trace", "v1", "trace_service.proto")
	for _, out := range []string{"a", "b"} {
		code, stdout, stderr := run(t, "run", "--proto", proto, "--proto-path", otlp, "--samples", filepath.Join(otlp, "samples"),
			"--count", "2", "--benchtime", "1ms", "--out", out)
		if code != 0 {
			t.Fatalf("run: exit %d\n%s\n%s", code, stdout, tail(stderr))
		}
		clitest.LeanWorkerServed(t, stderr)
		// Every worker read the parent's messages: the encode workers
		// parse them with the schema's vtprotobuf code (userproto's
		// unmarshal), and a message that came out otherwise would have
		// failed its cell on the model digest.
		clitest.HandedOff(t, stderr, "v1/ExportTraceServiceRequest")
	}
	f, err := os.Open(filepath.Join("b", "results.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cells := map[string]int{} // codec → ok cells
	variants := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r struct{ Dataset, Variant, Codec, Error string }
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Error != "" {
			t.Errorf("%s/%s/%s failed: %s", r.Dataset, r.Variant, r.Codec, r.Error)
		}
		cells[r.Codec]++
		variants[r.Variant] = true
	}
	// One type has samples: its trace would be its variant again, in the
	// same order, so none is planned.
	if len(variants) != 1 || !variants["ExportTraceServiceRequest"] {
		t.Errorf("variants %v, want ExportTraceServiceRequest alone", variants)
	}
	full := 0
	for _, n := range cells {
		if n == 3*len(variants) {
			full++
		}
	}
	if full < 12 {
		t.Errorf("%d codecs with every cell ok, want at least 12: %v", full, cells)
	}
	for _, c := range append(append([]string{"protobuf", "protojson", "vtprotobuf", "gogofaster", "easyjson", "json", "gob", "sonic", "cbor", "avro",
		"msgp", "msgp+reuse", "goavro", "goavro-json"}, ownCode...), schemaCodecs(t, "flatc", "capnp")...) {
		if cells[c] != 3*len(variants) {
			t.Errorf("codec %s has %d cells, want %d", c, cells[c], 3*len(variants))
		}
	}
	if cells["benc"] != 0 {
		t.Errorf("benc has %d cells on OTLP, whose AnyValue is recursive", cells["benc"])
	}
	if cells["symphony"] != 0 {
		t.Errorf("symphony has %d cells on OTLP, whose oneofs protoc-gen-symphony rejects", cells["symphony"])
	}
	code, stdout, stderr := run(t, "compare", "a", "b", "--html", "-")
	if code != 0 || !strings.Contains(stdout, "## opentelemetry.proto.collector.trace.v1") {
		t.Errorf("compare: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// The schema alone: generated messages, recursive AnyValues included.
	code, stdout, stderr = run(t, "verify", "--proto", proto, "--proto-path", otlp, "--messages", "20")
	if code != 0 || !strings.Contains(stdout, "0 failed") {
		t.Fatalf("verify on generated messages: exit %d\n%s\n%s", code, stdout, tail(stderr))
	}
	missingLeftOut(t, stderr, "opentelemetry.proto.collector.trace.v1")
	const noSymphony = "symphony, symphony+unsafe, symphony-hybrid, symphony-raw: protoc-gen-symphony cannot carry the schema: " +
		"opentelemetry.proto.common.v1.AnyValue.string_value: oneof fields are not supported by Symphony"
	if !strings.Contains(stderr, noSymphony) {
		t.Errorf("Symphony not left out with the generator's reason:\n%s", tail(stderr))
	}
}
