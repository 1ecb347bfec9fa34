//go:build !serbench_lean || serbench_gogofaster

package structs

import (
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's gogofaster conversion: its protobuf one (protobuf.go)
// and the visit over gogofaster's types that gogovisit wrote
// (gogo_visit_gen.go).
var (
	_ = suite.Offer(&offers, "tiny", gogoOffer(tinyPB, visitTinyGogo))
	_ = suite.Offer(&offers, "medium", gogoOffer(mediumPB, visitMediumGogo))
	_ = suite.Offer(&offers, "big", gogoOffer(bigPB, visitBigGogo))
	_ = suite.Offer(&offers, "huge", gogoOffer(hugePB, visitHugeGogo))
	_ = suite.Offer(&offers, "complexmap", gogoOffer(complexPB, visitComplexGogo))
	_ = suite.Offer(&offers, "tiny-slice", gogoOffer(tinyArrayPB, visitTinyArrayGogo))
	_ = suite.Offer(&offers, "medium-slice", gogoOffer(mediumArrayPB, visitMediumArrayGogo))
	_ = suite.Offer(&offers, "big-slice", gogoOffer(bigArrayPB, visitBigArrayGogo))
	_ = suite.Offer(&offers, "huge-slice", gogoOffer(hugeArrayPB, visitHugeArrayGogo))
	_ = suite.Offer(&offers, "complexmap-slice", gogoOffer(complexArrayPB, visitComplexArrayGogo))
)

// gogoOffer makes a variant's gogofaster conversion.
func gogoOffer[M any, P proto.Message, G any, PG gogofaster.Message[G]](conv func() protobuf.Conv[M, P],
	visit func(*digest.Hasher, PG)) func() gogofaster.Conv[M, P, G, PG] {
	return func() gogofaster.Conv[M, P, G, PG] { return gogofaster.Offer(conv(), visit) }
}
