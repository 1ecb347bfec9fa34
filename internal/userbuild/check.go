package userbuild

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/dynamicpb"

	"github.com/serbench/serbench/jsonl"
	"github.com/serbench/serbench/suite"
)

// sampleExt is the extension of a sample file: <MessageName>.jsonl.
const sampleExt = ".jsonl"

// maxLine bounds one sample line.
const maxLine = 64 << 20

// messages lists every message type of the schema's files but the
// well-known types' own, with the names a user may give it: its full name,
// its name within its package, and its bare name.
func (s *Schema) messages() []protoreflect.MessageDescriptor {
	var out []protoreflect.MessageDescriptor
	var walk func(ms protoreflect.MessageDescriptors)
	walk = func(ms protoreflect.MessageDescriptors) {
		for i := range ms.Len() {
			m := ms.Get(i)
			if m.IsMapEntry() {
				continue
			}
			out = append(out, m)
			walk(m.Messages())
		}
	}
	s.Files.RangeFiles(func(f protoreflect.FileDescriptor) bool {
		if !linked(f.Path()) {
			walk(f.Messages())
		}
		return true
	})
	sort.Slice(out, func(i, j int) bool { return out[i].FullName() < out[j].FullName() })
	return out
}

// relName is a message's name within its package: Span.Event.
func relName(m protoreflect.MessageDescriptor) string {
	name := string(m.FullName())
	if pkg := m.ParentFile().Package(); pkg != "" {
		name = strings.TrimPrefix(name, string(pkg)+".")
	}
	return name
}

// lookup finds a message type as userproto.Schema.Lookup does.
func (s *Schema) lookup(name string) (protoreflect.MessageDescriptor, bool) {
	var bare []protoreflect.MessageDescriptor
	for _, m := range s.messages() {
		if name == string(m.FullName()) || name == relName(m) || name == strings.ReplaceAll(relName(m), ".", "_") {
			return m, true
		}
		if string(m.Name()) == name {
			bare = append(bare, m)
		}
	}
	if len(bare) == 1 {
		return bare[0], true
	}
	return nil, false
}

func (s *Schema) names() string {
	var out []string
	for _, m := range s.messages() {
		out = append(out, relName(m))
	}
	if len(out) > 30 {
		out = append(out[:30], fmt.Sprintf("... %d more", len(out)-30))
	}
	return strings.Join(out, ", ")
}

// CheckInput checks --message and every line of the samples against the
// schema, so that bad input fails before a build: an unknown message type,
// a file for a type the schema lacks, or a line that is not such a message
// in protojson (named by file and line) is bad usage.
func (s *Schema) CheckInput(samples, message string) error {
	var only protoreflect.MessageDescriptor
	if message != "" {
		m, ok := s.lookup(message)
		if !ok {
			return &suite.UsageError{Msg: fmt.Sprintf("--message %s: no such message type in %s (valid: %s)", message, s.Proto, s.names())}
		}
		only = m
	}
	if samples == "" {
		return nil
	}
	st, err := os.Stat(samples)
	switch {
	case err != nil:
		return &suite.UsageError{Msg: fmt.Sprintf("--samples %s: no such file or folder", samples)}
	case only != nil && st.IsDir():
		return &suite.UsageError{Msg: fmt.Sprintf("--samples %s: with --message, give one file of %s messages, one protojson message a line", samples, message)}
	case only != nil:
		return s.checkFile(samples, only)
	case !st.IsDir():
		return &suite.UsageError{Msg: fmt.Sprintf("--samples %s: give a folder of <MessageName>%s files, or one file with --message", samples, sampleExt)}
	}
	entries, err := os.ReadDir(samples)
	if err != nil {
		return &suite.UsageError{Msg: fmt.Sprintf("--samples %s: %v", samples, err)}
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), sampleExt) {
			continue
		}
		path := filepath.Join(samples, e.Name())
		m, ok := s.lookup(strings.TrimSuffix(e.Name(), sampleExt))
		if !ok {
			return &suite.UsageError{Msg: fmt.Sprintf("--samples: %s: %s has no message type %s (valid: %s)",
				path, s.Proto, strings.TrimSuffix(e.Name(), sampleExt), s.names())}
		}
		if err := s.checkFile(path, m); err != nil {
			return err
		}
	}
	return nil
}

// resolver finds the types an Any names among the schema's, then among
// those linked into serbench (the well-known types), as the built
// program's protojson does among its own.
type resolver struct{ schema *dynamicpb.Types }

func (r resolver) FindMessageByName(n protoreflect.FullName) (protoreflect.MessageType, error) {
	if t, err := r.schema.FindMessageByName(n); err == nil {
		return t, nil
	}
	return protoregistry.GlobalTypes.FindMessageByName(n)
}

func (r resolver) FindMessageByURL(url string) (protoreflect.MessageType, error) {
	if t, err := r.schema.FindMessageByURL(url); err == nil {
		return t, nil
	}
	return protoregistry.GlobalTypes.FindMessageByURL(url)
}

func (r resolver) FindExtensionByName(n protoreflect.FullName) (protoreflect.ExtensionType, error) {
	return r.schema.FindExtensionByName(n)
}

func (r resolver) FindExtensionByNumber(m protoreflect.FullName, n protoreflect.FieldNumber) (protoreflect.ExtensionType, error) {
	return r.schema.FindExtensionByNumber(m, n)
}

// checkFile parses every line of path as an md in protojson.
func (s *Schema) checkFile(path string, md protoreflect.MessageDescriptor) error {
	opts := protojson.UnmarshalOptions{Resolver: resolver{dynamicpb.NewTypes(s.Files)}}
	f, err := os.Open(path)
	if err != nil {
		return &suite.UsageError{Msg: fmt.Sprintf("--samples: %v", err)}
	}
	defer f.Close()
	line, err := jsonl.Lines(f, maxLine, func(_ int, b []byte) error {
		if err := opts.Unmarshal(b, dynamicpb.NewMessage(md)); err != nil {
			return fmt.Errorf("not a %s in protojson: %v", md.FullName(), err)
		}
		return nil
	})
	if err != nil {
		return &suite.UsageError{Msg: fmt.Sprintf("%s:%d: %v", path, line, err)}
	}
	return nil
}
