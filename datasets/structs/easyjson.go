//go:build !serbench_lean || serbench_easyjson

package structs

import (
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Every variant's easyjson conversion, through its mirror
// (easyjson_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "tiny", ejOffer(easyjsonTiny, hashTiny))
	_ = suite.Offer(&offers, "medium", ejOffer(easyjsonMedium, hashMedium))
	_ = suite.Offer(&offers, "big", ejOffer(easyjsonBig, hashBig))
	_ = suite.Offer(&offers, "huge", ejOffer(easyjsonHuge, hashHuge))
	_ = suite.Offer(&offers, "complexmap", ejOffer(easyjsonComplexAndHuge, hashComplex))
	_ = suite.Offer(&offers, "tiny-slice", ejOffer(easyjsonTinyArray, hashTinyArray))
	_ = suite.Offer(&offers, "medium-slice", ejOffer(easyjsonMediumArray, hashMediumArray))
	_ = suite.Offer(&offers, "big-slice", ejOffer(easyjsonBigArray, hashBigArray))
	_ = suite.Offer(&offers, "huge-slice", ejOffer(easyjsonHugeArray, hashHugeArray))
	_ = suite.Offer(&offers, "complexmap-slice", ejOffer(easyjsonComplexAndHugeArray, hashComplexArray))
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
