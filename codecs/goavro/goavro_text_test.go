package goavro

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// note is a record of the three things Avro's JSON encoding writes its own
// way: a long, bytes and a union with a record branch.
type note struct {
	ID   int64
	Blob []byte
	Tag  *string
}

const noteSchema = `{"type":"record","name":"Note","namespace":"t","fields":[
	{"name":"ID","type":"long"},
	{"name":"Blob","type":"bytes"},
	{"name":"Tag","type":["null",{"type":"record","name":"Tag","fields":[{"name":"S","type":"string"}]}]}]}`

func noteConv() Conv[*note] {
	return Conv[*note]{
		Codec: Built(noteSchema),
		FromModel: func(n *note) (any, error) {
			var tag any
			if n.Tag != nil {
				tag = map[string]any{"t.Tag": map[string]any{"S": *n.Tag}}
			}
			return map[string]any{"ID": n.ID, "Blob": n.Blob, "Tag": tag}, nil
		},
		ToModel: func(v any) (*note, error) {
			rec, err := As[map[string]any](v)
			if err != nil {
				return nil, err
			}
			n := &note{}
			if n.ID, err = Get[int64](rec, "ID"); err != nil {
				return nil, err
			}
			if n.Blob, err = Get[[]byte](rec, "Blob"); err != nil {
				return nil, err
			}
			u, err := Union(rec["Tag"], "t.Tag")
			if err != nil || u == nil {
				return n, err
			}
			tag, err := As[map[string]any](u)
			if err != nil {
				return nil, err
			}
			s, err := Get[string](tag, "S")
			n.Tag = &s
			return n, err
		},
		Visit: func(h *digest.Hasher, v any) error {
			n, err := noteConv().ToModel(v)
			if err == nil {
				hashNote(h, n)
			}
			return err
		},
	}
}

func hashNote(h *digest.Hasher, n *note) {
	h.Int64(n.ID)
	h.Bytes(n.Blob)
	if n.Tag != nil {
		h.String(*n.Tag)
	}
}

func noteDef(conv any, msgs []*note) *suite.Def[*note] {
	return &suite.Def[*note]{
		Meta:     suite.Info{Name: "notes", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]*note, error) { return msgs, nil },
		Digest:   hashNote,
		Equal: func(want, got *note) error {
			if want.ID != got.ID || !bytes.Equal(want.Blob, got.Blob) || (want.Tag == nil) != (got.Tag == nil) ||
				want.Tag != nil && *want.Tag != *got.Tag {
				return fmt.Errorf("got %+v, want %+v", got, want)
			}
			return nil
		},
		Conversions: []any{conv},
	}
}

// The textual form binds through the same Conv as the binary one, writes
// Avro's JSON encoding (a long as a number, bytes as \u00XX code points, a
// union as an object naming its branch), and reads it back exactly.
func TestTextCodecWritesAvroJSON(t *testing.T) {
	tag := "x"
	msgs := []*note{{ID: 1 << 40, Blob: []byte{'a', 0, 0xff}, Tag: &tag}, {ID: -3}}
	d := noteDef(noteConv(), msgs)
	// goavro writes a record's fields in Go's map order, which changes
	// from call to call: each field is looked for on its own.
	want := [][]string{
		{`"ID":1099511627776`, `"Blob":"a\u0000\u00ff"`, `"Tag":{"t.Tag":{"S":"x"}}`},
		{`"ID":-3`, `"Blob":""`, `"Tag":null`},
	}
	for _, c := range []*suite.Codec{&Codec, &TextCodec} {
		b, ok := d.Bind("v", c)
		if !ok {
			t.Fatalf("%s does not bind", c.Name)
		}
		l, err := d.Load("v")
		if err != nil {
			t.Fatal(err)
		}
		p, err := l.Prepare(b)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for i := range msgs {
			got := p.Encoded(i)
			if c == &Codec {
				if json.Valid(got) {
					t.Errorf("%s message %d is JSON: %s", c.Name, i, got)
				}
				continue
			}
			if !json.Valid(got) || len(got) != len(strings.Join(want[i], ","))+2 {
				t.Errorf("%s message %d: %s, want an object of %s", c.Name, i, got, want[i])
			}
			for _, w := range want[i] {
				if !strings.Contains(strings.ToLower(string(got)), strings.ToLower(w)) {
					t.Errorf("%s message %d: %s, want %s in it", c.Name, i, got, w)
				}
			}
		}
	}
}

// The textual form fails on what follows a message, and on a schema that
// does not parse, with the reason.
func TestTextCodecRejects(t *testing.T) {
	d := noteDef(noteConv(), []*note{{ID: 1}})
	b, _ := d.Bind("v", &TextCodec)
	l, _ := d.Load("v")
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	decode, err := b.Untrusted()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decode(0, p.Encoded(0)); err != nil {
		t.Errorf("decode of the message: %v", err)
	}
	if _, err := decode(0, append(p.Encoded(0), ' ')); err == nil || !strings.Contains(err.Error(), "1 bytes after the message") {
		t.Errorf("decode with a trailing byte: %v", err)
	}
	bad := noteConv()
	bad.Codec = Built(`{"type":"record"`)
	if err := suite.Validate(noteDef(bad, nil), &TextCodec, []*note{{}}); err == nil || !strings.Contains(err.Error(), "goavro-json: schema") {
		t.Errorf("Validate = %v, want the schema's parse error", err)
	}
}
