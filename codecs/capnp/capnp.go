// Package capnp is the Cap'n Proto codec (capnproto.org/go/capnp/v3,
// capnpc-go-generated Go). A dataset offers, per model type, the
// generated root functions, a setter from the model and a visit through
// the accessors, through Conv.
package capnp

import (
	"encoding/binary"
	"errors"

	capnp "capnproto.org/go/capnp/v3"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "capnp"

// Codec builds a new single-segment message per encode and reads its root
// per decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "Cap'n Proto",
	Module: "capnproto.org/go/capnp/v3",
	URL:    "https://pkg.go.dev/capnproto.org/go/capnp/v3",
	Family: "Cap'n Proto",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary, suite.LabelZeroCopy},
	Notes: "capnpc-go-generated Go (Debian capnp 0.9.2). encode builds the message from the model struct in a " +
		"new single-segment Message per op and calls Marshal (unpacked framing); decode is capnp.Unmarshal " +
		"plus ReadRoot… (no copy of the data; accessors check bounds and the traversal limit, which decode raises " +
		"to 8 bytes per byte of message where that is over go-capnp's default 64 MiB, so the largest variants can be " +
		"read whole); read also visits every field through the generated accessors.",
	Bind: suite.BindOffered(binder.bind),
}

// Conv is what a dataset offers for model M with root struct type C.
type Conv[M, C any] struct {
	NewRoot  func(*capnp.Segment) (C, error) // capnpc-go's NewRoot…
	Set      func(root C, m M) error         // writes m into root (the timed encode)
	ReadRoot func(*capnp.Message) (C, error) // capnpc-go's ReadRoot…
	// Visit adds the struct's fields to h through the accessors, as the
	// dataset's Digest adds the model's; an accessor error must make the
	// digest differ.
	Visit   func(h *digest.Hasher, c C)
	ToModel func(c C) (M, error)
	// Update makes an update's change on a root read from a message,
	// through the generated setters: a scalar in place, a text of another
	// length in new space of the message; nil where the dataset declares
	// no update.
	Update func(root C, ch suite.Change) error
}

// The read limit: go-capnp's default, and the bytes a decode may traverse
// per byte of message when that is more.
const (
	defaultReadLimit = 64 << 20
	readLimitPerByte = 8
)

// value is the binding's value: the model message to build from (encode)
// or the root struct read from the bytes (decode).
type value[M, C any] struct {
	m M
	c C
}

type binder interface{ bind() suite.Binding }

func (c Conv[M, C]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, value[M, C]]{
		FromModel: func(m M) (value[M, C], error) { return value[M, C]{m: m}, nil },
		ToModel:   func(v value[M, C]) (M, error) { return c.ToModel(v.c) },
		Encode: func(v value[M, C]) ([]byte, error) {
			msg, seg, err := capnp.NewMessage(capnp.SingleSegment(nil))
			if err != nil {
				return nil, err
			}
			root, err := c.NewRoot(seg)
			if err != nil {
				return nil, err
			}
			if err := c.Set(root, v.m); err != nil {
				return nil, err
			}
			return msg.Marshal()
		},
		Decode: func(b []byte) (value[M, C], error) {
			msg, err := capnp.Unmarshal(b)
			if err != nil {
				return value[M, C]{}, err
			}
			// The traversal limit guards against a message that points at
			// its own data again and again; a reader of large messages
			// raises it in proportion to the message, or a whole read of
			// the largest variants fails past 64 MiB.
			if limit := readLimitPerByte * uint64(len(b)); limit > defaultReadLimit {
				msg.ResetReadLimit(limit)
			}
			root, err := c.ReadRoot(msg)
			return value[M, C]{c: root}, err
		},
		Visit:      func(h *digest.Hasher, v value[M, C]) { c.Visit(h, v.c) },
		Updater:    c.updater(),
		UpdateMode: suite.UpdateInPlace,
	})
}

// updater copies the received message's segments into a new buffer with
// room after the first (capnp.Unmarshal's arena is read only: it cannot
// take a new text), opens them as a message (capnp.MultiSegment), sets the
// fields on its root (a scalar in place, a text of another length in the
// room, the old one left unused as capnp leaves it) and marshals it: the
// bytes to send.
func (c Conv[M, C]) updater() func(*suite.UpdateDef[M]) suite.UpdateFunc {
	if c.Update == nil {
		return nil
	}
	return func(*suite.UpdateDef[M]) suite.UpdateFunc {
		return func(b []byte, ch suite.Change) ([]byte, error) {
			// A text takes its bytes, a NUL and padding to a word.
			segs, err := writableSegments(b, (len(ch.Str)+8)&^7)
			if err != nil {
				return nil, err
			}
			msg, _, err := capnp.NewMessage(capnp.MultiSegment(segs))
			if err != nil {
				return nil, err
			}
			if limit := readLimitPerByte * uint64(len(b)); limit > defaultReadLimit {
				msg.ResetReadLimit(limit)
			}
			root, err := c.ReadRoot(msg)
			if err != nil {
				return nil, err
			}
			if err := c.Update(root, ch); err != nil {
				return nil, err
			}
			return msg.Marshal()
		}
	}
}

var errFraming = errors.New("capnp: bad stream framing")

// writableSegments copies the segments of a framed message (unpacked: a
// u32 segment count less one, a u32 size in words per segment, padding to
// a word) into one new buffer, the first with room bytes of capacity after
// it.
func writableSegments(b []byte, room int) ([][]byte, error) {
	if len(b) < 8 {
		return nil, errFraming
	}
	n := uint64(binary.LittleEndian.Uint32(b)) + 1
	hdr := (4 + 4*n + 7) &^ 7
	if n > 512 || uint64(len(b)) < hdr {
		return nil, errFraming
	}
	data := b[hdr:]
	buf := make([]byte, len(data)+room)
	segs := make([][]byte, n)
	at, from := 0, 0
	for i := range segs {
		sz := int(binary.LittleEndian.Uint32(b[4+4*i:])) * 8
		if sz > len(data)-from {
			return nil, errFraming
		}
		end := at + sz
		if i == 0 {
			segs[i] = buf[at : end : end+room]
			end += room
		} else {
			segs[i] = buf[at:end:end]
		}
		copy(segs[i], data[from:from+sz])
		at, from = end, from+sz
	}
	return segs, nil
}

// Offer makes a Conv, its types inferred from the functions.
func Offer[M, C any](newRoot func(*capnp.Segment) (C, error), set func(C, M) error,
	readRoot func(*capnp.Message) (C, error), visit func(*digest.Hasher, C), toModel func(C) (M, error)) Conv[M, C] {
	return Conv[M, C]{NewRoot: newRoot, Set: set, ReadRoot: readRoot, Visit: visit, ToModel: toModel}
}
