// Package jsonl reads files of one JSON value a line, the layout of
// message samples (boutique's --payloads, run --proto's --samples).
package jsonl

import (
	"bufio"
	"bytes"
	"io"
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
