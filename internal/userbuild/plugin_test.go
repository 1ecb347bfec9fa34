package userbuild

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/pluginpb"
)

// The schema is compiled as protoc hands it to plugins: every file,
// dependencies first, the well-known types from the protobuf module, with
// comments.
func TestCompileProtoOrder(t *testing.T) {
	s := loadOTLP(t)
	pos := map[string]int{}
	for i, f := range s.protoFiles {
		pos[f.GetName()] = i
	}
	for _, f := range s.protoFiles {
		for _, d := range f.GetDependency() {
			if p, ok := pos[d]; !ok || p > pos[f.GetName()] {
				t.Errorf("%s comes before its dependency %s", f.GetName(), d)
			}
		}
	}
	if s.protoFiles[len(s.protoFiles)-1].GetName() != s.Root {
		t.Errorf("the last file is %s, want %s", s.protoFiles[len(s.protoFiles)-1].GetName(), s.Root)
	}
	if !slices.Equal(s.FileNames, func() (n []string) {
		for _, f := range s.protoFiles {
			n = append(n, f.GetName())
		}
		return n
	}()) {
		t.Errorf("FileNames %v", s.FileNames)
	}
	if len(s.protoFiles[len(s.protoFiles)-1].GetSourceCodeInfo().GetLocation()) == 0 {
		t.Error("no comments (SourceCodeInfo) for the plugins")
	}
	// A test binary has no module list: the version numbers are checked
	// in the headers of a built program's code.
	if v := compilerVersion(); v.GetSuffix() != "protocompile" {
		t.Errorf("compiler version %v", v)
	}
}

// A plugin that does not declare proto3 optional is refused on a file
// that has such a field, as protoc refuses it, and only then.
func TestCheckFeatures(t *testing.T) {
	opt := &descriptorpb.FileDescriptorProto{Name: proto.String("o.proto"), Syntax: proto.String("proto3"),
		MessageType: []*descriptorpb.DescriptorProto{{Name: proto.String("A"), NestedType: []*descriptorpb.DescriptorProto{{
			Name: proto.String("B"), Field: []*descriptorpb.FieldDescriptorProto{{Name: proto.String("x"), Proto3Optional: proto.Bool(true)}}}}}}}
	plain := &descriptorpb.FileDescriptorProto{Name: proto.String("p.proto"), Syntax: proto.String("proto3")}
	s := &Schema{protoFiles: []*descriptorpb.FileDescriptorProto{opt, plain}}
	err := s.checkFeatures("protoc-gen-gogofaster", []string{"o.proto"}, 0)
	if !lacksFeature(err, pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL) || !strings.Contains(err.Error(), "o.proto") {
		t.Errorf("optional without the feature: %v", err)
	}
	if err := s.checkFeatures("protoc-gen-gogofaster", []string{"p.proto"}, 0); err != nil {
		t.Errorf("a file without optional fields: %v", err)
	}
	if err := s.checkFeatures("protoc-gen-go", []string{"o.proto"}, uint64(pluginpb.CodeGeneratorResponse_FEATURE_PROTO3_OPTIONAL)); err != nil {
		t.Errorf("a plugin with the feature: %v", err)
	}
}

// A response's files are written under the output folder, a nameless
// file continuing the one before; a name outside the folder, an
// insertion point or a file written twice is refused.
func TestWriteResponse(t *testing.T) {
	dir := t.TempDir()
	f := func(name, content string) *pluginpb.CodeGeneratorResponse_File {
		r := &pluginpb.CodeGeneratorResponse_File{Content: proto.String(content)}
		if name != "" {
			r.Name = proto.String(name)
		}
		return r
	}
	if err := writeResponse(dir, "p", []*pluginpb.CodeGeneratorResponse_File{f("a/b.go", "one "), f("", "two")}); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "a", "b.go")); err != nil || string(b) != "one two" {
		t.Errorf("a/b.go: %q, %v", b, err)
	}
	for _, bad := range [][]*pluginpb.CodeGeneratorResponse_File{
		{f("../x.go", "")}, {f("/x.go", "")}, {f("a/../../x.go", "")}, {f("", "x")}, {f("x.go", ""), f("x.go", "")},
		{{Name: proto.String("x.go"), InsertionPoint: proto.String("imports")}},
	} {
		if err := writeResponse(dir, "p", bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "x.go")); err == nil {
		t.Error("a file was written outside the output folder")
	}
}
