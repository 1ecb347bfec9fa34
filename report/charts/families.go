package charts

import (
	"image/color"
	"slices"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// FamilyOrder is the order in which reports list codec families: the
// formats most runs compare first, then the compact binary ones, the
// baseline last. A family not in it follows, in the registry's order.
var FamilyOrder = []string{
	"Protocol Buffers", "MessagePack", "CBOR", "JSON", "Avro", "BSON", "Thrift", "XML", "XDR", "gob",
	"FlatBuffers", "Cap'n Proto", "Symphony", "Colfer", "Bebop", "benc", "MUS", "binary (Go structs)",
	"Binc", "Sereal", "YAML", "TOML", "bencode",
	"baseline",
}

// familyPalette gives each family of FamilyOrder its colour, by its place
// in the list (the baseline has its own grey); families beyond it cycle
// through the palette again. Neighbours in the list differ in hue.
var familyPalette = []color.RGBA{
	{0x4E, 0x79, 0xA7, 0xFF}, // Protocol Buffers: blue
	{0xF2, 0x8E, 0x2B, 0xFF}, // MessagePack: orange
	{0x2F, 0x6F, 0x6A, 0xFF}, // CBOR: dark teal
	{0xE1, 0x57, 0x59, 0xFF}, // JSON: red
	{0xB0, 0x7A, 0xA1, 0xFF}, // Avro: purple
	{0x9C, 0x75, 0x5F, 0xFF}, // BSON: brown
	{0xFF, 0x9D, 0xA7, 0xFF}, // Thrift: pink
	{0x8C, 0x73, 0x0A, 0xFF}, // XML: olive
	{0xED, 0xC9, 0x48, 0xFF}, // XDR: yellow
	{0x59, 0xA1, 0x4F, 0xFF}, // gob: green
	{0x76, 0xB7, 0xB2, 0xFF}, // FlatBuffers: teal
	{0x1F, 0x4E, 0x79, 0xFF}, // Cap'n Proto: dark blue
	{0xA3, 0x5A, 0x0B, 0xFF}, // Symphony: dark orange
	{0x2E, 0x5E, 0x27, 0xFF}, // Colfer: dark green
	{0x8E, 0x1B, 0x1E, 0xFF}, // Bebop: dark red
	{0x6A, 0x3D, 0x5E, 0xFF}, // benc: dark purple
	{0xC2, 0x4E, 0x66, 0xFF}, // MUS: rose
	{0x5C, 0x40, 0x30, 0xFF}, // binary (Go structs): dark brown
	{0x33, 0x33, 0x33, 0xFF}, // Binc: near black
	{0x9A, 0xB9, 0x3B, 0xFF}, // Sereal: lime
	{0x17, 0xBE, 0xCF, 0xFF}, // YAML: cyan
	{0x9E, 0xCA, 0xE1, 0xFF}, // TOML: light blue
	{0x6B, 0x6E, 0xCF, 0xFF}, // bencode: periwinkle
}

// baselineGrey is the baseline's colour: a floor, not a contender.
var baselineGrey = color.RGBA{0xB4, 0xB4, 0xB4, 0xFF}

// codecInfo is what the charts need to know of a codec.
type codecInfo struct {
	family   string // its family, or its own name when it has none
	baseline bool   // a floor, never ranked
	zeroCopy bool   // its decode only opens a view: not ranked by decode
}

// codecPalette maps a run's codecs to their families and families to colours,
// so that a family has the same colour in every chart of the run.
type codecPalette struct {
	codecs   map[string]codecInfo
	families []string // in FamilyOrder, then as met
}

// newPalette reads each codec's family from the registry and its labels
// from its records (or, when they carry none, from the registry). A codec
// without a family stands for itself: old results rendered without a
// registry still give each codec its own colour.
func newPalette(reg *suite.Registry, recs []resultset.Record, codecs []string) *codecPalette {
	pal := &codecPalette{codecs: map[string]codecInfo{}}
	regCodec := map[string]suite.Codec{}
	if reg != nil {
		for _, c := range reg.Codecs {
			regCodec[c.Name] = c
		}
	}
	labels := map[string][]string{}
	for i := range recs {
		if r := &recs[i]; len(r.Labels) > 0 && labels[r.Codec] == nil {
			labels[r.Codec] = r.Labels
		}
	}
	var met []string
	for _, name := range codecs {
		c := regCodec[name]
		ls := labels[name]
		if ls == nil {
			ls = c.Labels
		}
		info := codecInfo{family: c.Family, baseline: slices.Contains(ls, suite.LabelBaseline), zeroCopy: slices.Contains(ls, suite.LabelZeroCopy)}
		if info.family == "" {
			info.family = name
		}
		pal.codecs[name] = info
		if !slices.Contains(met, info.family) {
			met = append(met, info.family)
		}
	}
	for _, f := range FamilyOrder {
		if slices.Contains(met, f) {
			pal.families = append(pal.families, f)
		}
	}
	for _, f := range met {
		if !slices.Contains(pal.families, f) {
			pal.families = append(pal.families, f)
		}
	}
	return pal
}

// colour is a family's colour. A family of FamilyOrder keeps its colour
// in every run; the others take the colours after the list's, in the
// order the run meets them.
func (pal *codecPalette) colour(family string) color.RGBA {
	if family == "baseline" {
		return baselineGrey
	}
	if i := slices.Index(FamilyOrder, family); i >= 0 {
		return familyPalette[i%len(familyPalette)]
	}
	extra := 0
	for _, f := range pal.families {
		if f == family {
			break
		}
		if !slices.Contains(FamilyOrder, f) {
			extra++
		}
	}
	return familyPalette[(len(FamilyOrder)-1+extra)%len(familyPalette)]
}

// codecColour is a codec's colour: its family's, grey for a baseline.
func (pal *codecPalette) codecColour(codec string) color.RGBA {
	info := pal.codecs[codec]
	if info.baseline {
		return baselineGrey
	}
	return pal.colour(info.family)
}
