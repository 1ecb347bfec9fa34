package main

import (
	"fmt"
	"path"

	"github.com/serbench/serbench/codecs/msgp"
)

// msgp in user mode: --serbench_opt=msgp=on writes the mirrors (package mp
// beside the model, mp/msgp_mirror_gen.go), on which the build then runs
// tinylib/msgp, and the model's conversions, read visit and offer
// (msgp_gen.go); msgp=<why not, query-escaped> leaves msgp and msgp+reuse
// out with the build's reason (in LeftOut).
//
// A mirror is a struct per message with the model's Go field names (msgp
// keys its maps by them). msgp calls the methods of a field's named type,
// so nested messages are pointers to mirrors, never to the model, and an
// enum is its int32; scalars, bytes, lists, maps, pointers for presence
// (optional, wrapper and oneof fields), *time.Time and *time.Duration
// are the model's own types, which msgp carries natively. Two directives
// make it carry every proto field: maps binkeys writes a map's non-string
// keys as MessagePack values of their type (without it msgp drops such a
// field with a warning), and timezone utc decodes times in UTC, as the
// model holds them.

// msgpMethods are the methods msgp puts on a mirror (-io=false): a field
// of the same Go name does not compile.
var msgpMethods = []string{"MarshalMsg", "UnmarshalMsg", "Msgsize"}

// setMsgp records the msgp option: the mirrors are written when it is on
// and the schema has no field that msgp's methods would shadow.
func (s *userSchema) setMsgp(opt string) error {
	on, why, err := onOrWhy("msgp", opt)
	if err != nil {
		return err
	}
	if on {
		why = s.msgpWhy()
	}
	if why != "" {
		s.LeftOut[msgp.Name], s.LeftOut[msgp.NameReuse] = why, why
		return nil
	}
	s.Msgp = true
	s.quals["mp"] = path.Join(s.subRoot(), "mp")
	s.quals["msgpcodec"] = "github.com/serbench/serbench/codecs/msgp"
	return nil
}

// msgpWhy is why msgp's mirrors cannot be written for the schema, or "".
func (s *userSchema) msgpWhy() string {
	for _, m := range s.Messages {
		for _, f := range m.Fields {
			names := []string{f.Name}
			if f.Card == "oneof" {
				names = names[:0]
				for _, c := range f.Oneof.Cases {
					names = append(names, c.Name)
				}
			}
			for _, n := range names {
				for _, meth := range msgpMethods {
					if n == meth {
						return fmt.Sprintf("the field %s of %s has the Go name of msgp's method %s", n, m.FullName, meth)
					}
				}
			}
		}
	}
	return ""
}

// MPType is the mirror's Go type of a value: the model's, but a message's
// mirror and an enum's int32.
func (e *elem) MPType() string {
	switch e.kind {
	case "message":
		return "*" + e.msg
	case "enum":
		return "int32"
	}
	return e.model
}

// MPPtr is the mirror's Go type of an optional value (Ptr).
func (e *elem) MPPtr() string {
	if e.IsPtr() {
		return e.MPType()
	}
	return "*" + e.MPType()
}

// MPSame reports whether the model's and the mirror's types of a value are
// the same, so that it is shared rather than converted.
func (e *elem) MPSame() bool { return e.kind != "message" && e.kind != "enum" }

// MPTo converts model value x to the mirror's.
func (e *elem) MPTo(x string) string {
	switch e.kind {
	case "message":
		return "mpTo" + e.msg + "(" + x + ")"
	case "enum":
		return "int32(" + x + ")"
	}
	return x
}

// MPFrom converts mirror value x to the model's.
func (e *elem) MPFrom(x string) string {
	switch e.kind {
	case "message":
		return "mpFrom" + e.msg + "(" + x + ")"
	case "enum":
		return e.model + "(" + x + ")"
	}
	return x
}

// MPToFunc is MPTo as a function value, for lists, maps and pointers.
func (e *elem) MPToFunc() string {
	if e.kind == "message" {
		return "mpTo" + e.msg
	}
	return fmt.Sprintf("func(v %s) %s { return %s }", e.model, e.MPType(), e.MPTo("v"))
}

// MPFromFunc is MPFrom as a function value.
func (e *elem) MPFromFunc() string {
	if e.kind == "message" {
		return "mpFrom" + e.msg
	}
	return fmt.Sprintf("func(v %s) %s { return %s }", e.MPType(), e.model, e.MPFrom("v"))
}

// MPHash feeds mirror value x to h as Hash feeds the model's.
func (e *elem) MPHash(x string) string {
	if e.kind == "message" {
		return "mpOpt" + e.msg + "(h, " + x + ")"
	}
	return e.Hash(x)
}
