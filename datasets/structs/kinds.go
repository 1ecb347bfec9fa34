package structs

import (
	"errors"
	"fmt"
	"reflect"

	capnprt "capnproto.org/go/capnp/v3"
	fbrt "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/codecs/capnp"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/flatbuffers"
	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/structs/capnpb"
	"github.com/serbench/serbench/datasets/structs/fb"
	"github.com/serbench/serbench/datasets/structs/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Why one typed suite.Def per variant: the seed encoded a different Go type
// in every variant (a *Tiny, a TinyArray, a *ComplexAndHuge, ...), and gob
// and json must see exactly that type, with nothing around it. A single
// model type able to hold every variant would either add a wrapper to what
// gob and json encode or need hand-written gob and json bindings. Instead
// each variant is a suite.Def over its own model type, offering the same
// conversions (easyjson mirror, protobuf, Symphony), and the
// dataset type below dispatches Load to the variant's Def. All Defs share
// one Info and offer the same conversions.

// kind is everything one variant's Def needs: its model M, easyjson mirror
// EP (pointer to E) and protobuf message P (with its Symphony methods), and
// the conversions and digests between them.
type kind[M any, E any, EP easyjson.Value[E], P symphony.Message] struct {
	generate func() M
	units    func(M) int // nil: one struct per message
	hash     func(*digest.Hasher, M)
	same     func(want, got M) bool  // go-cmp's rules, written out (equal.go)
	ej       easyjson.Conv[M, E, EP] // generated (easyjson_mirror_gen.go)
	newPB    func() P
	toPB     func(M) P
	fromPB   func(P) (M, error)
	visitPB  func(*digest.Hasher, P)
	symRaw   rawOffer[M, P] // the Symphony Raw view of P
	// gogo offers gogofaster's types, with the visit gogovisit wrote.
	gogo func(protobuf.Conv[M, P]) any
	// zeroCopy are the FlatBuffers and Cap'n Proto conversions, typed by
	// the offers themselves (see zeroCopy).
	zeroCopy []any
	// more are the other conversions of M, typed by the offers themselves
	// (the baseline's).
	more []any
}

// zeroCopy offers a model type's FlatBuffers builder and accessors and its
// Cap'n Proto setter and accessors (flatbuffers.go, capnp.go).
func zeroCopy[M, F any, FP flatbuffers.Table[F], C any](
	fbBuild func(*fbrt.Builder, M) fbrt.UOffsetT, fbRoot func([]byte, fbrt.UOffsetT) FP,
	fbVisit func(*digest.Hasher, FP), fbTo func(FP) (M, error),
	cpNewRoot func(*capnprt.Segment) (C, error), cpSet func(C, M) error, cpReadRoot func(*capnprt.Message) (C, error),
	cpVisit func(*digest.Hasher, C), cpTo func(C) (M, error)) []any {
	return []any{
		flatbuffers.Offer(fbBuild, fbRoot, fbVisit, fbTo),
		capnp.Offer(cpNewRoot, cpSet, cpReadRoot, cpVisit, cpTo),
	}
}

// conv is the protobuf conversion, shared by the Symphony codecs.
func (k kind[M, E, EP, P]) conv() protobuf.Conv[M, P] {
	return protobuf.Conv[M, P]{
		New: k.newPB,
		FromModel: func(m M) (P, error) {
			if isNil(m) {
				var zero P
				return zero, errNil
			}
			return k.toPB(m), nil
		},
		ToModel: func(p P) (M, error) {
			if isNil(p) {
				var zero M
				return zero, errNil
			}
			return k.fromPB(p)
		},
		Visit: k.visitPB,
	}
}

func (k kind[M, E, EP, P]) def(meta suite.Info, variant string) suite.Dataset {
	conv := k.conv()
	return &suite.Def[M]{
		Meta: meta,
		Generate: func(v string) ([]M, error) {
			if v != variant {
				return nil, fmt.Errorf("variant %q is not %q", v, variant)
			}
			return []M{k.generate()}, nil
		},
		Units:  k.units,
		Digest: k.hash,
		// time.Time compares by its Equal method, so the location each
		// codec decodes to does not matter; nil and empty slices are the
		// same value (JSON and protobuf cannot tell them apart).
		Equal: equal(k.same),
		Conversions: append(append([]any{
			easyjson.Conv[M, E, EP]{
				FromModel: func(m M) (EP, error) {
					if isNil(m) {
						return nil, errNil
					}
					return k.ej.FromModel(m)
				},
				ToModel: func(e EP) (M, error) {
					if isNil(e) {
						var zero M
						return zero, errNil
					}
					return k.ej.ToModel(e)
				},
				Visit: k.ej.Visit,
			},
			conv,
			k.symRaw(conv),
			k.gogo(conv),
		}, k.zeroCopy...), append(append(append(compactOffers[M](), idlOffers(variant)...), k.more...), handJSON[M]()...)...),
	}
}

// errNil rejects a nil message: the conversions assume a value to convert.
var errNil = errors.New("nil message")

// isNil reports whether v, a pointer in every use here, is nil.
func isNil[T any](v T) bool {
	rv := reflect.ValueOf(v)
	return !rv.IsValid() || (rv.Kind() == reflect.Pointer && rv.IsNil())
}

// variant is one variant's description and the Def that generates it.
type variant struct {
	info suite.VariantInfo
	def  func(meta suite.Info, name string) suite.Dataset
}

// The variants in report order: the single values, then the slices.
func variants() []variant {
	return []variant{
		{suite.VariantInfo{Name: "tiny", About: "one Tiny"}, tinyKind().def},
		{suite.VariantInfo{Name: "medium", About: "one Medium"}, mediumKind().def},
		{suite.VariantInfo{Name: "big", About: "one Big, every field set", Default: true}, bigKind().def},
		{suite.VariantInfo{Name: "huge", About: "one Huge: 1,330 Bigs in three slices"}, hugeKind().def},
		{suite.VariantInfo{Name: "complexmap", About: "one ComplexAndHuge: a map of 50 Huges, 66,500 Bigs"}, complexKind().def},
		{suite.VariantInfo{Name: "tiny-slice", About: "a TinyArray of 5 Tinys"}, tinyArrayKind().def},
		{suite.VariantInfo{Name: "medium-slice", About: "a MediumArray of 10 Mediums"}, mediumArrayKind().def},
		{suite.VariantInfo{Name: "big-slice", About: "a BigArray of 50 Bigs"}, bigArrayKind().def},
		{suite.VariantInfo{Name: "huge-slice", About: "a HugeArray of 50 Huges: 66,500 Bigs"}, hugeArrayKind().def},
		{suite.VariantInfo{Name: "complexmap-slice", About: "a ComplexAndHugeArray of 10 ComplexAndHuges: 665,000 Bigs",
			Full: true}, complexArrayKind().def},
	}
}

func tinyKind() kind[*Tiny, TinyEJ, *TinyEJ, *pb.Tiny] {
	return kind[*Tiny, TinyEJ, *TinyEJ, *pb.Tiny]{
		generate: NewTiny,
		more:     []any{baselineTiny(), avroTiny(), goavroTinyConv()},
		hash:     hashTiny,
		same:     sameTiny,
		ej:       easyjsonTiny(hashTiny),
		newPB:    func() *pb.Tiny { return new(pb.Tiny) },
		toPB:     tinyToPB,
		fromPB:   func(p *pb.Tiny) (*Tiny, error) { return tinyFromPB(p), nil },
		visitPB:  visitTinyPB,
		symRaw:   symRaw[*Tiny, *pb.Tiny](pb.OpenTinyRaw, symVisitTiny),
		gogo:     gogofaster.Offerer[*Tiny, *pb.Tiny](visitTinyGogo),
		zeroCopy: zeroCopy(fbBuildTiny, fb.GetRootAsTiny, fbVisitTiny, fbToTiny,
			capnpb.NewRootTiny, cpSetTiny, capnpb.ReadRootTiny, cpVisitTiny, cpToTiny),
	}
}

func mediumKind() kind[*Medium, MediumEJ, *MediumEJ, *pb.Medium] {
	return kind[*Medium, MediumEJ, *MediumEJ, *pb.Medium]{
		generate: NewMedium,
		more:     []any{baselineMedium()},
		hash:     hashMedium,
		same:     sameMedium,
		ej:       easyjsonMedium(hashMedium),
		newPB:    func() *pb.Medium { return new(pb.Medium) },
		toPB:     mediumToPB,
		fromPB:   mediumFromPB,
		visitPB:  visitMediumPB,
		symRaw:   symRaw[*Medium, *pb.Medium](pb.OpenMediumRaw, symVisitMedium),
		gogo:     gogofaster.Offerer[*Medium, *pb.Medium](visitMediumGogo),
		zeroCopy: zeroCopy(fbBuildMedium, fb.GetRootAsMedium, fbVisitMedium, fbToMedium,
			capnpb.NewRootMedium, cpSetMedium, capnpb.ReadRootMedium, cpVisitMedium, cpToMedium),
	}
}

func bigKind() kind[*Big, BigEJ, *BigEJ, *pb.Big] {
	return kind[*Big, BigEJ, *BigEJ, *pb.Big]{
		generate: NewBig,
		more:     []any{baselineBig()},
		hash:     hashBig,
		same:     sameBig,
		ej:       easyjsonBig(hashBig),
		newPB:    func() *pb.Big { return new(pb.Big) },
		toPB:     bigToPB,
		fromPB:   bigFromPB,
		visitPB:  visitBigPB,
		symRaw:   symRaw[*Big, *pb.Big](pb.OpenBigRaw, symVisitBig),
		gogo:     gogofaster.Offerer[*Big, *pb.Big](visitBigGogo),
		zeroCopy: zeroCopy(fbBuildBig, fb.GetRootAsBig, fbVisitBig, fbToBig,
			capnpb.NewRootBig, cpSetBig, capnpb.ReadRootBig, cpVisitBig, cpToBig),
	}
}

func hugeKind() kind[*Huge, HugeEJ, *HugeEJ, *pb.Huge] {
	return kind[*Huge, HugeEJ, *HugeEJ, *pb.Huge]{
		generate: NewHuge,
		more:     []any{baselineHuge()},
		hash:     hashHuge,
		same:     sameHuge,
		ej:       easyjsonHuge(hashHuge),
		newPB:    func() *pb.Huge { return new(pb.Huge) },
		toPB:     hugeToPB,
		fromPB:   hugeFromPB,
		visitPB:  visitHugePB,
		symRaw:   symRaw[*Huge, *pb.Huge](pb.OpenHugeRaw, symVisitHuge),
		gogo:     gogofaster.Offerer[*Huge, *pb.Huge](visitHugeGogo),
		zeroCopy: zeroCopy(fbBuildHuge, fb.GetRootAsHuge, fbVisitHuge, fbToHuge,
			capnpb.NewRootHuge, cpSetHuge, capnpb.ReadRootHuge, cpVisitHuge, cpToHuge),
	}
}

func complexKind() kind[*ComplexAndHuge, ComplexAndHugeEJ, *ComplexAndHugeEJ, *pb.ComplexAndHuge] {
	return kind[*ComplexAndHuge, ComplexAndHugeEJ, *ComplexAndHugeEJ, *pb.ComplexAndHuge]{
		generate: NewComplexAndHuge,
		more:     []any{baselineComplex()},
		hash:     hashComplex,
		same:     sameComplex,
		ej:       easyjsonComplexAndHuge(hashComplex),
		newPB:    func() *pb.ComplexAndHuge { return new(pb.ComplexAndHuge) },
		toPB:     complexToPB,
		fromPB:   complexFromPB,
		visitPB:  visitComplexPB,
		symRaw:   symRaw[*ComplexAndHuge, *pb.ComplexAndHuge](pb.OpenComplexAndHugeRaw, symVisitComplex),
		gogo:     gogofaster.Offerer[*ComplexAndHuge, *pb.ComplexAndHuge](visitComplexGogo),
		zeroCopy: zeroCopy(fbBuildComplexAndHuge, fb.GetRootAsComplexAndHuge, fbVisitComplexAndHuge, fbToComplexAndHuge,
			capnpb.NewRootComplexAndHuge, cpSetComplexAndHuge, capnpb.ReadRootComplexAndHuge, cpVisitComplexAndHuge, cpToComplexAndHuge),
	}
}

// The slice kinds convert their wrapper and reuse the element conversions.

func tinyArrayKind() kind[*TinyArray, TinyArrayEJ, *TinyArrayEJ, *pb.TinyArray] {
	return kind[*TinyArray, TinyArrayEJ, *TinyArrayEJ, *pb.TinyArray]{
		generate: NewTinyArray,
		more:     []any{baselineTinyArray(), avroTinyArray(), goavroTinyArrayConv()},
		units:    func(a *TinyArray) int { return len(a.TinyArr) },
		hash:     hashTinyArray,
		same:     sameTinyArray,
		ej:       easyjsonTinyArray(hashTinyArray),
		newPB:    func() *pb.TinyArray { return new(pb.TinyArray) },
		toPB:     func(a *TinyArray) *pb.TinyArray { return &pb.TinyArray{TinyArr: mapList(a.TinyArr, tinyToPB)} },
		fromPB: func(p *pb.TinyArray) (*TinyArray, error) {
			return &TinyArray{TinyArr: mapList(p.GetTinyArr(), tinyFromPB)}, nil
		},
		visitPB: visitTinyArrayPB,
		symRaw:  symRaw[*TinyArray, *pb.TinyArray](pb.OpenTinyArrayRaw, symVisitTinyArray),
		gogo:    gogofaster.Offerer[*TinyArray, *pb.TinyArray](visitTinyArrayGogo),
		zeroCopy: zeroCopy(fbBuildTinyArray, fb.GetRootAsTinyArray, fbVisitTinyArray, fbToTinyArray,
			capnpb.NewRootTinyArray, cpSetTinyArray, capnpb.ReadRootTinyArray, cpVisitTinyArray, cpToTinyArray),
	}
}

func mediumArrayKind() kind[*MediumArray, MediumArrayEJ, *MediumArrayEJ, *pb.MediumArray] {
	return kind[*MediumArray, MediumArrayEJ, *MediumArrayEJ, *pb.MediumArray]{
		generate: NewMediumArray,
		more:     []any{baselineMediumArray()},
		units:    func(a *MediumArray) int { return len(a.MediumArr) },
		hash:     hashMediumArray,
		same:     sameMediumArray,
		ej:       easyjsonMediumArray(hashMediumArray),
		newPB:    func() *pb.MediumArray { return new(pb.MediumArray) },
		toPB: func(a *MediumArray) *pb.MediumArray {
			return &pb.MediumArray{MediumArr: mapList(a.MediumArr, mediumToPB)}
		},
		fromPB: func(p *pb.MediumArray) (*MediumArray, error) {
			items, err := mapListErr(p.GetMediumArr(), "medium", mediumFromPB)
			if err != nil {
				return nil, err
			}
			return &MediumArray{MediumArr: items}, nil
		},
		visitPB: visitMediumArrayPB,
		symRaw:  symRaw[*MediumArray, *pb.MediumArray](pb.OpenMediumArrayRaw, symVisitMediumArray),
		gogo:    gogofaster.Offerer[*MediumArray, *pb.MediumArray](visitMediumArrayGogo),
		zeroCopy: zeroCopy(fbBuildMediumArray, fb.GetRootAsMediumArray, fbVisitMediumArray, fbToMediumArray,
			capnpb.NewRootMediumArray, cpSetMediumArray, capnpb.ReadRootMediumArray, cpVisitMediumArray, cpToMediumArray),
	}
}

func bigArrayKind() kind[*BigArray, BigArrayEJ, *BigArrayEJ, *pb.BigArray] {
	return kind[*BigArray, BigArrayEJ, *BigArrayEJ, *pb.BigArray]{
		generate: NewBigArray,
		more:     []any{baselineBigArray()},
		units:    func(a *BigArray) int { return len(a.BigArr) },
		hash:     hashBigArray,
		same:     sameBigArray,
		ej:       easyjsonBigArray(hashBigArray),
		newPB:    func() *pb.BigArray { return new(pb.BigArray) },
		toPB:     func(a *BigArray) *pb.BigArray { return bigsToPB(a.BigArr) },
		fromPB: func(p *pb.BigArray) (*BigArray, error) {
			items, err := bigsFromPB(p)
			if err != nil {
				return nil, err
			}
			return &BigArray{BigArr: items}, nil
		},
		visitPB: visitBigArrayPB,
		symRaw:  symRaw[*BigArray, *pb.BigArray](pb.OpenBigArrayRaw, symVisitBigArray),
		gogo:    gogofaster.Offerer[*BigArray, *pb.BigArray](visitBigArrayGogo),
		zeroCopy: zeroCopy(fbBuildBigArray, fb.GetRootAsBigArray, fbVisitBigArray, fbToBigArray,
			capnpb.NewRootBigArray, cpSetBigArray, capnpb.ReadRootBigArray, cpVisitBigArray, cpToBigArray),
	}
}

func hugeArrayKind() kind[*HugeArray, HugeArrayEJ, *HugeArrayEJ, *pb.HugeArray] {
	return kind[*HugeArray, HugeArrayEJ, *HugeArrayEJ, *pb.HugeArray]{
		generate: NewHugeArray,
		more:     []any{baselineHugeArray()},
		units:    func(a *HugeArray) int { return len(a.HugeArr) },
		hash:     hashHugeArray,
		same:     sameHugeArray,
		ej:       easyjsonHugeArray(hashHugeArray),
		newPB:    func() *pb.HugeArray { return new(pb.HugeArray) },
		toPB:     func(a *HugeArray) *pb.HugeArray { return &pb.HugeArray{HugeArr: mapList(a.HugeArr, hugeToPB)} },
		fromPB: func(p *pb.HugeArray) (*HugeArray, error) {
			items, err := mapListErr(p.GetHugeArr(), "huge", hugeFromPB)
			if err != nil {
				return nil, err
			}
			return &HugeArray{HugeArr: items}, nil
		},
		visitPB: visitHugeArrayPB,
		symRaw:  symRaw[*HugeArray, *pb.HugeArray](pb.OpenHugeArrayRaw, symVisitHugeArray),
		gogo:    gogofaster.Offerer[*HugeArray, *pb.HugeArray](visitHugeArrayGogo),
		zeroCopy: zeroCopy(fbBuildHugeArray, fb.GetRootAsHugeArray, fbVisitHugeArray, fbToHugeArray,
			capnpb.NewRootHugeArray, cpSetHugeArray, capnpb.ReadRootHugeArray, cpVisitHugeArray, cpToHugeArray),
	}
}

func complexArrayKind() kind[*ComplexAndHugeArray, ComplexAndHugeArrayEJ, *ComplexAndHugeArrayEJ, *pb.ComplexAndHugeArray] {
	return kind[*ComplexAndHugeArray, ComplexAndHugeArrayEJ, *ComplexAndHugeArrayEJ, *pb.ComplexAndHugeArray]{
		generate: NewComplexAndHugeArray,
		more:     []any{baselineComplexArray()},
		units:    func(a *ComplexAndHugeArray) int { return len(a.ComplexAndHugeArr) },
		hash:     hashComplexArray,
		same:     sameComplexArray,
		ej:       easyjsonComplexAndHugeArray(hashComplexArray),
		newPB:    func() *pb.ComplexAndHugeArray { return new(pb.ComplexAndHugeArray) },
		toPB: func(a *ComplexAndHugeArray) *pb.ComplexAndHugeArray {
			return &pb.ComplexAndHugeArray{ComplexArr: mapList(a.ComplexAndHugeArr, complexToPB)}
		},
		fromPB: func(p *pb.ComplexAndHugeArray) (*ComplexAndHugeArray, error) {
			items, err := mapListErr(p.GetComplexArr(), "complex", complexFromPB)
			if err != nil {
				return nil, err
			}
			return &ComplexAndHugeArray{ComplexAndHugeArr: items}, nil
		},
		visitPB: visitComplexArrayPB,
		symRaw:  symRaw[*ComplexAndHugeArray, *pb.ComplexAndHugeArray](pb.OpenComplexAndHugeArrayRaw, symVisitComplexArray),
		gogo:    gogofaster.Offerer[*ComplexAndHugeArray, *pb.ComplexAndHugeArray](visitComplexArrayGogo),
		zeroCopy: zeroCopy(fbBuildComplexAndHugeArray, fb.GetRootAsComplexAndHugeArray, fbVisitComplexAndHugeArray, fbToComplexAndHugeArray,
			capnpb.NewRootComplexAndHugeArray, cpSetComplexAndHugeArray, capnpb.ReadRootComplexAndHugeArray, cpVisitComplexAndHugeArray, cpToComplexAndHugeArray),
	}
}
