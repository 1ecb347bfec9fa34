package main

import (
	"strings"
	"testing"
)

// A wrapped list passes the check against a committed schema that carries
// it in a message of one repeated field, and nothing else does.
func TestApplyWraps(t *testing.T) {
	const derived = `syntax = "proto3"; package p;
message Big { int64 id = 1; }
message BigArray { repeated Big big_arr = 1; }
message Huge { repeated Big big_slice = 1; int64 n = 2; }`
	d, err := compileSource("d.proto", []byte(derived))
	if err != nil {
		t.Fatal(err)
	}
	const committed = `syntax = "proto3"; package p;
message Big { int64 id = 1; }
message BigArray { repeated Big big_arr = 1; }
message Huge { BigArray big_slice = 1; int64 n = 2; }`
	c, err := compileSource("c.proto", []byte(committed))
	if err != nil {
		t.Fatal(err)
	}
	if err := sameSchema(d, c); err == nil {
		t.Fatal("a wrapped list passes unwrapped")
	}
	w, err := applyWraps(d, c, []string{"Huge/big_slice"})
	if err != nil {
		t.Fatal(err)
	}
	if err := sameSchema(w, c); err != nil {
		t.Errorf("wrapped: %v", err)
	}
	for _, c2 := range []struct{ wrap, want string }{
		{"Huge/n", "not a list of messages"},
		{"Huge", "want Message/field"},
		{"Nope/big_slice", "no message Nope"},
	} {
		if _, err := applyWraps(d, c, []string{c2.wrap}); err == nil || !strings.Contains(err.Error(), c2.want) {
			t.Errorf("%s: error %v, want %q", c2.wrap, err, c2.want)
		}
	}
	other, err := compileSource("o.proto", []byte(`syntax = "proto3"; package p;
message Big { int64 id = 1; }
message BigArray { repeated Big big_arr = 1; int64 extra = 2; }
message Huge { BigArray big_slice = 1; int64 n = 2; }`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := applyWraps(d, other, []string{"Huge/big_slice"}); err == nil || !strings.Contains(err.Error(), "not a message of one repeated") {
		t.Errorf("a wrapper of two fields: %v", err)
	}
}
