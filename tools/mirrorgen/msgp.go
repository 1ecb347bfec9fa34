package main

// The msgp mirrors. msgp generates methods for the types declared in one
// file and, for a field of a named type, calls that type's methods, so a
// mirror that kept the model's nested types would put methods on them (or
// fail to build). The mirrors are therefore deep: every type of the package
// that a root reaches gets a mirror XMP, and the mirrors name each other.
// Types whose mirrors differ from the model (any that reach another mirror
// or a *big.Int) are converted by generated functions that copy field by
// field, mpToXMP and mpFromXMP; a root whose type reaches neither converts
// with a free cast, and its read visit is the model's digest, as for
// easyjson. A deep root's read visit is the dataset's, over the mirror.

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/printer"
	"go/token"
	"slices"
	"strings"
)

const msgpCodecPath = "github.com/serbench/serbench/codecs/msgp"

// mpType is one mirrored type: a root, or a type of the package a root
// reaches.
type mpType struct {
	name  string   // X: the mirror is XMP
	model string   // the model type the conversions take: X, or TYPE of NAME=TYPE
	typ   ast.Expr // X's type expression (its underlying type)
	file  *ast.File
	root  *root // the root X is, or nil
}

type mpGen struct {
	// qual is the model's package name in a foreign mirror file (-from),
	// which qualifies the model's types; "" when the mirrors are in the
	// model's package.
	qual     string
	fset     *token.FileSet
	types    []*mpType
	index    map[string]*mpType
	bigBytes int
	usesBig  bool
	cur      *ast.File // the file resolving the names of the type being written
}

// generateMsgp returns the msgp mirror file for roots, read from the
// package in dir; out is the output's base name, skipped when reading, and
// bigBytes the width of a *big.Int field's bytes.
func generateMsgp(dir, out string, roots []string, bigBytes int) ([]byte, error) {
	return generateMsgpIn(dir, out, roots, bigBytes, foreign{}, msgpOpts{})
}

// msgpOpts are the optional outputs of the in-package mirrors: the read
// visit rewritten from the digest file (see visit.go), and the offers.
type msgpOpts struct {
	digest string
	offers []offer
}

// foreign names a mirror file of another package than the model's: the
// model's import path and the mirrors' package name.
type foreign struct{ importPath, pkg string }

// modelName is the name a foreign mirror file imports the model's package
// as.
const modelName = "model"

// usergoPath is the package whose reflection digest reads a foreign
// mirror.
const usergoPath = "github.com/serbench/serbench/usergo"

