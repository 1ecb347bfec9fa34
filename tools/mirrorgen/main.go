// Command mirrorgen writes the easyjson mirrors of a dataset's model types,
// so that easyjson's generated methods land on the mirrors and never on the
// model (encoding/json must keep measuring its own reflection path).
//
// Usage (from a go:generate line in the dataset's package):
//
//	go run github.com/serbench/serbench/tools/mirrorgen [-o FILE] [-snake] [-offer KEY=ROOT[:VISIT]]... ROOT...
//
// Each ROOT is the name of a type declared in the package's hand-written
// .go files (tests and generated files are skipped), or NAME=TYPE for a
// model with no named type, such as Transactions=[]*Transaction. For each
// root X mirrorgen writes
//
//	//easyjson:json
//	type XEJ <X's type expression, tags included>
//
// and easyjsonX(visit), which returns the codecs/easyjson Conv between X and
// XEJ. XEJ has X's underlying type, so the conversions are free casts and
// the mirror's read visit is the model's digest on the cast value. Nested
// fields keep the model's types: easyjson writes plain functions for them,
// not methods. Run `go tool easyjson -all -no_std_marshalers FILE` after it.
//
// -snake gives each root struct field without a json tag the tag of its name
// in snake_case, keeping initialisms whole (TransactionIDs becomes
// transaction_ids): for a model whose JSON names are a schema's and not Go's.
// Conversions ignore tags, so the casts stay free.
//
// -msgp writes the mirrors for msgp instead (msgp_mirror_gen.go by default;
// see msgp.go): msgp calls methods on every named type a mirror holds, so
// these mirrors are deep, one XMP per type of the package a root reaches,
// and a *big.Int field is stored as -bigbytes big-endian bytes, since msgp
// has no big.Int. The conversions, generated too, copy field by field where
// the types differ. Run `go tool msgp -file FILE` after it.
//
// -offer KEY=ROOT[:VISIT] (or ROOT[:VISIT] for the key ROOT; repeatable,
// and ROOT need not be listed again) registers ROOT's conversion under KEY
// with suite.Offer in the generated file, with the read visit VISIT: by
// default the model's digest hash<ROOT> (digest_gen.go), or for a deep
// msgp mirror hash<ROOT>MP, which -msgp -digest digest_gen.go writes by
// renaming that file's functions to the mirrors' types (see visit.go). So
// a dataset needs no hand-written file per codec. -anyjson -o FILE -offer
// ... writes only codecs/anyjson's offers, anyjson.Of(VISIT).
//
// A struct root's generated conversions reject a nil message: it is never
// valid data, and the casts would pass it on where the copies would
// dereference it.
//
// -gen then runs msgp's or easyjson's generator on the file written and
// gives both files (or -anyjson's alone) the codec's lean build constraint
// (tools/buildtag): a dataset's mirrors take one go:generate line each.
//
// -msgp -from DIR -import PATH [-pkg NAME] reads the model from the package
// in DIR and writes the mirrors into another package (run --go's
// temporary module writes a user's types' mirrors so): see
// generateMsgpIn.
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
	"os"
	"path"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

