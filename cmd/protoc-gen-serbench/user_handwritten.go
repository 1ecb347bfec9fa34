package main

import (
	"fmt"
	"strconv"
	"strings"
)

// The hand-written codecs in user mode: jx (jx_gen.go), fastjson
// (fastjson_gen.go) and the baseline (baseline_gen.go), the code a person
// writes by hand for each message type, written here from the descriptors
// as the built-in datasets' templates write it from theirs. They need no
// compiler of their own, so each is on unless its code did not compile in
// an earlier build of the schema (jx=build, ...), when it is left out with
// that reason.
//
// The JSON of jx and fastjson is the model's as encoding/json writes it:
// the .proto field names, omitempty's rule (a zero scalar, an empty
// string, list or map and a nil pointer are left out; -0 is written), a
// oneof one member per case, at most one set, a Timestamp in RFC 3339, a
// Duration its nanoseconds, bytes base64, an enum its number; where
// encoding/json has no form, a NaN or infinite float is the string "NaN",
// "Infinity" or "-Infinity" (as protojson writes it) and a map's integer
// or bool keys are decimal or "true"/"false" strings (rt's jxrt and
// fastjsonrt). Map entries go in Go's map order, as hand-written code
// ranges over a map.
//
// The baseline's layout is codecs/baseline's: fixed-width little-endian
// scalars (bool a byte, int32, uint32, float32 and an enum 4 bytes),
// length-prefixed strings and bytes, a count before a list or map, a
// presence byte before every pointer (message, optional, Timestamp as
// seconds and nanoseconds, Duration as nanoseconds, wrapper), and a oneof
// one byte naming its set case (0 for none) and then the case's value.

// Why a hand-written codec is left out, by its plugin option's value.
var handWhy = map[string]string{
	"build": "serbench's code for the schema did not compile (serbench says why as it builds)",
}

// setHandwritten records the options of jx, fastjson and the baseline.
func (s *userSchema) setHandwritten(o userOptions) {
	s.Jx = s.handOn("jx", o.jx)
	s.Fastjson = s.handOn("fastjson", o.fastjson)
	if !s.Fastjson {
		s.LeftOut["fastjson+reuse"] = s.LeftOut["fastjson"] // the same code
	}
	s.Baseline = s.handOn("baseline", o.baseline)
	s.Mus = s.handOn("mus", o.mus)
	if s.Baseline {
		for _, m := range s.Messages {
			for _, f := range m.Fields {
				if f.Card == "oneof" && len(f.Oneof.Cases) > 255 {
					s.Baseline = false
					s.LeftOut["baseline"] = fmt.Sprintf("%s: a oneof of %d cases (the baseline names the case in one byte)", m.FullName, len(f.Oneof.Cases))
				}
			}
		}
	}
}

// handOn reports whether codec's code is written (option "on"), else
// records why not.
func (s *userSchema) handOn(codec, opt string) bool {
	if why := optWhy(opt, handWhy); why != "" {
		s.LeftOut[codec] = why
		return false
	}
	return true
}

// Val is the value of a oneof case's or optional field's model pointer x:
// x itself when the value is a pointer already, else *x.
func (e *elem) Val(x string) string {
	if e.IsPtr() {
		return x
	}
	return "*" + x
}

// Nilable reports whether a single field's model value can be nil (a
// pointer kind, bytes), which encoding/json writes as null.
func (e *elem) Nilable() bool { return e.IsPtr() || e.kind == "scalar" && e.scalar == "[]byte" }

// JSONSet is the condition under which encoding/json's omitempty writes a
// single field's model value x (floats by their bits, so that -0 is
// written).
func (e *elem) JSONSet(x string) string {
	switch {
	case e.IsPtr():
		return x + " != nil"
	case e.kind == "enum":
		return x + " != 0"
	}
	switch e.scalar {
	case "bool":
		return x
	case "string":
		return x + ` != ""`
	case "[]byte":
		return "len(" + x + ") > 0"
	case "float32", "float64":
		return "math.Float64bits(float64(" + x + ")) != 0"
	}
	return x + " != 0"
}

// KeyText is map key x as a JSON member name.
func (e *elem) KeyText(x string) string {
	if e.scalar == "string" {
		return x
	}
	return "rt.KeyText(" + x + ")"
}

