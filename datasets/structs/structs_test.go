package structs

import (
	stdjson "encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	mjson "github.com/mailru/easyjson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/easyjson"
	"github.com/serbench/serbench/codecs/gob"
	"github.com/serbench/serbench/codecs/json"
	msgpcodec "github.com/serbench/serbench/codecs/msgp"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/symphony"
	"github.com/serbench/serbench/datasets/structs/pb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// exercise loads a variant, prepares every bound codec (which validates the
// round trip and the read digest) and runs each op once. It returns the
// encoded size per codec.
func exercise(t *testing.T, ds suite.Dataset, variant string, wantUnits float64, only ...string) map[string]float64 {
	t.Helper()
	l, err := ds.Load(variant)
	if err != nil {
		t.Fatalf("load %s: %v", variant, err)
	}
	if n := l.Messages(); n != 1 {
		t.Errorf("%s: %d messages, want 1", variant, n)
	}
	sizes := map[string]float64{}
	for _, c := range suite.BindAll(ds, variant, codecs.All()) {
		if len(only) > 0 && !slices.Contains(only, c.Codec.Name) {
			continue
		}
		p, err := l.Prepare(c)
		if err != nil {
			t.Errorf("%s/%s: prepare: %v", variant, c.Codec.Name, err)
			continue
		}
		// The same count for every codec: the seed's flaw was not so.
		if p.UnitsPerOp != wantUnits {
			t.Errorf("%s/%s: %v structs per op, want %v", variant, c.Codec.Name, p.UnitsPerOp, wantUnits)
		}
		sizes[c.Codec.Name] = p.EncodedBytes
		for _, op := range c.Ops {
			loop := p.Loop(op)
			if loop == nil {
				t.Errorf("%s/%s: no %s loop", variant, c.Codec.Name, op)
				continue
			}
			if err := loop(1); err != nil {
				t.Errorf("%s/%s/%s: %v", variant, c.Codec.Name, op, err)
			}
		}
	}
	// json and easyjson write the same document from the same names.
	if _, ok := sizes[easyjson.Name]; ok && sizes[json.Name] != sizes[easyjson.Name] {
		t.Errorf("%s: json writes %v bytes, easyjson %v", variant, sizes[json.Name], sizes[easyjson.Name])
	}
	return sizes
}

func TestVariants(t *testing.T) {
	ds := Dataset()
	cases := []struct {
		variant string
		units   float64
		short   bool // also in -short
	}{
		{"tiny", 1, true},
		{"medium", 1, true},
		{"big", 1, true},
		{"huge", 1, true},
		{"tiny-slice", TinySliceLen, true},
		{"medium-slice", MediumSliceLen, true},
		{"big-slice", BigSliceLen, true},
		// 66,500 Bigs: five codecs, a few seconds; every codec took 5-10
		// minutes on two loaded cores. serbench verify (CI) validates
		// every codec on it, and TestLargeKindsOnSmallData its shapes.
		{"complexmap", 1, false},
	}
	for _, c := range cases {
		t.Run(c.variant, func(t *testing.T) {
			if testing.Short() && !c.short {
				t.Skip("large variant")
			}
			var only []string
			if c.variant == "complexmap" {
				only = []string{json.Name, easyjson.Name, gob.Name, protobuf.Name, "flatbuffers"}
			}
			exercise(t, ds, c.variant, c.units, only...)
		})
	}
}

// The large slice variants have the shapes of the small ones many times
// over; their kinds are checked here on small instances of the same types.
func TestLargeKindsOnSmallData(t *testing.T) {
	meta := Dataset().Info()
	smallHuge := func(g *generator) *Huge {
		return &Huge{BigSlice: g.bigs(2), BiggerSlice: g.bigs(3), TheBiggestSlice: g.bigs(4)}
	}
	smallComplex := func(g *generator) *ComplexAndHuge {
		m := ComplexMap{}
		for i := range 3 {
			m[mapKey(i)] = smallHuge(g)
		}
		return &ComplexAndHuge{ComplexMap: m}
	}

	hugeUnits := func(a *HugeArray) int { return len(a.HugeArr) }
	complexUnits := func(a *ComplexAndHugeArray) int { return len(a.ComplexAndHugeArr) }
	hk := def(func() *HugeArray {
		g := newGenerator()
		return &HugeArray{HugeArr: []*Huge{smallHuge(g), smallHuge(g)}}
	}, hashHugeArray, eqHugeArray, hugeUnits)
	exercise(t, hk(meta, "huge-slice"), "huge-slice", 2)

	ck := def(func() *ComplexAndHugeArray {
		g := newGenerator()
		return &ComplexAndHugeArray{ComplexAndHugeArr: []*ComplexAndHuge{smallComplex(g), smallComplex(g), smallComplex(g)}}
	}, hashComplexAndHugeArray, eqComplexAndHugeArray, complexUnits)
	exercise(t, ck(meta, "complexmap-slice"), "complexmap-slice", 3)

	// A nil Huge in a slice and an empty map still round-trip.
	ek := def(func() *ComplexAndHugeArray {
		return &ComplexAndHugeArray{ComplexAndHugeArr: []*ComplexAndHuge{{ComplexMap: ComplexMap{}}, {}}}
	}, hashComplexAndHugeArray, eqComplexAndHugeArray, complexUnits)
	exercise(t, ek(meta, "complexmap-slice"), "complexmap-slice", 2)
}

func TestDataset(t *testing.T) {
	ds := Dataset()
	reg := &suite.Registry{Codecs: codecs.All()}
	var names []string
	for _, c := range reg.CodecsOf(ds) {
		names = append(names, c.Codec)
		ops := []suite.Op{suite.Encode, suite.Decode, suite.Read} // structs declares no update
		if c.Codec == symphony.RawName {
			ops = []suite.Op{suite.Decode, suite.Read} // views have no encode of their own
		}
		if !slices.Equal(c.Ops, ops) {
			t.Errorf("%s binds ops %v, want %v", c.Codec, c.Ops, ops)
		}
	}
	// Every codec fit for structs but the +any forms: it offers no tree.
	if want := codecs.WithoutAnyForms(reg.Fit(ds.Info().Name, "")); !slices.Equal(names, want) {
		t.Errorf("codecs %v, want %v", names, want)
	}
	d := ds.(*suite.ByVariant)
	info := ds.Info()
	if d.Len() != len(info.Variants) {
		t.Errorf("%d Defs for %d variants", d.Len(), len(info.Variants))
	}
	for _, v := range info.Variants {
		def, ok := d.Def(v.Name)
		if !ok {
			t.Errorf("variant %s has no Def", v.Name)
			continue
		}
		var got []string
		for _, b := range reg.Bindings(def, v.Name) {
			got = append(got, b.Codec.Name)
		}
		// A codec unfit for the variant (Colfer has no map) does not bind it.
		fit := codecs.WithoutAnyForms(reg.Fit(info.Name, v.Name))
		if !cmp.Equal(got, fit) {
			t.Errorf("variant %s binds %v, the dataset says %v", v.Name, got, fit)
		}
	}
	if _, err := ds.Load("enormous"); err == nil {
		t.Error("Load of an unknown variant succeeded")
	}
	if v, _ := info.Variant("complexmap-slice"); !v.Full {
		t.Error("complexmap-slice (665,000 Bigs) runs by default")
	}
}

func TestPublished(t *testing.T) {
	info := Dataset().Info()
	seen := map[string]bool{}
	for _, p := range info.Published {
		key := p.Variant + "/" + p.Codec + "/" + string(p.Op)
		if seen[key] {
			t.Errorf("%s published twice", key)
		}
		seen[key] = true
		if _, ok := info.Variant(p.Variant); !ok {
			t.Errorf("%s: no such variant", key)
		}
		if p.Codec != gob.Name && p.Codec != protobuf.Name {
			t.Errorf("%s: the seed measured gob and protobuf only", key)
		}
		if p.NsPerOp <= 0 || p.BytesPerOp <= 0 || p.AllocsPerOp <= 0 {
			t.Errorf("%s: missing figure %+v", key, p)
		}
	}
	// Ten variants, two codecs, encode and decode.
	if len(seen) != 40 {
		t.Errorf("%d published cells, want 40", len(seen))
	}
}

func TestGenerator(t *testing.T) {
	a, b := NewBigArray(), NewBigArray()
	if !cmp.Equal(a, b) {
		t.Fatal("the generator is not deterministic")
	}
	deleted := 0
	for i, big := range a.BigArr {
		for _, tm := range []*time.Time{big.CreatedAt, big.UpdatedAt, big.DeletedAt, big.MediumField.CreatedAt} {
			if tm == nil {
				continue
			}
			// UTC and no monotonic reading: the form every codec keeps.
			if tm.Location() != time.UTC || strings.Contains(tm.String(), "m=") {
				t.Errorf("big %d: time %v is not normalised", i, tm)
			}
		}
		if big.DeletedAt != nil {
			deleted++
		}
	}
	if deleted == 0 || deleted == len(a.BigArr) {
		t.Errorf("%d of %d Bigs deleted: want some nil DeletedAt and some set", deleted, len(a.BigArr))
	}
	if NewBig().DeletedAt == nil {
		t.Error("the big variant lacks DeletedAt")
	}
	u := NewHuge()
	if len(u.BigSlice) != 50 || len(u.BiggerSlice) != 256 || len(u.TheBiggestSlice) != 1024 {
		t.Errorf("Huge has %d, %d, %d Bigs", len(u.BigSlice), len(u.BiggerSlice), len(u.TheBiggestSlice))
	}
	if testing.Short() {
		return
	}
	c := NewComplexAndHuge()
	if len(c.ComplexMap) != MapKeys {
		t.Errorf("ComplexMap has %d keys", len(c.ComplexMap))
	}
	for i := range MapKeys {
		if c.ComplexMap[mapKey(i)] == nil {
			t.Errorf("ComplexMap lacks key %q", mapKey(i))
		}
	}
}

// A nil DeletedAt must come back nil from protobuf: an absent Timestamp,
// not a zero one.
func TestNilDeletedAtProtobuf(t *testing.T) {
	big := NewBig()
	big.DeletedAt = nil
	b, err := proto.Marshal(toBigPB(big))
	if err != nil {
		t.Fatal(err)
	}
	var p pb.Big
	if err := proto.Unmarshal(b, &p); err != nil {
		t.Fatal(err)
	}
	if p.GetDeletedAt() != nil {
		t.Fatalf("deleted_at decoded as %v", p.GetDeletedAt())
	}
	back := fromBigPB(&p)
	if back.DeletedAt != nil || !eqBig(big, back) {
		t.Errorf("round trip gave %+v", back)
	}
	// And through every codec of the dataset.
	k := def(func() *Big {
		b := NewBig()
		b.DeletedAt = nil
		return b
	}, hashBig, eqBig, nil)
	exercise(t, k(Dataset().Info(), "big"), "big", 1)
}

func TestDigestAndEqualCatchChanges(t *testing.T) {
	dig := func(a *BigArray) uint64 { return digest.Of(hashBigArray, a) }
	eq := suite.EqualBy(eqBigArray)
	orig := NewBigArray()
	firstWith := func(a *BigArray, deleted bool) *Big {
		for _, b := range a.BigArr {
			if (b.DeletedAt != nil) == deleted {
				return b
			}
		}
		t.Fatalf("no Big with deleted=%v", deleted)
		return nil
	}
	shift := func(tm *time.Time) *time.Time { x := tm.Add(time.Nanosecond); return &x }
	changes := map[string]func(a *BigArray){
		"age":           func(a *BigArray) { a.BigArr[1].Age++ },
		"country bytes": func(a *BigArray) { a.BigArr[2].CountryBytes[0] ^= 1 },
		"deep string":   func(a *BigArray) { a.BigArr[3].MediumField.TinyField.SomeStr += "!" },
		"balance":       func(a *BigArray) { a.BigArr[4].MediumField.MediumMoneyBalance += 0.01 },
		"updated by 1ns": func(a *BigArray) {
			a.BigArr[5].UpdatedAt = shift(a.BigArr[5].UpdatedAt)
		},
		"medium created": func(a *BigArray) {
			a.BigArr[6].MediumField.CreatedAt = shift(a.BigArr[6].MediumField.CreatedAt)
		},
		"deleted set":  func(a *BigArray) { b := firstWith(a, false); b.DeletedAt = b.UpdatedAt },
		"deleted nil":  func(a *BigArray) { firstWith(a, true).DeletedAt = nil },
		"tiny nil":     func(a *BigArray) { a.BigArr[7].TinyField = nil },
		"shorter":      func(a *BigArray) { a.BigArr = a.BigArr[:len(a.BigArr)-1] },
		"swapped":      func(a *BigArray) { a.BigArr[0], a.BigArr[1] = a.BigArr[1], a.BigArr[0] },
		"id of last":   func(a *BigArray) { a.BigArr[len(a.BigArr)-1].BigID++ },
		"medium nil":   func(a *BigArray) { a.BigArr[8].MediumField = nil },
		"country name": func(a *BigArray) { a.BigArr[9].Country += " " },
	}
	for name, change := range changes {
		got := NewBigArray()
		change(got)
		if eq(orig, got) == nil {
			t.Errorf("%s: Equal missed the change", name)
		}
		if cmp.Equal(orig, got, cmpopts.EquateEmpty()) {
			t.Errorf("%s: go-cmp sees no change, the written-out check does", name)
		}
		if dig(orig) == dig(got) {
			t.Errorf("%s: Digest missed the change", name)
		}
	}

	// Differences that are not changes: a time in another zone, an empty
	// slice for a nil one.
	got := NewBigArray()
	kyiv := time.FixedZone("EET", 2*3600)
	in := got.BigArr[0].CreatedAt.In(kyiv)
	got.BigArr[0].CreatedAt = &in
	got.BigArr[1].CountryBytes = nil
	orig.BigArr[1].CountryBytes = []byte{}
	if err := eq(orig, got); err != nil {
		t.Errorf("Equal rejects equal values: %v", err)
	}
	if !eqBigArray(orig, got) {
		t.Error("the written-out check disagrees with go-cmp on equal values")
	}
	// Nil and empty bytes hash alike, and the zone does not enter the digest.
	if dig(orig) != dig(got) {
		t.Error("Digest depends on time zone or nil-versus-empty")
	}
}

func TestComplexMapDigestAndEqual(t *testing.T) {
	build := func() *ComplexAndHuge {
		g := newGenerator()
		m := ComplexMap{}
		for i := range 4 {
			m[mapKey(i)] = &Huge{BigSlice: g.bigs(2), BiggerSlice: g.bigs(1), TheBiggestSlice: g.bigs(1)}
		}
		return &ComplexAndHuge{ComplexMap: m}
	}
	dig := func(c *ComplexAndHuge) uint64 { return digest.Of(hashComplexAndHuge, c) }
	eq := suite.EqualBy(eqComplexAndHuge)
	orig := build()
	// The digest is independent of map order, so every codec agrees.
	for range 20 {
		if dig(build()) != dig(orig) {
			t.Fatal("Digest depends on map iteration order")
		}
	}
	changes := map[string]func(c *ComplexAndHuge){
		"key renamed": func(c *ComplexAndHuge) { c.ComplexMap["x"] = c.ComplexMap["0"]; delete(c.ComplexMap, "0") },
		"key removed": func(c *ComplexAndHuge) { delete(c.ComplexMap, "3") },
		"values swapped": func(c *ComplexAndHuge) {
			c.ComplexMap["1"], c.ComplexMap["2"] = c.ComplexMap["2"], c.ComplexMap["1"]
		},
		"deep value": func(c *ComplexAndHuge) { c.ComplexMap["2"].TheBiggestSlice[0].MediumField.LastName = "Other" },
	}
	for name, change := range changes {
		got := build()
		change(got)
		if eq(orig, got) == nil {
			t.Errorf("%s: Equal missed the change", name)
		}
		if dig(orig) == dig(got) {
			t.Errorf("%s: Digest missed the change", name)
		}
	}
}

// fakeRun is a Measured over a fixed table.
type fakeRun map[string]suite.Figures

func (f fakeRun) measured(variant, codec string, op suite.Op) (suite.Figures, bool) {
	x, ok := f[variant+"/"+codec+"/"+string(op)]
	return x, ok
}

func TestFindings(t *testing.T) {
	full := fakeRun{
		"complexmap-slice/gob/encode":      {NsPerOp: 2e9, BytesPerOp: 1e9},
		"complexmap-slice/protobuf/encode": {NsPerOp: 1e9, BytesPerOp: 1e8},
		"complexmap-slice/gob/decode":      {NsPerOp: 3e9},
		"complexmap-slice/protobuf/decode": {NsPerOp: 1e9},
		"tiny/gob/encode":                  {NsPerOp: 3000, BytesPerOp: 1200},
		"tiny/protobuf/encode":             {NsPerOp: 100, BytesPerOp: 16},
		"huge/gob/decode":                  {NsPerOp: 2e6, BytesPerOp: 8e5},
		"huge/protobuf/decode":             {NsPerOp: 1e6, BytesPerOp: 9e5},
	}
	paras := findingsOf(full.measured)
	if len(paras) != 3 {
		t.Fatalf("%d paragraphs, want 3:\n%s", len(paras), strings.Join(paras, "\n"))
	}
	text := strings.Join(paras, "\n")
	for _, want := range []string{
		"`complexmap-slice`", "gob 2.00 s, protobuf 1.00 s, gob ÷ protobuf 2.00×",
		"published 0.24× from gob's 10 values against protobuf's 50, 1.18× per value, timed with the data built inside the loop",
		"decode: gob 3.00 s, protobuf 1.00 s, gob ÷ protobuf 3.00× (published 0.27× from gob's 10 values against protobuf's 50, 1.33× per value)",
		"the reverse of the seed's",
		"On `tiny`, gob ÷ protobuf: encode time 30.0× (published 2.85×), memory 75.0× (published 71.0×).",
		"On `huge`, gob ÷ protobuf: decode time 2.00× (published 1.29×), memory 0.89× (published 0.78×).",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("findings lack %q:\n%s", want, text)
		}
	}
	for _, bad := range []string{"NaN", "Inf", "e+", "%!"} {
		if strings.Contains(text, bad) {
			t.Errorf("findings contain %q:\n%s", bad, text)
		}
	}

	// gob faster on equal data: the verdict says so instead.
	faster := fakeRun{
		"complexmap-slice/gob/encode":      {NsPerOp: 5e8},
		"complexmap-slice/protobuf/encode": {NsPerOp: 1e9},
	}
	if p := findingsOf(faster.measured); len(p) != 1 || !strings.Contains(p[0], "gob still encodes the map faster") {
		t.Errorf("gob-faster findings: %q", p)
	}
	even := fakeRun{
		"complexmap-slice/gob/encode":      {NsPerOp: 1.02e9},
		"complexmap-slice/protobuf/encode": {NsPerOp: 1e9},
	}
	if p := findingsOf(even.measured); len(p) != 1 || !strings.Contains(p[0], "about the same time (1.02×)") {
		t.Errorf("even findings: %q", p)
	}

	// Without the slice, the single map answers.
	single := fakeRun{
		"complexmap/gob/encode":      {NsPerOp: 1.2e8},
		"complexmap/protobuf/encode": {NsPerOp: 4e7},
	}
	p := findingsOf(single.measured)
	if len(p) != 1 || !strings.Contains(p[0], "did not measure `complexmap-slice`") ||
		!strings.Contains(p[0], "encode: gob ÷ protobuf 3.00× (published 1.22×, timed with the data built inside the loop)") {
		t.Errorf("single-map findings: %q", p)
	}

	// No map at all: a note, but only beside other findings.
	small := fakeRun{"tiny/gob/decode": {NsPerOp: 1e4}, "tiny/protobuf/decode": {NsPerOp: 200}}
	if p := findingsOf(small.measured); len(p) != 2 || !strings.Contains(p[1], "measured neither") {
		t.Errorf("no-map findings: %q", p)
	}
	if p := findingsOf(fakeRun{}.measured); len(p) != 0 {
		t.Errorf("findings of an empty run: %q", p)
	}
	// One codec missing: nothing to compare.
	half := fakeRun{"complexmap-slice/gob/encode": {NsPerOp: 1e9}, "tiny/gob/encode": {NsPerOp: 1}}
	if p := findingsOf(half.measured); len(p) != 0 {
		t.Errorf("findings without protobuf: %q", p)
	}
}

