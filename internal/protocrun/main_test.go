package main

import (
	"slices"
	"testing"
)

func TestOutputs(t *testing.T) {
	args := []string{"--go_out=pb", "--go_opt=paths=source_relative", "--symphony_out", "pb", "--go_out=x", "-I", ".", "boutique.proto"}
	got := outputs(args)
	want := []string{"protoc-gen-go", "protoc-gen-symphony"}
	if !slices.Equal(got, want) {
		t.Errorf("outputs(%q) = %q, want %q", args, got, want)
	}
}