// jxScalar is jx's Encoder and Decoder method of a scalar type, or the
// helper of a float.
var jxScalar = map[string]string{
	"bool": "Bool", "int32": "Int32", "int64": "Int64", "uint32": "UInt32", "uint64": "UInt64",
	"string": "Str", "[]byte": "Base64",
	"int": "Int", // Go's int in a dataset's model (user_int.go)
}

func jxScalarEnc(t, x string) string {
	switch t {
	case "float32":
		return "jxrt.JxFloat32(w, " + x + ")"
	case "float64":
		return "jxrt.JxFloat64(w, " + x + ")"
	}
	return "w." + jxScalar[t] + "(" + x + ")"
}

func jxScalarDecFunc(t string) string {
	switch t {
	case "float32":
		return "jxrt.JxReadFloat32"
	case "float64":
		return "jxrt.JxReadFloat64"
	}
	return "(*jx.Decoder)." + jxScalar[t]
}

// JxEnc writes model value x to the jx.Encoder w.
func (e *elem) JxEnc(x string) string {
	if e.wrapGo != "" {
		return e.wrapJxEnc(x) // user_wrapgo.go
	}
	switch e.kind {
	case "scalar":
		return jxScalarEnc(e.goScalar(), x)
	case "enum":
		return "w.Int32(int32(" + x + "))"
	case "message":
		return "jxEncode" + e.msg + "(w, " + e.Addr(x) + ")"
	case "timestamp":
		return "jx.Time(w, " + x + ")"
	case "duration":
		return "jxrt.JxDuration(w, " + x + ")"
	}
	return fmt.Sprintf("if %s == nil {\nw.Null()\n} else {\n%s\n}", x, jxScalarEnc(e.goScalar(), "*"+x))
}

// JxEncSet writes a single field's model value x that JSONSet says is
// set: a wrapper's nil check is done.
func (e *elem) JxEncSet(x string) string {
	if e.kind == "wrapper" {
		return jxScalarEnc(e.scalar, "*"+x)
	}
	return e.JxEnc(x)
}

// JxDecFunc reads a model value from a jx.Decoder, as a function value.
func (e *elem) JxDecFunc() string {
	if e.wrapGo != "" {
		return e.wrapJxDecFunc() // user_wrapgo.go
	}
	switch e.kind {
	case "scalar":
		return jxScalarDecFunc(e.goScalar())
	case "enum":
		return "jxrt.JxEnum[" + e.model + "]"
	case "message":
		if e.value {
			return "jxDecodeVal" + e.msg // user_value.go.tmpl
		}
		return "jxDecode" + e.msg
	case "timestamp":
		return "jx.DecodeTime"
	case "duration":
		return "jxrt.JxReadDuration"
	}
	return fmt.Sprintf("func(d *jx.Decoder) (%s, error) { return jxrt.JxPtr(d, %s) }", e.model, jxScalarDecFunc(e.goScalar()))
}

// JxDec reads a model value from the jx.Decoder d: (value, error).
func (e *elem) JxDec() string {
	if e.kind == "scalar" && jxScalar[e.goScalar()] != "" {
		return "d." + jxScalar[e.goScalar()] + "()"
	}
	return e.JxDecFunc() + "(d)"
}

// fjScalarEnc builds a scalar's fastjson.Value in Arena a.
func fjScalarEnc(t, x string) string {
	switch t {
	case "bool":
		return "fastjsonrt.FjBool(a, " + x + ")"
	case "int32", "int64":
		return "fastjsonrt.FjInt(a, " + x + ")"
	case "uint32", "uint64":
		return "fastjsonrt.FjUint(a, " + x + ")"
	case "float32":
		return "fastjsonrt.FjFloat32(a, " + x + ")"
	case "float64":
		return "fastjsonrt.FjFloat64(a, " + x + ")"
	case "string":
		return "a.NewString(" + x + ")"
	}
	return "fastjsonrt.FjBytes(a, " + x + ")"
}

func fjScalarDecFunc(t string) string {
	switch t {
	case "bool":
		return "fastjsonrt.FjReadBool"
	case "int32", "int64", "int":
		return "fastjsonrt.FjReadInt[" + t + "]"
	case "uint32", "uint64":
		return "fastjsonrt.FjReadUint[" + t + "]"
	case "float32":
		return "fastjsonrt.FjReadFloat32"
	case "float64":
		return "fastjsonrt.FjReadFloat64"
	case "string":
		return "fastjsonrt.FjReadString"
	}
	return "fastjsonrt.FjReadBytes"
}