// TestEasyJSONStaysOffTheModel checks that easyjson's generated methods are
// on the mirrors only: json and gob must encode the model types bare.
func TestEasyJSONStaysOffTheModel(t *testing.T) {
	ifaces := []reflect.Type{
		reflect.TypeFor[mjson.Marshaler](), reflect.TypeFor[mjson.Unmarshaler](),
		reflect.TypeFor[stdjson.Marshaler](), reflect.TypeFor[stdjson.Unmarshaler](),
	}
	for _, typ := range []reflect.Type{
		reflect.TypeFor[*Tiny](), reflect.TypeFor[*Medium](), reflect.TypeFor[*Big](), reflect.TypeFor[*Huge](),
		reflect.TypeFor[*ComplexAndHuge](), reflect.TypeFor[*ComplexMap](), reflect.TypeFor[*TinyArray](),
		reflect.TypeFor[*MediumArray](), reflect.TypeFor[*BigArray](), reflect.TypeFor[*HugeArray](),
		reflect.TypeFor[*ComplexAndHugeArray](),
	} {
		for _, iface := range ifaces {
			if typ.Implements(iface) {
				t.Errorf("%v implements %v", typ, iface)
			}
		}
	}
	if reflect.TypeFor[*BigEJ]().Implements(reflect.TypeFor[stdjson.Marshaler]()) {
		t.Error("*BigEJ implements json.Marshaler: generate with -no_std_marshalers")
	}
}

