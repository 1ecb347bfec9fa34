package cli

import (
	"reflect"
	"testing"
)

// A timing worker of the program built for a schema must load the same
// messages as its parent: the flags it is given read back as the input.
func TestUserInputArgsReadBack(t *testing.T) {
	for _, in := range []UserInput{
		{},
		{Proto: "a/shop.proto"},
		{Proto: "shop.proto", ProtoPath: []string{"x", "y z"}, Samples: "s", Message: "shop.v1.Order"},
		{Proto: "shop.proto", Messages: 40},
	} {
		fs := newFlags("t")
		var got UserInput
		got.register(fs)
		if err := fs.Parse(in.args()); err != nil {
			t.Fatalf("%+v: %v", in, err)
		}
		if !reflect.DeepEqual(got, in) {
			t.Errorf("args %q read back as %+v, want %+v", in.args(), got, in)
		}
	}
}

// --proto-path takes a comma-separated list, as it did before the worker
// flags shared its registration.
func TestProtoPathIsAList(t *testing.T) {
	fs := newFlags("t")
	var in UserInput
	in.register(fs)
	if err := fs.Parse([]string{"--proto-path", "a,b", "--proto-path", "c"}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "b", "c"}; !reflect.DeepEqual(in.ProtoPath, want) {
		t.Errorf("proto path %q, want %q", in.ProtoPath, want)
	}
}
