package userproto

import (
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/digest"
	sym "github.com/serbench/serbench/symphony"
)

// The Symphony codecs bind to a user schema when protoc-gen-symphony's code
// for it was generated and compiles; the build (internal/userbuild) says
// why not otherwise, and the generated table passes that reason in
// Schema.LeftOut.

// SymphonyOfferer is symphony.Offer with the Raw view's open and visit
// bound first, for the generated table of message types (NewKind's more).
// The views are plain bytes, as boutique's are, so that the table needs no
// type parameter for them.
func SymphonyOfferer[M any, P symphony.Message](open func([]byte) ([]byte, error),
	visit func(*digest.Hasher, []byte) error) func(protobuf.Conv[M, P]) any {
	return func(c protobuf.Conv[M, P]) any { return symphony.Offer(c, open, visit) }
}

// SymVisitTimestamp feeds a Timestamp's Raw view to h as HashTime feeds
// the model's time: presence, seconds, nanoseconds.
func SymVisitTimestamp(h *digest.Hasher, r sym.TimestampRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	s, err := r.Seconds()
	if err != nil {
		return err
	}
	n, err := r.Nanos()
	if err != nil {
		return err
	}
	h.Len(1)
	h.Int64(s)
	h.Int64(int64(n))
	return nil
}
