package userbuild

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/dynamicpb"

	// Registers boutique.proto, as serbench's own program does.
	_ "github.com/serbench/serbench/datasets/boutique/pb"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

const otlp = "../../userproto/testdata/otlp"

func loadOTLP(t *testing.T) *Schema {
	t.Helper()
	s, err := Load(Options{Proto: filepath.Join(otlp, "opentelemetry/proto/collector/trace/v1/trace_service.proto"), ProtoPath: []string{otlp}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The OTLP sample must be OpenTelemetry's published example: the same
// message once its hex ids (OTLP/JSON) are read as bytes.
func TestOTLPSampleIsThePublishedExample(t *testing.T) {
	s := loadOTLP(t)
	md, ok := s.lookup("ExportTraceServiceRequest")
	if !ok {
		t.Fatal("no ExportTraceServiceRequest")
	}
	example, err := os.ReadFile(filepath.Join(otlp, "trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(example, &doc); err != nil {
		t.Fatal(err)
	}
	var hexToBase64 func(v any)
	hexToBase64 = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && (k == "traceId" || k == "spanId" || k == "parentSpanId") {
					b, err := hex.DecodeString(s)
					if err != nil {
						t.Fatal(err)
					}
					v[k] = base64.StdEncoding.EncodeToString(b)
					continue
				}
				hexToBase64(x)
			}
		case []any:
			for _, x := range v {
				hexToBase64(x)
			}
		}
	}
	hexToBase64(doc)
	converted, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	want := dynamicpb.NewMessage(md)
	if err := protojson.Unmarshal(converted, want); err != nil {
		t.Fatal(err)
	}
	line, err := os.ReadFile(filepath.Join(otlp, "samples", "ExportTraceServiceRequest.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	got := dynamicpb.NewMessage(md)
	if err := protojson.Unmarshal(line, got); err != nil {
		t.Fatal(err)
	}
	if !proto.Equal(want, got) {
		t.Errorf("the sample is not the published example:\n%v\n%v", want, got)
	}
	if err := s.CheckInput(filepath.Join(otlp, "samples"), ""); err != nil {
		t.Error(err)
	}
}

func TestCheckInput(t *testing.T) {
	s := loadOTLP(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Span.jsonl"), []byte("{\"name\":\"a\"}\n{\"name\":1}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var ue *suite.UsageError
	err := s.CheckInput(dir, "")
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "Span.jsonl:2: not a opentelemetry.proto.trace.v1.Span") {
		t.Errorf("a bad line: %v", err)
	}
	// Bare names, names within the package and full names all resolve.
	for _, name := range []string{"Span", "Span.Event", "opentelemetry.proto.trace.v1.Span.Event", "AnyValue"} {
		if err := s.CheckInput("", name); err != nil {
			t.Errorf("--message %s: %v", name, err)
		}
	}
	if err := s.CheckInput("", "Event2"); !errors.As(err, &ue) {
		t.Errorf("an unknown message: %v", err)
	}
}

func TestLoadRejectsBadProto(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.proto")
	if err := os.WriteFile(p, []byte("syntax = \"proto3\";\nmessage A { int32 a = 1; int32 b = 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(Options{Proto: p})
	var ue *suite.UsageError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "x.proto:2") || strings.Contains(err.Error(), "\n") {
		t.Errorf("got %v, want the compiler's one-line error", err)
	}
}

// A schema that declares what serbench's own program registers is bad
// usage, named, not a program that panics as it starts: by its file's path
// (boutique.proto itself) or by a name (the same package in another file).
func TestLoadRejectsSerbenchsOwnSchema(t *testing.T) {
	own := "../../datasets/boutique/boutique.proto"
	src, err := os.ReadFile(own)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	renamed := filepath.Join(dir, "shop.proto")
	if err := os.WriteFile(renamed, src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ proto, want string }{
		{own, "file boutique.proto is serbench's own"},
		{renamed, "serbench.boutique.CartItem (in shop.proto) is serbench's own"},
	} {
		_, err := Load(Options{Proto: tc.proto})
		var ue *suite.UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want bad usage saying %q", tc.proto, err, tc.want)
		}
	}
	// Its own package is fine.
	other := strings.Replace(string(src), "package serbench.boutique;", "package shop;", 1)
	if err := os.WriteFile(renamed, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(Options{Proto: renamed}); err != nil {
		t.Errorf("renamed package: %v", err)
	}
}

func TestSourceAndKey(t *testing.T) {
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(src, "internal", "userbuild", "source.go")); err != nil {
		t.Fatalf("%s is not serbench's tree: %v", src, err)
	}
	t.Setenv(SourceEnv, t.TempDir())
	if _, err := gobuild.SourceDir(); err == nil || !strings.Contains(err.Error(), SourceEnv) {
		t.Errorf("a wrong $%s: %v", SourceEnv, err)
	}
	s := &Schema{set: []byte("a")}
	if s.key("x", "go1") == s.key("y", "go1") || s.key("x", "go1") == s.key("x", "go2") || s.key("x", "go1") == (&Schema{set: []byte("b")}).key("x", "go1") {
		t.Error("the cache key ignores an input")
	}
}

// The cache keeps a folder of programs for each serbench tree and
// toolchain, and only the newest two: the folders of older trees, and the
// programs cached flat by a serbench before these folders, are removed as
// soon as a build looks for its own.
func TestCacheKeepsTwoTrees(t *testing.T) {
	root := t.TempDir()
	t.Setenv(CacheEnv, root)
	old := func(name string, age time.Duration) {
		t.Helper()
		dir := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Join(dir, binName), 0o755); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-age)
		if err := os.Chtimes(dir, at, at); err != nil {
			t.Fatal(err)
		}
	}
	previous := gobuild.Generation(root, "go1", "tree1")
	old(filepath.Base(previous), time.Hour)
	old("0123456789abcdef01234567", 2*time.Hour) // a flat program of a serbench before generations
	old("go-0123456789abcdef01234567", 3*time.Hour)
	gen, err := cacheGeneration(toolchain{goVer: "go1", srcHash: "tree2"})
	if err != nil {
		t.Fatal(err)
	}
	if gen != gobuild.Generation(root, "go1", "tree2") || gen == previous {
		t.Fatalf("generation %s", gen)
	}
	for dir, want := range map[string]bool{gen: true, previous: true, filepath.Join(root, "0123456789abcdef01234567"): false, filepath.Join(root, "go-0123456789abcdef01234567"): false} {
		if _, err := os.Stat(dir); (err == nil) != want {
			t.Errorf("%s: kept %v, want %v", dir, err == nil, want)
		}
	}
	// A third tree drops the first, and the second stays.
	if _, err := cacheGeneration(toolchain{goVer: "go1", srcHash: "tree3"}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(previous); err == nil {
		t.Errorf("%s: kept after two newer trees", previous)
	}
	if _, err := os.Stat(gen); err != nil {
		t.Errorf("%s: %v", gen, err)
	}
}

// A program's folder is held before the program is looked for, and a
// build is moved into it binary last; a second build of the same program
// moved in meanwhile is as good. Held, the program survives a trim of
// the cache to nothing, and it is the cache's one entry.
func TestCacheInstallsHeldPrograms(t *testing.T) {
	root := t.TempDir()
	t.Setenv(gobuild.CacheEnv, root)
	t.Setenv(CacheEnv, "")
	gen, err := cacheGeneration(toolchain{goVer: "go1", srcHash: "tree"})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(root, gobuild.ProgramsKind); filepath.Dir(gen) != want {
		t.Fatalf("generation %s, want one in %s ($%s)", gen, want, gobuild.CacheEnv)
	}
	dir := filepath.Join(gen, "0123456789abcdef01234567")
	bin := filepath.Join(dir, binName)
	if found, err := holdProgram(dir, bin); found || err != nil {
		t.Fatalf("an empty cache: found %v, %v", found, err)
	}
	for range 2 {
		tmp, err := os.MkdirTemp(gen, "build-")
		if err != nil {
			t.Fatal(err)
		}
		for name, data := range map[string]string{"go.mod": "module m\n", "pb/m.pb.go": "package pb\n", binName: "binary"} {
			if err := os.MkdirAll(filepath.Dir(filepath.Join(tmp, name)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(tmp, name), []byte(data), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		if err := install(tmp, dir, binName); err != nil {
			t.Fatal(err)
		}
		os.RemoveAll(tmp)
	}
	for _, name := range []string{"go.mod", "pb/m.pb.go", binName} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("installed: %v", err)
		}
	}
	if found, err := holdProgram(dir, bin); !found || err != nil {
		t.Errorf("installed: found %v, %v", found, err)
	}
	tr, err := gobuild.Trim(0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil || len(tr.Removed) != 0 {
		t.Errorf("a held program trimmed: %v, removed %d entries", err, len(tr.Removed))
	}
	c, err := gobuild.ReadCache()
	if err != nil {
		t.Fatal(err)
	}
	if e := c.Entries(); len(e) != 1 || e[0].Path != dir || e[0].Size != int64(len("module m\npackage pb\nbinary")) {
		t.Errorf("the cache's entries %+v, want the one program", e)
	}
}