// FjEnc builds model value x's fastjson.Value in Arena a.
func (e *elem) FjEnc(x string) string {
	if e.wrapGo != "" {
		return e.wrapFjEncFunc() + "(a, " + x + ")" // user_wrapgo.go
	}
	switch e.kind {
	case "scalar":
		return fjScalarEnc(e.scalar, x)
	case "enum":
		return "fastjsonrt.FjInt(a, " + x + ")"
	case "message":
		return "fjEncode" + e.msg + "(a, " + e.Addr(x) + ")"
	case "timestamp":
		return "fastjson.Time(a, " + x + ")"
	case "duration":
		return "fastjsonrt.FjDuration(a, " + x + ")"
	}
	return fmt.Sprintf("fastjsonrt.FjPtr(a, %s, func(a *fastjson.Arena, v %s) *fastjson.Value { return %s })", x, e.goScalar(), fjScalarEnc(e.scalar, "v"))
}

// FjEncSet builds a single field's model value x that JSONSet says is
// set: a wrapper's nil check is done.
func (e *elem) FjEncSet(x string) string {
	if e.kind == "wrapper" {
		return fjScalarEnc(e.scalar, "*"+x)
	}
	return e.FjEnc(x)
}

// FjEncFunc is FjEnc as a function value, for lists and maps.
func (e *elem) FjEncFunc() string {
	if e.wrapGo != "" {
		return e.wrapFjEncFunc() // user_wrapgo.go
	}
	switch e.kind {
	case "message":
		if e.value {
			return fmt.Sprintf("func(a *fastjson.Arena, v %s) *fastjson.Value { return fjEncode%s(a, %s) }", e.model, e.msg, e.Addr("v"))
		}
		return "fjEncode" + e.msg
	case "timestamp":
		return "fastjson.Time"
	case "duration":
		return "fastjsonrt.FjDuration"
	}
	return fmt.Sprintf("func(a *fastjson.Arena, v %s) *fastjson.Value { return %s }", e.model, e.FjEnc("v"))
}

// FjDecFunc reads a model value from a *fastjson.Value, as a function
// value; a missing or null value is the zero value.
func (e *elem) FjDecFunc() string {
	if e.wrapGo != "" {
		return e.wrapFjDecFunc() // user_wrapgo.go
	}
	switch e.kind {
	case "scalar":
		return fjScalarDecFunc(e.goScalar())
	case "enum":
		return "fastjsonrt.FjReadInt[" + e.model + "]"
	case "message":
		if e.value {
			return "fjDecodeVal" + e.msg // user_value.go.tmpl
		}
		return "fjDecode" + e.msg
	case "timestamp":
		return "fastjson.DecodeTime"
	case "duration":
		return "fastjsonrt.FjReadDuration"
	}
	return fmt.Sprintf("func(v *fastjson.Value) (%s, error) { return fastjsonrt.FjReadPtr(v, %s) }", e.model, fjScalarDecFunc(e.goScalar()))
}

// baseScalarSize is a scalar's fixed encoded size in the baseline, 0 for
// strings and bytes.
var baseScalarSize = map[string]int{"bool": 1, "int32": 4, "uint32": 4, "float32": 4, "int64": 8, "uint64": 8, "float64": 8}

// BaseFixed is the value's fixed encoded size, or 0 when it varies.
func (e *elem) BaseFixed() int {
	switch e.kind {
	case "scalar":
		return baseScalarSize[e.scalar]
	case "enum":
		return 4
	}
	return 0
}

// BaseMin is the value's smallest encoded size, a bound on a count.
func (e *elem) BaseMin() int {
	if n := e.BaseFixed(); n > 0 {
		return n
	}
	if e.IsPtr() {
		return 1 // the presence byte
	}
	return 4 // a length
}

func baseScalarSizeOf(t, x string) string {
	if n := baseScalarSize[t]; n > 0 {
		return strconv.Itoa(n)
	}
	return "baseline.SizeString(len(" + x + "))"
}

func baseScalarApp(t, x string) string {
	switch t {
	case "bool":
		return "baseline.AppendPresent(b, " + x + ")"
	case "int32":
		return "baseline.AppendUint32(b, uint32(" + x + "))"
	case "uint32":
		return "baseline.AppendUint32(b, " + x + ")"
	case "int64":
		return "baseline.AppendInt64(b, " + x + ")"
	case "uint64":
		return "baseline.AppendUint64(b, " + x + ")"
	case "float32":
		return "baseline.AppendUint32(b, math.Float32bits(" + x + "))"
	case "float64":
		return "baseline.AppendFloat64(b, " + x + ")"
	case "string":
		return "baseline.AppendString(b, " + x + ")"
	}
	return "baseline.AppendBytes(b, " + x + ")"
}

