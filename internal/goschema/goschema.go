package goschema

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/serbench/serbench/suite"
)

// Options name the Go types to derive a schema from, and the names of
// what is derived.
type Options struct {
	Dir          string   // the folder to load from (the user's package folder, absolute), as `go list` would from there
	Pattern      string   // the package: an import path or a relative dir pattern like "./internal/model" (resolved from Dir)
	Types        []string // the root type names (exported named struct types of the package)
	ProtoPackage string   // the .proto package, e.g. "serbench.gotypes" (default)
	GoPackage    string   // go_package of the .proto: the import path protoc-gen-go's code will have, e.g. "serbench.go/schema/pb" (default)
	ConvPackage  string   // the package name of the conversion file, e.g. "conv" (default)
	// DurationAsInt64 maps time.Duration to int64 nanoseconds rather than
	// google.protobuf.Duration (Symphony takes no well-known type but
	// Timestamp).
	DurationAsInt64 bool
	// BuildErrors derives the schema even when the package does not
	// build, from whatever go/types made of the types: a dataset's
	// generated files may be stale or missing when datasetgen rewrites
	// them from the model (which must itself be sound).
	BuildErrors bool
	// Env is the go command's environment for loading the package
	// (default: this process's).
	Env []string
	// MessageNames names the messages of some of the package's struct
	// types (Go type name → message name) instead of their Go names:
	// for a dataset whose committed .proto names them otherwise.
	MessageNames map[string]string
}

// Result is the derived schema and conversions.
type Result struct {
	PkgPath   string // the user's package import path
	PkgName   string
	ProtoFile string // a file name for the .proto: the last element of ProtoPackage + ".proto"
	Proto     []byte // the .proto text (proto3)
	// Messages maps each root type name, and each named struct type it
	// reaches, to its message name. Types of the user's package are
	// named bare ("Order"), those of other packages by import path and
	// name ("example.com/m/other.Item").
	Messages map[string]string
	// Conv is gofmt'ed Go source, package ConvPackage, importing the
	// user's package and GoPackage: for each root T that is not left out,
	//   func ToProto<T>(v *userpkg.T) (*pb.<Msg>, error)
	//   func FromProto<T>(m *pb.<Msg>) (*userpkg.T, error)
	Conv []byte
	// Fields maps each message of a Go struct (by its message name, not
	// the wrappers') to its fields in field order: what a generator of
	// code over the user's own types (tools/datasetgen) names them by.
	Fields map[string][]Field
	// LeftOut maps a root type to why no derived schema can carry it
	// exactly (its message is then omitted, and Conv omits its funcs):
	// the Go path of the first field in the way and the reason, e.g.
	// "Order.Items[].Meta: any has no schema (an interface)".
	LeftOut map[string]string
	// Wrappers are the wrapper messages (by message name) and the Go
	// lists they carry (wrapgo.go).
	Wrappers map[string]Wrapper
	// Imports are the import paths Conv imports (besides the standard
	// library, GoPackage and google.golang.org/protobuf's): the user's
	// package and those of other packages whose types it names.
	Imports []string
}

// Field is a message's field and the Go struct field it carries.
type Field struct {
	Proto  string // the .proto field name
	Number int
	Go     string // the selector from the struct value: the Go field's name, or a promoted one's path ("Base.ID")
	JSON   string // encoding/json's name of the Go field
	// OmitEmpty is the json tag's omitempty: encoding/json leaves the
	// field out when it is empty, and writes it (null for a nil slice,
	// map or pointer) otherwise.
	OmitEmpty bool
	// ByValue is set where the field's message, or its list's elements or
	// its map's values, are Go struct values (Item, []Item) rather than
	// pointers: code over the Go types takes their addresses, and has no
	// nil for them.
	ByValue bool
	// GoInt is set where the field's integers (alone, behind a pointer or
	// a slice's elements) are Go's int, which the schema carries as int64:
	// code over the Go types converts them.
	GoInt bool
	// WrapGo is the Go type of the field's list elements or map values
	// where the schema carries them in a wrapper message (map[int64][]int64's
	// []int64 in Int64List), "" otherwise (wrapgo.go).
	WrapGo string
}

// Defaults of Options.
const (
	DefaultProtoPackage = "serbench.gotypes"
	DefaultGoPackage    = "serbench.go/schema/pb"
	DefaultConvPackage  = "conv"
)

