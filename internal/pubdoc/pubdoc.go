// Package pubdoc reads the public documents that some datasets embed
// (twitter.json, citm_catalog.json, ...): zstd-compressed in the dataset's
// folder, each checked against the SHA-256 of its decompressed bytes that
// the dataset records with its source and licence, so that a changed file
// is an error and never a silently different benchmark.
package pubdoc

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"

	"github.com/klauspost/compress/zstd"
)

// Open decompresses zst and checks that the SHA-256 of the result is sum,
// in hex.
func Open(zst []byte, sum string) ([]byte, error) {
	// One goroutine and low memory: a document is read once per variant,
	// and its decoder should leave nothing behind on the heap.
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
	if err != nil {
		return nil, fmt.Errorf("pubdoc: zstd: %w", err)
	}
	defer d.Close()
	doc, err := d.DecodeAll(zst, nil)
	if err != nil {
		return nil, fmt.Errorf("pubdoc: decompress: %w", err)
	}
	if err := Check(doc, sum); err != nil {
		return nil, err
	}
	return doc, nil
}

// Check reports whether doc's SHA-256 is sum, in hex.
func Check(doc []byte, sum string) error {
	got := sha256.Sum256(doc)
	if hex.EncodeToString(got[:]) != sum {
		return fmt.Errorf("pubdoc: the document's SHA-256 is %x, want %s: not the recorded document", got, sum)
	}
	return nil
}

// Decode decodes the document in zst with encoding/json into a new T,
// refusing a field that T does not declare (a model that left out part of
// the document would measure less than the document), and checks that the
// SHA-256 of the decompressed bytes is sum. It streams the decompressed
// bytes into the JSON decoder, so that a 2 MB document is held once, in
// the decoder's buffer, while it is decoded.
func Decode[T any](zst []byte, sum string) (T, error) {
	var v T
	d, err := zstd.NewReader(bytes.NewReader(zst), zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
	if err != nil {
		return v, fmt.Errorf("pubdoc: zstd: %w", err)
	}
	defer d.Close()
	h := sha256.New()
	r := io.TeeReader(d, h)
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	decErr := dec.Decode(&v)
	if decErr == nil && dec.More() {
		decErr = errors.New("more than one JSON value")
	}
	// The rest of the document, for its hash.
	if _, err := io.Copy(io.Discard, r); err != nil {
		return v, fmt.Errorf("pubdoc: decompress: %w", err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != sum {
		return v, fmt.Errorf("pubdoc: the document's SHA-256 is %s, want %s: not the recorded document", got, sum)
	}
	if decErr != nil {
		return v, fmt.Errorf("pubdoc: decode into %T: %w", v, decErr)
	}
	return v, nil
}

// SameJSON reports the first difference between two JSON texts as values:
// objects by their members whatever their order, arrays element by
// element, integers exactly (so that an id that went through a float64
// and lost digits differs), other numbers as float64s (sameNumber), null
// apart from absent. It
// is how a dataset's tests check that its model carries the whole
// document.
func SameJSON(want, got []byte) error {
	a, err := parseJSON(want)
	if err != nil {
		return fmt.Errorf("want: %w", err)
	}
	b, err := parseJSON(got)
	if err != nil {
		return fmt.Errorf("got: %w", err)
	}
	return sameValue("$", a, b)
}

func parseJSON(text []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

func sameValue(path string, a, b any) error {
	switch a := a.(type) {
	case map[string]any:
		bm, ok := b.(map[string]any)
		if !ok {
			return fmt.Errorf("%s: got %s, want an object", path, kind(b))
		}
		for k, av := range a {
			bv, ok := bm[k]
			if !ok {
				return fmt.Errorf("%s.%s: missing", path, k)
			}
			if err := sameValue(path+"."+k, av, bv); err != nil {
				return err
			}
		}
		for k := range bm {
			if _, ok := a[k]; !ok {
				return fmt.Errorf("%s.%s: not in the document", path, k)
			}
		}
	case []any:
		bs, ok := b.([]any)
		if !ok {
			return fmt.Errorf("%s: got %s, want an array", path, kind(b))
		}
		if len(a) != len(bs) {
			return fmt.Errorf("%s: got %d elements, want %d", path, len(bs), len(a))
		}
		for i := range a {
			if err := sameValue(fmt.Sprintf("%s[%d]", path, i), a[i], bs[i]); err != nil {
				return err
			}
		}
	case json.Number:
		bn, ok := b.(json.Number)
		if !ok {
			return fmt.Errorf("%s: got %s, want the number %s", path, kind(b), a)
		}
		if !sameNumber(string(a), string(bn)) {
			return fmt.Errorf("%s: got %s, want %s", path, bn, a)
		}
	default: // string, bool, nil
		if a != b {
			return fmt.Errorf("%s: got %v (%s), want %v (%s)", path, b, kind(b), a, kind(a))
		}
	}
	return nil
}

// sameNumber compares two JSON numbers: two integers exactly, at any
// size; others as float64s, since a literal with more digits than a
// float64 holds (canada.json's -65.613616999999977) reads as the nearest
// float64, which an encoder writes in its shortest form
// (-65.61361699999998).
func sameNumber(a, b string) bool {
	x, okA := new(big.Int).SetString(a, 10)
	y, okB := new(big.Int).SetString(b, 10)
	if okA && okB {
		return x.Cmp(y) == 0
	}
	f, errA := strconv.ParseFloat(a, 64)
	g, errB := strconv.ParseFloat(b, 64)
	return errA == nil && errB == nil && f == g
}

func kind(v any) string {
	switch v.(type) {
	case map[string]any:
		return "an object"
	case []any:
		return "an array"
	case json.Number:
		return "a number"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%T", v)
}

// RoundTrip decodes the document into a new T and checks that
// encoding/json writes the same JSON value back (SameJSON): that T holds
// every field, number and null of the document.
func RoundTrip[T any](zst []byte, sum string) error {
	v, err := Decode[T](zst, sum)
	if err != nil {
		return err
	}
	got, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("pubdoc: encode %T: %w", v, err)
	}
	doc, err := Open(zst, sum)
	if err != nil {
		return err
	}
	return SameJSON(doc, got)
}
