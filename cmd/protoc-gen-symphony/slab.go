package main

import (
	"fmt"

	"google.golang.org/protobuf/compiler/protogen"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// Decoding allocates as few times as it can without package unsafe: a
// repeated message's elements are one allocation; their singular nested
// messages, one per field for the whole list (a slab, symphony.Take); and
// their repeated strings, one for the whole list, counted in a look ahead
// (symphony.Decoder.ReserveStrings). The helpers here decide, from the
// descriptors alone (so that a message of another file of the package
// agrees), which message types take part.

// singular returns m's singular message fields (Timestamps included), the
// ones a slab holds, in declaration order.
func singular(m *protogen.Message) []*protogen.Field {
	var out []*protogen.Field
	for _, f := range m.Fields {
		if f.Desc.Kind() == protoreflect.MessageKind && !f.Desc.IsList() && !f.Desc.IsMap() {
			out = append(out, f)
		}
	}
	return out
}

// hasSlab says whether m's decoder takes a slab: whether m has singular
// message fields.
func (g *gen) hasSlab(m *protogen.Message) bool {
	return m != nil && len(singular(m)) > 0
}

// embedsSlab says whether a slab holding m's messages also holds the slab
// for m's own nested messages. Not when m can reach itself through
// singular fields: the slab type would contain itself, so such a message
// decodes its nested messages with a slab of its own (rem 1).
func (g *gen) embedsSlab(m *protogen.Message) bool {
	if !g.hasSlab(m) {
		return false
	}
	seen := map[*protogen.Message]bool{}
	var reaches func(x *protogen.Message) bool
	reaches = func(x *protogen.Message) bool {
		for _, f := range singular(x) {
			y := f.Message
			if y.Desc.FullName() == timestampName {
				continue
			}
			if y == m {
				return true
			}
			if !seen[y] {
				seen[y] = true
				if reaches(y) {
					return true
				}
			}
		}
		return false
	}
	return !reaches(m)
}

// slabName is the type of m's slab.
func slabName(m *protogen.Message) string { return "symphonySlab" + m.GoIdent.GoName }

// slabField is the slab's field for field f.
func slabField(f *field) string { return fmt.Sprintf("f%d", f.num) }

// slabType writes m's slab type.
func (g *gen) slabType(m *protogen.Message) {
	name := slabName(m)
	g.P("// ", name, " holds spare nested messages for decoding ", m.GoIdent.GoName, ",")
	g.P("// one slab per field (see symphony.Take).")
	g.P("type ", name, " struct {")
	for _, pf := range singular(m) {
		f := &field{num: pf.Desc.Number()}
		if pf.Message.Desc.FullName() == timestampName {
			g.P(slabField(f), " []", g.QualifiedGoIdent(protogen.GoIdent{GoName: "Timestamp", GoImportPath: timestampPkg}))
			continue
		}
		g.P(slabField(f), " []", g.QualifiedGoIdent(pf.Message.GoIdent))
		if g.embedsSlab(pf.Message) {
			g.P(slabField(f), "s ", slabName(pf.Message))
		}
	}
	g.P("}")
	g.P()
}

// stringLists returns m's repeated string fields.
func stringLists(m *protogen.Message) []*protogen.Field {
	var out []*protogen.Field
	for _, f := range m.Fields {
		if f.Desc.Kind() == protoreflect.StringKind && f.Desc.IsList() {
			out = append(out, f)
		}
	}
	return out
}

// countsStrings says whether m has a countSymphonyStrings method: whether
// it has repeated string fields.
func (g *gen) countsStrings(m *protogen.Message) bool {
	return m != nil && len(stringLists(m)) > 0
}

// countStrings writes the look ahead that counts the elements of l's
// repeated string fields in one encoded message.
func (g *gen) countStrings(l *layout) {
	g.P("// countSymphonyStrings counts the elements of the repeated string fields")
	g.P("// of the message d.B[lo:hi], for a slab of them; 0 where it cannot read")
	g.P("// them, as decoding checks them.")
	g.P("func (*", l.msg.GoIdent.GoName, ") countSymphonyStrings(d *", g.sym("Decoder"), ", lo, hi int) int {")
	g.P("t, p, ok := d.Tables(lo, hi, ", l.pt, ", ", l.qt, ")")
	g.P("if !ok {")
	g.P("return 0")
	g.P("}")
	g.P("_, _ = t, p")
	g.P("n := 0")
	for _, f := range l.pub {
		if f.list && f.kind == kString {
			g.P("n += d.ListLen(t+", f.off, ", lo, hi)")
		}
	}
	for _, f := range l.priv {
		if f.list && f.kind == kString {
			g.P("n += d.ListLen(p+1+", f.off, ", p, hi)")
		}
	}
	g.P("return n")
	g.P("}")
	g.P()
}
