//go:build !serbench_lean || serbench_symphony

package tickdata

import (
	"fmt"

	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/tickdata/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", rawConv)

// rawConv is the Symphony conversion, built on protobuf's (protobuf.go:
// symphony's workers link codecs/protobuf, so they compile it too).
func rawConv() symphony.Conv[*TickData, *pb.TickData, pb.TickDataRaw] {
	c := symphony.Offer(protoConv(), pb.OpenTickDataRaw, visitRaw)
	c.Update = updateRaw
	return c
}

// visitRaw is Digest computed through the Symphony Raw getters, in
// visitProto's order; strings and bytes are read in place, not copied.
func visitRaw(h *digest.Hasher, r pb.TickDataRaw) error {
	if err := hashRaw(h, r); err != nil {
		return err
	}
	return nil
}

func hashRaw(h *digest.Hasher, r pb.TickDataRaw) error {
	computor, err := r.ComputorIndex()
	if err != nil {
		return err
	}
	h.Uint64(uint64(computor))
	epoch, err := r.Epoch()
	if err != nil {
		return err
	}
	h.Uint64(uint64(epoch))
	tick, err := r.TickNumber()
	if err != nil {
		return err
	}
	h.Uint64(uint64(tick))
	ts, err := r.Timestamp()
	if err != nil {
		return err
	}
	h.Uint64(ts)
	vs, err := r.VarStruct()
	if err != nil {
		return err
	}
	h.Bytes(vs)
	tl, err := r.TimeLock()
	if err != nil {
		return err
	}
	h.Bytes(tl)
	ids, err := r.TransactionIds()
	if err != nil {
		return err
	}
	n := ids.Len()
	h.Len(n)
	for i := range n {
		id, err := ids.Next()
		if err != nil {
			return fmt.Errorf("transaction id %d: %w", i, err)
		}
		h.Bytes(id) // hashes as h.String of the same text
	}
	fees, err := r.ContractFees()
	if err != nil {
		return err
	}
	h.Len(fees.Len())
	for i := range fees.Len() {
		h.Int64(fees.At(i))
	}
	sig, err := r.SignatureHex()
	if err != nil {
		return err
	}
	h.Bytes(sig)
	return nil
}

func updateRaw(r *pb.TickDataRaw, c suite.Change) error {
	if err := r.SetTickNumber(uint32(c.Int)); err != nil {
		return err
	}
	return r.SetSignatureHex(c.Str)
}
