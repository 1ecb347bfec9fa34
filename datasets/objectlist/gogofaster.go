//go:build !serbench_lean || serbench_gogofaster

package objectlist

import (
	"github.com/serbench/serbench/codecs/gogofaster"
	gogopb "github.com/serbench/serbench/datasets/objectlist/gogopb"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", gogoConv)

// gogoConv bridges gogofaster through the protobuf conversion; visitGogo is
// visitProto on the gogo types (gogo_visit_gen.go).
func gogoConv() gogofaster.Conv[*Object, *pb.Object, gogopb.Object, *gogopb.Object] {
	return gogofaster.Offer(protoConv(), visitGogo)
}