// generateMsgpIn is generateMsgp, writing the mirrors into package f.pkg
// when f.importPath is set: every root is then deep (its conversions copy
// field by field), only exported fields are mirrored, an embedded field
// becomes a field of its type's name, the model's types are qualified,
// each root's offer is OfferX and its read visit is usergo's reflection
// digest over the mirror, which equals the model's when the mirror holds
// every field.
func generateMsgpIn(dir, out string, roots []string, bigBytes int, f foreign, opts msgpOpts) ([]byte, error) {
	fset := token.NewFileSet()
	pkg, decls, files, err := parseDir(fset, dir, out)
	if err != nil {
		return nil, err
	}
	g := &mpGen{fset: fset, index: map[string]*mpType{}, bigBytes: bigBytes}
	if f.importPath != "" && (opts.digest != "" || len(opts.offers) > 0) {
		return nil, fmt.Errorf("-digest and -offer are for mirrors in the model's package")
	}
	if f.importPath != "" {
		g.qual, pkg = modelName, f.pkg
	}
	for _, arg := range roots {
		if g.qual != "" && strings.Contains(arg, "=") {
			return nil, fmt.Errorf("%s: a foreign mirror's roots are declared types", arg)
		}
		r, err := resolve(fset, decls, arg)
		if err != nil {
			return nil, err
		}
		if g.qual != "" {
			r.model = strings.Replace(r.model, arg, g.qual+"."+arg, 1)
		}
		if _, dup := g.index[r.name]; dup {
			return nil, fmt.Errorf("%s: named twice", r.name)
		}
		g.add(&mpType{name: r.name, model: strings.TrimPrefix(r.model, "*"), typ: r.typ, file: r.file, root: &r})
		if g.qual != "" && !r.isStruct {
			return nil, fmt.Errorf("%s: a foreign mirror's roots are struct types", arg)
		}
	}
	// The types the roots reach, breadth first; g.types grows as it goes.
	for i := 0; i < len(g.types); i++ {
		for _, id := range localNames(g.types[i].typ) {
			if _, seen := g.index[id]; seen {
				continue
			}
			d, ok := decls[id]
			switch {
			case !ok:
				return nil, fmt.Errorf("%s: no type %s in the package's hand-written files", g.types[i].name, id)
			case d.spec.TypeParams != nil:
				return nil, fmt.Errorf("%s is generic", id)
			case d.spec.Assign.IsValid():
				return nil, fmt.Errorf("%s is an alias", id)
			}
			model := id
			if g.qual != "" {
				model = g.qual + "." + id
			}
			g.add(&mpType{name: id, model: model, typ: d.spec.Type, file: d.file})
		}
	}
	for _, t := range g.types {
		if _, clash := decls[t.name+"MP"]; clash && g.qual == "" {
			return nil, fmt.Errorf("the package already declares %sMP", t.name)
		}
	}

	imports := map[string]string{}
	for _, t := range g.types {
		if err := collectImports(root{name: t.name, typ: t.typ, file: t.file}, imports); err != nil {
			return nil, err
		}
	}
	// Named so as not to shadow tinylib's msgp package, which msgp's own
	// output (copying this file's imports) uses.
	imports[msgpCodecPath], imports[digestPath] = "msgpcodec", ""
	if g.qual != "" {
		imports[f.importPath], imports[usergoPath] = g.qual, ""
	}

	var body bytes.Buffer
	for _, t := range g.types {
		if err := g.writeType(&body, t); err != nil {
			return nil, err
		}
	}
	if g.usesBig {
		if g.bigBytes <= 0 {
			return nil, fmt.Errorf("a *big.Int field needs -bigbytes")
		}
		imports["fmt"], imports["math/big"] = "", ""
		g.writeBig(&body)
	} else {
		// The mirrors no longer name big.Int, but may still not need it.
		delete(imports, "math/big")
	}
	if !g.namesJSONBesidesRaw() {
		// The mirrors hold a json.RawMessage as []byte.
		delete(imports, "encoding/json")
	}
	for _, t := range g.types {
		if t.root != nil && t.root.isStruct {
			imports["errors"] = "" // the nil checks
		}
	}
	if opts.digest != "" {
		visits, err := g.digestFuncs(opts.digest, decls, imports)
		if err != nil {
			return nil, err
		}
		body.Write(visits)
	}
	if err := g.writeOffers(&body, opts, files, imports); err != nil {
		return nil, err
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by mirrorgen -msgp. DO NOT EDIT.\n\npackage %s\n\n", pkg)
	writeImports(&b, imports)
	if g.qual != "" {
		// A user's times are most often UTC: msgp decodes them as UTC
		// rather than local time, so that they come back exactly.
		b.WriteString("\n//msgp:timezone utc\n")
	}
	b.Write(body.Bytes())
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("format output: %w\n%s", err, b.Bytes())
	}
	return src, nil
}

func (g *mpGen) add(t *mpType) {
	g.types = append(g.types, t)
	g.index[t.name] = t
	if st, ok := t.typ.(*ast.StructType); ok {
		// Field comments describe the model, not the mirror.
		for _, f := range st.Fields.List {
			f.Doc, f.Comment = nil, nil
		}
	}
}

// referenced reports whether another mirrored type names t, so that t
// needs its conversion functions even as a castable root.
func (g *mpGen) referenced(t *mpType) bool {
	for _, u := range g.types {
		for _, id := range localNames(u.typ) {
			if id == t.name && u != t {
				return true
			}
		}
	}
	return false
}

