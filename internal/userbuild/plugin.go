package userbuild

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/bufbuild/protocompile"
	"github.com/bufbuild/protocompile/linker"
	"github.com/bufbuild/protocompile/options"
	"golang.org/x/mod/semver"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"
)

// The schema is compiled in Go (protocompile), and the code generators
// run as protoc would run them: a CodeGeneratorRequest on stdin, a
// CodeGeneratorResponse on stdout. --proto then needs no protoc.

// compileProto compiles root, found in include (the well-known types come
// from the protobuf module), and returns every file of it and its imports,
// dependencies first, as protoc hands them to plugins: with comments
// (SourceCodeInfo) and without source-retention options.
func compileProto(include []string, root string) ([]*descriptorpb.FileDescriptorProto, error) {
	c := protocompile.Compiler{
		Resolver:       protocompile.WithStandardImports(&protocompile.SourceResolver{ImportPaths: include}),
		SourceInfoMode: protocompile.SourceInfoStandard,
	}
	files, err := c.Compile(context.Background(), root)
	if err != nil {
		return nil, err
	}
	var out []*descriptorpb.FileDescriptorProto
	seen := map[string]bool{}
	var visit func(f protoreflect.FileDescriptor) error
	visit = func(f protoreflect.FileDescriptor) error {
		if seen[f.Path()] {
			return nil
		}
		seen[f.Path()] = true
		imps := f.Imports()
		for i := range imps.Len() {
			if err := visit(imps.Get(i).FileDescriptor); err != nil {
				return err
			}
		}
		var fp *descriptorpb.FileDescriptorProto
		if r, ok := f.(linker.Result); ok {
			fp = r.FileDescriptorProto()
		} else {
			fp = protodesc.ToFileDescriptorProto(f) // a well-known type's, linked in
		}
		fp, err := options.StripSourceRetentionOptionsFromFile(fp)
		if err != nil {
			return fmt.Errorf("%s: %w", f.Path(), err)
		}
		out = append(out, fp)
		return nil
	}
	for _, f := range files {
		if err := visit(f); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// compilerVersion is protocompile's version, as the requests' compiler
// (generated files' headers name it), from the build's module list.
func compilerVersion() *pluginpb.Version {
	v := &pluginpb.Version{Suffix: proto.String("protocompile")}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return v
	}
	for _, m := range info.Deps {
		if m.Path != "github.com/bufbuild/protocompile" {
			continue
		}
		parts := strings.SplitN(strings.TrimPrefix(semver.Canonical(m.Version), "v"), ".", 3)
		dst := []**int32{&v.Major, &v.Minor, &v.Patch}
		for i, p := range parts {
			p, _, _ = strings.Cut(p, "-")
			if n, err := strconv.ParseInt(p, 10, 32); err == nil {
				*dst[i] = proto.Int32(int32(n))
			}
		}
	}
	return v
}

// pluginError is a plugin's refusal of the schema: its own error, or a
// feature of the schema it does not declare.
type pluginError struct {
	plugin  string
	msg     string
	missing pluginpb.CodeGeneratorResponse_Feature // the feature it lacks, if that is why
}

func (e *pluginError) Error() string { return e.plugin + ": " + e.msg }

// runPlugin runs the plugin name, built into dir/.plugins, on files (the
// schema's own ones when nil) with param, and writes its files under out.
func (s *Schema) runPlugin(dir, name, param, out string, files []string) error {
	if files == nil {
		files = s.ownFiles()
	}
	req := &pluginpb.CodeGeneratorRequest{
		FileToGenerate:  files,
		Parameter:       proto.String(param),
		ProtoFile:       s.protoFiles,
		CompilerVersion: compilerVersion(),
	}
	in, err := proto.Marshal(req)
	if err != nil {
		return fmt.Errorf("%s's request: %w", name, err)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(filepath.Join(dir, ".plugins", name))
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(in), &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg, _, _ := strings.Cut(strings.TrimSpace(stderr.String()), "\n")
		if msg == "" {
			msg = err.Error()
		}
		return &pluginError{plugin: name, msg: msg}
	}
	var resp pluginpb.CodeGeneratorResponse
	if err := proto.Unmarshal(stdout.Bytes(), &resp); err != nil {
		return fmt.Errorf("%s's response: %w", name, err)
	}
	if resp.Error != nil {
		return &pluginError{plugin: name, msg: resp.GetError()}
	}
	if err := s.checkFeatures(name, files, resp.GetSupportedFeatures()); err != nil {
		return err
	}
	return writeResponse(out, name, resp.GetFile())
}

// checkFeatures refuses, as protoc does, a response whose plugin does not
// declare a feature that the files it was given use.
func (s *Schema) checkFeatures(name string, files []string, features uint64) error {
	gen := map[string]bool{}
	for _, f := range files {
		gen[f] = true
	}
	for _, f := range s.protoFiles {
		if !gen[f.GetName()] {
			continue
		}
		if f.GetSyntax() == "editions" && features&uint64(pluginpb.CodeGeneratorResponse_FEATURE_SUPPORTS_EDITIONS) == 0 {
			return &pluginError{name, "it does not support editions, which " + f.GetName() + " uses",
				pluginpb.CodeGeneratorResponse_FEATURE_SUPPORTS_EDITIONS}
		}
		if f.GetSyntax() == "proto3" && features&uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL) == 0 && hasProto3Optional(f.GetMessageType()) {
			return &pluginError{name, "it does not support proto3 optional fields, which " + f.GetName() + " has",
				pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL}
		}
	}
	return nil
}

