package main

import (
	"bytes"
	"embed"
	"fmt"
	"go/format"
	"regexp"
	"slices"
	"strings"
	"text/template"
)

// The Go code of each operation on one value of an elem, which the user
// templates place in the loops and branches of each field's cardinality
// (single, optional, repeated, map, oneof). m is the model's value, p
// protoc-gen-go's.

// Model is the model's Go type of the value.
func (e *elem) Model() string { return e.model }

// Ptr is the model's Go type of an optional value: a pointer, which
// messages and times are already.
func (e *elem) Ptr() string {
	if e.IsPtr() {
		return e.model
	}
	return "*" + e.model
}

// IsPtr reports whether the model's value is a pointer (nil is absent).
func (e *elem) IsPtr() bool {
	if e.value {
		return false // a struct value (user_value.go)
	}
	return e.kind == "message" || e.kind == "timestamp" || e.kind == "duration" || e.kind == "wrapper"
}

// scalarHash feeds a scalar of Go type t.
func scalarHash(t, x string) string {
	switch t {
	case "bool":
		return "h.Bool(" + x + ")"
	case "int32", "int64":
		return "h.Int64(int64(" + x + "))"
	case "uint32", "uint64":
		return "h.Uint64(uint64(" + x + "))"
	case "float32", "float64":
		return "h.Float64(float64(" + x + "))"
	case "string":
		return "h.String(" + x + ")"
	case "[]byte":
		return "h.Bytes(" + x + ")"
	}
	panic("scalarHash: " + t)
}

// Hash feeds model value x to h.
func (e *elem) Hash(x string) string {
	switch e.kind {
	case "scalar":
		return scalarHash(e.scalar, x)
	case "enum":
		return "h.Int64(int64(" + x + "))"
	case "message":
		if e.value {
			return "hash" + e.msg + "(h, " + e.Addr(x) + ")" // no presence: a value is there
		}
		return "hashOpt" + e.msg + "(h, " + x + ")"
	case "timestamp":
		return "rt.HashTime(h, " + x + ")"
	case "duration":
		return "rt.HashDuration(h, " + x + ")"
	}
	return fmt.Sprintf("if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\n%s\n}", x, scalarHash(e.scalar, "*"+x))
}

// Visit feeds protoc-gen-go value x to h as Hash does the model's.
func (e *elem) Visit(x string) string {
	switch e.kind {
	case "scalar":
		return scalarHash(e.scalar, x)
	case "enum":
		return "h.Int64(int64(" + x + "))"
	case "message":
		if e.value {
			return "visit" + e.msg + "PB(h, " + x + ")" // nil (never decoded) reads as the zero value
		}
		return "visitOpt" + e.msg + "PB(h, " + x + ")"
	case "timestamp":
		return "pbrt.VisitTimestamp(h, " + x + ")"
	case "duration":
		return "pbrt.VisitDuration(h, " + x + ")"
	}
	return fmt.Sprintf("if %s == nil {\nh.Len(0)\n} else {\nh.Len(1)\n%s\n}", x, scalarHash(e.scalar, x+".GetValue()"))
}

// ToPB converts model value x to protoc-gen-go's.
func (e *elem) ToPB(x string) string {
	switch e.kind {
	case "scalar":
		return e.toWire(x)
	case "enum":
		return e.pb + "(" + x + ")"
	case "message":
		return "to" + e.msg + "PB(" + e.Addr(x) + ")"
	case "timestamp":
		return "pbrt.TimestampPB(" + x + ")"
	case "duration":
		return "pbrt.DurationPB(" + x + ")"
	}
	return "rt.Wrap(" + x + ", " + e.wrap + ")"
}

// FromPB converts protoc-gen-go value x to the model's.
func (e *elem) FromPB(x string) string {
	switch e.kind {
	case "scalar":
		return e.fromWire(x)
	case "enum":
		return e.model + "(" + x + ")"
	case "message":
		return e.FromPtr("from" + e.msg + "PB(" + x + ")")
	case "timestamp":
		return "pbrt.TimeOf(" + x + ")"
	case "duration":
		return "pbrt.DurationOf(" + x + ")"
	}
	return "rt.Unwrap(" + x + ", (" + e.pb + ").GetValue)"
}

// Same reports whether the model's and protoc-gen-go's types are the
// same, so that lists and maps are shared rather than copied (as the
// built-in datasets do).
func (e *elem) Same() bool { return e.kind == "scalar" && !e.goInt }

// ToFunc is ToPB as a function value, for lists and maps.
func (e *elem) ToFunc() string {
	if e.kind == "message" && !e.value {
		return "to" + e.msg + "PB"
	}
	return fmt.Sprintf("func(v %s) %s { return %s }", e.model, e.pb, e.ToPB("v"))
}

// FromFunc is FromPB as a function value.
func (e *elem) FromFunc() string {
	if e.kind == "message" && !e.value {
		return "from" + e.msg + "PB"
	}
	return fmt.Sprintf("func(v %s) %s { return %s }", e.pb, e.model, e.FromPB("v"))
}

