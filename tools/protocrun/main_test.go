package main

import (
	"slices"
	"testing"
)

func TestOutputs(t *testing.T) {
	args := []string{"--go_out=pb", "--go_opt=paths=source_relative", "--symphony_out", "pb", "--serbench_out=opt=1:x", "-I", ".", "boutique.proto"}
	names, dirs := outputs(args)
	if want := []string{"protoc-gen-go", "protoc-gen-symphony", "protoc-gen-serbench"}; !slices.Equal(names, want) {
		t.Errorf("outputs(%q) names = %q, want %q", args, names, want)
	}
	if want := []string{"pb", "x"}; !slices.Equal(dirs, want) {
		t.Errorf("outputs(%q) dirs = %q, want %q", args, dirs, want)
	}
}
