// Package workerbuild writes and builds the lean timing workers: for one
// dataset and one line of the codec registry, a program that links only
// that dataset's package, that line's codec package and the worker side
// (timeworker.Main), so that its heap after initialisation is close to
// what a user's own benchmark of the call holds.
//
// Why: every collection marks what the process holds, and serbench's own
// binary holds 1.3-1.8 MB after its packages' initialisation (sonic's
// tables, every dataset's descriptors, go-cmp's regexps, ...), against
// 0.06-0.2 MB for a test binary of one call. Allocating calls timed in it
// read 11-13% above the user's loop (docs/methodology.md, "Lean workers").
//
// The programs are written from the registry's own source (codecs.Groups
// and catalog.Datasets, a line each), so adding a codec or a dataset needs
// nothing here.
package workerbuild

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/gosrc"
	"github.com/serbench/serbench/suite"
)

// entry is one element of a registry list: its Go expression and the
// packages it names (import name → path).
type entry struct {
	expr    string
	imports map[string]string
}

// readList returns the elements of the composite literal that function fn
// of file returns, each as a value of type typ (a bare literal of a list
// of lists gets typ written before it).
func readList(file, fn, typ string) ([]entry, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("the registry's source: %w", err)
	}
	imports := gosrc.ImportNames(f)
	var lit *ast.CompositeLit
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != fn || fd.Body == nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if r, ok := n.(*ast.ReturnStmt); ok && len(r.Results) == 1 {
				lit, _ = r.Results[0].(*ast.CompositeLit)
			}
			return lit == nil
		})
	}
	if lit == nil {
		return nil, fmt.Errorf("%s: %s returns no list literal", file, fn)
	}
	var out []entry
	for _, el := range lit.Elts {
		e := entry{imports: map[string]string{}}
		var err error
		ast.Inspect(el, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok {
				if p, ok := imports[x.Name]; ok {
					e.imports[x.Name] = p
				} else {
					err = fmt.Errorf("%s: %s names package %s, which the file does not import", file, fn, x.Name)
				}
			}
			return false
		})
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := printer.Fprint(&buf, fset, el); err != nil {
			return nil, err
		}
		e.expr = buf.String()
		if c, ok := el.(*ast.CompositeLit); ok && c.Type == nil {
			e.expr = typ + e.expr
		}
		out = append(out, e)
	}
	return out, nil
}

// Registry is the registry's source, matched to this binary's registry.
type Registry struct {
	datasets []entry // catalog.Datasets' elements, in order
	lines    []entry // codecs.Groups' lines, in order
	dsIndex  map[string]int
	lineOf   map[string]int // codec name → line
	src      string         // serbench's tree
	// Extra are tags every worker is built with besides its line's:
	// PayloadTags when the variant is read from --payloads.
	Extra []string
}

// ReadRegistry reads the registry's source in serbench's tree src, and
// checks it lists as many datasets and codec lines as this binary does.
func ReadRegistry(src string) (*Registry, error) {
	ds, err := readList(filepath.Join(src, "catalog", "catalog.go"), "Datasets", "")
	if err != nil {
		return nil, err
	}
	lines, err := readList(filepath.Join(src, "codecs", "codecs.go"), "Groups", "[]suite.Codec")
	if err != nil {
		return nil, err
	}
	r := &Registry{datasets: ds, lines: lines, dsIndex: map[string]int{}, lineOf: map[string]int{}, src: src}
	datasets, groups := catalog.Datasets(), codecs.Groups()
	if len(datasets) != len(ds) || len(groups) != len(lines) {
		return nil, fmt.Errorf("the source in %s lists %d datasets and %d codec lines, this serbench %d and %d: "+
			"run serbench from the tree it was built from", src, len(ds), len(lines), len(datasets), len(groups))
	}
	for i, d := range datasets {
		r.dsIndex[d.Info().Name] = i
	}
	for i, g := range groups {
		for _, c := range g {
			r.lineOf[c.Name] = i
		}
	}
	return r, nil
}

// Program returns the lean worker of cell c's dataset and codec line.
func (r *Registry) Program(c suite.Cell) (gobuild.Program, error) {
	di, ok := r.dsIndex[c.Dataset]
	if !ok {
		return gobuild.Program{}, fmt.Errorf("no dataset %s in the registry's source", c.Dataset)
	}
	li, ok := r.lineOf[c.Codec]
	if !ok {
		return gobuild.Program{}, fmt.Errorf("no codec %s in the registry's source", c.Codec)
	}
	ds, line := r.datasets[di], r.lines[li]
	imports := map[string]string{"os": "os", "timeworker": gobuild.ModulePath + "/runner/timeworker", "suite": gobuild.ModulePath + "/suite"}
	for _, e := range []entry{ds, line} {
		for name, p := range e.imports {
			if q, ok := imports[name]; ok && q != p {
				return gobuild.Program{}, fmt.Errorf("%s and %s are both named %s", p, q, name)
			}
			imports[name] = p
		}
	}
	names := make([]string, 0, len(imports))
	for name := range imports {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by serbench: the lean timing worker of %s with codec line %d. DO NOT EDIT.\n\n", c.Dataset, li)
	b.WriteString("package main\n\nimport (\n")
	for _, name := range names {
		fmt.Fprintf(&b, "\t%s %q\n", name, imports[name])
	}
	fmt.Fprintf(&b, ")\n\nvar _ suite.Codec\n\nfunc main() { os.Exit(timeworker.Main(%s, %s)) }\n", ds.expr, line.expr)
	tags, err := r.lineTags(li)
	if err != nil {
		return gobuild.Program{}, err
	}
	return gobuild.Program{
		Name:  "worker-" + c.Dataset + "-" + strconv.Itoa(li),
		Files: map[string][]byte{"main.go": []byte(b.String())},
		Tags:  tags,
	}, nil
}

// Build builds (or finds in the cache) the lean workers of cells and
// returns each cell's program path.
func (r *Registry) Build(b *gobuild.Builder, cells []suite.Cell) (map[string]string, error) {
	var progs []gobuild.Program
	for _, c := range cells {
		p, err := r.Program(c)
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(progs, func(q gobuild.Program) bool { return q.Name == p.Name }) {
			progs = append(progs, p)
		}
	}
	paths, err := b.Build(progs)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for i, p := range progs {
		out[p.Name] = paths[i]
	}
	return out, nil
}

// Key is the name of cell c's program, as Build's map has it.
func (r *Registry) Key(c suite.Cell) string {
	return "worker-" + c.Dataset + "-" + strconv.Itoa(r.lineOf[c.Codec])
}
