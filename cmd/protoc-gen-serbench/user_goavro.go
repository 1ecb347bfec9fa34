package main

import (
	"fmt"
	"strings"

	"github.com/linkedin/goavro/v2"

	goavrocodec "github.com/serbench/serbench/codecs/goavro"
)

// goavro in user mode: the same Avro schemas as avro's (user_avro.go), for
// linkedin/goavro, which encodes and decodes natives rather than the
// model's structs. goavro_gen.go converts between the model and natives
// (untimed) and visits decoded natives for the read digest:
//   - a record is a map[string]any by the model's Go field names;
//   - a union with null (a message, a proto3 optional, wrapper, time or
//     oneof field) is nil or map[string]any{branch: value}, the branch
//     being the record's full name, the primitive's name or
//     long.timestamp-micros;
//   - int32 and enums are int32, int64 and uint32 int64, uint64 the
//     8-byte fixed (big-endian, as hamba/avro writes it), Timestamp a
//     time.Time (goavro's timestamp-micros: sub-microsecond digits are a
//     limit, validated on the run's messages), Duration an int64 of
//     nanoseconds;
//   - a list is a []any, a map (string keys) a map[string]any.
// The codec is left out wherever avro is (the schema is the same), and
// where goavro refuses a schema.

// goMsg is one message's goavro code: function bodies.
type goMsg struct {
	Name                string
	Native, From, Visit string
}

// userGoavro prepares goavro's code when the Avro schemas were written,
// else records why not in LeftOut, for both of goavro's codecs (binary and
// JSON), which share the code.
func (s *userSchema) userGoavro() bool {
	leftOut := func(why string) bool {
		s.LeftOut[goavrocodec.Name], s.LeftOut[goavrocodec.TextName] = why, why
		return false
	}
	if s.Avro == nil {
		return leftOut(s.LeftOut["avro"])
	}
	for _, m := range s.Avro.Msgs {
		if _, err := goavro.NewCodec(m.Schema); err != nil {
			return leftOut(fmt.Sprintf("goavro refuses the Avro schema of %s: %v", m.Name, err))
		}
	}
	s.Goavro = true
	s.quals["goavro"] = "github.com/serbench/serbench/codecs/goavro"
	return true
}

// GoavroMsgs is every message's goavro code.
func (s *userSchema) GoavroMsgs() []*goMsg {
	var out []*goMsg
	for _, m := range s.Messages {
		var native, from, visit strings.Builder
		for _, f := range m.Fields {
			switch f.Card {
			case "oneof":
				visit.WriteString("switch {\n")
				for _, c := range f.Oneof.Cases {
					gaField(&native, &from, c.Name, "optional", c.Elem)
					n := fmt.Sprintf("rec[%q]", c.Name)
					if c.Elem.IsPtr() {
						fmt.Fprintf(&visit, "case %s != nil:\nh.Len(%d)\nerr = goavrort.AvroVisitUnion(h, %s, %q, %s)\n", n, c.Number, n, gaBranch(c.Elem), gaVisitFunc(c.Elem))
					} else {
						fmt.Fprintf(&visit, "case %s != nil:\nh.Len(%d)\nerr = goavrort.AvroVisitIn(h, %s, %q, %s)\n", n, c.Number, n, gaBranch(c.Elem), gaVisitFunc(c.Elem))
					}
				}
				fmt.Fprintf(&visit, "default:\nh.Len(0)\n}\nif err != nil {\nreturn fmt.Errorf(%q, err)\n}\n", f.Name+": %w")
				continue
			case "single":
				if f.Elem.IsPtr() {
					gaField(&native, &from, f.Name, "optional", f.Elem)
				} else {
					gaField(&native, &from, f.Name, "single", f.Elem)
				}
			default:
				gaField(&native, &from, f.Name, f.Card, f.Elem)
			}
			n := fmt.Sprintf("rec[%q]", f.Name)
			var call string
			switch {
			case f.Card == "repeated":
				call = fmt.Sprintf("goavrort.AvroVisitList(h, %s, %s)", n, gaElemVisit(f.Elem))
			case f.Card == "map":
				call = fmt.Sprintf("goavrort.AvroVisitMap(h, %s, %s)", n, gaElemVisit(f.Elem))
			case f.Card == "optional" || f.Elem.IsPtr():
				call = fmt.Sprintf("goavrort.AvroVisitUnion(h, %s, %q, %s)", n, gaBranch(f.Elem), gaVisitFunc(f.Elem))
			default:
				call = fmt.Sprintf("%s(h, %s)", gaVisitFunc(f.Elem), n)
			}
			fmt.Fprintf(&visit, "if err := %s; err != nil {\nreturn fmt.Errorf(%q, err)\n}\n", call, f.Name+": %w")
		}
		out = append(out, &goMsg{Name: m.Name, Native: native.String(), From: from.String(), Visit: visit.String()})
	}
	return out
}

