package userbuild

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Without flatc, thrift and capnp on $PATH, FlatBuffers, Thrift and Cap'n
// Proto are planned out (the plugin then names the missing compiler) and
// nothing is compiled.
func TestSchemaCompilersMissing(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	s := &Schema{Proto: "a.proto"}
	if got := s.compilerOpts(); !strings.HasPrefix(got, "flatbuffers=missing,thrift=missing,capnp=missing,") || !strings.Contains(got, ",jx=on,") ||
		!strings.Contains(got, ",benc=on") {
		t.Errorf("options without flatc, thrift and capnp: %q", got)
	}
	dir := t.TempDir()
	for _, pkg := range []string{"fb", "thgen", "capnpb"} {
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.compileSchemas(dir, nil); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"fb", "thgen", "capnpb"} {
		if _, err := os.Stat(filepath.Join(dir, pkg)); !os.IsNotExist(err) {
			t.Errorf("a stale %s package is left: %v", pkg, err)
		}
	}
	if got, _ := s.failedCompiler(errors.New("model/thrift_gen.go:12: undefined: x")); got != "" {
		t.Errorf("without thrift, a build error was put on %q", got)
	}
	t.Setenv("PATH", os.Getenv("PATH")+string(os.PathListSeparator)+fakeTool(t, "thrift"))
	if got, _ := s.failedCompiler(errors.New("model/thrift_gen.go:12: undefined: x")); got != "thrift" {
		t.Errorf("a build error in thrift_gen.go was put on %q", got)
	}
	if got := s.compilerOpts(); !strings.HasPrefix(got, "flatbuffers=missing,thrift=build:model%2Fthrift_gen.go%3A12%3A+undefined%3A+x,capnp=missing,") {
		t.Errorf("options after thrift's code failed: %q", got)
	}
	// The hand-written codecs need no compiler, and are dropped all the same.
	if got, _ := s.failedCompiler(errors.New("model/jx_gen.go:12: undefined: x")); got != "jx" {
		t.Errorf("a build error in jx_gen.go was put on %q", got)
	}
	if got := s.compilerOpts(); !strings.Contains(got, ",jx=build:model%2Fjx_gen.go%3A12%3A+undefined%3A+x,fastjson=on,baseline=on") {
		t.Errorf("options after jx's code failed: %q", got)
	}
	t.Setenv("PATH", os.Getenv("PATH")+string(os.PathListSeparator)+fakeTool(t, "capnp"))
	if got, _ := s.failedCompiler(errors.New("capnpb/schema.capnp.go:40: undefined: x")); got != "capnp" {
		t.Errorf("a build error in capnpc-go's package was put on %q", got)
	}
}

// A compiler that rejects the schema file serbench wrote turns its
// language off, as code that does not compile does: the model is then
// written again without it, and the build goes on.
func TestSchemaCompilerRejects(t *testing.T) {
	bin := t.TempDir()
	script := "#!/bin/sh\necho 'schema.capnp:3:1: error: Parse error.' >&2\nexit 1\n"
	if err := os.WriteFile(filepath.Join(bin, "capnp"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	s := &Schema{Proto: "a.proto", capnpStd: "/nowhere"}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "capnp"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "capnp", "schema.capnp"), []byte("struct"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	again, err := s.compileSchemas(dir, &stderr)
	if err != nil || !again {
		t.Fatalf("compileSchemas: %v, again %v; want the model written again", err, again)
	}
	if got := s.compilerOpts(); !strings.HasPrefix(got, "flatbuffers=missing,thrift=missing,capnp=build:capnp%3A+schema.capnp%3A3%3A1%3A+error%3A+Parse+error.,") {
		t.Errorf("options after capnp rejected the schema: %q", got)
	}
	if !strings.Contains(stderr.String(), "capnp rejects the schema serbench wrote for a.proto (schema.capnp:3:1: error: Parse error.") {
		t.Errorf("stderr: %q", stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "capnpb")); !os.IsNotExist(err) {
		t.Errorf("capnp's package is left: %v", err)
	}
	// Turned off, capnp does not run on the schema file left behind.
	if again, err := s.compileSchemas(dir, &stderr); err != nil || again {
		t.Errorf("second compileSchemas: %v, again %v", err, again)
	}
}

// fakeTool is a folder holding an executable named name.
func fakeTool(t *testing.T, name string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// The well-known types' files and Symphony's options are linked, not
// generated: no M option, not given to protoc's plugins.
func TestLinkedFiles(t *testing.T) {
	for file, want := range map[string]bool{
		"google/protobuf/timestamp.proto": true, "symphony/options/options.proto": true,
		"ledger.proto": false, "common/account.proto": false, "symphony/options/other.proto": false,
	} {
		if got := linked(file); got != want {
			t.Errorf("linked(%q) = %v, want %v", file, got, want)
		}
	}
	s := &Schema{FileNames: []string{"a.proto", "symphony/options/options.proto", "google/protobuf/descriptor.proto"}}
	if got := s.mappings("x/pb", nil); got != "Ma.proto=x/pb" {
		t.Errorf("mappings = %q", got)
	}
}

// A build error names the language whose files its first compiler error
// is in, not one whose name the output merely mentions, and the line
// shown is that error, not the go command's "# package" header.
func TestFailedCompilerFirstError(t *testing.T) {
	t.Setenv("PATH", fakeTool(t, "thrift"))
	s := &Schema{Proto: "a.proto"}
	err := errors.New("# serbench.proto/schema/bencpb\n" +
		"bencpb/schema.go:145:14: syntax error: unexpected *, expected {\n" +
		"note: module requires Go 1.26; see model/thrift_gen.go")
	lang, about := s.failedCompiler(err)
	if lang != "benc" {
		t.Fatalf("the error was put on %q, want benc", lang)
	}
	if got := buildErrorLine(err, about); got != "bencpb/schema.go:145:14: syntax error: unexpected *, expected {" {
		t.Errorf("error line %q", got)
	}
	// A binding that imports a package that is not there.
	err = errors.New("model/thrift_gen.go:9:2: no required module provides package serbench.proto/schema/thgen")
	if lang, _ := s.failedCompiler(err); lang != "thrift" {
		t.Errorf("a missing thgen was put on %q", lang)
	}
	if got := buildErrorLine(errors.New("# x\n\nsomething failed: exit status 1"), ""); got != "something failed: exit status 1" {
		t.Errorf("without a compiler error: %q", got)
	}
}

// Writing the model again first removes what the last generation wrote,
// so that a language left out leaves no binding behind that imports its
// package (a stale thrift_gen.go had failed the build after Thrift was
// left out); easyjson's output stays, for easyjson is not run again.
func TestClearModel(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"model/thrift_gen.go", "model/model_gen.go", "model/" + easyjsonOut, "thrift/schema.thrift", "thgen/schema.go"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("package x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := clearModel(dir); err != nil {
		t.Fatal(err)
	}
	for f, want := range map[string]bool{"model/thrift_gen.go": false, "model/model_gen.go": false, "thrift/schema.thrift": false,
		"model/" + easyjsonOut: true} {
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(f))); (err == nil) != want {
			t.Errorf("%s: there %v, want %v", f, err == nil, want)
		}
	}
}
