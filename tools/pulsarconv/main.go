// Command pulsarconv writes a dataset's conversions for a codec whose
// generated types have protoc-gen-go's shape (the same struct name, Go
// fields and GetX getters for every message) in another package: the
// dataset's protobuf conversions (protobuf_gen.go, from protoc-gen-serbench,
// or a hand-written protobuf.go) copied onto that package. Generating them
// keeps the two from drifting apart, and no dataset hand-writes them.
//
// Usage (from a go:generate line in the dataset's package):
//
//	go run github.com/serbench/serbench/tools/pulsarconv -codec NAME -pkg DIR -o FILE SOURCE.go...
//
// Every top-level function of the SOURCE files that names a type of the
// package imported as pb is copied with pb.X replaced by DIR.X (the package
// DIR beside pb), codecs/protobuf's Conv by codecs/NAME's Conv (which must
// have its fields), and every call of a copied function renamed: a leading
// protobuf becomes NAME (protobufCart → pulsarCart), a trailing PB or
// Proto becomes NAME in title case (toCartPB → toCartPulsar), other names
// get it appended. Each `var _ = suite.Offer(&offers, KEY, F)` of a copied
// F is copied too, so the file offers the conversions itself; the file
// starts with codec NAME's lean build constraint. Comments are dropped.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"maps"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/serbench/serbench/internal/gosrc"
)

const (
	protobufCodec = "github.com/serbench/serbench/codecs/protobuf"
	codecsPath    = "github.com/serbench/serbench/codecs/"
)

func main() {
	codec := flag.String("codec", "", "the codec package's folder under codecs/")
	pkg := flag.String("pkg", "", "the generated types' package, a folder beside pb")
	out := flag.String("o", "", "output file")
	flag.Parse()
	if err := run(*out, *codec, *pkg, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "pulsarconv:", err)
		os.Exit(1)
	}
}

// variant renames the copied functions for codec.
type variant struct{ codec, title string }

func (v variant) name(n string) string {
	if s, ok := strings.CutPrefix(n, "protobuf"); ok && s != "" {
		return v.codec + s
	}
	for _, suffix := range []string{"PB", "Proto"} {
		if s, ok := strings.CutSuffix(n, suffix); ok {
			return s + v.title
		}
	}
	return n + v.title
}

func run(out, codec, pkg string, sources []string) error {
	if out == "" || codec == "" || pkg == "" || len(sources) == 0 {
		return fmt.Errorf("usage: pulsarconv -codec NAME -pkg DIR -o FILE SOURCE.go...")
	}
	v := variant{codec: codec, title: strings.ToUpper(codec[:1]) + codec[1:]}
	fset := token.NewFileSet()
	var pkgName string
	var funcs []*ast.FuncDecl
	var offers []*ast.GenDecl
	imports := map[string]string{} // name in the sources → import path
	for _, src := range sources {
		f, err := parser.ParseFile(fset, src, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkgName = f.Name.Name
		maps.Copy(imports, gosrc.ImportNames(f))
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && mentions(d, "pb") {
					funcs = append(funcs, d)
				}
			case *ast.GenDecl:
				if _, ok := offered(d); ok {
					offers = append(offers, d)
				}
			}
		}
	}
	if len(funcs) == 0 {
		return fmt.Errorf("no function of %s uses package pb", strings.Join(sources, ", "))
	}
	pbPath, ok := imports["pb"]
	if !ok || path.Base(pbPath) != "pb" {
		return fmt.Errorf("the sources do not import a package pb")
	}
	codecName := codec
	if p, ok := imports[codecName]; ok && p != codecsPath+codec {
		return fmt.Errorf("the sources import %s as %s, the codec's name", p, codecName)
	}
	imports[pkg] = path.Join(path.Dir(pbPath), pkg)
	imports[codecName] = codecsPath + codec
	copied := map[string]bool{}
	for _, fd := range funcs {
		copied[fd.Name.Name] = true
	}
	used := map[string]bool{}
	var err error
	rewrite := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				x, ok := n.X.(*ast.Ident)
				if !ok {
					return true
				}
				switch {
				case x.Name == "pb":
					x.Name = pkg
				case imports[x.Name] == protobufCodec && n.Sel.Name == "Conv":
					x.Name = codecName
				case imports[x.Name] == protobufCodec:
					err = fmt.Errorf("codecs/protobuf.%s has no counterpart in codecs/%s", n.Sel.Name, codec)
				}
				if _, ok := imports[x.Name]; ok {
					used[x.Name] = true
				}
				return false // the Sel is a field or method, never renamed
			case *ast.Ident:
				if copied[n.Name] {
					n.Name = v.name(n.Name)
				}
			}
			return true
		})
	}
	var kept []*ast.GenDecl
	for _, d := range offers {
		if f, _ := offered(d); copied[f] {
			rewrite(d)
			kept = append(kept, d)
		}
	}
	if len(kept) == 0 {
		return fmt.Errorf("no suite.Offer of a copied function in %s", strings.Join(sources, ", "))
	}
	for _, fd := range funcs {
		fd.Doc = nil
		rewrite(fd)
	}
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "//go:build !serbench_lean || serbench_%s\n\n", codec)
	fmt.Fprintf(&buf, "// Code generated by pulsarconv -codec %s -pkg %s %s. DO NOT EDIT.\n\n", codec, pkg, strings.Join(sources, " "))
	fmt.Fprintf(&buf, "// The conversions of %s on %s, codec %s's types, offered to codecs/%s.\n\n", strings.Join(sources, ", "), pkg, codec, codec)
	fmt.Fprintf(&buf, "package %s\n\nimport (\n", pkgName)
	names := slices.Sorted(maps.Keys(used))
	for _, n := range names {
		fmt.Fprintf(&buf, "\t%s %q\n", n, imports[n])
	}
	buf.WriteString(")\n")
	for _, d := range kept {
		buf.WriteString("\n")
		if err := printer.Fprint(&buf, fset, d); err != nil {
			return err
		}
		buf.WriteString("\n")
	}
	for _, fd := range funcs {
		buf.WriteString("\n")
		if err := printer.Fprint(&buf, fset, fd); err != nil {
			return err
		}
		buf.WriteString("\n")
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return fmt.Errorf("generated code does not parse: %w", err)
	}
	return os.WriteFile(out, src, 0o644)
}

// mentions reports whether n uses a name of the package imported as name.
func mentions(n ast.Node, name string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := s.X.(*ast.Ident); ok && x.Name == name {
				found = true
			}
		}
		return !found
	})
	return found
}

// offered returns F of a `var _ = suite.Offer(&offers, KEY, F)`.
func offered(d *ast.GenDecl) (string, bool) {
	if d.Tok != token.VAR || len(d.Specs) != 1 {
		return "", false
	}
	vs, ok := d.Specs[0].(*ast.ValueSpec)
	if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "_" || len(vs.Values) != 1 {
		return "", false
	}
	call, ok := vs.Values[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 3 {
		return "", false
	}
	if s, ok := call.Fun.(*ast.SelectorExpr); !ok || s.Sel.Name != "Offer" {
		return "", false
	}
	f, ok := call.Args[2].(*ast.Ident)
	if !ok {
		return "", false
	}
	return f.Name, true
}
