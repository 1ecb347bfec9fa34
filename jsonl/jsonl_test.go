package jsonl_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/jsonl"
)

func TestLines(t *testing.T) {
	var got []string
	var nums []int
	n, err := jsonl.Lines(strings.NewReader("{\"a\":1}\n\n  {\"b\":2}  \n"), 1<<10, func(line int, b []byte) error {
		got, nums = append(got, string(b)), append(nums, line)
		return nil
	})
	if err != nil || n != 3 || strings.Join(got, "|") != `{"a":1}|{"b":2}` || nums[0] != 1 || nums[1] != 3 {
		t.Errorf("Lines = %d, %v; lines %q at %v", n, err, got, nums)
	}
	bad := errors.New("bad")
	n, err = jsonl.Lines(strings.NewReader("1\n2\n3\n"), 1<<10, func(line int, b []byte) error {
		if string(b) == "2" {
			return bad
		}
		return nil
	})
	if n != 2 || !errors.Is(err, bad) {
		t.Errorf("stopping error: line %d, %v", n, err)
	}
	n, err = jsonl.Lines(strings.NewReader("1\n"+strings.Repeat("x", 100)+"\n"), 16, func(int, []byte) error { return nil })
	if n != 2 || err == nil {
		t.Errorf("a line over the limit: line %d, %v", n, err)
	}
}

func TestDir(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"B.jsonl", "A.jsonl", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "sub.jsonl"), 0o755); err != nil {
		t.Fatal(err)
	}
	files, others, err := jsonl.Dir(dir, ".jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 || files[0].Stem != "A" || files[1].Stem != "B" || files[1].Path != filepath.Join(dir, "B.jsonl") {
		t.Errorf("files %+v", files)
	}
	if len(others) != 1 || others[0] != filepath.Join(dir, "notes.txt") {
		t.Errorf("others %v", others)
	}
	if _, _, err := jsonl.Dir(filepath.Join(dir, "nope"), ".jsonl"); err == nil {
		t.Error("a missing folder is not an error")
	}
}

func TestHasLine(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		text string
		want bool
	}{
		"empty":  {"", false},
		"blank":  {"\n  \n\t\n", false},
		"second": {"\n {\"a\":1}\n" + strings.Repeat("x", 100) + "\n", true},
	} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		// The long line past the first is not read, so not over the limit.
		if got, err := jsonl.HasLine(p, 16); got != c.want || err != nil {
			t.Errorf("%s: HasLine = %v, %v; want %v", name, got, err, c.want)
		}
	}
	if _, err := jsonl.HasLine(filepath.Join(dir, "nope"), 16); err == nil {
		t.Error("a missing file is not an error")
	}
}