// TestMirrorsRejectNil keeps the nil checks mirrorgen writes around the
// conversions of the easyjson and msgp mirrors, which would otherwise cast
// a nil message to nil (easyjson) or dereference it (msgp).
func TestMirrorsRejectNil(t *testing.T) {
	def := def(NewTiny, hashTiny, eqTiny, nil)(Dataset().Info(), "tiny").(*suite.Def[*Tiny])
	var ej easyjson.Conv[*Tiny, TinyEJ, *TinyEJ]
	var mp msgpcodec.Conv[*Tiny, TinyMP, *TinyMP]
	foundEJ, foundMP := false, false
	for _, c := range def.Conversions {
		switch c := c.(type) {
		case easyjson.Conv[*Tiny, TinyEJ, *TinyEJ]:
			ej, foundEJ = c, true
		case msgpcodec.Conv[*Tiny, TinyMP, *TinyMP]:
			mp, foundMP = c, true
		}
	}
	if !foundEJ || !foundMP {
		t.Fatalf("tiny offers easyjson: %v, msgp: %v; want both", foundEJ, foundMP)
	}
	if _, err := ej.FromModel(nil); err == nil {
		t.Error("easyjson FromModel(nil) succeeded")
	}
	if _, err := ej.ToModel(nil); err == nil {
		t.Error("easyjson ToModel(nil) succeeded")
	}
	if _, err := mp.FromModel(nil); err == nil {
		t.Error("msgp FromModel(nil) succeeded")
	}
	if _, err := mp.ToModel(nil); err == nil {
		t.Error("msgp ToModel(nil) succeeded")
	}
}
