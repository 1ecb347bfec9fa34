package timeworker

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"os"

	"github.com/serbench/serbench/suite"
)

// handoffMagic opens a handoff file; the version changes with the layout.
const handoffMagic = "serbench handoff 1\n"

// WriteHandoff writes h to a file at path for a worker's --handoff. The
// layout, little-endian: the magic line, the message count n (uint64), 1
// when message types follow (a byte), n model digests (uint64), n sizes
// (uint64), n types (int32) when present, then the messages end to end.
func WriteHandoff(path string, h suite.Handoff) error {
	return writeFile(path, "handoff", 1<<20, func(w *bufio.Writer) error {
		n := len(h.Msgs)
		sizes := make([]uint64, n)
		for i, m := range h.Msgs {
			sizes[i] = uint64(len(m))
		}
		typed := byte(0)
		if h.Types != nil {
			typed = 1
		}
		w.WriteString(handoffMagic)
		parts := []any{uint64(n), typed, h.Sums, sizes}
		if h.Types != nil {
			parts = append(parts, h.Types)
		}
		for _, p := range parts {
			if err := binary.Write(w, binary.LittleEndian, p); err != nil {
				return err
			}
		}
		for _, m := range h.Msgs {
			w.Write(m)
		}
		return nil
	})
}

// writeFile creates the file at path and writes it through a buffer of
// size bytes with write, closing it whatever happens; errors say what
// the file is.
func writeFile(path, what string, size int, write func(w *bufio.Writer) error) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = fmt.Errorf("%s: %w", what, cerr)
		}
	}()
	w := bufio.NewWriterSize(f, size)
	if err := write(w); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// ReadHandoff reads a file WriteHandoff wrote. The messages lie end to
// end in one buffer of their own, as validation packs them; the rest of
// the file is not kept. A file of any other layout is an error.
func ReadHandoff(path string) (suite.Handoff, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return suite.Handoff{}, fmt.Errorf("handoff: %w", err)
	}
	h, err := parseHandoff(b)
	if err != nil {
		return suite.Handoff{}, fmt.Errorf("handoff: %s: %w", path, err)
	}
	return h, nil
}

var errShort = errors.New("the file ends early")

func parseHandoff(b []byte) (suite.Handoff, error) {
	if len(b) < len(handoffMagic) || string(b[:len(handoffMagic)]) != handoffMagic {
		return suite.Handoff{}, errors.New("not a handoff file of this version")
	}
	b = b[len(handoffMagic):]
	if len(b) < 9 {
		return suite.Handoff{}, errShort
	}
	n, typed := binary.LittleEndian.Uint64(b), b[8]
	b = b[9:]
	per := uint64(16)
	if typed == 1 {
		per += 4
	} else if typed != 0 {
		return suite.Handoff{}, fmt.Errorf("types flag %d", typed)
	}
	if n == 0 || n > uint64(len(b))/per {
		return suite.Handoff{}, fmt.Errorf("%d messages: %w", n, errShort)
	}
	h := suite.Handoff{Msgs: make([][]byte, n), Sums: make([]uint64, n)}
	sizes := make([]uint64, n)
	for i := range n {
		h.Sums[i] = binary.LittleEndian.Uint64(b[8*i:])
		sizes[i] = binary.LittleEndian.Uint64(b[8*(n+i):])
	}
	b = b[16*n:]
	if typed == 1 {
		h.Types = make([]int32, n)
		for i := range n {
			h.Types[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
		}
		b = b[4*n:]
	}
	var total uint64
	for _, s := range sizes {
		if s > uint64(len(b))-total {
			return suite.Handoff{}, errShort
		}
		total += s
	}
	if total != uint64(len(b)) {
		return suite.Handoff{}, fmt.Errorf("%d bytes past the messages", uint64(len(b))-total)
	}
	buf := make([]byte, total)
	copy(buf, b)
	off := uint64(0)
	for i, s := range sizes {
		h.Msgs[i] = buf[off : off+s : off+s]
		off += s
	}
	return h, nil
}