func baseScalarRead(t string) string {
	switch t {
	case "bool":
		return "r.Present()"
	case "int32":
		return "int32(r.Uint32())"
	case "uint32":
		return "r.Uint32()"
	case "int64":
		return "r.Int64()"
	case "uint64":
		return "r.Uint64()"
	case "float32":
		return "math.Float32frombits(r.Uint32())"
	case "float64":
		return "r.Float64()"
	case "string":
		return "r.String()"
	}
	return "r.Bytes()"
}

// BaseSize is the encoded size of model value x.
func (e *elem) BaseSize(x string) string {
	if e.value {
		return e.baseValSize(x) // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return baseScalarSizeOf(e.scalar, x)
	case "enum":
		return "4"
	case "message":
		return "baseline.SizePtr(" + x + ", baseSize" + e.msg + ")"
	case "timestamp":
		return "baseline.SizePtr(" + x + ", baselinert.BaseSizeTime)"
	case "duration":
		return "baseline.SizePtr(" + x + ", baselinert.BaseSizeDuration)"
	}
	return fmt.Sprintf("baseline.SizePtr(%s, func(p *%s) int { return %s })", x, e.scalar, baseScalarSizeOf(e.scalar, "*p"))
}

// BaseApp appends model value x to b: the new b.
func (e *elem) BaseApp(x string) string {
	if e.value {
		return e.baseValApp(x) // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return baseScalarApp(e.scalar, e.toWire(x))
	case "enum":
		return "baseline.AppendUint32(b, uint32(" + x + "))"
	case "message":
		return "baseline.AppendPtr(b, " + x + ", baseAppend" + e.msg + ")"
	case "timestamp":
		return "baseline.AppendPtr(b, " + x + ", baselinert.BaseAppendTime)"
	case "duration":
		return "baseline.AppendPtr(b, " + x + ", baselinert.BaseAppendDuration)"
	}
	return fmt.Sprintf("baseline.AppendPtr(b, %s, func(b []byte, p *%s) []byte { return %s })", x, e.scalar, baseScalarApp(e.scalar, "*p"))
}

// BaseRead reads a model value from the baseline.Reader r.
func (e *elem) BaseRead() string {
	if e.value {
		return e.baseValRead() // user_mapvalue.go
	}
	switch e.kind {
	case "scalar":
		return e.fromWire(baseScalarRead(e.scalar))
	case "enum":
		return e.model + "(r.Uint32())"
	case "message":
		return "baselinert.BaseMsg(r, baseRead" + e.msg + ")"
	case "timestamp":
		return "baselinert.BaseReadPtr(r, (*baseline.Reader).Time)"
	case "duration":
		return "baselinert.BaseReadPtr(r, baselinert.BaseReadDuration)"
	}
	return fmt.Sprintf("baselinert.BaseReadPtr(r, func(r *baseline.Reader) %s { return %s })", e.scalar, baseScalarRead(e.scalar))
}

// Body* are a oneof case's or optional field's value without its
// presence: x is the model's pointer, not nil.

// BaseBodySize is the encoded size of the value x points to.
func (e *elem) BaseBodySize(x string) string {
	switch e.kind {
	case "message":
		return "baseSize" + e.msg + "(" + x + ")"
	case "timestamp":
		return "baseline.SizeTime"
	case "duration":
		return "8"
	}
	return e.BaseSize("*" + x)
}

// BaseBodyApp appends the value x points to.
func (e *elem) BaseBodyApp(x string) string {
	switch e.kind {
	case "message":
		return "baseAppend" + e.msg + "(b, " + x + ")"
	case "timestamp":
		return "baselinert.BaseAppendTime(b, " + x + ")"
	case "duration":
		return "baselinert.BaseAppendDuration(b, " + x + ")"
	}
	return e.BaseApp("*" + x)
}

// BaseBodyRead reads a value into a new pointer.
func (e *elem) BaseBodyRead() string {
	switch e.kind {
	case "message":
		return "baselinert.BaseBody(r, baseRead" + e.msg + ")"
	case "timestamp":
		return "rt.Ptr(r.Time())"
	case "duration":
		return "rt.Ptr(time.Duration(r.Int64()))"
	}
	return "rt.Ptr(" + e.BaseRead() + ")"
}