// writeType writes t's mirror, its conversions where it needs them and,
// for a root, its offer.
func (g *mpGen) writeType(b *bytes.Buffer, t *mpType) error {
	deep := g.isDeep(t)
	mp := t.name + "MP"
	b.WriteString("\n")
	switch {
	case deep:
		big := ""
		if g.hasBigInt(t.typ) {
			big = " and each *big.Int by its bytes"
		}
		comment(b, fmt.Sprintf("%s is %s for msgp, each type of the package it holds replaced by its mirror%s, "+
			"so that msgp's methods go on mirrors, never on the model.", mp, t.model, big))
	case t.root != nil:
		comment(b, fmt.Sprintf("%s is %s for msgp: the same type, so the two convert for free, "+
			"and msgp's methods go on the mirror, never on the model.", mp, t.model))
	default:
		comment(b, fmt.Sprintf("%s is %s for msgp: the same fields, so that msgp's methods go on the "+
			"mirror, never on the model.", mp, t.model))
	}
	typ, err := g.declString(t.typ)
	if err != nil {
		return fmt.Errorf("%s: %w", t.name, err)
	}
	fmt.Fprintf(b, "type %s %s\n", mp, typ)

	if deep || g.referenced(t) {
		for _, toMirror := range []bool{true, false} {
			if err := g.writeConv(b, t, toMirror); err != nil {
				return fmt.Errorf("%s: %w", t.name, err)
			}
		}
	}
	if t.root != nil {
		g.writeOffer(b, t, deep)
	}
	return nil
}

// writeConv writes mpToXMP (toMirror) or mpFromXMP.
func (g *mpGen) writeConv(b *bytes.Buffer, t *mpType, toMirror bool) error {
	mp := t.name + "MP"
	in, out, from, to, fn := "m", "e", t.model, mp, "mpTo"+mp
	if !toMirror {
		in, out, from, to, fn = "e", "m", mp, t.model, "mpFrom"+mp
	}
	var body bytes.Buffer
	st, isStruct := t.typ.(*ast.StructType)
	switch {
	case isStruct:
		for _, f := range st.Fields.List {
			names, err := g.fieldNames(f)
			if err != nil {
				return err
			}
			for _, n := range names {
				if err := g.conv(&body, f.Type, in+"."+n, out+"."+n, 0, toMirror); err != nil {
					return err
				}
			}
		}
	case g.needsConv(t.typ):
		if err := g.conv(&body, t.typ, in, out, 0, toMirror); err != nil {
			return err
		}
	default:
		fmt.Fprintf(&body, "%s = %s\n", out, convert(to, in))
	}
	b.WriteString("\n")
	if toMirror {
		comment(b, fmt.Sprintf("%s copies %s into its mirror.", fn, t.model))
	} else {
		comment(b, fmt.Sprintf("%s copies the mirror back into %s.", fn, t.model))
	}
	fmt.Fprintf(b, "func %s(%s %s) (%s %s, err error) {\n%sreturn\n}\n", fn, in, from, out, to, body.Bytes())
	return nil
}

