package goschema

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
	gengo "google.golang.org/protobuf/cmd/protoc-gen-go/internal_gengo"
	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/pluginpb"

	"github.com/serbench/serbench/internal/gobuild"
)

// The end-to-end module's path.
const e2eModule = "serbench.go/e2e"

// protocGenGo runs protoc-gen-go's generator (the very code of the
// protoc-gen-go that go.mod's tool directive pins) on the schema src and
// writes its files under dir, as the --proto pipeline does with
// module=<module>.
func protocGenGo(t *testing.T, file string, src []byte, module, dir string) {
	t.Helper()
	fds, err := compile(file, src)
	if err != nil {
		t.Fatalf("compile %s: %v\n%s", file, err, src)
	}
	req := &pluginpb.CodeGeneratorRequest{
		FileToGenerate: []string{file},
		Parameter:      proto.String("module=" + module),
		ProtoFile:      fds,
	}
	gen, err := protogen.Options{}.New(req)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range gen.Files {
		if f.Generate {
			gengo.GenerateFile(gen, f)
		}
	}
	resp := gen.Response()
	if resp.Error != nil {
		t.Fatalf("protoc-gen-go: %s", resp.GetError())
	}
	for _, f := range resp.GetFile() {
		p := filepath.Join(dir, filepath.FromSlash(f.GetName()))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f.GetContent()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRoundTrip derives the schema and conversions of the test module's
// types, generates protoc-gen-go's code, and runs testdata/roundtrip in a
// module of them: every sample must survive ToProto → Marshal → Unmarshal
// → FromProto exactly, and bad values must fail with their Go paths.
func TestRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program (about 20 s)")
	}
	usermod, err := filepath.Abs("testdata/usermod")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Derive(Options{
		Dir:       usermod,
		Pattern:   "./model",
		Types:     []string{"Order", "Tree", "Alias", "Event", "WithIface"},
		GoPackage: e2eModule + "/pb",
	})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	protocGenGo(t, r.ProtoFile, r.Proto, e2eModule, dir)
	write := func(name string, data []byte) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("conv/conv.go", r.Conv)
	// Two more derivations, only compiled: roots whose only range checks
	// are int's, and roots all left out.
	for i, roots := range [][]string{{"Base", "Extra"}, {"WithChan"}} {
		sub := fmt.Sprintf("extra%d", i)
		r2, err := Derive(Options{Dir: usermod, Pattern: "./model", Types: roots, GoPackage: e2eModule + "/" + sub + "/pb", ConvPackage: "conv" + sub})
		if err != nil {
			t.Fatal(err)
		}
		protocGenGo(t, r2.ProtoFile, r2.Proto, e2eModule, dir)
		write(sub+"/conv/conv.go", r2.Conv)
	}
	main, err := os.ReadFile("testdata/roundtrip/main.go")
	if err != nil {
		t.Fatal(err)
	}
	write("main.go", main)

	// The module requires protobuf at serbench's version, with serbench's
	// go.sum: the build needs nothing the module cache does not hold.
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(src, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	sb, err := modfile.Parse("go.mod", gomod, nil)
	if err != nil {
		t.Fatal(err)
	}
	mf := new(modfile.File)
	mf.AddModuleStmt(e2eModule)
	mf.AddGoStmt(sb.Go.Version)
	mf.AddNewRequire("example.com/usermod", "v0.0.0-00010101000000-000000000000", false)
	mf.AddReplace("example.com/usermod", "", usermod, "")
	for _, req := range sb.Require {
		if req.Mod.Path == "google.golang.org/protobuf" {
			mf.AddNewRequire(req.Mod.Path, req.Mod.Version, false)
		}
	}
	out, err := mf.Format()
	if err != nil {
		t.Fatal(err)
	}
	write("go.mod", out)
	sum, err := os.ReadFile(filepath.Join(src, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write("go.sum", sum)

	goBin, err := gobuild.GoTool()
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod -buildvcs=false", "GOPROXY=off")
	build := exec.Command(goBin, "build", "./...")
	build.Dir, build.Env = dir, env
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(goBin, "run", ".")
	cmd.Dir, cmd.Env = dir, env
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		t.Fatalf("go run: %v\n%s", err, buf.String())
	}
	if got := strings.TrimSpace(buf.String()); got != "ok: 10 samples" {
		t.Errorf("roundtrip printed %q", got)
	}
	if r.LeftOut["WithIface"] == "" {
		t.Errorf("WithIface not left out")
	}
}
