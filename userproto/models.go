package userproto

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/internal/govalue"
	"github.com/serbench/serbench/suite"
)

// dataset is a schema's dataset over a source: its variants, and the
// messages of each written for a timing worker (suite.ModelHandoff).
type dataset struct {
	*suite.ByVariant
	s   *Schema
	src *source
}

// modelsMagic opens a file of a variant's messages (WriteModels); the
// version changes with the layout.
const modelsMagic = "serbench proto messages 1\n"

// WriteModels implements suite.ModelHandoff: the variant's messages in
// protobuf's binary form, which a worker parses many times faster than the
// protojson samples, with no round trip through the model to check (its
// model digest is checked against its parent's instead). The layout, each
// number a uvarint and each string or message its length then its bytes:
// the magic line, the variant's name, the count of message types and
// their full names (those with messages, in the schema's order, as the
// trace's parts), then the count of messages and each one's type (an
// index into the names) and bytes.
func (d *dataset) WriteModels(variant string, w io.Writer) error {
	msgs, kinds, err := d.variant(variant)
	if err != nil {
		return err
	}
	var buf []byte
	buf = append(buf, modelsMagic...)
	buf = govalue.AppendBytes(buf, []byte(variant))
	buf = binary.AppendUvarint(buf, uint64(len(kinds)))
	for _, k := range kinds {
		buf = govalue.AppendBytes(buf, []byte(k.FullName()))
	}
	buf = binary.AppendUvarint(buf, uint64(len(msgs)))
	var enc []byte
	for i, m := range msgs {
		k, _ := d.s.kindOf(m)
		t := slices.Index(kinds, k)
		if t < 0 {
			return fmt.Errorf("message %d of %s: a %T, of none of its types", i, variant, m)
		}
		if enc, err = (proto.MarshalOptions{}).MarshalAppend(enc[:0], k.toProto(m)); err != nil {
			return fmt.Errorf("message %d of %s: %w", i, variant, err)
		}
		buf = binary.AppendUvarint(buf, uint64(t))
		buf = govalue.AppendBytes(buf, enc)
		if len(buf) >= 1<<20 {
			if _, err := w.Write(buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	_, err = w.Write(buf)
	return err
}

// variant is the messages of a variant of d and their types, as the
// source holds them.
func (d *dataset) variant(name string) ([]any, []AnyKind, error) {
	if name == TraceVariant && d.src.trace != nil {
		msgs, err := d.src.trace()
		return msgs, d.src.kinds, err
	}
	for _, k := range d.src.kinds {
		if d.s.variantName(k) == name {
			msgs, err := d.src.kind(k)
			return msgs, []AnyKind{k}, err
		}
	}
	return nil, nil, fmt.Errorf("no variant %s", name)
}

// readModels is the source of a timing worker over the messages of
// variant that its parent wrote to path (WriteModels). A file of any
// other layout, variant or schema is an error: the worker fails, where
// making the messages again would hide the fault.
func (s *Schema) readModels(path, variant string) (*source, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("messages from the parent: %w", err)
	}
	kinds, msgs, counts, err := s.parseModels(b, variant)
	if err != nil {
		return nil, fmt.Errorf("messages from the parent: %s: %w", path, err)
	}
	src := &source{kinds: kinds, about: workerAbout, total: len(msgs), counts: map[AnyKind]int{}}
	for t, k := range kinds {
		src.counts[k] = counts[t]
	}
	if variant == TraceVariant {
		src.trace = func() ([]any, error) { return msgs, nil }
		src.kind = func(k AnyKind) ([]any, error) {
			return nil, fmt.Errorf("the worker of %s holds the trace's messages, not %s's", TraceVariant, s.variantName(k))
		}
		return src, nil
	}
	src.kind = func(AnyKind) ([]any, error) { return msgs, nil }
	return src, nil
}

// parseModels reads a file WriteModels wrote of variant: its message
// types, its messages and how many of each type.
func (s *Schema) parseModels(b []byte, variant string) ([]AnyKind, []any, []int, error) {
	rest, ok := bytes.CutPrefix(b, []byte(modelsMagic))
	if !ok {
		return nil, nil, nil, errors.New("not a file of messages of this version")
	}
	r := govalue.NewReader(rest)
	got, err := r.Bytes()
	if err != nil {
		return nil, nil, nil, err
	}
	if string(got) != variant {
		return nil, nil, nil, fmt.Errorf("the messages of %s, not %s", got, variant)
	}
	kinds, err := s.modelKinds(r, variant)
	if err != nil {
		return nil, nil, nil, err
	}
	n, err := r.Uvarint()
	if err != nil {
		return nil, nil, nil, err
	}
	if n == 0 || n > uint64(len(r.Rest())) {
		return nil, nil, nil, fmt.Errorf("%d messages in %d bytes", n, len(r.Rest()))
	}
	msgs := make([]any, 0, n)
	counts := make([]int, len(kinds))
	for i := range n {
		t, err := r.Uvarint()
		if err != nil {
			return nil, nil, nil, err
		}
		// Not copied: proto.Unmarshal and UnmarshalVT copy what they keep.
		data, err := r.Bytes()
		if err != nil {
			return nil, nil, nil, err
		}
		if t >= uint64(len(kinds)) {
			return nil, nil, nil, fmt.Errorf("message %d: no message type %d", i, t)
		}
		p := kinds[t].newProto()
		if err := unmarshal(data, p); err != nil {
			return nil, nil, nil, fmt.Errorf("message %d: %w", i, err)
		}
		msgs = append(msgs, kinds[t].fromProto(p))
		counts[t]++
	}
	switch {
	case len(r.Rest()) > 0:
		return nil, nil, nil, fmt.Errorf("%d bytes past the messages", len(r.Rest()))
	case slices.Contains(counts, 0):
		return nil, nil, nil, errors.New("a message type without messages")
	}
	return kinds, msgs, counts, nil
}

// unmarshal parses a message of the parent's file with the code
// protoc-gen-go-vtproto wrote for the schema, where the program has it:
// each encode and update worker of a variant parses all of its messages,
// the trace's included, and proto.Unmarshal's reflection was about a
// third of such a worker's start. Either way the worker's model digest
// is checked against its parent's (runner's modelDigest).
func unmarshal(b []byte, p proto.Message) error {
	if vt, ok := p.(interface{ UnmarshalVT([]byte) error }); ok {
		return vt.UnmarshalVT(b)
	}
	return proto.Unmarshal(b, p)
}

// modelKinds reads the message types of a file of variant's messages:
// the schema's, in its order (the trace's parts), and of a type's
// variant that type alone.
func (s *Schema) modelKinds(r *govalue.Reader, variant string) ([]AnyKind, error) {
	n, err := r.Uvarint()
	if err != nil {
		return nil, err
	}
	if n == 0 || n > uint64(len(s.Kinds)) {
		return nil, fmt.Errorf("%d message types, the schema has %d", n, len(s.Kinds))
	}
	var kinds []AnyKind
	last := -1
	for range n {
		b, err := r.Bytes()
		if err != nil {
			return nil, err
		}
		name := string(b)
		at := slices.IndexFunc(s.Kinds, func(k AnyKind) bool { return k.FullName() == name })
		switch {
		case at < 0:
			return nil, fmt.Errorf("no message type %q in the schema", name)
		case at <= last:
			return nil, fmt.Errorf("message type %q out of the schema's order", name)
		}
		last = at
		kinds = append(kinds, s.Kinds[at])
	}
	if variant != TraceVariant && (len(kinds) != 1 || s.variantName(kinds[0]) != variant) {
		return nil, fmt.Errorf("the variant %s holds other message types", variant)
	}
	return kinds, nil
}