// baseField is the baseline's code of one field: its size, append and
// read statements.
type baseField struct{ Size, App, Read string }

// Base is the baseline's code of the field.
func (f *uField) Base() baseField {
	x := "m." + f.Name
	e := f.Elem
	if e != nil && e.value && f.Card == "single" {
		return e.baseValue(x) // user_value.go
	}
	if e != nil && e.value && f.Card == "repeated" && e.wrapGo == "" { // a oneof's field has no Elem, its cases do
		return e.baseValues(x) // user_value.go
	}
	var c baseField
	switch f.Card {
	case "oneof":
		var size, app, read strings.Builder
		size.WriteString("n++\nswitch {\n")
		app.WriteString("switch {\n")
		read.WriteString("switch tag := baselinert.BaseTag(r); tag {\ncase 0:\n")
		for i, k := range f.Oneof.Cases {
			kx := "m." + k.Name
			fmt.Fprintf(&size, "case %s != nil:\nn += %s\n", kx, k.Elem.BaseBodySize(kx))
			fmt.Fprintf(&app, "case %s != nil:\nb = append(b, %d)\nb = %s\n", kx, i+1, k.Elem.BaseBodyApp(kx))
			fmt.Fprintf(&read, "case %d:\n%s = %s\n", i+1, kx, k.Elem.BaseBodyRead())
		}
		size.WriteString("}")
		app.WriteString("default:\nb = append(b, 0)\n}")
		read.WriteString("default:\nbaselinert.BaseBadTag(r, tag)\n}")
		c = baseField{size.String(), app.String(), read.String()}
	case "optional":
		c.Size = fmt.Sprintf("n++\nif %s != nil {\nn += %s\n}", x, e.BaseBodySize(x))
		c.App = fmt.Sprintf("if %s == nil {\nb = append(b, 0)\n} else {\nb = append(b, 1)\nb = %s\n}", x, e.BaseBodyApp(x))
		c.Read = fmt.Sprintf("if r.Present() {\n%s = %s\n}", x, e.BaseBodyRead())
	case "repeated":
		if n := e.BaseFixed(); n > 0 {
			c.Size = fmt.Sprintf("n += baseline.SizeLen + len(%s)*%d", x, n)
		} else {
			c.Size = fmt.Sprintf("n += baseline.SizeLen\nfor _, v := range %s {\nn += %s\n}", x, e.BaseSize("v"))
		}
		c.App = fmt.Sprintf("b = baseline.AppendLen(b, len(%s))\nfor _, v := range %s {\nb = %s\n}", x, x, e.BaseApp("v"))
		c.Read = fmt.Sprintf("if c := r.Count(%d); c > 0 {\n%s = make([]%s, c)\nfor i := range %s {\n%s[i] = %s\n}\n}",
			e.BaseMin(), x, e.model, x, x, e.BaseRead())
	case "map":
		k := f.Key
		kn, vn := "k", "v"
		if k.BaseFixed() > 0 {
			kn = "_"
		}
		if e.BaseFixed() > 0 {
			vn = "_"
		}
		if kn == "_" && vn == "_" {
			c.Size = fmt.Sprintf("n += baseline.SizeLen + len(%s)*%d", x, k.BaseFixed()+e.BaseFixed())
		} else {
			c.Size = fmt.Sprintf("n += baseline.SizeLen\nfor %s, %s := range %s {\nn += %s + %s\n}", kn, vn, x, k.BaseSize("k"), e.BaseSize("v"))
			if vn == "_" {
				c.Size = fmt.Sprintf("n += baseline.SizeLen\nfor %s := range %s {\nn += %s + %s\n}", kn, x, k.BaseSize("k"), e.BaseSize("v"))
			}
		}
		c.App = fmt.Sprintf("b = baseline.AppendLen(b, len(%s))\nfor k, v := range %s {\nb = %s\nb = %s\n}", x, x, k.BaseApp("k"), e.BaseApp("v"))
		c.Read = fmt.Sprintf("if c := r.Count(%d); c > 0 {\n%s = make(map[%s]%s, c)\nfor range c {\nk := %s\n%s[k] = %s\n}\n}",
			k.BaseMin()+e.BaseMin(), x, k.model, e.model, k.BaseRead(), x, e.BaseRead())
	default:
		c.Size = "n += " + e.BaseSize(x)
		c.App = "b = " + e.BaseApp(x)
		c.Read = x + " = " + e.BaseRead()
	}
	return c
}