// conv writes the statements that set dst (of t's mirror type, or of its
// model type when !toMirror) from src; depth names the loop variables.
func (g *mpGen) conv(b *bytes.Buffer, t ast.Expr, src, dst string, depth int, toMirror bool) error {
	if !g.needsConv(t) {
		fmt.Fprintf(b, "%s = %s\n", dst, src)
		return nil
	}
	switch t := t.(type) {
	case *ast.ParenExpr:
		return g.conv(b, t.X, src, dst, depth, toMirror)
	case *ast.SelectorExpr:
		if g.isRawJSON(t) {
			// A json.RawMessage and a []byte assign to each other.
			fmt.Fprintf(b, "%s = %s\n", dst, src)
			return nil
		}
	case *ast.Ident:
		fn := "mpTo" + t.Name + "MP"
		if !toMirror {
			fn = "mpFrom" + t.Name + "MP"
		}
		fmt.Fprintf(b, "if %s, err = %s(%s); err != nil {\nreturn\n}\n", dst, fn, unparen(src))
		return nil
	case *ast.StarExpr:
		if g.isBigInt(t.X) {
			g.usesBig = true
			fn := "mpBigBytes"
			if !toMirror {
				fn = "mpBigInt"
			}
			fmt.Fprintf(b, "if %s, err = %s(%s); err != nil {\nreturn\n}\n", dst, fn, src)
			return nil
		}
		elem, err := g.typeString(t.X, toMirror)
		if err != nil {
			return err
		}
		v := fmt.Sprintf("v%d", depth)
		fmt.Fprintf(b, "if %s != nil {\nvar %s %s\n", src, v, elem)
		if err := g.conv(b, t.X, "(*"+src+")", v, depth+1, toMirror); err != nil {
			return err
		}
		fmt.Fprintf(b, "%s = &%s\n}\n", dst, v)
		return nil
	case *ast.ArrayType:
		i := fmt.Sprintf("i%d", depth)
		if t.Len == nil {
			typ, err := g.typeString(t, toMirror)
			if err != nil {
				return err
			}
			fmt.Fprintf(b, "if %s != nil {\n%s = make(%s, len(%s))\n", src, dst, typ, src)
			defer b.WriteString("}\n")
		}
		fmt.Fprintf(b, "for %s := range %s {\n", i, src)
		if err := g.conv(b, t.Elt, src+"["+i+"]", dst+"["+i+"]", depth+1, toMirror); err != nil {
			return err
		}
		b.WriteString("}\n")
		return nil
	case *ast.MapType:
		if g.needsConv(t.Key) {
			return fmt.Errorf("map key %s needs converting", exprString(g.fset, t.Key))
		}
		typ, err := g.typeString(t, toMirror)
		if err != nil {
			return err
		}
		elem, err := g.typeString(t.Value, toMirror)
		if err != nil {
			return err
		}
		k, v, w := fmt.Sprintf("k%d", depth), fmt.Sprintf("v%d", depth), fmt.Sprintf("w%d", depth)
		fmt.Fprintf(b, "if %s != nil {\n%s = make(%s, len(%s))\nfor %s, %s := range %s {\nvar %s %s\n",
			src, dst, typ, src, k, v, src, w, elem)
		if err := g.conv(b, t.Value, v, w, depth+1, toMirror); err != nil {
			return err
		}
		fmt.Fprintf(b, "%s[%s] = %s\n}\n}\n", dst, k, w)
		return nil
	}
	return fmt.Errorf("cannot convert %s", exprString(g.fset, t))
}

// writeOffer writes msgpX, the codecs/msgp Conv of root t.
func (g *mpGen) writeOffer(b *bytes.Buffer, t *mpType, deep bool) {
	mp, m := t.name+"MP", t.root.model
	conv := fmt.Sprintf("msgpcodec.Conv[%s, %s, *%s]", m, mp, mp)
	isStruct := t.root.isStruct
	b.WriteString("\n")
	if g.qual != "" {
		comment(b, fmt.Sprintf("Offer%s offers msgp the mirror of %s; its read visit is the reflection digest "+
			"over the mirror, which is the model's when the mirror holds every field.", t.name, t.model))
		fmt.Fprintf(b, "func Offer%s(func(*digest.Hasher, %s)) any {\n\treturn %s{\n", t.name, m, conv)
		g.structConvs(b, m, mp, "e, err := mpTo%[2]s(*m)\nreturn &e, err", "m, err := mpFrom%[2]s(*e)\nreturn &m, err")
		fmt.Fprintf(b, "Visit: usergo.Digest[%s],\n\t}\n}\n", mp)
		return
	}
	if deep {
		comment(b, fmt.Sprintf("msgp%s offers msgp the mirror of %s; visit is the dataset's read visit "+
			"over the mirror's fields.", t.name, t.model))
		fmt.Fprintf(b, "func msgp%s(visit func(*digest.Hasher, *%s)) %s {\n\treturn %s{\n", t.name, mp, conv, conv)
		if isStruct {
			g.structConvs(b, m, mp, "e, err := mpTo%[2]s(*m)\nreturn &e, err", "m, err := mpFrom%[2]s(*e)\nreturn &m, err")
		} else {
			fmt.Fprintf(b, "FromModel: func(m %s) (*%s, error) { e, err := mpTo%s(m); return &e, err },\n", m, mp, mp)
			fmt.Fprintf(b, "ToModel: func(e *%s) (%s, error) { return mpFrom%s(*e) },\n", mp, m, mp)
		}
		b.WriteString("Visit: visit,\n\t}\n}\n")
		return
	}
	comment(b, fmt.Sprintf("msgp%s offers msgp the mirror of %s; visit is the model's digest.", t.name, t.model))
	fmt.Fprintf(b, "func msgp%s(visit func(*digest.Hasher, %s)) %s {\n\treturn %s{\n", t.name, m, conv, conv)
	if isStruct {
		g.structConvs(b, m, mp, "return (*%[2]s)(m), nil", "return (%[1]s)(e), nil")
		fmt.Fprintf(b, "Visit: func(h *digest.Hasher, e *%s) { visit(h, %s) },\n", mp, convert(m, "e"))
	} else {
		fmt.Fprintf(b, "FromModel: func(m %s) (*%s, error) { e := %s(m); return &e, nil },\n", m, mp, mp)
		fmt.Fprintf(b, "ToModel: func(e *%s) (%s, error) { return %s, nil },\n", mp, m, convert(m, "*e"))
		fmt.Fprintf(b, "Visit: func(h *digest.Hasher, e *%s) { visit(h, %s) },\n", mp, convert(m, "*e"))
	}
	b.WriteString("\t}\n}\n")
}

