package tickdata

import (
	"fmt"

	"github.com/serbench/serbench/codecs/bebop"
	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/colfer"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/gogofaster"
	muscodec "github.com/serbench/serbench/codecs/mus"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/protojson"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/codecs/thrift"
	"github.com/serbench/serbench/datasets/tickdata/capnpb"
	"github.com/serbench/serbench/datasets/tickdata/fb"
	"github.com/serbench/serbench/datasets/tickdata/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Dataset returns the tickdata dataset (seed 004).
func Dataset() suite.Dataset {
	conv := protoConv()
	return &suite.Def[*TickData]{
		Meta: suite.Info{
			Name:  "tickdata",
			Title: "Qubic TickData",
			About: "One TickData message (go-archiver's qubic.proto): four integers, two 100-byte fields, " +
				"100 transaction ids, 100 contract fees and a signature string.",
			Unit: "message",
			Seed: suite.Seed{
				File:    "004_0c9e99fc658b05cd.txt",
				Title:   "Protobuf proto.Marshal vs protojson.Marshal",
				Machine: "Intel Core i5-3570K @ 3.40GHz",
				Flaws: []string{
					"It measured encode only, calling StartTimer and StopTimer around every iteration, which adds " +
						"the timer's own overhead to a 3 µs op; serbench times whole loops and adds decode and read.",
				},
			},
			Variants: []suite.VariantInfo{
				{Name: "seed", About: "the published message: zeros, empty ids, 43 × \"a\"", SeedCodecs: true},
				{Name: "filled", About: "the same counts with realistic contents: hex ids, random fees and bytes"},
			},
			Published: []suite.Published{
				{Variant: "seed", Codec: protobuf.Name, Op: suite.Encode, NsPerOp: 3273, EncodedBytes: 559},
				{Variant: "seed", Codec: protojson.Name, Op: suite.Encode, NsPerOp: 32386, EncodedBytes: 1158},
			},
			Ratios: []suite.Ratio{{Slow: protojson.Name, Fast: protobuf.Name}},
		},
		Generate: func(variant string) ([]*TickData, error) {
			switch variant {
			case "seed":
				return []*TickData{Seed()}, nil
			case "filled":
				return []*TickData{Filled()}, nil
			}
			return nil, fmt.Errorf("no variant %q", variant)
		},
		Digest: Digest,
		Equal:  suite.EqualBy(sameTickData),
		Conversions: []any{
			easyjsonTickData(Digest),
			conv,
			fbConv(),
			cpConv(),
			rawConv(conv),
			gogofaster.Offer(conv, visitGogo),
			colfer.Offer(toColfer, fromColfer, visitColfer),
			bebop.Offer(toBebop, fromBebop, visitBebop),
			thrift.Offer(toThrift, fromThrift, visitThrift),
			msgpTickData(Digest),
			bencConv(),
			muscodec.Offer[*TickData](tickDataMUS{}),
			avroConv(),
			goavroConv(),
			baselineConv(),
			jxConv(),
			fastjsonConv(),
		},
		Update: update,
	}
}

func fbConv() flatbuffers.Conv[*TickData, fb.TickData, *fb.TickData] {
	c := flatbuffers.Offer(fbBuildTickData, fb.GetRootAsTickData, fbVisitTickData, fbToTickData)
	c.Mutate = mutateFB
	return c
}

func cpConv() capnp.Conv[*TickData, capnpb.TickData] {
	c := capnp.Offer(capnpb.NewRootTickData, cpSetTickData, capnpb.ReadRootTickData, cpVisitTickData, cpToTickData)
	c.Update = updateCapnp
	return c
}

func rawConv(conv protobuf.Conv[*TickData, *pb.TickData]) symphony.Conv[*TickData, *pb.TickData, pb.TickDataRaw] {
	c := symphony.Offer(conv, pb.OpenTickDataRaw, visitRaw)
	c.Update = updateRaw
	return c
}

// protoConv is the protobuf conversion, shared by the Symphony codecs.
func protoConv() protobuf.Conv[*TickData, *pb.TickData] {
	return protobuf.Conv[*TickData, *pb.TickData]{
		New:       func() *pb.TickData { return new(pb.TickData) },
		FromModel: toProto,
		ToModel:   fromProto,
		Visit:     visitProto,
		Set:       setProto,
	}
}

// toProto shares the model's slices: conversion is untimed and nothing
// writes to them.
func toProto(t *TickData) (*pb.TickData, error) {
	return &pb.TickData{
		ComputorIndex:  t.ComputorIndex,
		Epoch:          t.Epoch,
		TickNumber:     t.TickNumber,
		Timestamp:      t.Timestamp,
		VarStruct:      t.VarStruct,
		TimeLock:       t.TimeLock,
		TransactionIds: t.TransactionIDs,
		ContractFees:   t.ContractFees,
		SignatureHex:   t.SignatureHex,
	}, nil
}

func fromProto(p *pb.TickData) (*TickData, error) {
	return &TickData{
		ComputorIndex:  p.GetComputorIndex(),
		Epoch:          p.GetEpoch(),
		TickNumber:     p.GetTickNumber(),
		Timestamp:      p.GetTimestamp(),
		VarStruct:      p.GetVarStruct(),
		TimeLock:       p.GetTimeLock(),
		TransactionIDs: p.GetTransactionIds(),
		ContractFees:   p.GetContractFees(),
		SignatureHex:   p.GetSignatureHex(),
	}, nil
}

// visitProto is Digest computed through the generated getters.
func visitProto(h *digest.Hasher, p *pb.TickData) {
	h.Uint64(uint64(p.GetComputorIndex()))
	h.Uint64(uint64(p.GetEpoch()))
	h.Uint64(uint64(p.GetTickNumber()))
	h.Uint64(p.GetTimestamp())
	h.Bytes(p.GetVarStruct())
	h.Bytes(p.GetTimeLock())
	ids := p.GetTransactionIds()
	h.Len(len(ids))
	for _, s := range ids {
		h.String(s)
	}
	fees := p.GetContractFees()
	h.Len(len(fees))
	for _, f := range fees {
		h.Int64(f)
	}
	h.String(p.GetSignatureHex())
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
