package goschema

import (
	"fmt"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"
)

// kind is what a Go type becomes in the schema.
type kind int

const (
	kScalar   kind = iota // a proto scalar (not bytes)
	kBytes                // []byte, [N]byte, named byte slices
	kTime                 // time.Time → google.protobuf.Timestamp
	kDuration             // time.Duration → google.protobuf.Duration
	kMessage              // a struct → its message
	kList                 // a slice or array → repeated
	kMap                  // a map → map<k, v>
)

// ptype is a Go type at one place of a struct and its schema form.
type ptype struct {
	kind  kind
	ptr   bool       // the Go type is a pointer to goT (presence)
	goT   types.Type // the Go type (the pointee when ptr), aliases resolved
	basic types.BasicKind
	// scalar is the proto scalar type (kScalar, kBytes).
	scalar string
	array  int64 // kList, kBytes: the array length, or -1 for a slice
	elem   *ptype
	key    *ptype
	msg    *message
	// wrap is the wrapper message's name, when the list or map is itself a
	// list element or a map value (set as names are given).
	wrap string
}

// message is a struct type's message, or a wrapper's.
type message struct {
	name   string     // the proto name (set as names are given)
	goName string     // protoc-gen-go's name of it
	goT    types.Type // the struct type (a *types.Named or an anonymous *types.Struct)
	named  *types.Named
	anon   string // for an anonymous struct: the parent's message and field (Parent_Field)
	fields []*field
	// items are, in field order, the problems of its fields and the
	// messages they reach, from which a root's first problem is found.
	items []item
	// wrapper messages: the list or map they carry, as field 1.
	wrapOf *ptype
	index  int // discovery order
}

// item is a problem of a message's own fields, or an edge to another
// message.
type item struct {
	rel     string // the Go path from the message, e.g. ".Items[].Meta"
	problem string // why it has no schema ("" for an edge)
	target  *message
}

// field is one field of a message.
type field struct {
	name   string // proto field name
	number int
	goSel  string // the selector from the struct value, e.g. "Base.ID"
	t      *ptype
	goName string // protoc-gen-go's name of the field
	json   string // encoding/json's name of the field
	omit   bool   // encoding/json leaves it out when empty (omitempty)
}

// analyzer walks Go types into messages.
type analyzer struct {
	pkg *types.Package // the user's package
	// durationAsInt64 maps time.Duration as the int64 it is.
	durationAsInt64 bool
	named           map[string]*message
	messages        []*message
}

func newAnalyzer(pkg *types.Package) *analyzer {
	return &analyzer{pkg: pkg, named: map[string]*message{}}
}

func isTimeType(t types.Type, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	o := n.Obj()
	return o.Pkg() != nil && o.Pkg().Path() == "time" && o.Name() == name
}

// typeKey identifies a named type (with its type arguments).
func typeKey(n *types.Named) string {
	return types.TypeString(n, func(p *types.Package) string { return p.Path() })
}

// structMessage is the message of the named struct type n, analysed the
// first time it is reached.
func (a *analyzer) structMessage(n *types.Named) *message {
	k := typeKey(n)
	if m := a.named[k]; m != nil {
		return m
	}
	m := &message{goT: n, named: n, index: len(a.messages)}
	a.named[k] = m
	a.messages = append(a.messages, m)
	a.fillStruct(m, n.Underlying().(*types.Struct))
	return m
}

// anonMessage is the message of an anonymous struct at field parent.field.
func (a *analyzer) anonMessage(s *types.Struct, name string) *message {
	m := &message{goT: s, anon: name, index: len(a.messages)}
	a.messages = append(a.messages, m)
	a.fillStruct(m, s)
	return m
}

// jsonField is a field of a struct as encoding/json sees it, embedded
// structs flattened.
type jsonField struct {
	name      string
	tagged    bool
	omitEmpty bool // the tag's omitempty
	index     []int
	vars      []*types.Var // the fields along index
}