// scalarEq is the equality of a scalar type, as a function value.
func scalarEq(t string) string {
	switch t {
	case "float32", "float64":
		return "rt.EqFloat[" + t + "]"
	case "[]byte":
		return "rt.EqBytes"
	}
	return "rt.Eq[" + t + "]"
}

// EqFunc is the equality of two model values, as a function value.
func (e *elem) EqFunc() string {
	switch e.kind {
	case "scalar":
		return scalarEq(e.goScalar())
	case "enum":
		return "rt.Eq[" + e.model + "]"
	case "message":
		if e.value {
			return fmt.Sprintf("func(a, b %s) bool { return eq%s(%s, %s) }", e.model, e.msg, e.Addr("a"), e.Addr("b"))
		}
		return "eq" + e.msg
	case "timestamp":
		return "rt.EqTime"
	case "duration":
		return "rt.EqDuration"
	}
	return fmt.Sprintf("func(a, b %s) bool { return rt.EqPtr(a, b, %s) }", e.model, scalarEq(e.scalar))
}

// PtrEqFunc is the equality of two optional model values (Ptr).
func (e *elem) PtrEqFunc() string {
	if e.IsPtr() {
		return e.EqFunc()
	}
	return fmt.Sprintf("func(a, b %s) bool { return rt.EqPtr(a, b, %s) }", e.Ptr(), e.EqFunc())
}

// Keys lists a map's keys in order.
func (e *elem) Keys(x string) string {
	if e.scalar == "bool" {
		return "rt.BoolKeys(" + x + ")"
	}
	return "rt.Keys(" + x + ")"
}

//go:embed templates/user/*.tmpl
var userTemplateFS embed.FS

var userTemplates = template.Must(template.New("").ParseFS(userTemplateFS, "templates/user/*.tmpl"))

// render executes a user template, adds the imports its code uses and
// gofmts it.
func (s *userSchema) render(names ...string) ([]byte, error) { return s.renderWith("", names...) }

// renderWith is render with extra code after the templates' (the dataset
// flavor's offers).
func (s *userSchema) renderWith(extra string, names ...string) ([]byte, error) {
	var body bytes.Buffer
	for _, name := range names {
		if err := userTemplates.ExecuteTemplate(&body, name, s); err != nil {
			return nil, err
		}
	}
	body.WriteString(extra)
	src := body.String()
	quals := map[string]string{
		"time":       "time",
		"fmt":        "fmt",
		"easyjson":   "github.com/serbench/serbench/codecs/easyjson",
		"digest":     "github.com/serbench/serbench/digest",
		"userproto":  "github.com/serbench/serbench/userproto",
		"rt":         "github.com/serbench/serbench/rt",
		"pbrt":       "github.com/serbench/serbench/rt/pbrt",
		"symrt":      "github.com/serbench/serbench/rt/symrt",
		"jxrt":       "github.com/serbench/serbench/rt/jxrt",
		"fastjsonrt": "github.com/serbench/serbench/rt/fastjsonrt",
		"baselinert": "github.com/serbench/serbench/rt/baselinert",
		"musrt":      "github.com/serbench/serbench/rt/musrt",
		"goavrort":   "github.com/serbench/serbench/rt/goavrort",
		"fbrt":       "github.com/serbench/serbench/rt/fbrt",
		"suite":      "github.com/serbench/serbench/suite",
		"pbcodec":    "github.com/serbench/serbench/codecs/protobuf",
		"symcodec":   "github.com/serbench/serbench/codecs/symphony",
		"gogofaster": "github.com/serbench/serbench/codecs/gogofaster",
		"math":       "math",
		"jx":         "github.com/serbench/serbench/codecs/jx",
		"fastjson":   "github.com/serbench/serbench/codecs/fastjson",
		"baseline":   "github.com/serbench/serbench/codecs/baseline",
		"muscodec":   "github.com/serbench/serbench/codecs/mus",
		"ord":        "github.com/mus-format/mus-go/ord",
		"varint":     "github.com/mus-format/mus-go/varint",
		"raw":        "github.com/mus-format/mus-go/raw",
	}
	for q, p := range s.quals {
		quals[q] = p
	}
	// A qualifier is used when the code, not a comment, names it.
	code := regexp.MustCompile(`(?m)^\s*//.*$`).ReplaceAllString(src, "")
	var imports []string
	for q, p := range quals {
		if regexp.MustCompile(`[^\w.]` + regexp.QuoteMeta(q) + `\.`).MatchString(code) {
			imports = append(imports, fmt.Sprintf("%s %q", q, p))
		}
	}
	slices.Sort(imports)
	if len(imports) > 0 {
		pkg := strings.Index(src, "\npackage ")
		end := pkg + 1 + strings.Index(src[pkg+1:], "\n")
		src = src[:end] + "\n\nimport (\n" + strings.Join(imports, "\n") + "\n)\n" + src[end:]
	}
	out, err := format.Source([]byte(src))
	if err != nil {
		return nil, fmt.Errorf("generated code does not parse: %w\n%s", err, src)
	}
	return out, nil
}
