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
