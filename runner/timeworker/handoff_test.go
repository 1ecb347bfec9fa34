package timeworker

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/serbench/serbench/suite"
)

// A handoff file reads back as written, with and without types; a file
// cut short, lengthened or of another layout is an error, never a panic.
func TestHandoffFile(t *testing.T) {
	dir := t.TempDir()
	for _, h := range []suite.Handoff{
		{Msgs: [][]byte{[]byte("ab"), {}, []byte("cde")}, Sums: []uint64{1, 2, 3}},
		{Msgs: [][]byte{[]byte("x"), []byte("yz")}, Sums: []uint64{7, 1 << 63}, Types: []int32{1, 0}},
	} {
		path := filepath.Join(dir, "h")
		if err := WriteHandoff(path, h); err != nil {
			t.Fatal(err)
		}
		got, err := ReadHandoff(path)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Sums, h.Sums) || !reflect.DeepEqual(got.Types, h.Types) || len(got.Msgs) != len(h.Msgs) {
			t.Fatalf("read %+v, wrote %+v", got, h)
		}
		for i, m := range got.Msgs {
			// Its capacity ends at its length, so an append copies.
			if string(m) != string(h.Msgs[i]) || cap(m) != len(m) {
				t.Errorf("message %d: %q (cap %d), want %q", i, m, cap(m), h.Msgs[i])
			}
		}
		whole, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for n := range len(whole) {
			if _, err := parseHandoff(whole[:n]); err == nil {
				t.Errorf("the file cut to %d of %d bytes: no error", n, len(whole))
			}
		}
		if _, err := parseHandoff(append(whole, 0)); err == nil {
			t.Error("a byte past the messages: no error")
		}
	}
	if _, err := ReadHandoff(filepath.Join(dir, "none")); err == nil {
		t.Error("no file: no error")
	}
}

// An expected file reads back as written; a file cut short, lengthened or
// of another layout is an error, never a panic.
func TestExpectedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e")
	want := func(i int) (uint64, uint64) { return uint64(i) * 3, 1<<63 | uint64(i) }
	if err := WriteExpected(path, 5, want); err != nil {
		t.Fatal(err)
	}
	n, got, err := ReadExpected(path)
	if err != nil || n != 5 {
		t.Fatalf("read %d messages, %v; want 5", n, err)
	}
	for i := range n {
		e, m := got(i)
		if we, wm := want(i); e != we || m != wm {
			t.Errorf("message %d: %x/%x, want %x/%x", i, e, m, we, wm)
		}
	}
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(whole) {
		if _, _, err := parseExpected(whole[:n]); err == nil {
			t.Errorf("the file cut to %d of %d bytes: no error", n, len(whole))
		}
	}
	if _, _, err := parseExpected(append(whole, 0)); err == nil {
		t.Error("a byte past the messages: no error")
	}
	if _, _, err := ReadExpected(filepath.Join(t.TempDir(), "none")); err == nil {
		t.Error("no file: no error")
	}
}
