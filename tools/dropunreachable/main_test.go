package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestRewrite(t *testing.T) {
	const in = `package p

func (x *T) WhichOneof(d D) F {
	switch d.FullName() {
	default:
		panic(fmt.Errorf("%s is not a oneof field in T", d.FullName()))
	}
	panic("unreachable")
}

func (x *U) WhichOneof(d D) F {
	switch d.FullName() {
	case "u.o":
		return nil
	default:
		panic(fmt.Errorf("%s is not a oneof field in U", d.FullName()))
	}
	panic("unreachable")
}
`
	const want = `package p

func (x *T) WhichOneof(d D) F {
	switch d.FullName() {
	default:
		panic(fmt.Errorf("%s is not a oneof field in T", d.FullName()))
	}
}

func (x *U) WhichOneof(d D) F {
	switch d.FullName() {
	case "u.o":
		return nil
	default:
		panic(fmt.Errorf("%s is not a oneof field in U", d.FullName()))
	}
	panic("unreachable")
}
`
	name := filepath.Join(t.TempDir(), "x.go")
	if err := os.WriteFile(name, []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := rewrite(name); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
