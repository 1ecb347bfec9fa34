package tickdata

import (
	"fmt"

	"github.com/serbench/serbench/suite"
)

// The update op: a tick is re-stamped and re-signed, the tick number (a
// scalar) and the signature (a string) changed. The new signature is one
// character longer than the old, so no format can write it over the old
// one in place. The formats' own setters are in their codecs' files.
var update = &suite.UpdateDef[*TickData]{
	Fields: "tick_number, signature_hex",
	Change: func(t *TickData, i int) suite.Change {
		return suite.Change{
			Int: int64(t.TickNumber) + 1 + int64(i),
			Str: fmt.Sprintf("%0*x", len(t.SignatureHex)+1, i+1),
		}
	},
	SetInt: func(t *TickData, v int64) { t.TickNumber = uint32(v) },
	SetStr: func(t *TickData, s string) { t.SignatureHex = s },
	Apply: func(t *TickData, c suite.Change) *TickData {
		n := *t
		n.TickNumber, n.SignatureHex = uint32(c.Int), c.Str
		return &n
	},
}
