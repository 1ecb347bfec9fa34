package userproto

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
)

// Offer is an offer that needs nothing of the protobuf conversion, in the
// form NewKind takes its further offers.
func Offer[M comparable, P proto.Message](offer any) func(protobuf.Conv[M, P]) any {
	return func(protobuf.Conv[M, P]) any { return offer }
}
