// Package symrt holds the Symphony helpers of the code protoc-gen-serbench
// writes; only the Symphony codecs' files import it.
package symrt

import (
	"github.com/serbench/serbench/digest"
	sym "github.com/serbench/serbench/symphony"
)

// SymVisitTimestamp feeds a Timestamp's Raw view to h as rt.HashTime feeds
// the model's time: presence, seconds, nanoseconds.
func SymVisitTimestamp(h *digest.Hasher, r sym.TimestampRaw) error {
	if r == nil {
		h.Len(0)
		return nil
	}
	s, err := r.Seconds()
	if err != nil {
		return err
	}
	n, err := r.Nanos()
	if err != nil {
		return err
	}
	h.Len(1)
	h.Int64(s)
	h.Int64(int64(n))
	return nil
}
