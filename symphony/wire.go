package symphony

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Format constants.
const (
	Version    = 0x01 // first byte of a message and of its private segment
	HeaderSize = 13   // version, offset_to_private, service_id, method_id
	// MaxSize is the largest message: offsets and sizes are u32.
	MaxSize = math.MaxUint32
	// MaxDepth limits nesting on decode, as protobuf's recursion limit does.
	MaxDepth = 10000
	// minMessage is the smallest message: a header and an empty private
	// segment. It bounds the count of a repeated message field.
	minMessage = HeaderSize + 1
)

// The decoders turn u32 offsets, lengths and counts into int positions and
// compare them; that is only safe where int has 64 bits, so a 32-bit build
// fails here instead of misreading hostile input.
const _ uint = math.MaxInt>>62 - 1

// ErrMalformed is wrapped by every decoding error caused by the input.
var ErrMalformed = errors.New("malformed symphony message")

// ErrTooLarge is returned when a message would not fit in u32 offsets.
var ErrTooLarge = errors.New("symphony message larger than 4 GiB")

func malformed(what string, at int) error {
	return fmt.Errorf("%s at byte %d: %w", what, at, ErrMalformed)
}

// CheckSize returns ErrTooLarge when size cannot be encoded. The error is
// built apart, so that the check inlines.
func CheckSize(size int) error {
	if uint64(size) > MaxSize {
		return tooLarge(size)
	}
	return nil
}

func tooLarge(size int) error { return fmt.Errorf("%d bytes: %w", size, ErrTooLarge) }

// IDs returns the service and method ids of a message's header.
func IDs(b []byte) (service, method uint32, err error) {
	if len(b) < HeaderSize || b[0] != Version {
		return 0, 0, malformed("bad header", 0)
	}
	return binary.LittleEndian.Uint32(b[5:]), binary.LittleEndian.Uint32(b[9:]), nil
}

// SetIDs writes the service and method ids into a message's header in place.
func SetIDs(b []byte, service, method uint32) error {
	if len(b) < HeaderSize || b[0] != Version {
		return malformed("bad header", 0)
	}
	binary.LittleEndian.PutUint32(b[5:], service)
	binary.LittleEndian.PutUint32(b[9:], method)
	return nil
}

// u32 reads a little-endian u32 as an int; callers have checked the bounds.
func u32(b []byte, at int) int { return int(binary.LittleEndian.Uint32(b[at:])) }