func main() {
	out := flag.String("o", "", "output `file` (default easyjson_mirror_gen.go, or msgp_mirror_gen.go with -msgp)")
	snake := flag.Bool("snake", false, "tag untagged root struct fields with their snake_case names")
	forMsgp := flag.Bool("msgp", false, "write the msgp mirrors (deep, with conversions) instead of easyjson's")
	bigBytes := flag.Int("bigbytes", 0, "with -msgp: the `width` in bytes a *big.Int field is stored in, big-endian")
	from := flag.String("from", "", "with -msgp: read the model from this `folder` and write the mirrors into another package (-import, -pkg)")
	importPath := flag.String("import", "", "with -from: the model package's import `path`")
	pkg := flag.String("pkg", "mp", "with -from: the mirrors' package `name`")
	digestFile := flag.String("digest", "", "with -msgp: the dataset's generated digest `file`, rewritten into the read visit over the mirrors")
	forAnyjson := flag.Bool("anyjson", false, "write only the offers of codecs/anyjson's conversions (no mirrors, no roots)")
	gen := flag.Bool("gen", false, "then run msgp's or easyjson's generator on the file and give both files the codec's lean build constraint")
	var offers offerFlags
	flag.Var(&offers, "offer", "offer ROOT's conversion under `KEY=ROOT[:VISIT]`, or ROOT[:VISIT] under ROOT (repeatable); VISIT defaults to hash<ROOT>, or hash<ROOT>MP for a deep msgp mirror")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: mirrorgen [-gen] [-o FILE] [-offer KEY=ROOT[:VISIT]]... [-snake | -msgp [-bigbytes N] [-digest FILE]] ROOT...")
		fmt.Fprintln(os.Stderr, "       mirrorgen [-gen] -anyjson -o FILE -offer KEY=TYPE[:VISIT]...")
		flag.PrintDefaults()
	}
	flag.Parse()
	bad := (*forMsgp && *snake) || (*from != "") != (*importPath != "") || (*from != "" && !*forMsgp) ||
		(*digestFile != "" && !*forMsgp) || (*gen && *from != "")
	if *forAnyjson {
		bad = bad || flag.NArg() > 0 || *forMsgp || *snake || *out == "" || len(offers) == 0
	} else {
		bad = bad || flag.NArg()+len(offers) == 0
	}
	if bad {
		flag.Usage()
		os.Exit(2)
	}
	roots := withOfferRoots(flag.Args(), offers)
	var src []byte
	var err error
	switch {
	case *forAnyjson:
		src, err = generateAnyjson(".", filepath.Base(*out), offers)
	case *forMsgp:
		if *out == "" {
			*out = "msgp_mirror_gen.go"
		}
		dir, f := ".", foreign{}
		if *from != "" {
			dir, f = *from, foreign{importPath: *importPath, pkg: *pkg}
		}
		src, err = generateMsgpIn(dir, filepath.Base(*out), roots, *bigBytes, f, msgpOpts{digest: *digestFile, offers: offers})
	default:
		if *out == "" {
			*out = "easyjson_mirror_gen.go"
		}
		src, err = generate(".", filepath.Base(*out), roots, *snake, offers)
	}
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err == nil && *gen {
		codec := "easyjson"
		if *forMsgp {
			codec = "msgp"
		} else if *forAnyjson {
			codec = "anyjson"
		}
		err = runGenerator(codec, *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mirrorgen:", err)
		os.Exit(1)
	}
}

// Import paths of the packages the offers use.
const (
	codecPath  = "github.com/serbench/serbench/codecs/easyjson"
	digestPath = "github.com/serbench/serbench/digest"
)

// decl is a type declared in the package, with the file whose imports
// resolve its expression.
type decl struct {
	spec *ast.TypeSpec
	file *ast.File
}

// root is one mirror to write.
type root struct {
	name     string   // X: the model's name, and the mirror's without "EJ"
	model    string   // the model type in the Conv: *X for structs, else X or TYPE
	typ      ast.Expr // the mirror's type expression
	file     *ast.File
	fset     *token.FileSet
	isStruct bool
}