// gaField writes one field's conversions: to the native record (a map
// entry) and from it (a statement setting m's field from rec). card is
// single (a value without null), optional (a union with null: a pointer
// in the model), repeated or map.
func gaField(native, from *strings.Builder, name, card string, e *elem) {
	n := fmt.Sprintf("rec[%q]", name)
	var to, back string
	switch card {
	case "single":
		to, back = gaTo(e, "m."+name), fmt.Sprintf("%s(%s)", gaElemFrom(e), n) // a struct value's too (user_value.go)
	case "optional":
		to, back = gaUnion(e, "m."+name), gaFromUnion(e, n)
	case "repeated":
		to = fmt.Sprintf("goavrort.AvroList(m.%s, func(v %s) any { return %s })", name, e.model, gaElemTo(e, "v"))
		back = fmt.Sprintf("goavrort.AvroFromList(%s, %s)", n, gaElemFrom(e))
	case "map":
		to = fmt.Sprintf("goavrort.AvroMap(m.%s, func(v %s) any { return %s })", name, e.model, gaElemTo(e, "v"))
		back = fmt.Sprintf("goavrort.AvroFromMap(%s, %s)", n, gaElemFrom(e))
	}
	fmt.Fprintf(native, "%q: %s,\n", name, to)
	fmt.Fprintf(from, "if m.%s, err = %s; err != nil {\nreturn nil, fmt.Errorf(%q, err)\n}\n", name, back, name+": %w")
}

// gaBranch is the union branch of a value's Avro type (avroType's).
func gaBranch(e *elem) string {
	switch e.kind {
	case "message":
		return avroNamespace + "." + e.msg
	case "enum":
		return "int"
	case "timestamp":
		return "long.timestamp-micros"
	case "duration":
		return "long"
	}
	if e.scalar == "uint64" {
		return avroNamespace + "." + avroUint64
	}
	return avroScalar[e.scalar].(string)
}

// gaTo is the native of model value x, not null: a pointer kind's x is a
// non-nil pointer.
func gaTo(e *elem, x string) string {
	switch e.kind {
	case "message":
		return "goavroNative" + e.msg + "(" + e.Addr(x) + ")"
	case "enum":
		return "int32(" + x + ")"
	case "timestamp":
		return "*" + x
	case "duration":
		return "int64(*" + x + ")"
	case "wrapper":
		x = "*" + x
	}
	switch e.scalar {
	case "uint32":
		return "int64(" + x + ")"
	case "uint64":
		return "goavrort.AvroFixed64(" + x + ")"
	}
	return e.toWire(x)
}

// valType is the Go type of a value without its pointer: what a union's
// branch holds in the model.
func valType(e *elem) string {
	if e.IsPtr() {
		return strings.TrimPrefix(e.model, "*")
	}
	return e.model
}

// gaUnion is the native union of optional model value x (a pointer): nil
// when absent.
func gaUnion(e *elem, x string) string {
	inner := gaTo(e, "v")
	if !e.IsPtr() {
		inner = gaTo(e, "*v")
	}
	return fmt.Sprintf("goavrort.AvroUnionOf(%s, %q, func(v *%s) any { return %s })", x, gaBranch(e), valType(e), inner)
}

