package reference

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/gosrc"
)

// typeWriter writes Go type expressions for reflect types, importing the
// packages they name and noting the model types to copy.
type typeWriter struct {
	imports  map[string]string // import path → name given ("" for its own)
	modelPkg string            // the dataset package whose types are copied
	copies   []string          // its types named so far
}

func (w *typeWriter) expr(t reflect.Type) (string, error) {
	if name := t.Name(); name != "" {
		switch p := t.PkgPath(); {
		case p == "":
			return name, nil // a predeclared type
		case modelPackage(p):
			if w.modelPkg != "" && w.modelPkg != p {
				return "", fmt.Errorf("model types of two datasets (%s, %s)", w.modelPkg, p)
			}
			w.modelPkg = p
			if !slices.Contains(w.copies, name) {
				w.copies = append(w.copies, name)
			}
			return name, nil
		default:
			return w.use(p) + "." + name, nil
		}
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		e, err := w.expr(t.Elem())
		prefix := map[reflect.Kind]string{reflect.Pointer: "*", reflect.Slice: "[]"}[t.Kind()]
		if t.Kind() == reflect.Array {
			prefix = "[" + strconv.Itoa(t.Len()) + "]"
		}
		return prefix + e, err
	case reflect.Map:
		k, err := w.expr(t.Key())
		if err != nil {
			return "", err
		}
		v, err := w.expr(t.Elem())
		return "map[" + k + "]" + v, err
	}
	return "", fmt.Errorf("no plain reference for a value of type %s", t)
}

// use imports path and returns the name to qualify its identifiers with.
func (w *typeWriter) use(p string) string {
	if alias, ok := w.imports[p]; ok && alias != "" {
		return alias
	}
	name := path.Base(p)
	for other, alias := range w.imports {
		if other != p && (alias == name || (alias == "" && path.Base(other) == name)) {
			name += strconv.Itoa(len(w.imports))
			break
		}
	}
	w.imports[p] = name
	return name
}

// copyTypes returns the declarations of the model types named, and of
// every type of their package they refer to, copied from its source.
func (w *typeWriter) copyTypes() ([]string, error) {
	if w.modelPkg == "" {
		return nil, nil
	}
	src, err := gobuild.SourceDir()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(src, filepath.FromSlash(strings.TrimPrefix(w.modelPkg, gobuild.ModulePath+"/")))
	specs, imports, fset, err := parseTypes(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	done := map[string]bool{}
	for queue := slices.Clone(w.copies); len(queue) > 0; {
		name := queue[0]
		queue = queue[1:]
		if done[name] {
			continue
		}
		done[name] = true
		spec, ok := specs[name]
		if !ok {
			return nil, fmt.Errorf("type %s not found in %s", name, dir)
		}
		var err error
		ast.Inspect(spec.Type, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok {
					p, ok := imports[spec][x.Name]
					if !ok {
						err = fmt.Errorf("type %s: package %s not imported", name, x.Name)
					} else if alias := w.use(p); alias != x.Name {
						err = fmt.Errorf("type %s: package %s would be named %s", name, p, alias)
					}
				}
				return false
			case *ast.Ident:
				if _, ok := specs[n.Name]; ok {
					queue = append(queue, n.Name)
				}
			}
			return true
		})
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := printer.Fprint(&buf, fset, &ast.GenDecl{Tok: token.TYPE, Specs: []ast.Spec{spec}}); err != nil {
			return nil, err
		}
		out = append(out, buf.String())
	}
	return out, nil
}

// parseTypes reads the type declarations of the package in dir (test
// files aside), and for each the imports of its file by the name they go
// by there.
func parseTypes(dir string) (map[string]*ast.TypeSpec, map[*ast.TypeSpec]map[string]string, *token.FileSet, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("the model's source: %w", err)
	}
	fset := token.NewFileSet()
	specs := map[string]*ast.TypeSpec{}
	imports := map[*ast.TypeSpec]map[string]string{}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("the model's source: %w", err)
		}
		names := gosrc.ImportNames(f)
		for _, decl := range f.Decls {
			g, ok := decl.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				specs[ts.Name.Name] = ts
				imports[ts] = names
			}
		}
	}
	return specs, imports, fset, nil
}
