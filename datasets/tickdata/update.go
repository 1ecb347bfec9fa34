package tickdata

import (
	"fmt"

	"github.com/serbench/serbench/datasets/tickdata/capnpb"
	"github.com/serbench/serbench/datasets/tickdata/fb"
	"github.com/serbench/serbench/datasets/tickdata/pb"
	"github.com/serbench/serbench/suite"
)

// The update op: a tick is re-stamped and re-signed, the tick number (a
// scalar) and the signature (a string) changed. The new signature is one
// character longer than the old, so no format can write it over the old
// one in place.
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

func setProto(p *pb.TickData, c suite.Change) {
	p.TickNumber, p.SignatureHex = uint32(c.Int), c.Str
}

func mutateFB(t *fb.TickData, v int64) bool { return t.MutateTickNumber(uint32(v)) }

func updateCapnp(t capnpb.TickData, c suite.Change) error {
	t.SetTickNumber(uint32(c.Int))
	return t.SetSignatureHex(c.Str)
}

func updateRaw(r *pb.TickDataRaw, c suite.Change) error {
	if err := r.SetTickNumber(uint32(c.Int)); err != nil {
		return err
	}
	return r.SetSignatureHex(c.Str)
}
