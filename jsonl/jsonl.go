// Package jsonl reads files of one JSON value a line, the layout of
// message samples (boutique's --payloads, run --proto's and --go's
// --samples).
package jsonl

import (
	"bufio"
	"bytes"
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
