package userproto

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/protobuf"
)

// Also is an offer that does not need the protobuf conversion (easyjson's
// mirrors convert the model for free), as NewKind's more takes it.
func Also[M any, P proto.Message](offer any) func(protobuf.Conv[M, P]) any {
	return func(protobuf.Conv[M, P]) any { return offer }
}
