//go:build !serbench_lean || serbench_msgp

package objectlist

import (
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// msgpObject and the mirrors are generated (msgp_mirror_gen.go).
var _ = suite.Offer(&offers, "Object", func() any { return msgpObject(msgpVisit) })

// msgpVisit is Digest computed over the msgp mirror's fields, as
// hashObject (digest_gen.go) feeds them.
func msgpVisit(h *digest.Hasher, o *ObjectMP) {
	h.String(o.StringProp1)
	h.String(o.StringProp2)
	h.Len(len(o.List))
	for _, e := range o.List {
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
