package userproto

import (
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/digest"
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
