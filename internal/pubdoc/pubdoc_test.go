package pubdoc

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

func compress(t *testing.T, doc string) []byte {
	t.Helper()
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	defer enc.Close()
	return enc.EncodeAll([]byte(doc), nil)
}

const (
	doc = `{"id":505874924095815681,"name":null,"kids":[],"w":0.1}`
	// docSum is a hash, but not doc's.
	docSum = "b2a3d1a1a60e2ec6c7ddf47ab39ed1f1d1b0c1d9ff8e1f0c3b3d8c2b0cfbd9a0"
)

// A document whose hash is not the recorded one is an error.
func TestOpenChecksTheHash(t *testing.T) {
	zst := compress(t, doc)
	if _, err := Open(zst, docSum); err == nil || !strings.Contains(err.Error(), "not the recorded document") {
		t.Errorf("a wrong hash: got %v", err)
	}
	if _, err := Open(zst, sumOf(doc)); err != nil {
		t.Errorf("the right hash: %v", err)
	}
	type model struct {
		ID   int64   `json:"id"`
		Name *string `json:"name"`
		Kids []int   `json:"kids"`
		W    float64 `json:"w"`
	}
	if _, err := Decode[model](zst, docSum); err == nil || !strings.Contains(err.Error(), "not the recorded document") {
		t.Errorf("Decode with a wrong hash: got %v", err)
	}
	if _, err := Decode[model](compress(t, doc+` {}`), sumOf(doc+` {}`)); err == nil {
		t.Error("Decode accepts two JSON values")
	}
	if m, err := Decode[model](zst, sumOf(doc)); err != nil || m.ID != 505874924095815681 {
		t.Errorf("Decode with the right hash: %v, %+v", err, m)
	}
	if _, err := Open([]byte("not zstd"), docSum); err == nil {
		t.Error("Open accepts bytes that are not zstd")
	}
}

// Decode refuses a field the model lacks; RoundTrip finds an id that went
// through a float64, and null written for an empty array.
func TestRoundTripFindsLosses(t *testing.T) {
	zst := compress(t, doc)
	sum := sumOf(doc)
	type exact struct {
		ID   int64   `json:"id"`
		Name *string `json:"name"`
		Kids []int   `json:"kids"`
		W    float64 `json:"w"`
	}
	if err := RoundTrip[exact](zst, sum); err != nil {
		t.Errorf("an exact model: %v", err)
	}
	type floatID struct {
		ID   float64 `json:"id"`
		Name *string `json:"name"`
		Kids []int   `json:"kids"`
		W    float64 `json:"w"`
	}
	if err := RoundTrip[floatID](zst, sum); err == nil || !strings.Contains(err.Error(), "$.id") {
		t.Errorf("an id through a float64: got %v", err)
	}
	type lacksW struct {
		ID   int64   `json:"id"`
		Name *string `json:"name"`
		Kids []int   `json:"kids"`
	}
	if err := RoundTrip[lacksW](zst, sum); err == nil || !strings.Contains(err.Error(), "unknown field") {
		t.Errorf("a model without w: got %v", err)
	}
	type nameNotNull struct {
		ID   int64   `json:"id"`
		Name string  `json:"name"`
		Kids []int   `json:"kids"`
		W    float64 `json:"w"`
	}
	if err := RoundTrip[nameNotNull](zst, sum); err == nil || !strings.Contains(err.Error(), "$.name") {
		t.Errorf("null read into a string: got %v", err)
	}
}

func TestSameJSON(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want string // "" when equal
	}{
		{`{"a":[1,2.50,{"b":null}]}`, `{"a":[1,2.5,{"b":null}]}`, ""},
		{`{"a":1,"b":2}`, `{"b":2,"a":1}`, ""},
		{`{"a":[]}`, `{"a":null}`, "$.a: got null"},
		{`{"a":1}`, `{}`, "$.a: missing"},
		{`{}`, `{"a":null}`, "$.a: not in the document"},
		{`{"a":9007199254740993}`, `{"a":9007199254740992}`, "$.a: got 9007199254740992"},
		{`{"a":[1,2]}`, `{"a":[1]}`, "$.a: got 1 elements, want 2"},
		{`{"a":-65.613616999999977}`, `{"a":-65.61361699999998}`, ""},
		{`{"a":0.1}`, `{"a":0.10000000000000002}`, "$.a: got 0.10000000000000002"},
		{`{"a":"1"}`, `{"a":1}`, "$.a: got 1 (a number), want 1 (a string)"},
	} {
		err := SameJSON([]byte(c.a), []byte(c.b))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("SameJSON(%s, %s) = %v, want %q", c.a, c.b, err, c.want)
		}
	}
}

func sumOf(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}