// generate returns the mirror file for roots, read from the package in dir;
// out is the output's base name, skipped when reading.
func generate(dir, out string, roots []string, snake bool, offers []offer) ([]byte, error) {
	fset := token.NewFileSet()
	pkg, decls, files, err := parseDir(fset, dir, out)
	if err != nil {
		return nil, err
	}
	var rs []root
	for _, arg := range roots {
		r, err := resolve(fset, decls, arg)
		if err != nil {
			return nil, err
		}
		if snake && r.isStruct {
			snakeTags(r.typ.(*ast.StructType))
		}
		rs = append(rs, r)
	}
	imports := map[string]string{} // path -> name ("" for the default)
	for _, r := range rs {
		if err := collectImports(r, imports); err != nil {
			return nil, err
		}
	}
	imports[codecPath], imports[digestPath] = "", ""
	byName := map[string]root{}
	for _, r := range rs {
		byName[r.name] = r
		if r.isStruct {
			imports["errors"] = ""
		}
	}
	offers = defaultVisits(offers, func(o offer) string { return "hash" + o.root })
	for _, o := range offers {
		if _, ok := byName[o.root]; !ok {
			return nil, fmt.Errorf("offer %q: %s is not a root", o.key, o.root)
		}
		if err := visitImports(o.visit, files, imports); err != nil {
			return nil, err
		}
		imports[suitePath] = ""
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by mirrorgen. DO NOT EDIT.\n\npackage %s\n\n", pkg)
	writeImports(&b, imports)
	for _, r := range rs {
		if err := writeRoot(&b, r); err != nil {
			return nil, err
		}
	}
	err = writeOffers(&b, offers, func(o offer) (string, error) {
		return fmt.Sprintf("func() any { return easyjson%s(%s) }", o.root, o.visit), nil
	})
	if err != nil {
		return nil, err
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("format output: %w\n%s", err, b.Bytes())
	}
	return src, nil
}

// parseDir parses the hand-written Go files of dir: not tests, not
// generated code (which may not exist yet), not out.
func parseDir(fset *token.FileSet, dir, out string) (string, map[string]decl, []*ast.File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", nil, nil, err
	}
	var files []*ast.File
	pkg := ""
	decls := map[string]decl{}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || name == out {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			return "", nil, nil, fmt.Errorf("parse: %w", err)
		}
		if ast.IsGenerated(f) {
			continue
		}
		if pkg == "" {
			pkg = f.Name.Name
		} else if f.Name.Name != pkg {
			return "", nil, nil, fmt.Errorf("%s: package %s, want %s", name, f.Name.Name, pkg)
		}
		files = append(files, f)
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				decls[ts.Name.Name] = decl{ts, f}
			}
		}
	}
	if pkg == "" {
		return "", nil, nil, fmt.Errorf("no hand-written Go files in %s", dir)
	}
	return pkg, decls, files, nil
}

// resolve finds the root an argument names: a declared type X, or
// NAME=TYPE for an unnamed model type, whose package names resolve through
// the imports of the file declaring the last of its own types it names.
func resolve(fset *token.FileSet, decls map[string]decl, arg string) (root, error) {
	if name, expr, ok := strings.Cut(arg, "="); ok {
		if !token.IsIdentifier(name) {
			return root{}, fmt.Errorf("%q: %q is not a type name", arg, name)
		}
		if _, dup := decls[name]; dup {
			return root{}, fmt.Errorf("%q: the package already declares %s", arg, name)
		}
		typ, err := parser.ParseExprFrom(fset, "", expr, 0)
		if err != nil {
			return root{}, fmt.Errorf("%q: %w", arg, err)
		}
		var file *ast.File
		for _, id := range localNames(typ) {
			d, ok := decls[id]
			if !ok {
				return root{}, fmt.Errorf("%q: no type %s in the package", arg, id)
			}
			file = d.file
		}
		if file == nil {
			return root{}, fmt.Errorf("%q: names no type of the package", arg)
		}
		if _, isStruct := typ.(*ast.StructType); isStruct {
			return root{}, fmt.Errorf("%q: declare the struct type in the package instead", arg)
		}
		return root{name: name, model: expr, typ: typ, file: file, fset: fset}, nil
	}
	d, ok := decls[arg]
	switch {
	case !ok:
		return root{}, fmt.Errorf("no type %s in the package's hand-written files", arg)
	case d.spec.TypeParams != nil:
		return root{}, fmt.Errorf("%s is generic", arg)
	case d.spec.Assign.IsValid():
		return root{}, fmt.Errorf("%s is an alias", arg)
	}
	_, isStruct := d.spec.Type.(*ast.StructType)
	r := root{name: arg, model: arg, typ: d.spec.Type, file: d.file, fset: fset, isStruct: isStruct}
	if isStruct {
		r.model = "*" + arg
		// Field comments describe the model, not the mirror.
		for _, f := range d.spec.Type.(*ast.StructType).Fields.List {
			f.Doc, f.Comment = nil, nil
		}
	}
	return r, nil
}