// structConvs writes a struct root's FromModel and ToModel, whose bodies
// from and to are formats of the model type m (%[1]s) and mirror mp (%[2]s),
// each after the check that rejects a nil root.
func (g *mpGen) structConvs(b *bytes.Buffer, m, mp, from, to string) {
	fmt.Fprintf(b, "FromModel: func(m %s) (*%s, error) {\n", m, mp)
	nilCheck(b, "m", "nil", m)
	fmt.Fprintf(b, from+"\n},\n", m, mp)
	fmt.Fprintf(b, "ToModel: func(e *%s) (%s, error) {\n", mp, m)
	nilCheck(b, "e", "nil", "*"+mp)
	fmt.Fprintf(b, to+"\n},\n", m, mp)
}

// isDeep reports whether t's mirror is converted by copying, and so read
// by a visit over the mirror rather than the model's digest.
func (g *mpGen) isDeep(t *mpType) bool {
	g.cur = t.file
	return g.needsConv(t.typ) || g.qual != "" && t.root != nil
}

// writeOffers writes the -offer lines of the in-package mirrors: a deep
// root's visit is its rewritten digest hash<X>MP (-digest), a castable
// root's the model's hash<X>.
func (g *mpGen) writeOffers(b *bytes.Buffer, opts msgpOpts, files []*ast.File, imports map[string]string) error {
	offers := opts.offers
	for i, o := range offers {
		t, ok := g.index[o.root]
		if !ok || t.root == nil {
			return fmt.Errorf("offer %q: %s is not a root", o.key, o.root)
		}
		if o.visit == "" {
			o.visit = "hash" + o.root
			if g.isDeep(t) {
				if opts.digest == "" {
					return fmt.Errorf("offer %q: %s's mirror is deep: its visit needs -digest, or KEY=ROOT:VISIT", o.key, o.root)
				}
				o.visit += "MP"
			}
		}
		if err := visitImports(o.visit, files, imports); err != nil {
			return err
		}
		imports[suitePath] = ""
		offers[i] = o
	}
	return writeOffers(b, offers, func(o offer) (string, error) {
		return fmt.Sprintf("func() any { return msgp%s(%s) }", o.root, o.visit), nil
	})
}

