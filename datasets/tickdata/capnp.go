//go:build !serbench_lean || serbench_capnp

// Cap'n Proto conversion of the tickdata dataset. The set fills one
// TickData root, field for field tickdata.proto's message: integers in the
// data section, var_struct and time_lock as Data, the ids as List(Text),
// the fees as List(Int64). Nil and empty slices are the same value under
// the dataset's Equal and digest, so empty ones are not told apart, as in
// protobuf.

package tickdata

import (
	"bytes"
	"errors"
	"fmt"
	"math"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/datasets/tickdata/capnpb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", cpConv)

func cpConv() capnp.Conv[*TickData, capnpb.TickData] {
	c := capnp.Offer(capnpb.NewRootTickData, cpSetTickData, capnpb.ReadRootTickData, cpVisitTickData, cpToTickData)
	c.Update = updateCapnp
	return c
}

func updateCapnp(t capnpb.TickData, c suite.Change) error {
	t.SetTickNumber(uint32(c.Int))
	return t.SetSignatureHex(c.Str)
}

// cpSetTickData fills root with t.
func cpSetTickData(root capnpb.TickData, t *TickData) error {
	if t == nil {
		return errors.New("capnp: nil TickData")
	}
	if len(t.TransactionIDs) > math.MaxInt32 || len(t.ContractFees) > math.MaxInt32 {
		return errors.New("capnp: a list exceeds a list's length")
	}
	root.SetComputorIndex(t.ComputorIndex)
	root.SetEpoch(t.Epoch)
	root.SetTickNumber(t.TickNumber)
	root.SetTimestamp(t.Timestamp)
	if err := root.SetVarStruct(t.VarStruct); err != nil {
		return fmt.Errorf("capnp: var_struct: %w", err)
	}
	if err := root.SetTimeLock(t.TimeLock); err != nil {
		return fmt.Errorf("capnp: time_lock: %w", err)
	}
	ids, err := root.NewTransactionIds(int32(len(t.TransactionIDs)))
	if err != nil {
		return fmt.Errorf("capnp: transaction_ids: %w", err)
	}
	for i, s := range t.TransactionIDs {
		if err := ids.Set(i, s); err != nil {
			return fmt.Errorf("capnp: transaction id %d: %w", i, err)
		}
	}
	fees, err := root.NewContractFees(int32(len(t.ContractFees)))
	if err != nil {
		return fmt.Errorf("capnp: contract_fees: %w", err)
	}
	for i, f := range t.ContractFees {
		fees.Set(i, f)
	}
	if err := root.SetSignatureHex(t.SignatureHex); err != nil {
		return fmt.Errorf("capnp: signature_hex: %w", err)
	}
	return nil
}

// cpVisitTickData is Digest computed through the generated accessors, in
// visitProto's order; strings and bytes are read in place.
func cpVisitTickData(h *digest.Hasher, c capnpb.TickData) {
	h.Uint64(uint64(c.ComputorIndex()))
	h.Uint64(uint64(c.Epoch()))
	h.Uint64(uint64(c.TickNumber()))
	h.Uint64(c.Timestamp())
	if b, err := c.VarStruct(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := c.TimeLock(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if l, err := c.TransactionIds(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			if b, err := l.BytesAt(i); err != nil {
				h.Uint64(errMark)
			} else {
				h.Bytes(b)
			}
		}
	}
	if l, err := c.ContractFees(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			h.Int64(l.At(i))
		}
	}
	if b, err := c.SignatureHexBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

// cpToTickData copies the bytes out of the message, so that the model does
// not pin or alias it.
func cpToTickData(c capnpb.TickData) (*TickData, error) {
	m := &TickData{
		ComputorIndex: c.ComputorIndex(),
		Epoch:         c.Epoch(),
		TickNumber:    c.TickNumber(),
		Timestamp:     c.Timestamp(),
	}
	b, err := c.VarStruct()
	if err != nil {
		return nil, fmt.Errorf("capnp: var_struct: %w", err)
	}
	m.VarStruct = bytes.Clone(b)
	if b, err = c.TimeLock(); err != nil {
		return nil, fmt.Errorf("capnp: time_lock: %w", err)
	}
	m.TimeLock = bytes.Clone(b)
	ids, err := c.TransactionIds()
	if err != nil {
		return nil, fmt.Errorf("capnp: transaction_ids: %w", err)
	}
	if ids.Len() > 0 {
		m.TransactionIDs = make([]string, ids.Len())
		for i := range ids.Len() {
			if m.TransactionIDs[i], err = ids.At(i); err != nil {
				return nil, fmt.Errorf("capnp: transaction id %d: %w", i, err)
			}
		}
	}
	fees, err := c.ContractFees()
	if err != nil {
		return nil, fmt.Errorf("capnp: contract_fees: %w", err)
	}
	if fees.Len() > 0 {
		m.ContractFees = make([]int64, fees.Len())
		for i := range fees.Len() {
			m.ContractFees[i] = fees.At(i)
		}
	}
	if m.SignatureHex, err = c.SignatureHex(); err != nil {
		return nil, fmt.Errorf("capnp: signature_hex: %w", err)
	}
	return m, nil
}