// localNames lists the unqualified identifiers in typ that are not
// predeclared: the package's own types.
func localNames(typ ast.Expr) []string {
	var names []string
	ast.Inspect(typ, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			return false // pkg.Name: another package's
		case *ast.Field:
			// Field names are not types; only walk the type.
			ast.Inspect(n.Type, func(m ast.Node) bool {
				if id, ok := m.(*ast.Ident); ok && !predeclared(id.Name) {
					names = append(names, id.Name)
				}
				_, sel := m.(*ast.SelectorExpr)
				return !sel
			})
			return false
		case *ast.Ident:
			if !predeclared(n.Name) {
				names = append(names, n.Name)
			}
		}
		return true
	})
	return names
}

func predeclared(name string) bool {
	switch name {
	case "bool", "byte", "complex64", "complex128", "error", "float32", "float64",
		"int", "int8", "int16", "int32", "int64", "rune", "string",
		"uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "any":
		return true
	}
	return false
}

// collectImports adds to imports the packages r's type expression names,
// as its file imports them.
func collectImports(r root, imports map[string]string) error {
	var err error
	ast.Inspect(r.typ, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || err != nil {
			return err == nil
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok {
			return true
		}
		path, name, found := importOf(r.file, id.Name)
		if !found {
			err = fmt.Errorf("%s: no import for package %s", r.name, id.Name)
			return false
		}
		if prev, seen := imports[path]; seen && prev != name {
			err = fmt.Errorf("%s: %s imported as both %q and %q", r.name, path, prev, name)
			return false
		}
		imports[path] = name
		return false
	})
	return err
}

// importOf finds the import of f that the identifier pkg refers to. An
// import without a name is matched by its path's last element, which is
// the package name of the standard library and of most modules.
func importOf(f *ast.File, pkg string) (path, name string, ok bool) {
	for _, im := range f.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			continue
		}
		if im.Name != nil {
			if im.Name.Name == pkg {
				return p, im.Name.Name, true
			}
			continue
		}
		if lastElem(p) == pkg {
			return p, "", true
		}
	}
	return "", "", false
}

// lastElem is the last element of an import path, without a major version
// suffix (example.com/foo/v2 and gopkg.in/foo.v2 are package foo).
func lastElem(p string) string {
	base := path.Base(p)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" {
		base = path.Base(path.Dir(p))
	}
	if i := strings.Index(base, ".v"); i > 0 {
		base = base[:i]
	}
	return base
}

// writeImports writes the imports as goimports groups them: the standard
// library, then the rest.
func writeImports(b *bytes.Buffer, imports map[string]string) {
	var std, other []string
	for p := range imports {
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ".") {
			other = append(other, p)
		} else {
			std = append(std, p)
		}
	}
	sort.Strings(std)
	sort.Strings(other)
	b.WriteString("import (\n")
	for i, group := range [][]string{std, other} {
		if i > 0 && len(std) > 0 && len(group) > 0 {
			b.WriteString("\n")
		}
		for _, p := range group {
			if name := imports[p]; name != "" {
				fmt.Fprintf(b, "\t%s %q\n", name, p)
			} else {
				fmt.Fprintf(b, "\t%q\n", p)
			}
		}
	}
	b.WriteString(")\n")
}