// writeBig writes the *big.Int conversions.
func (g *mpGen) writeBig(b *bytes.Buffer) {
	n := g.bigBytes
	b.WriteString("\n")
	comment(b, fmt.Sprintf("mpBigBytes stores x as %d big-endian bytes, left-padded: msgp has no big.Int. "+
		"A nil x stays nil; a negative one, or one too large, is an error.", n))
	fmt.Fprintf(b, `func mpBigBytes(x *big.Int) ([]byte, error) {
	if x == nil {
		return nil, nil
	}
	if x.Sign() < 0 || x.BitLen() > %d {
		return nil, fmt.Errorf("big.Int %%v does not fit %d unsigned bytes", x)
	}
	return x.FillBytes(make([]byte, %d)), nil
}
`, 8*n, n, n)
	b.WriteString("\n")
	comment(b, "mpBigInt reads what mpBigBytes stored; no bytes are a nil *big.Int.")
	fmt.Fprintf(b, `func mpBigInt(p []byte) (*big.Int, error) {
	if len(p) == 0 {
		return nil, nil
	}
	if len(p) != %d {
		return nil, fmt.Errorf("big.Int of %%d bytes, want %d", len(p))
	}
	return new(big.Int).SetBytes(p), nil
}
`, n, n)
}

// hasBigInt reports whether t names big.Int.
func (g *mpGen) hasBigInt(t ast.Expr) bool {
	found := false
	ast.Inspect(t, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && g.isBigInt(e) {
			found = true
		}
		return !found
	})
	return found
}

// needsConv reports whether t's mirror differs from t: it names a mirrored
// type or a big.Int.
func (g *mpGen) needsConv(t ast.Expr) bool {
	for _, id := range localNames(t) {
		if _, ok := g.index[id]; ok {
			return true
		}
	}
	return g.hasBigInt(t) || g.hasRawJSON(t)
}

// isBigInt reports whether e is math/big's Int.
func (g *mpGen) isBigInt(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Int" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	p, _, found := importOf(g.cur, id.Name)
	return found && p == "math/big"
}

// isRawJSON reports whether e is encoding/json's RawMessage, which the
// mirrors hold as []byte: msgp has no methods for it, and as bytes it is
// what a binary format carries of a raw JSON value.
func (g *mpGen) isRawJSON(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "RawMessage" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	p, _, found := importOf(g.cur, id.Name)
	return found && p == "encoding/json"
}

// hasRawJSON reports whether t names json.RawMessage.
func (g *mpGen) hasRawJSON(t ast.Expr) bool {
	found := false
	ast.Inspect(t, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && g.isRawJSON(e) {
			found = true
		}
		return !found
	})
	return found
}