// structFields lists s's fields as encoding/json does (embedded structs
// promoted, the dominant field of each name kept), in index order. An
// embedded pointer to a struct is not promoted: it is a field named after
// its type, so that its nil survives. Unexported fields are returned in
// problems.
func structFields(s *types.Struct) (fields []jsonField, problems []item) {
	type level struct {
		st    *types.Struct
		index []int
		vars  []*types.Var
	}
	current := []level{}
	next := []level{{st: s}}
	count := map[*types.Struct]int{}
	nextCount := map[*types.Struct]int{}
	visited := map[*types.Struct]bool{}
	var all []jsonField
	for len(next) > 0 {
		current, next = next, current[:0]
		count, nextCount = nextCount, map[*types.Struct]int{}
		for _, f := range current {
			if visited[f.st] {
				continue
			}
			visited[f.st] = true
			for i := range f.st.NumFields() {
				sf := f.st.Field(i)
				tag := reflect.StructTag(f.st.Tag(i)).Get("json")
				index := append(slices.Clip(f.index), i)
				vars := append(slices.Clip(f.vars), sf)
				ft := types.Unalias(sf.Type())
				embStruct := false
				if sf.Anonymous() && !isTimeType(ft, "Time") {
					if _, ok := ft.Underlying().(*types.Struct); ok {
						embStruct = true
					}
				}
				if !sf.Exported() && !embStruct {
					problems = append(problems, item{rel: goPath(vars), problem: "unexported field (no codec can see it)"})
					continue
				}
				if tag == "-" {
					continue
				}
				name, opts, _ := strings.Cut(tag, ",")
				omitEmpty := slices.Contains(strings.Split(opts, ","), "omitempty")
				if !validJSONTag(name) {
					name = ""
				}
				if name != "" || !embStruct {
					jf := jsonField{name: name, tagged: name != "", omitEmpty: omitEmpty, index: index, vars: vars}
					if jf.name == "" {
						jf.name = sf.Name()
					}
					all = append(all, jf)
					if count[f.st] > 1 {
						// As encoding/json: twice, so that the
						// annihilation below drops it.
						all = append(all, all[len(all)-1])
					}
					continue
				}
				st := ft.Underlying().(*types.Struct)
				nextCount[st]++
				if nextCount[st] == 1 {
					next = append(next, level{st: st, index: index, vars: vars})
				}
			}
		}
	}
	slices.SortStableFunc(all, func(x, y jsonField) int {
		if c := strings.Compare(x.name, y.name); c != 0 {
			return c
		}
		if c := len(x.index) - len(y.index); c != 0 {
			return c
		}
		if x.tagged != y.tagged {
			if x.tagged {
				return -1
			}
			return 1
		}
		return slices.Compare(x.index, y.index)
	})
	for i := 0; i < len(all); {
		j := i + 1
		for j < len(all) && all[j].name == all[i].name {
			j++
		}
		group := all[i:j]
		i = j
		if len(group) == 1 {
			fields = append(fields, group[0])
			continue
		}
		// The fields encoding/json drops hold values that would not come
		// back: the type cannot be carried exactly.
		var lost []item
		if len(group[0].index) < len(group[1].index) || (group[0].tagged && !group[1].tagged) {
			fields = append(fields, group[0])
			for _, f := range group[1:] {
				lost = append(lost, item{rel: goPath(f.vars), problem: fmt.Sprintf("hidden by field %s (encoding/json drops it too)", goPath(group[0].vars)[1:])})
			}
		} else {
			for k, f := range group {
				other := group[(k+1)%len(group)]
				why := fmt.Sprintf("clashes with field %s at the same depth (encoding/json drops both)", goPath(other.vars)[1:])
				if slices.Equal(f.index, other.index) {
					why = "its struct is embedded twice at the same depth (encoding/json drops it)"
				}
				lost = append(lost, item{rel: goPath(f.vars), problem: why})
			}
		}
		problems = append(problems, lost...)
	}
	slices.SortFunc(fields, func(x, y jsonField) int { return slices.Compare(x.index, y.index) })
	slices.SortStableFunc(problems, func(x, y item) int { return strings.Compare(x.rel, y.rel) })
	return fields, problems
}

// validJSONTag is encoding/json's test of a tag's name.
func validJSONTag(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !isLetter(c) && !isDigit(c):
			return false
		}
	}
	return true
}

func isLetter(c rune) bool { return c == '_' || unicode.IsLetter(c) }

func isDigit(c rune) bool { return c >= '0' && c <= '9' }

// goPath is the selector path of vars, e.g. ".Base.ID".
func goPath(vars []*types.Var) string {
	var b strings.Builder
	for _, v := range vars {
		b.WriteString(".")
		b.WriteString(v.Name())
	}
	return b.String()
}

// fillStruct analyses the fields of m's struct s.
func (a *analyzer) fillStruct(m *message, s *types.Struct) {
	fields, problems := structFields(s)
	m.items = append(m.items, problems...)
	taken := map[string]bool{}
	for _, jf := range fields {
		rel := goPath(jf.vars)
		sel, problem := a.selector(m, jf)
		if problem != "" {
			m.items = append(m.items, item{rel: rel, problem: problem})
			continue
		}
		last := jf.vars[len(jf.vars)-1]
		pt := a.analyze(last.Type(), rel, m, last.Name())
		f := &field{name: uniqueFieldName(snakeCase(protoIdent(jf.name)), taken), number: len(m.fields) + 1, goSel: sel, t: pt, json: jf.name, omit: jf.omitEmpty}
		m.fields = append(m.fields, f)
	}
}

