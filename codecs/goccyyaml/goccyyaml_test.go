package goccyyaml

import (
	"testing"

	"github.com/goccy/go-yaml"
)

// yaml.Unmarshal leaves a nil *T target nil without an error, which is why
// unmarshal decodes into a new T for pointer models. When the library fills
// it, the allocation can go.
func TestNilPointerTarget(t *testing.T) {
	type msg struct{ V int64 }
	b, err := marshal(&msg{7})
	if err != nil {
		t.Fatal(err)
	}
	var lib *msg
	if err := yaml.Unmarshal(b, &lib); err != nil || lib != nil {
		t.Errorf("yaml.Unmarshal into a nil *T: %v, %v; it used to leave it nil", lib, err)
	}
	var got *msg
	if err := unmarshal(b, &got); err != nil || got == nil || got.V != 7 {
		t.Errorf("unmarshal into a nil *T: %v, %v", got, err)
	}
}
