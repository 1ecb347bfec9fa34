package main

// The read visit over the msgp mirrors (-digest FILE). A deep mirror's read
// must feed the digest exactly as the model's generated digest does, so the
// visit is that digest's code itself: each function hash<X> or hashOpt<X>
// of FILE whose X is mirrored is copied as hash<X>MP or hashOpt<X>MP, with
// every mirrored type X renamed XMP and every call of another such function
// renamed likewise. Everything else the functions use (the rt helpers, a
// wrapper type the mirrors lack) is the package's and stays as it is. The
// rename is only sound where a mirror's fields have the model's types up to
// the renaming; where they do not (a *big.Int held as bytes), or where a
// kept call would receive a mirror, generation fails, and the visit must be
// written by hand. The package's build checks the rest.

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"strings"
)

// digestFuncs reads the digest file and returns the rewritten functions'
// source, adding the imports they use to imports.
func (g *mpGen) digestFuncs(file string, decls map[string]decl, imports map[string]string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("digest: %w", err)
	}
	// The functions to rewrite, by name, with the type each digests.
	funcs := map[string]string{}
	var order []*ast.FuncDecl
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv != nil {
			continue
		}
		x := digestedType(fn)
		if _, mirrored := g.index[x]; !mirrored || (fn.Name.Name != "hash"+x && fn.Name.Name != "hashOpt"+x) {
			continue
		}
		funcs[fn.Name.Name] = x
		order = append(order, fn)
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("digest %s: no hash<X> function of a mirrored type", file)
	}
	for _, fn := range order {
		x := funcs[fn.Name.Name]
		t := g.index[x]
		g.cur = t.file
		if g.hasBigInt(t.typ) {
			return nil, fmt.Errorf("digest %s: %s holds a *big.Int, which its mirror stores as bytes: "+
				"the model's digest cannot read the mirror, so write the visit by hand", fn.Name.Name, x)
		}
		if err := g.renameDigest(fn, funcs, decls); err != nil {
			return nil, fmt.Errorf("digest %s: %w", fn.Name.Name, err)
		}
		if err := digestImports(fn, f, imports); err != nil {
			return nil, fmt.Errorf("digest %s: %w", fn.Name.Name, err)
		}
	}
	var b bytes.Buffer
	b.WriteString("\n")
	comment(&b, fmt.Sprintf("The read visit over the mirrors: the functions of %s of the mirrored types, "+
		"their types and calls renamed, so that a read's digest is the model's.", fileBase(file)))
	for _, fn := range order {
		fn.Doc = nil
		b.WriteString("\n")
		if err := printer.Fprint(&b, fset, &printer.CommentedNode{Node: fn, Comments: f.Comments}); err != nil {
			return nil, fmt.Errorf("print %s: %w", fn.Name.Name, err)
		}
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}

// digestedType is X of a digest function func(h *digest.Hasher, m *X) or
// (h, m X), or "".
func digestedType(fn *ast.FuncDecl) string {
	var params []ast.Expr
	for _, p := range fn.Type.Params.List {
		n := max(len(p.Names), 1)
		for range n {
			params = append(params, p.Type)
		}
	}
	if len(params) != 2 {
		return ""
	}
	t := params[1]
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// renameDigest renames, in fn, the function itself, the mirrored types and
// the calls of the functions being rewritten. A call of another hash<W>
// whose W reaches a mirrored type would be handed a mirror: an error.
func (g *mpGen) renameDigest(fn *ast.FuncDecl, funcs map[string]string, decls map[string]decl) error {
	fn.Name.Name += "MP"
	var err error
	skip := map[*ast.Ident]bool{} // field names, not types
	ast.Inspect(fn, func(n ast.Node) bool {
		if err != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			skip[n.Sel] = true
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				skip[id] = true
			}
		case *ast.Field:
			for _, id := range n.Names {
				skip[id] = true
			}
		case *ast.CallExpr:
			id, ok := n.Fun.(*ast.Ident)
			if !ok || !strings.HasPrefix(id.Name, "hash") || funcs[id.Name] != "" {
				return true
			}
			w := strings.TrimPrefix(strings.TrimPrefix(id.Name, "hash"), "Opt")
			if _, mirrored := g.index[w]; mirrored {
				err = fmt.Errorf("calls %s, which the digest file lacks for mirrored type %s", id.Name, w)
				return false
			}
			if d, ok := decls[w]; ok {
				for _, name := range localNames(d.spec.Type) {
					if _, mirrored := g.index[name]; mirrored {
						err = fmt.Errorf("calls %s, whose %s holds %s, which the read holds as %sMP: "+
							"write the visit by hand", id.Name, w, name, name)
						return false
					}
				}
			}
		case *ast.Ident:
			if skip[n] {
				return true
			}
			if _, ok := funcs[n.Name]; ok && n != fn.Name {
				n.Name += "MP"
			} else if _, ok := g.index[n.Name]; ok {
				n.Name += "MP"
			}
		}
		return true
	})
	return err
}

// digestImports adds to imports the packages fn names, as f imports them.
func digestImports(fn *ast.FuncDecl, f *ast.File, imports map[string]string) error {
	var err error
	ast.Inspect(fn, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || err != nil {
			return err == nil
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok || id.Obj != nil {
			return true // a local value's field
		}
		path, name, found := importOf(f, id.Name)
		if !found {
			return true // a package-level value's field
		}
		if name == lastElem(path) {
			name = "" // digest "…/digest" is the default name
		}
		if prev, seen := imports[path]; seen && prev != name {
			err = fmt.Errorf("%s imported as both %q and %q", path, prev, name)
			return false
		}
		imports[path] = name
		return false
	})
	return err
}

func fileBase(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}
