//go:build !serbench_lean || serbench_msgp

package canada

import (
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The mirrors and their conversion are generated (msgp_mirror_gen.go).
var _ = suite.Offer(&offers, "FeatureCollection", func() any { return msgpFeatureCollection(msgpVisitFeatureCollection) })

// msgpVisitFeatureCollection is hashFeatureCollection (digest_gen.go) over
// the msgp mirror. The mirrors of Properties and Geometry have the model's
// fields, so they convert to the model's types in place.
func msgpVisitFeatureCollection(h *digest.Hasher, c *FeatureCollectionMP) {
	h.String(c.Type)
	h.Len(len(c.Features))
	for i := range c.Features {
		f := &c.Features[i]
		h.String(f.Type)
		hashProperties(h, (*Properties)(&f.Properties))
		hashGeometry(h, (*Geometry)(&f.Geometry))
	}
}
