package toml

import (
	"testing"

	"github.com/pelletier/go-toml/v2"
)

// A struct with no fields is an empty TOML document, and toml.Unmarshal of
// it leaves a nil *T target nil, which is why unmarshal decodes into a new T
// for pointer models. When the library allocates it, the allocation can go.
func TestEmptyDocumentIntoNilPointer(t *testing.T) {
	type empty struct{}
	b, err := marshal(&empty{})
	if err != nil {
		t.Fatal(err)
	}
	var lib *empty
	if err := toml.Unmarshal(b, &lib); err != nil || lib != nil {
		t.Errorf("toml.Unmarshal of %q into a nil *T: %v, %v; it used to leave it nil", b, lib, err)
	}
	var got *empty
	if err := unmarshal(b, &got); err != nil || got == nil {
		t.Errorf("unmarshal into a nil *T: %v, %v", got, err)
	}
}