func hasProto3Optional(ms []*descriptorpb.DescriptorProto) bool {
	for _, m := range ms {
		for _, f := range m.GetField() {
			if f.GetProto3Optional() {
				return true
			}
		}
		if hasProto3Optional(m.GetNestedType()) {
			return true
		}
	}
	return false
}

// writeResponse writes a plugin's files under out. None of serbench's
// plugins uses insertion points: a file with one is refused rather than
// written wrong. A file without a name continues the one before, as in
// protoc.
func writeResponse(out, name string, files []*pluginpb.CodeGeneratorResponse_File) error {
	var order []string
	content := map[string]*strings.Builder{}
	last := ""
	for _, f := range files {
		if f.GetInsertionPoint() != "" {
			return &pluginError{plugin: name, msg: "it writes into insertion point " + f.GetInsertionPoint() + ", which serbench does not support"}
		}
		n := f.GetName()
		if n == "" {
			if last == "" {
				return &pluginError{plugin: name, msg: "its first file has no name"}
			}
			n = last
		}
		if c := path.Clean(n); c != n || path.IsAbs(n) || c == ".." || strings.HasPrefix(c, "../") {
			return &pluginError{plugin: name, msg: fmt.Sprintf("it names a file %q outside its output folder", n)}
		}
		if content[n] == nil {
			content[n] = new(strings.Builder)
			order = append(order, n)
		} else if f.GetName() != "" {
			return &pluginError{plugin: name, msg: "it writes " + n + " twice"}
		}
		content[n].WriteString(f.GetContent())
		last = n
	}
	for _, n := range order {
		p := filepath.Join(out, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content[n].String()), 0o644); err != nil {
			return fmt.Errorf("%s's output: %w", name, err)
		}
	}
	return nil
}

// pluginMessage is a plugin's own words in err, else err's first line.
func pluginMessage(err error) string {
	if pe := (*pluginError)(nil); errors.As(err, &pe) {
		return pe.msg
	}
	return firstLine(err)
}

// lacksFeature reports whether err is a plugin's lack of feature f.
func lacksFeature(err error, f pluginpb.CodeGeneratorResponse_Feature) bool {
	pe := (*pluginError)(nil)
	return errors.As(err, &pe) && pe.missing == f
}
