package usergo

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"slices"
	"sync"

	"github.com/serbench/serbench/internal/deepvalue"
	"github.com/serbench/serbench/internal/govalue"
	"github.com/serbench/serbench/suite"
)

// dataset is the dataset over a source, which writes a variant's values
// for its encode and update workers (suite.ModelHandoff).
type dataset struct {
	*suite.ByVariant
	p   *Program
	src *source
	mu  sync.Mutex
	// exact holds the variants whose every value read back from its bytes
	// equal to itself (govalue), checked once: the values do not change.
	exact map[string]bool
}

// modelsMagic opens a file of a variant's values (WriteModels); the
// version changes with the layout.
const modelsMagic = "serbench go values 1\n"

// WriteModels implements suite.ModelHandoff: the variant's values in
// govalue's bytes, which a worker reads many times faster than it parses
// the JSON samples (a trace's encode worker parsed every sample file). The
// first time, each value is read back and compared with itself
// (deepvalue.Equal): a type whose values do not come back the same (an
// unexported field, an interface) is an error, and the workers read the
// samples instead, as before. The layout, each number a uvarint and each
// string or value its length then its bytes: the magic line, the
// variant's name, the count of types and their names (the variant's
// parts, in order), then the count of values and each one's type (an
// index into the names) and bytes.
func (d *dataset) WriteModels(variant string, w io.Writer) error {
	msgs, types, err := d.variant(variant)
	if err != nil {
		return err
	}
	d.mu.Lock()
	check := !d.exact[variant]
	d.mu.Unlock()
	var buf []byte
	buf = append(buf, modelsMagic...)
	buf = govalue.AppendBytes(buf, []byte(variant))
	buf = binary.AppendUvarint(buf, uint64(len(types)))
	for _, t := range types {
		buf = govalue.AppendBytes(buf, []byte(t.TypeName()))
	}
	buf = binary.AppendUvarint(buf, uint64(len(msgs)))
	var enc []byte
	for i, m := range msgs {
		t := slices.IndexFunc(types, func(t AnyType) bool { return t.is(m) })
		if t < 0 {
			return fmt.Errorf("value %d of %s: a %T, of none of its types", i, variant, m)
		}
		v := reflect.ValueOf(m)
		if enc, err = govalue.Append(enc[:0], v.Elem()); err != nil {
			return fmt.Errorf("value %d of %s: %w", i, variant, err)
		}
		if check {
			back := reflect.New(types[t].goType())
			if rest, err := govalue.Read(enc, back.Elem()); err != nil || len(rest) > 0 {
				return fmt.Errorf("value %d of %s: its bytes do not read back: %v", i, variant, err)
			}
			if err := deepvalue.Equal(v, back); err != nil {
				return fmt.Errorf("value %d of %s: does not read back as it was: %w", i, variant, err)
			}
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
	if _, err := w.Write(buf); err != nil {
		return err
	}
	d.mu.Lock()
	if d.exact == nil {
		d.exact = map[string]bool{}
	}
	d.exact[variant] = true
	d.mu.Unlock()
	return nil
}

// variant is the values of a variant of d and its types.
func (d *dataset) variant(name string) ([]any, []AnyType, error) {
	if name == TraceVariant && d.src.trace != nil {
		msgs, err := d.src.trace()
		return msgs, d.src.types, err
	}
	for _, t := range d.src.types {
		if t.TypeName() == name {
			msgs, err := d.src.typ(t)
			return msgs, []AnyType{t}, err
		}
	}
	return nil, nil, fmt.Errorf("no variant %s", name)
}

// readModels is the source of a timing worker over the values of variant
// that its parent wrote to path (WriteModels). A file of any other
// layout, variant or types is an error: the worker fails, where reading
// the samples instead would hide the fault.
func (p *Program) readModels(path, variant string) (*source, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("values from the parent: %w", err)
	}
	types, msgs, err := p.parseModels(b, variant)
	if err != nil {
		return nil, fmt.Errorf("values from the parent: %s: %w", path, err)
	}
	src := &source{types: types, about: workerAbout}
	if variant == TraceVariant {
		src.trace = func() ([]any, error) { return msgs, nil }
		src.typ = func(t AnyType) ([]any, error) {
			return nil, fmt.Errorf("the worker of %s holds the trace's values, not %s's", TraceVariant, t.TypeName())
		}
		return src, nil
	}
	src.typ = func(AnyType) ([]any, error) { return msgs, nil }
	return src, nil
}

var errModels = errors.New("not a file of values")

// parseModels reads a file WriteModels wrote of variant.
func (p *Program) parseModels(b []byte, variant string) ([]AnyType, []any, error) {
	rest, ok := bytes.CutPrefix(b, []byte(modelsMagic))
	if !ok {
		return nil, nil, errModels
	}
	r := govalue.NewReader(rest)
	name, err := r.Bytes()
	if err != nil {
		return nil, nil, errModels
	}
	if string(name) != variant {
		return nil, nil, fmt.Errorf("the values of %s, not %s", name, variant)
	}
	nt, err := r.Uvarint()
	if err != nil || nt > uint64(len(r.Rest())) {
		return nil, nil, errModels
	}
	var types []AnyType
	for range nt {
		s, err := r.Bytes()
		if err != nil {
			return nil, nil, errModels
		}
		t := p.lookup(string(s))
		if t == nil {
			return nil, nil, fmt.Errorf("no --type %s", s)
		}
		types = append(types, t)
	}
	nm, err := r.Uvarint()
	if err != nil || nm > uint64(len(r.Rest())) {
		return nil, nil, errModels
	}
	msgs := make([]any, 0, nm)
	for i := range nm {
		t, err := r.Uvarint()
		if err != nil || t >= uint64(len(types)) {
			return nil, nil, fmt.Errorf("value %d: %w", i, errModels)
		}
		s, err := r.Bytes()
		if err != nil {
			return nil, nil, fmt.Errorf("value %d: %w", i, errModels)
		}
		m := reflect.New(types[t].goType())
		if left, err := govalue.Read(s, m.Elem()); err != nil || len(left) > 0 {
			return nil, nil, fmt.Errorf("value %d: %w (%v)", i, errModels, err)
		}
		msgs = append(msgs, m.Interface())
	}
	if n := len(r.Rest()); n > 0 {
		return nil, nil, fmt.Errorf("%d bytes after the values: %w", n, errModels)
	}
	return types, msgs, nil
}
