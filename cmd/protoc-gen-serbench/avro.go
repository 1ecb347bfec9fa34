package main

import (
	"encoding/json"
	"fmt"
)

// avroNamespace keeps the dataset's record names apart from other
// datasets' in hamba/avro's process-wide cache of named schemas.
func (s *schema) avroNamespace() string { return "serbench." + s.Package }

// AvroSchema is the Avro schema of message name as JSON: a record with
// the model's Go field names (hamba/avro matches struct fields by name),
// int32 as int, int64 as long, strings as string, a nested message as a
// union with null (the model's nil), a list as an array, of unions with
// null for messages. Each record is defined where it first appears and
// named after that.
func (s *schema) AvroSchema(name string) (string, error) {
	defined := map[string]bool{}
	rec, err := s.avroRecord(name, defined)
	if err != nil {
		return "", err
	}
	rec["namespace"] = s.avroNamespace()
	b, err := json.Marshal(rec)
	return string(b), err
}

// AvroName is the full name of message name's record, the key of its
// branch in goavro's native unions.
func (s *schema) AvroName(name string) string { return s.avroNamespace() + "." + name }

func (s *schema) message(name string) (*message, error) {
	for _, m := range s.Messages {
		if m.Name == name {
			return m, nil
		}
	}
	return nil, fmt.Errorf("no message %s", name)
}

func (s *schema) avroRecord(name string, defined map[string]bool) (map[string]any, error) {
	m, err := s.message(name)
	if err != nil {
		return nil, err
	}
	defined[name] = true
	fields := []any{}
	for _, f := range m.Fields {
		var t any
		switch f.Kind {
		case kindString:
			t = "string"
		case kindInt:
			t = "long"
			if f.Type == "int32" {
				t = "int"
			}
		case kindStrings:
			t = map[string]any{"type": "array", "items": "string"}
		case kindMessage, kindMessages:
			var ref any = f.Msg
			if !defined[f.Msg] {
				if ref, err = s.avroRecord(f.Msg, defined); err != nil {
					return nil, err
				}
			}
			t = []any{"null", ref}
			if f.Kind == kindMessages {
				t = map[string]any{"type": "array", "items": t}
			}
		default:
			return nil, fmt.Errorf("field %s: kind %s has no Avro type", f.Model, f.Kind)
		}
		fields = append(fields, map[string]any{"name": f.Model, "type": t})
	}
	return map[string]any{"type": "record", "name": name, "fields": fields}, nil
}
