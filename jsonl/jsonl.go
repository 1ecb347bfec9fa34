// Package jsonl reads files of one JSON value a line, the layout of
// message samples (boutique's --payloads, run --proto's and --go's
// --samples).
package jsonl

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Lines calls f with each line of r that is not blank, trimmed, and its
// number (from 1), and stops at f's first error. A line longer than max
// bytes is an error. It returns the number of the line it stopped at, so
// that the caller's error can name file:line; b is only valid during f.
func Lines(r io.Reader, max int, f func(line int, b []byte) error) (int, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, max)
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		if err := f(line, b); err != nil {
			return line, err
		}
	}
	if err := sc.Err(); err != nil {
		return line + 1, err
	}
	return line, nil
}

// errLine stops HasLine's reading at the first line.
var errLine = errors.New("a line")

// HasLine reports whether the file at path has a line that is not blank,
// reading no further than that line (of at most max bytes).
func HasLine(path string, max int) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	n, err := Lines(f, max, func(int, []byte) error { return errLine })
	switch {
	case errors.Is(err, errLine):
		return true, nil
	case err != nil:
		return false, fmt.Errorf("%s:%d: %w", path, n, err)
	}
	return false, nil
}

// File is one file of a folder of samples: <Stem><ext>.
type File struct{ Stem, Path string }

// Dir lists the files of dir named <stem>ext, sorted by name, and the paths
// of its other files (not folders), which the caller skips with a warning.
func Dir(dir, ext string) (files []File, others []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, name := range names {
		path := filepath.Join(dir, name)
		if stem, ok := strings.CutSuffix(name, ext); ok {
			files = append(files, File{Stem: stem, Path: path})
		} else {
			others = append(others, path)
		}
	}
	return files, others, nil
}
