//go:build !serbench_lean || serbench_baseline

package tickdata

import (
	"github.com/serbench/serbench/codecs/baseline"
	"github.com/serbench/serbench/suite"
)

var _ = suite.Offer(&offers, "", baselineConv)

// baselineConv is the hand-written floor: every field in order.
func baselineConv() baseline.Conv[*TickData] {
	return baseline.Conv[*TickData]{Size: baselineSize, Append: baselineAppend, Read: baselineRead}
}

func baselineSize(t *TickData) int {
	n := 3*4 + 8 + baseline.SizeString(len(t.VarStruct)) + baseline.SizeString(len(t.TimeLock)) +
		baseline.SizeLen + baseline.SizeLen + 8*len(t.ContractFees) + baseline.SizeString(len(t.SignatureHex))
	for _, s := range t.TransactionIDs {
		n += baseline.SizeString(len(s))
	}
	return n
}

func baselineAppend(b []byte, t *TickData) []byte {
	b = baseline.AppendUint32(b, t.ComputorIndex)
	b = baseline.AppendUint32(b, t.Epoch)
	b = baseline.AppendUint32(b, t.TickNumber)
	b = baseline.AppendUint64(b, t.Timestamp)
	b = baseline.AppendBytes(b, t.VarStruct)
	b = baseline.AppendBytes(b, t.TimeLock)
	b = baseline.AppendLen(b, len(t.TransactionIDs))
	for _, s := range t.TransactionIDs {
		b = baseline.AppendString(b, s)
	}
	b = baseline.AppendLen(b, len(t.ContractFees))
	for _, f := range t.ContractFees {
		b = baseline.AppendInt64(b, f)
	}
	return baseline.AppendString(b, t.SignatureHex)
}

func baselineRead(r *baseline.Reader) *TickData {
	t := &TickData{
		ComputorIndex: r.Uint32(),
		Epoch:         r.Uint32(),
		TickNumber:    r.Uint32(),
		Timestamp:     r.Uint64(),
		VarStruct:     r.Bytes(),
		TimeLock:      r.Bytes(),
	}
	if n := r.Count(baseline.SizeLen); n > 0 {
		t.TransactionIDs = make([]string, n)
		for i := range t.TransactionIDs {
			t.TransactionIDs[i] = r.String()
		}
	}
	if n := r.Count(8); n > 0 {
		t.ContractFees = make([]int64, n)
		for i := range t.ContractFees {
			t.ContractFees[i] = r.Int64()
		}
	}
	t.SignatureHex = r.String()
	return t
}
