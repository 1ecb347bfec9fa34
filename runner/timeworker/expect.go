package timeworker

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/serbench/serbench/suite"
)

// expectMagic opens an expected file; the version changes with the layout.
const expectMagic = "serbench expected 1\n"

// WriteExpected writes what a checked preparation found for each of n
// messages (suite.Prepared.Expect) to a file at path, for an encode
// worker's --checked-each. The layout, little-endian: the magic line, n
// (uint64), then each message's encoding digest and model digest
// (uint64 each).
func WriteExpected(path string, n int, want suite.Expected) error {
	return writeFile(path, "expected", 1<<16, func(w *bufio.Writer) error {
		w.WriteString(expectMagic)
		var b [16]byte
		binary.LittleEndian.PutUint64(b[:], uint64(n))
		w.Write(b[:8])
		for i := range n {
			encoded, model := want(i)
			binary.LittleEndian.PutUint64(b[:], encoded)
			binary.LittleEndian.PutUint64(b[8:], model)
			w.Write(b[:])
		}
		return nil
	})
}

// ReadExpected reads a file WriteExpected wrote. Where the system allows,
// the file is mapped, not read onto the Go heap: an encode worker holds it
// through its runs, and its collections would count it (16 bytes a
// message) in the heap that paces them.
func ReadExpected(path string) (int, suite.Expected, error) {
	b, err := mapFile(path)
	if err != nil {
		return 0, nil, fmt.Errorf("expected: %w", err)
	}
	n, want, err := parseExpected(b)
	if err != nil {
		return 0, nil, fmt.Errorf("expected: %s: %w", path, err)
	}
	return n, want, nil
}

func parseExpected(b []byte) (int, suite.Expected, error) {
	if len(b) < len(expectMagic) || string(b[:len(expectMagic)]) != expectMagic {
		return 0, nil, errors.New("not an expected file of this version")
	}
	b = b[len(expectMagic):]
	if len(b) < 8 {
		return 0, nil, errShort
	}
	n := binary.LittleEndian.Uint64(b)
	b = b[8:]
	if n == 0 || n != uint64(len(b))/16 || uint64(len(b))%16 != 0 {
		return 0, nil, fmt.Errorf("%d messages in %d bytes", n, len(b))
	}
	return int(n), func(i int) (uint64, uint64) {
		return binary.LittleEndian.Uint64(b[16*i:]), binary.LittleEndian.Uint64(b[16*i+8:])
	}, nil
}
