package objectlist

import "github.com/serbench/serbench/digest"

// msgpVisit is Digest computed over the msgp mirror's fields.
func msgpVisit(h *digest.Hasher, o *ObjectMP) {
	h.String(o.StringProp1)
	h.String(o.StringProp2)
	h.Len(len(o.List))
	for _, e := range o.List {
		h.String(e.StringProp)
		h.Int64(e.IntProp)
	}
}