// writeRoot writes r's mirror and its offer.
func writeRoot(b *bytes.Buffer, r root) error {
	var typ bytes.Buffer
	if err := printer.Fprint(&typ, r.fset, r.typ); err != nil {
		return fmt.Errorf("print %s: %w", r.name, err)
	}
	x, ej, m := r.name, r.name+"EJ", r.model
	what := strings.TrimPrefix(m, "*")
	same := "type"
	if r.isStruct {
		same = "fields" // tags aside: -snake may add them
	}
	b.WriteString("\n")
	comment(b, fmt.Sprintf("%s is %s for easyjson: the same %s, so the two convert for free, "+
		"and easyjson's methods go on the mirror, never on the model.", ej, what, same))
	b.WriteString("//\n//easyjson:json\n")
	fmt.Fprintf(b, "type %s %s\n\n", ej, typ.Bytes())

	conv := fmt.Sprintf("easyjson.Conv[%s, %s, *%s]", m, ej, ej)
	comment(b, fmt.Sprintf("easyjson%s offers easyjson the mirror of %s; visit is the model's digest.", x, what))
	fmt.Fprintf(b, "func easyjson%s(visit func(*digest.Hasher, %s)) %s {\n\treturn %s{\n", x, m, conv, conv)
	if r.isStruct {
		fmt.Fprintf(b, "\t\tFromModel: func(m %s) (*%s, error) {\n", m, ej)
		nilCheck(b, "m", "nil", m)
		fmt.Fprintf(b, "return (*%s)(m), nil\n},\n", ej)
		fmt.Fprintf(b, "\t\tToModel: func(e *%s) (%s, error) {\n", ej, m)
		nilCheck(b, "e", "nil", "*"+ej)
		fmt.Fprintf(b, "return %s, nil\n},\n", convert(m, "e"))
		fmt.Fprintf(b, "\t\tVisit: func(h *digest.Hasher, e *%s) { visit(h, %s) },\n", ej, convert(m, "e"))
	} else {
		// A slice or map: the mirror is the value, behind the pointer
		// easyjson decodes into.
		fmt.Fprintf(b, "\t\tFromModel: func(m %s) (*%s, error) { e := %s(m); return &e, nil },\n", m, ej, ej)
		fmt.Fprintf(b, "\t\tToModel: func(e *%s) (%s, error) { return %s, nil },\n", ej, m, convert(m, "*e"))
		fmt.Fprintf(b, "\t\tVisit: func(h *digest.Hasher, e *%s) { visit(h, %s) },\n", ej, convert(m, "*e"))
	}
	b.WriteString("\t}\n}\n")
	return nil
}

// comment writes text as a // comment wrapped at 77 columns.
func comment(b *bytes.Buffer, text string) {
	line := "//"
	for _, w := range strings.Fields(text) {
		if len(line)+1+len(w) > 77 && line != "//" {
			b.WriteString(line + "\n")
			line = "//"
		}
		line += " " + w
	}
	b.WriteString(line + "\n")
}

// convert is the conversion of x to typ, with typ in parentheses where Go
// needs them (*T(x) would dereference T(x)).
func convert(typ, x string) string {
	if strings.HasPrefix(typ, "*") || strings.HasPrefix(typ, "<-") || strings.HasPrefix(typ, "func") {
		typ = "(" + typ + ")"
	}
	return typ + "(" + x + ")"
}

// snakeTags gives each field of st without a json tag one with its name in
// snake_case, splitting fields that declare several names.
func snakeTags(st *ast.StructType) {
	var list []*ast.Field
	for _, f := range st.Fields.List {
		tag := ""
		if f.Tag != nil {
			tag, _ = strconv.Unquote(f.Tag.Value)
		}
		if _, has := reflect.StructTag(tag).Lookup("json"); has || len(f.Names) == 0 {
			list = append(list, f) // embedded fields keep easyjson's rules
			continue
		}
		for _, n := range f.Names {
			t := strings.TrimSpace(tag + ` json:"` + snakeCase(n.Name) + `"`)
			list = append(list, &ast.Field{
				Names: []*ast.Ident{ast.NewIdent(n.Name)},
				Type:  f.Type,
				Tag:   &ast.BasicLit{Kind: token.STRING, Value: "`" + t + "`"},
			})
		}
	}
	st.Fields.List = list
}

// snakeCase splits a Go name into words at each lower-to-upper step and
// before the last capital of a run followed by lower case (HTTPServer is
// http_server), except a plural s ending a run of capitals (TransactionIDs
// is transaction_ids), and joins them lower-cased with underscores.
func snakeCase(name string) string {
	rs := []rune(name)
	var b strings.Builder
	for i, r := range rs {
		if i > 0 && unicode.IsUpper(r) {
			prev := rs[i-1]
			switch {
			case unicode.IsLower(prev) || unicode.IsDigit(prev):
				b.WriteByte('_')
			case unicode.IsUpper(prev) && i+1 < len(rs) && unicode.IsLower(rs[i+1]) && !pluralS(rs, i+1):
				b.WriteByte('_')
			}
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// pluralS reports whether rs[i] is an s ending a word after capitals.
func pluralS(rs []rune, i int) bool {
	return rs[i] == 's' && (i+1 == len(rs) || !unicode.IsLower(rs[i+1]))
}