// namesJSONBesidesRaw reports whether a mirrored type names a type of
// encoding/json other than RawMessage, so that the mirrors still import it.
func (g *mpGen) namesJSONBesidesRaw() bool {
	found := false
	for _, t := range g.types {
		g.cur = t.file
		ast.Inspect(t.typ, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && !g.isRawJSON(sel) {
				if id, ok := sel.X.(*ast.Ident); ok {
					if p, _, ok := importOf(g.cur, id.Name); ok && p == "encoding/json" {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// declString is the mirror's type expression for a declaration: a struct
// written field by field with the model's tags.
func (g *mpGen) declString(t ast.Expr) (string, error) {
	st, ok := t.(*ast.StructType)
	if !ok {
		return g.typeString(t, true)
	}
	var b strings.Builder
	b.WriteString("struct {\n")
	for _, f := range st.Fields.List {
		typ, err := g.typeString(f.Type, true)
		if err != nil {
			return "", err
		}
		var names []string
		if g.qual == "" {
			for _, n := range f.Names {
				names = append(names, n.Name)
			}
		} else {
			if names, err = g.fieldNames(f); err != nil {
				return "", err
			}
			if len(names) == 0 {
				continue
			}
		}
		b.WriteString(strings.Join(names, ", ") + " " + typ)
		if f.Tag != nil {
			b.WriteString(" " + f.Tag.Value)
		}
		b.WriteString("\n")
	}
	b.WriteString("}")
	return b.String(), nil
}

// typeString writes t as the mirrors see it (mirror) or as the model does.
func (g *mpGen) typeString(t ast.Expr, mirror bool) (string, error) {
	if !mirror || !g.needsConv(t) {
		return exprString(g.fset, g.qualified(t)), nil
	}
	switch t := t.(type) {
	case *ast.ParenExpr:
		return g.typeString(t.X, mirror)
	case *ast.Ident:
		return t.Name + "MP", nil
	case *ast.SelectorExpr:
		if g.isRawJSON(t) {
			return "[]byte", nil
		}
	case *ast.StarExpr:
		if g.isBigInt(t.X) {
			return "[]byte", nil
		}
		s, err := g.typeString(t.X, mirror)
		return "*" + s, err
	case *ast.ArrayType:
		s, err := g.typeString(t.Elt, mirror)
		if t.Len == nil {
			return "[]" + s, err
		}
		return "[" + exprString(g.fset, t.Len) + "]" + s, err
	case *ast.MapType:
		k, err := g.typeString(t.Key, mirror)
		if err != nil {
			return "", err
		}
		v, err := g.typeString(t.Value, mirror)
		return "map[" + k + "]" + v, err
	}
	return "", fmt.Errorf("cannot mirror %s", exprString(g.fset, t))
}

func exprString(fset *token.FileSet, e ast.Expr) string {
	var b bytes.Buffer
	if err := printer.Fprint(&b, fset, e); err != nil {
		return fmt.Sprintf("<%v>", err)
	}
	return b.String()
}

// unparen drops the parentheses conv puts around a dereference, where the
// expression is an argument and needs none.
func unparen(x string) string {
	if strings.HasPrefix(x, "(*") && strings.HasSuffix(x, ")") {
		return x[1 : len(x)-1]
	}
	return x
}

// fieldNames are the names f has in the mirror: its names (only the
// exported ones in a foreign mirror, which cannot reach the others), or
// for an embedded field its type's name, as a field of its own.
func (g *mpGen) fieldNames(f *ast.Field) ([]string, error) {
	var names []string
	if len(f.Names) == 0 {
		name := embeddedName(f.Type)
		if name == "" {
			return nil, fmt.Errorf("embedded field %s", exprString(g.fset, f.Type))
		}
		if g.qual == "" {
			if g.needsConv(f.Type) {
				return nil, fmt.Errorf("embedded field %s needs converting", exprString(g.fset, f.Type))
			}
			return nil, fmt.Errorf("embedded fields are not supported")
		}
		names = []string{name}
	}
	for _, n := range f.Names {
		names = append(names, n.Name)
	}
	if g.qual != "" {
		names = slices.DeleteFunc(names, func(n string) bool { return !ast.IsExported(n) })
	}
	return names, nil
}

// embeddedName is the field name of an embedded field of type t: T, *T,
// pkg.T or *pkg.T give T.
func embeddedName(t ast.Expr) string {
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch t := t.(type) {
	case *ast.Ident:
		return t.Name
	case *ast.SelectorExpr:
		return t.Sel.Name
	}
	return ""
}

// qualified is t with the model's own type names qualified by its package
// in a foreign mirror file, else t.
func (g *mpGen) qualified(t ast.Expr) ast.Expr {
	if g.qual == "" {
		return t
	}
	switch t := t.(type) {
	case *ast.Ident:
		if predeclared(t.Name) {
			return t
		}
		return &ast.SelectorExpr{X: ast.NewIdent(g.qual), Sel: ast.NewIdent(t.Name)}
	case *ast.ParenExpr:
		return &ast.ParenExpr{X: g.qualified(t.X)}
	case *ast.StarExpr:
		return &ast.StarExpr{X: g.qualified(t.X)}
	case *ast.ArrayType:
		return &ast.ArrayType{Len: t.Len, Elt: g.qualified(t.Elt)}
	case *ast.MapType:
		return &ast.MapType{Key: g.qualified(t.Key), Value: g.qualified(t.Value)}
	case *ast.StructType:
		fields := &ast.FieldList{}
		for _, f := range t.Fields.List {
			fields.List = append(fields.List, &ast.Field{Names: f.Names, Type: g.qualified(f.Type), Tag: f.Tag})
		}
		return &ast.StructType{Fields: fields}
	}
	return t
}
