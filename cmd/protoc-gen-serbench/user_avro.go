package main

import (
	"encoding/json"
	"fmt"

	hamba "github.com/hamba/avro/v2"
)

// Avro in user mode: the schema of each message type, written from the
// descriptors, for hamba/avro, which encodes the model's structs
// themselves (avro_gen.go). Records carry the model's Go field names
// (hamba/avro matches struct fields by name):
//   - int32 and enums are int, int64 long, uint32 long, uint64 an 8-byte
//     fixed (Avro has no unsigned long), float float, double double;
//   - a message, a proto3 optional or wrapper field, and each case of a
//     oneof is a union with null (the model's nil pointer), so a oneof is
//     one field per case, at most one set;
//   - Timestamp is a long of logical type timestamp-micros (the finest
//     hamba/avro knows: a time with sub-microsecond digits fails
//     validation, and the codec is left out for that run), Duration a long
//     of nanoseconds (the model's time.Duration);
//   - a map is an Avro map, whose keys are strings: a map with other keys
//     leaves the codec out for the schema.

// avroUser is the Avro code of a schema.
type avroUser struct {
	Msgs []*avroMsg
}

type avroMsg struct {
	Name   string
	Schema string // JSON
}

// avroNamespace keeps the schema's names apart from serbench's own in
// hamba/avro's process-wide cache of named schemas.
const avroNamespace = "serbench.user"

// avroUint64 is the fixed that holds a uint64.
const avroUint64 = "SbUint64"

// avro returns the schemas of every message, or why Avro cannot carry the
// schema.
func (s *userSchema) avro() (*avroUser, string) {
	msgs := map[string]*userMessage{}
	for _, m := range s.Messages {
		msgs[m.Name] = m
		if m.Name == avroUint64 {
			return nil, fmt.Sprintf("the message %s has the name of serbench's own Avro type", m.FullName)
		}
	}
	u := &avroUser{}
	for _, m := range s.Messages {
		defined := map[string]bool{}
		rec, why := avroRecord(m, msgs, defined)
		if why != "" {
			return nil, why
		}
		rec["namespace"] = avroNamespace
		b, err := json.Marshal(rec)
		if err != nil {
			return nil, err.Error()
		}
		if _, err := hamba.Parse(string(b)); err != nil {
			return nil, fmt.Sprintf("hamba/avro refuses the schema of %s: %v", m.FullName, err)
		}
		u.Msgs = append(u.Msgs, &avroMsg{Name: m.Name, Schema: string(b)})
	}
	return u, ""
}

func avroRecord(m *userMessage, msgs map[string]*userMessage, defined map[string]bool) (map[string]any, string) {
	defined[m.Name] = true
	fields := []any{}
	add := func(name string, t any) { fields = append(fields, map[string]any{"name": name, "type": t}) }
	for _, f := range m.Fields {
		where := m.FullName + "." + f.Proto
		switch f.Card {
		case "oneof":
			for _, c := range f.Oneof.Cases {
				t, why := avroType(c.Elem, msgs, defined)
				if why != "" {
					return nil, why
				}
				add(c.Name, []any{"null", t})
			}
			continue
		case "map":
			if f.Key.scalar != "string" {
				return nil, where + ": an Avro map's keys are strings, and this map's are " + f.Key.scalar
			}
		}
		t, why := avroType(f.Elem, msgs, defined)
		if why != "" {
			return nil, why // a nested record's, which names its field
		}
		if f.Card == "optional" || f.Elem.IsPtr() {
			t = []any{"null", t}
		}
		switch f.Card {
		case "repeated":
			t = map[string]any{"type": "array", "items": t}
		case "map":
			t = map[string]any{"type": "map", "values": t}
		}
		add(f.Name, t)
	}
	return map[string]any{"type": "record", "name": m.Name, "fields": fields}, ""
}

// avroScalar is the Avro type of a model scalar.
var avroScalar = map[string]any{
	"bool": "boolean", "int32": "int", "int64": "long", "uint32": "long",
	"float32": "float", "float64": "double", "string": "string", "[]byte": "bytes",
}

// avroType is the Avro type of one value (without the union with null of
// a pointer).
func avroType(e *elem, msgs map[string]*userMessage, defined map[string]bool) (any, string) {
	switch e.kind {
	case "enum":
		return "int", ""
	case "message":
		if defined[e.msg] {
			return e.msg, ""
		}
		return avroRecord(msgs[e.msg], msgs, defined)
	case "timestamp":
		return map[string]any{"type": "long", "logicalType": "timestamp-micros"}, ""
	case "duration":
		return "long", ""
	}
	if e.scalar == "uint64" {
		if defined[avroUint64] {
			return avroUint64, ""
		}
		defined[avroUint64] = true
		return map[string]any{"type": "fixed", "name": avroUint64, "size": 8}, ""
	}
	return avroScalar[e.scalar], ""
}

// userAvro prepares the Avro code when the format carries the schema, else
// records why not in LeftOut.
func (s *userSchema) userAvro() bool {
	u, why := s.avro()
	if why != "" {
		s.LeftOut["avro"] = "Avro cannot carry the schema as serbench writes it: " + why
		return false
	}
	s.Avro = u
	s.quals["avro"] = "github.com/serbench/serbench/codecs/avro"
	return true
}