// selector is the Go selector of jf from a value of m's type: the full
// path through embedded fields, or the promoted name when an embedded
// field on the way is unexported (and the promotion reaches the same
// field).
func (a *analyzer) selector(m *message, jf jsonField) (string, string) {
	full := strings.TrimPrefix(goPath(jf.vars), ".")
	if len(jf.vars) == 1 {
		return full, ""
	}
	for _, v := range jf.vars[:len(jf.vars)-1] {
		if _, ok := types.Unalias(v.Type()).(*types.Pointer); ok {
			return "", "embedded pointer on the way" // not reached: pointers are not promoted
		}
		if !v.Exported() {
			last := jf.vars[len(jf.vars)-1]
			obj, index, _ := types.LookupFieldOrMethod(m.goT, true, a.pkg, last.Name())
			if obj == last && slices.Equal(index, jf.index) {
				return last.Name(), ""
			}
			return "", fmt.Sprintf("promoted through unexported embedded field %s, and Go's selector %s reaches another field", v.Name(), last.Name())
		}
	}
	return full, ""
}

// analyze maps the Go type t found at rel (a path from message m's type)
// to its schema form, recording problems and edges on m; fieldName names
// the field's anonymous structs.
func (a *analyzer) analyze(t types.Type, rel string, m *message, fieldName string) *ptype {
	t = types.Unalias(t)
	fail := func(format string, args ...any) *ptype {
		m.items = append(m.items, item{rel: rel, problem: fmt.Sprintf(format, args...)})
		return &ptype{kind: kScalar, scalar: "bool", goT: t}
	}
	if p, ok := t.(*types.Pointer); ok {
		e := types.Unalias(p.Elem())
		switch e.Underlying().(type) {
		case *types.Pointer:
			return fail("%s has no schema (a pointer to a pointer)", a.typeString(t))
		case *types.Slice, *types.Array, *types.Map:
			return fail("%s has no schema (a pointer to a slice, array or map)", a.typeString(t))
		}
		pt := a.analyze(e, rel, m, fieldName)
		pt.ptr = true
		return pt
	}
	if isTimeType(t, "Time") {
		return &ptype{kind: kTime, goT: t}
	}
	if isTimeType(t, "Duration") && !a.durationAsInt64 {
		return &ptype{kind: kDuration, goT: t}
	}
	if n, ok := t.(*types.Named); ok {
		if n.TypeParams().Len() > n.TypeArgs().Len() {
			return fail("%s has no schema (a generic type)", a.typeString(t))
		}
		if !n.Obj().Exported() {
			return fail("type %s is unexported: the conversions cannot name it", a.typeString(t))
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		s, ok := scalarOf(u.Kind())
		if !ok {
			what := "a complex number"
			if u.Kind() == types.UnsafePointer {
				what = "unsafe.Pointer"
			}
			return fail("%s has no schema (%s)", a.typeString(t), what)
		}
		return &ptype{kind: kScalar, goT: t, basic: u.Kind(), scalar: s}
	case *types.Slice:
		if isByte(u.Elem()) {
			return &ptype{kind: kBytes, goT: t, scalar: "bytes", array: -1}
		}
		return a.list(t, u.Elem(), -1, rel, m, fieldName)
	case *types.Array:
		if isByte(u.Elem()) {
			return &ptype{kind: kBytes, goT: t, scalar: "bytes", array: u.Len()}
		}
		return a.list(t, u.Elem(), u.Len(), rel, m, fieldName)
	case *types.Map:
		kt := types.Unalias(u.Key())
		kb, ok := kt.Underlying().(*types.Basic)
		ks := ""
		if ok {
			ks, ok = scalarOf(kb.Kind())
		}
		if !ok || ks == "float" || ks == "double" {
			return fail("map key type %s is not a string, integer or bool", a.typeString(kt))
		}
		if n, isNamed := kt.(*types.Named); isNamed && !n.Obj().Exported() {
			return fail("type %s is unexported: the conversions cannot name it", a.typeString(kt))
		}
		key := &ptype{kind: kScalar, goT: kt, basic: kb.Kind(), scalar: ks}
		val := a.analyze(u.Elem(), rel+"[]", m, fieldName)
		return &ptype{kind: kMap, goT: t, key: key, elem: val}
	case *types.Struct:
		var target *message
		if n, ok := t.(*types.Named); ok {
			target = a.structMessage(n)
		} else {
			target = a.anonMessage(u, m.baseName()+"_"+fieldName)
		}
		m.items = append(m.items, item{rel: rel, target: target})
		return &ptype{kind: kMessage, goT: t, msg: target}
	case *types.Interface:
		return fail("%s has no schema (an interface)", a.typeString(t))
	case *types.Chan:
		return fail("%s has no schema (a channel)", a.typeString(t))
	case *types.Signature:
		return fail("%s has no schema (a func)", a.typeString(t))
	}
	return fail("%s has no schema", a.typeString(t))
}

func (a *analyzer) list(t, elem types.Type, n int64, rel string, m *message, fieldName string) *ptype {
	e := a.analyze(elem, rel+"[]", m, fieldName)
	return &ptype{kind: kList, goT: t, elem: e, array: n}
}

// baseName is the name m's anonymous children's names start with.
func (m *message) baseName() string {
	if m.named != nil {
		return m.named.Obj().Name()
	}
	return m.anon
}

func isByte(t types.Type) bool {
	return types.Identical(types.Unalias(t), types.Typ[types.Uint8])
}

// scalarOf is the proto scalar type of a Go basic kind.
func scalarOf(k types.BasicKind) (string, bool) {
	switch k {
	case types.Bool:
		return "bool", true
	case types.String:
		return "string", true
	case types.Int8, types.Int16, types.Int32:
		return "int32", true
	case types.Int, types.Int64:
		return "int64", true
	case types.Uint8, types.Uint16, types.Uint32:
		return "uint32", true
	case types.Uint, types.Uint64, types.Uintptr:
		return "uint64", true
	case types.Float32:
		return "float", true
	case types.Float64:
		return "double", true
	}
	return "", false
}

// typeString writes t as the user would, package-qualified but for the
// user's own package.
func (a *analyzer) typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == a.pkg {
			return ""
		}
		return p.Name()
	})
}

