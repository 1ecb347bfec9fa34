package protojson

import (
	"bytes"
	"testing"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/types/known/structpb"
)

// protojson must give the compact form in every build (see detrand.go).
func TestProtoJSONIsCompact(t *testing.T) {
	v, err := structpb.NewList([]any{"a", 1.0, true})
	if err != nil {
		t.Fatal(err)
	}
	b, err := protojson.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, []byte(`["a",1,true]`)) {
		t.Errorf("protojson gave %s, want the compact form", b)
	}
}