// Derive loads the package, derives a proto3 schema for the root types
// and the structs they reach, and writes the conversions.
func Derive(o Options) (*Result, error) {
	if o.ProtoPackage == "" {
		o.ProtoPackage = DefaultProtoPackage
	}
	if o.GoPackage == "" {
		o.GoPackage = DefaultGoPackage
	}
	if o.ConvPackage == "" {
		o.ConvPackage = DefaultConvPackage
	}
	if len(o.Types) == 0 {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s: no type named", o.Pattern)}
	}
	pkg, err := load(o)
	if err != nil {
		return nil, err
	}
	a := newAnalyzer(pkg.Types)
	a.durationAsInt64 = o.DurationAsInt64
	var roots []root
	seen := map[string]bool{}
	for _, name := range o.Types {
		if seen[name] {
			continue
		}
		seen[name] = true
		n, err := rootType(pkg, o.Pattern, name)
		if err != nil {
			return nil, err
		}
		roots = append(roots, root{name: name, m: a.structMessage(n)})
	}
	res := &Result{
		PkgPath:   pkg.PkgPath,
		PkgName:   pkg.Name,
		ProtoFile: protoFileName(o.ProtoPackage),
		Messages:  map[string]string{},
		LeftOut:   map[string]string{},
	}
	var kept []root
	var keptMsgs []*message
	for _, r := range roots {
		if why := firstProblem(r.m, r.name); why != "" {
			res.LeftOut[r.name] = why
			continue
		}
		kept = append(kept, r)
		keptMsgs = append(keptMsgs, r.m)
	}
	msgs := reachable(keptMsgs)
	wrappers := nameMessages(pkg.Types, msgs)
	if err := renameMessages(pkg.Types, msgs, wrappers, o.MessageNames); err != nil {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s: %s", o.Pattern, err)}
	}
	res.Fields = map[string][]Field{}
	for _, m := range msgs {
		if m.named != nil {
			res.Messages[messageKey(pkg.Types, m.named)] = m.name
		}
		fs := []Field{}
		for _, f := range m.fields {
			fs = append(fs, Field{Proto: f.name, Number: f.number, Go: f.goSel, JSON: f.json, OmitEmpty: f.omit, ByValue: f.t.byValue(), GoInt: f.t.goInt(),
				WrapGo: wrapGo(pkg.Types, f.t)})
		}
		res.Fields[m.name] = fs
	}
	for _, r := range kept {
		res.Messages[r.name] = r.m.name
	}
	res.Wrappers = wrapperInfo(pkg.Types, msgs, wrappers)
	all := append(slices.Clone(msgs), wrappers...)
	res.Proto = writeProto(o, pkg.PkgPath, all)
	if err := goNames(res.ProtoFile, res.Proto, all); err != nil {
		return nil, fmt.Errorf("goschema: the derived schema of %s does not compile: %w", o.Pattern, err)
	}
	res.Conv, res.Imports, err = writeConv(o, pkg.Types, kept, msgs, wrappers)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// load loads the package o names.
func load(o Options) (*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo,
		Dir:  o.Dir,
		Env:  o.Env,
	}
	pkgs, err := packages.Load(cfg, o.Pattern)
	if err != nil {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s: %s", o.Pattern, firstLine(err.Error()))}
	}
	if len(pkgs) != 1 {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s: the pattern names %d packages, not one", o.Pattern, len(pkgs))}
	}
	p := pkgs[0]
	if len(p.Errors) > 0 && !o.BuildErrors {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s does not build: %s", o.Pattern, firstLine(p.Errors[0].Error()))}
	}
	if p.Types == nil {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s: not loaded", o.Pattern)}
	}
	return p, nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// rootType finds the root type name in pkg.
func rootType(pkg *packages.Package, pattern, name string) (*types.Named, error) {
	obj := pkg.Types.Scope().Lookup(name)
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go package %s has no type %s", pattern, name)}
	}
	if !tn.Exported() {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go type %s.%s is not exported", pattern, name)}
	}
	n, ok := types.Unalias(tn.Type()).(*types.Named)
	if !ok {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go type %s.%s is not a named struct type", pattern, name)}
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go type %s.%s is not a struct type (it is %s)", pattern, name,
			types.TypeString(n.Underlying(), types.RelativeTo(pkg.Types)))}
	}
	if n.TypeParams().Len() > 0 {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("go type %s.%s is generic: name a struct type without type parameters", pattern, name)}
	}
	return n, nil
}

// root is a root type: its name in the package (perhaps an alias's) and
// its message.
type root struct {
	name string
	m    *message
}

// firstProblem is why root cannot be carried ("" when it can): the first
// problem reached from it, with the Go path from the root.
func firstProblem(root *message, name string) string {
	seen := map[*message]bool{}
	var visit func(m *message, prefix string) string
	visit = func(m *message, prefix string) string {
		if seen[m] {
			return ""
		}
		seen[m] = true
		for _, it := range m.items {
			if it.problem != "" {
				return prefix + it.rel + ": " + it.problem
			}
			if why := visit(it.target, prefix+it.rel); why != "" {
				return why
			}
		}
		return ""
	}
	return visit(root, name)
}

// reachable lists the messages reached from roots, in discovery order.
func reachable(roots []*message) []*message {
	seen := map[*message]bool{}
	var visit func(m *message)
	visit = func(m *message) {
		if seen[m] {
			return
		}
		seen[m] = true
		for _, it := range m.items {
			if it.target != nil {
				visit(it.target)
			}
		}
	}
	for _, r := range roots {
		visit(r)
	}
	var out []*message
	for m := range seen {
		out = append(out, m)
	}
	slices.SortFunc(out, func(x, y *message) int { return x.index - y.index })
	return out
}

// messageKey is a named type's key in Result.Messages.
func messageKey(pkg *types.Package, n *types.Named) string {
	return types.TypeString(n, func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Path()
	})
}

func protoFileName(protoPkg string) string {
	base := protoPkg
	if i := strings.LastIndex(base, "."); i >= 0 {
		base = base[i+1:]
	}
	if base == "" {
		base = "gotypes"
	}
	return base + ".proto"
}