// protoIdent makes s a proto identifier that every schema language the
// pipeline writes takes: ASCII letters, digits and _, starting with a
// letter (other characters become _, leading _ are dropped, and a name
// that would start with a digit, or be empty, gets the prefix f).
func protoIdent(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c < 0x80 && (isLetter(c) || isDigit(c)) {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	out := strings.TrimLeft(b.String(), "_")
	if out == "" || isDigit(rune(out[0])) {
		out = "f" + out
	}
	return out
}

// snakeCase writes a field name in proto's style, lower snake_case, the
// only style in which every schema language of the pipeline (flatc's and
// capnpc-go's Go names, protoc-gen-serbench's) spells it the same way:
// UserID → user_id, HTTPServer → http_server, userId → user_id,
// created_by and weird_name stay. Runs of _ become one; s is a protoIdent.
func snakeCase(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		upper := r >= 'A' && r <= 'Z'
		if upper && i > 0 {
			prev := rs[i-1]
			lowerOrDigit := (prev >= 'a' && prev <= 'z') || isDigit(prev)
			// The last capital of an acronym starts the next word
			// (HTTPServer), unless what follows is a plural s (IDs).
			lower := func(j int) bool { return j < len(rs) && rs[j] >= 'a' && rs[j] <= 'z' }
			plural := i+1 < len(rs) && rs[i+1] == 's' && !lower(i+2)
			acronymEnd := prev >= 'A' && prev <= 'Z' && lower(i+1) && !plural
			if lowerOrDigit || acronymEnd {
				b.WriteByte('_')
			}
		}
		if r == '_' && strings.HasSuffix(b.String(), "_") {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.Trim(b.String(), "_")
}

// uniqueFieldName returns name, or name_2, name_3, ... so that no two
// fields of a message share a name, a JSON name or a Go name (compared
// without case and underscores, which protoc-gen-go's and protojson's
// names drop).
func uniqueFieldName(name string, taken map[string]bool) string {
	key := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "")) }
	out := name
	for i := 2; taken[key(out)]; i++ {
		out = fmt.Sprintf("%s_%d", name, i)
	}
	taken[key(out)] = true
	return out
}

// byValue reports whether t is a struct value held by value, or a list or
// map of them (Field.ByValue).
func (t *ptype) byValue() bool {
	if t.kind == kList || t.kind == kMap {
		t = t.elem
	}
	return t.kind == kMessage && !t.ptr
}
