//go:build !serbench_lean || serbench_msgp

package citm

import (
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/userproto/rt"
)

// The mirrors and their conversions are generated (msgp_mirror_gen.go).
var (
	_ = suite.Offer(&offers, "Catalog", func() any { return msgpCatalog(msgpVisitCatalog) })
	_ = suite.Offer(&offers, "Performance", func() any { return msgpPerformance(msgpVisitPerformance) })
)

// msgpVisitCatalog is the model's digest computed over the msgp mirror's
// fields, as hashCatalog (digest_gen.go) feeds them. The mirrors of the
// structs of scalars and scalar lists (Event, Price, Area) have the
// model's fields, so they convert to the model's types in place.
func msgpVisitCatalog(h *digest.Hasher, c *CatalogMP) {
	names := func(m map[int64]string) {
		h.Len(len(m))
		for _, k := range rt.Keys(m) {
			h.Int64(k)
			h.String(m[k])
		}
	}
	names(c.AreaNames)
	names(c.AudienceSubCategoryNames)
	names(c.BlockNames)
	h.Len(len(c.Events))
	for _, k := range rt.Keys(c.Events) {
		h.Int64(k)
		e := c.Events[k]
		hashEvent(h, (*Event)(&e))
	}
	h.Len(len(c.Performances))
	for i := range c.Performances {
		msgpVisitPerformance(h, &c.Performances[i])
	}
	names(c.SeatCategoryNames)
	names(c.SubTopicNames)
	names(c.SubjectNames)
	names(c.TopicNames)
	h.Len(len(c.TopicSubTopics))
	for _, k := range rt.Keys(c.TopicSubTopics) {
		h.Int64(k)
		hashInt64List(h, &Int64List{Items: c.TopicSubTopics[k]})
	}
	h.Len(len(c.VenueNames))
	for _, k := range rt.Keys(c.VenueNames) {
		h.String(k)
		h.String(c.VenueNames[k])
	}
}

// msgpVisitPerformance is hashPerformance over the mirror.
func msgpVisitPerformance(h *digest.Hasher, p *PerformanceMP) {
	opt := func(s *string) {
		if s == nil {
			h.Len(0)
			return
		}
		h.Len(1)
		h.String(*s)
	}
	h.Int64(p.EventID)
	h.Int64(p.ID)
	opt(p.Logo)
	opt(p.Name)
	h.Len(len(p.Prices))
	for i := range p.Prices {
		hashPrice(h, (*Price)(&p.Prices[i]))
	}
	h.Len(len(p.SeatCategories))
	for _, sc := range p.SeatCategories {
		h.Len(len(sc.Areas))
		for i := range sc.Areas {
			hashArea(h, (*Area)(&sc.Areas[i]))
		}
		h.Int64(sc.SeatCategoryID)
	}
	opt(p.SeatMapImage)
	h.Int64(p.Start)
	h.String(p.VenueCode)
}
