//go:build !serbench_lean || serbench_gogofaster

package tickdata

import (
	"github.com/serbench/serbench/codecs/gogofaster"
	gogopb "github.com/serbench/serbench/datasets/tickdata/gogopb"
	"github.com/serbench/serbench/datasets/tickdata/pb"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", gogoConv)

// gogoConv bridges gogofaster through the protobuf conversion; visitGogo is
// visitProto on the gogo types (gogo_visit_gen.go).
func gogoConv() gogofaster.Conv[*TickData, *pb.TickData, gogopb.TickData, *gogopb.TickData] {
	return gogofaster.Offer(protoConv(), visitGogo)
}