// gaElemTo is the native of a list element or map value x.
func gaElemTo(e *elem, x string) string {
	if e.IsPtr() {
		return gaUnion(e, x)
	}
	return gaTo(e, x)
}

// gaFromFunc is a function value from a native (not null) to the model's
// value without its pointer (a message's is its pointer).
func gaFromFunc(e *elem) string {
	switch e.kind {
	case "message":
		return "goavroFrom" + e.msg
	case "enum":
		return fmt.Sprintf("func(v any) (%s, error) { x, err := goavro.As[int32](v); return %s(x), err }", e.model, e.model)
	case "timestamp":
		return "goavro.As[time.Time]"
	case "duration":
		return "goavrort.AvroDuration"
	}
	switch e.scalar {
	case "uint32":
		return "goavrort.AvroUint32"
	case "uint64":
		return "goavrort.AvroUint64"
	}
	if e.goInt { // Go's int (user_int.go)
		return "func(v any) (int, error) { x, err := goavro.As[int64](v); return int(x), err }"
	}
	return "goavro.As[" + e.scalar + "]"
}

// gaFromUnion converts native union n to the model's optional value.
func gaFromUnion(e *elem, n string) string {
	if e.kind == "message" {
		return fmt.Sprintf("goavrort.AvroFromUnionPtr(%s, %q, %s)", n, gaBranch(e), gaFromFunc(e))
	}
	return fmt.Sprintf("goavrort.AvroFromUnion(%s, %q, %s)", n, gaBranch(e), gaFromFunc(e))
}

// gaElemFrom is a function value from a list element's or map value's
// native to the model's.
func gaElemFrom(e *elem) string {
	if e.IsPtr() {
		return fmt.Sprintf("func(v any) (%s, error) { return %s }", e.model, gaFromUnion(e, "v"))
	}
	if e.wrapGo != "" { // a wrapped list's, user_wraparray.go
		return fmt.Sprintf("func(v any) (%s, error) {\nm, err := %s(v)\nif err != nil {\nvar z %s\nreturn z, err\n}\nreturn %s\n}",
			e.model, gaFromFunc(e), e.model, e.wrapFromErr("m"))
	}
	if e.value {
		return fmt.Sprintf("func(v any) (%s, error) { m, err := %s(v); return rt.Deref(m), err }", e.model, gaFromFunc(e))
	}
	return gaFromFunc(e)
}

// gaVisitFunc is the visit of a native value (not null) as the model's
// digest feeds it (a pointer kind's without its presence).
func gaVisitFunc(e *elem) string {
	switch e.kind {
	case "message":
		return "goavroVisit" + e.msg
	case "enum":
		return "goavrort.AvroVisitInt32"
	case "timestamp":
		return "goavrort.AvroVisitTime"
	case "duration":
		return "goavrort.AvroVisitDuration"
	}
	return map[string]string{
		"bool": "goavrort.AvroVisitBool", "int32": "goavrort.AvroVisitInt32", "int64": "goavrort.AvroVisitInt64",
		"uint32": "goavrort.AvroVisitUint32", "uint64": "goavrort.AvroVisitUint64", "float32": "goavrort.AvroVisitFloat32",
		"float64": "goavrort.AvroVisitFloat64", "string": "goavrort.AvroVisitString", "[]byte": "goavrort.AvroVisitBytes",
	}[e.scalar]
}

// gaElemVisit is the visit of a list element's or map value's native,
// with its presence for a pointer kind.
func gaElemVisit(e *elem) string {
	if e.IsPtr() {
		return fmt.Sprintf("func(h *digest.Hasher, v any) error { return goavrort.AvroVisitUnion(h, v, %q, %s) }", gaBranch(e), gaVisitFunc(e))
	}
	return gaVisitFunc(e)
}
