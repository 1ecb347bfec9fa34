//go:build !serbench_lean || serbench_easyjson

package structs

import (
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's easyjson conversion, through its mirror
// (easyjson_mirror_gen.go), with the model's generated digest.
var (
	_ = suite.Offer(&offers, "Tiny", ejOffer(easyjsonTiny, hashTiny))
	_ = suite.Offer(&offers, "Medium", ejOffer(easyjsonMedium, hashMedium))
	_ = suite.Offer(&offers, "Big", ejOffer(easyjsonBig, hashBig))
	_ = suite.Offer(&offers, "Huge", ejOffer(easyjsonHuge, hashHuge))
	_ = suite.Offer(&offers, "ComplexAndHuge", ejOffer(easyjsonComplexAndHuge, hashComplexAndHuge))
	_ = suite.Offer(&offers, "TinyArray", ejOffer(easyjsonTinyArray, hashTinyArray))
	_ = suite.Offer(&offers, "MediumArray", ejOffer(easyjsonMediumArray, hashMediumArray))
	_ = suite.Offer(&offers, "BigArray", ejOffer(easyjsonBigArray, hashBigArray))
	_ = suite.Offer(&offers, "HugeArray", ejOffer(easyjsonHugeArray, hashHugeArray))
	_ = suite.Offer(&offers, "ComplexAndHugeArray", ejOffer(easyjsonComplexAndHugeArray, hashComplexAndHugeArray))
)

// ejOffer makes a variant's easyjson conversion from the generated one,
// rejecting a nil message either way: the mirror's casts would pass it on.
func ejOffer[M, E any, EP easyjson.Value[E]](mirror func(func(*digest.Hasher, M)) easyjson.Conv[M, E, EP],
	hash func(*digest.Hasher, M)) func() easyjson.Conv[M, E, EP] {
	return func() easyjson.Conv[M, E, EP] {
		ej := mirror(hash)
		return easyjson.Conv[M, E, EP]{
			FromModel: func(m M) (EP, error) {
				if isNil(m) {
					return nil, errNil
				}
				return ej.FromModel(m)
			},
			ToModel: func(e EP) (M, error) {
				if isNil(e) {
					var zero M
					return zero, errNil
				}
				return ej.ToModel(e)
			},
			Visit: ej.Visit,
		}
	}
}
