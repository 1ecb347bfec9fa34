package objectlist_test

import (
	"encoding"
	"encoding/gob"
	"encoding/json"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mailru/easyjson"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/cmpeq"
)

// testVariants leaves out the 100,000-element variants to keep the test fast.
var testVariants = []string{objectlist.Small, objectlist.Mid, objectlist.MidVaried}

// allCodecs are the codecs that must bind on objectlist: every codec not
// declared unfit for it, but the +any forms (objectlist offers no tree).
var allCodecs = codecs.WithoutAnyForms((&suite.Registry{Codecs: codecs.All()}).Fit("objectlist", ""))

// opsOf is the ops a codec is timed on: symphony-raw has no encode of its
// own, and objectlist declares no update.
func opsOf(codec string) []suite.Op {
	if codec == "symphony-raw" {
		return []suite.Op{suite.Decode, suite.Read}
	}
	return []suite.Op{suite.Encode, suite.Decode, suite.Read}
}

func TestBindingsRoundTripAndLoops(t *testing.T) {
	ds := objectlist.Dataset()
	reg := &suite.Registry{Codecs: codecs.All()}
	var bound []string
	for _, c := range reg.CodecsOf(ds) {
		bound = append(bound, c.Codec)
	}
	if !slices.Equal(bound, allCodecs) {
		t.Fatalf("bound codecs %v, want %v", bound, allCodecs)
	}
	for _, v := range testVariants {
		l, err := ds.Load(v)
		if err != nil {
			t.Fatalf("load %s: %v", v, err)
		}
		if l.Messages() != 1 {
			t.Errorf("%s: %d messages, want 1", v, l.Messages())
		}
		for _, c := range allCodecs {
			b, err := reg.Bind(ds, v, c)
			if err != nil {
				t.Fatal(err)
			}
			p, err := l.Prepare(b)
			info, _ := ds.Info().Variant(v)
			if k, known := info.KnownFailure(c); known {
				// A library's declared bug must still fail, and as declared.
				if err == nil || !strings.Contains(err.Error(), k.Match) {
					t.Errorf("%s/%s: known failure %q, got %v", v, c, k.Match, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s/%s: prepare: %v", v, c, err)
				continue
			}
			if p.EncodedBytes <= 0 {
				t.Errorf("%s/%s: encoded size %v", v, c, p.EncodedBytes)
			}
			for _, op := range opsOf(c) {
				loop := p.Loop(op)
				if loop == nil {
					t.Errorf("%s/%s/%s: no loop", v, c, op)
					continue
				}
				if err := loop(1); err != nil {
					t.Errorf("%s/%s/%s: %v", v, c, op, err)
				}
			}
		}
	}
}

func TestUnitsCountElements(t *testing.T) {
	ds := objectlist.Dataset()
	l, err := ds.Load(objectlist.Mid)
	if err != nil {
		t.Fatal(err)
	}
	b, err := (&suite.Registry{Codecs: codecs.All()}).Bind(ds, objectlist.Mid, "json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	if p.UnitsPerOp != objectlist.MidN {
		t.Errorf("units per op %v, want %d", p.UnitsPerOp, objectlist.MidN)
	}
}

func TestPublishedData(t *testing.T) {
	for _, n := range []int{objectlist.SmallN, objectlist.MidN} {
		o := objectlist.Published(n)
		if o.StringProp1 != "foo" || o.StringProp2 != "bar" || len(o.List) != n {
			t.Fatalf("Published(%d) = %q, %q, %d elements", n, o.StringProp1, o.StringProp2, len(o.List))
		}
		for i, e := range o.List {
			if e != (objectlist.Embedded{StringProp: "foo", IntProp: 100}) {
				t.Fatalf("Published(%d) element %d = %+v", n, i, e)
			}
		}
	}
	b, err := json.Marshal(objectlist.Published(1))
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"string_prop_1":"foo","string_prop_2":"bar","list":[{"string_prop":"foo","int_prop":100}]}`
	if string(b) != want {
		t.Errorf("json of small = %s, want %s", b, want)
	}
}

func TestVariedData(t *testing.T) {
	o := objectlist.Varied(objectlist.MidN)
	if len(o.List) != objectlist.MidN {
		t.Fatalf("%d elements, want %d", len(o.List), objectlist.MidN)
	}
	strs := map[string]bool{o.StringProp1: true, o.StringProp2: true}
	ints := map[int64]bool{}
	var negatives, nonASCII, minLen, maxLen int
	minLen = math.MaxInt
	for _, e := range o.List {
		if strs[e.StringProp] {
			t.Fatalf("string %q repeated", e.StringProp)
		}
		if !utf8.ValidString(e.StringProp) {
			t.Fatalf("string %q is not valid UTF-8 (protobuf would reject it)", e.StringProp)
		}
		strs[e.StringProp] = true
		if ints[e.IntProp] {
			t.Fatalf("number %d repeated", e.IntProp)
		}
		ints[e.IntProp] = true
		if e.IntProp < 0 {
			negatives++
		}
		if strings.ContainsFunc(e.StringProp, func(r rune) bool { return r >= utf8.RuneSelf }) {
			nonASCII++
		}
		minLen, maxLen = min(minLen, len(e.StringProp)), max(maxLen, len(e.StringProp))
	}
	if !ints[math.MinInt64] || !ints[math.MaxInt64] {
		t.Error("the int64 extremes are missing")
	}
	if negatives < objectlist.MidN/4 || nonASCII == 0 || minLen > 5 || maxLen < 50 {
		t.Errorf("not varied enough: %d negatives, %d non-ASCII strings, lengths %d..%d", negatives, nonASCII, minLen, maxLen)
	}

	// Deterministic, and mid-varied is a prefix of any longer varied list.
	again := objectlist.Varied(objectlist.MidN)
	if digest.Of(objectlist.Digest, o) != digest.Of(objectlist.Digest, again) {
		t.Error("Varied is not deterministic")
	}
	longer := objectlist.Varied(2 * objectlist.MidN)
	if longer.StringProp1 != o.StringProp1 || !slices.Equal(longer.List[:objectlist.MidN], o.List) {
		t.Error("Varied(n) is not a prefix of Varied(2n)")
	}
}

func TestDigestSeesEveryField(t *testing.T) {
	base := objectlist.Varied(10)
	want := digest.Of(objectlist.Digest, base)
	changes := map[string]func(o *objectlist.Object){
		"string_prop_1":  func(o *objectlist.Object) { o.StringProp1 += "x" },
		"string_prop_2":  func(o *objectlist.Object) { o.StringProp2 += "x" },
		"list length":    func(o *objectlist.Object) { o.List = o.List[:len(o.List)-1] },
		"string_prop":    func(o *objectlist.Object) { o.List[5].StringProp += "x" },
		"int_prop":       func(o *objectlist.Object) { o.List[5].IntProp++ },
		"strings moved":  func(o *objectlist.Object) { o.StringProp1, o.StringProp2 = o.StringProp1+o.StringProp2, "" },
		"elements order": func(o *objectlist.Object) { o.List[3], o.List[4] = o.List[4], o.List[3] },
	}
	eq := cmpeq.Equal[*objectlist.Object]()
	for name, change := range changes {
		o := clone(base)
		change(o)
		if digest.Of(objectlist.Digest, o) == want {
			t.Errorf("%s: digest unchanged", name)
		}
		if eq(base, o) == nil {
			t.Errorf("%s: Equal saw no difference", name)
		}
	}
	if digest.Of(objectlist.Digest, clone(base)) != want {
		t.Error("digest of a copy differs")
	}
}

// TestEqualThroughDataset checks the dataset's own Equal: nil and empty
// lists are the same (gob and protobuf cannot tell them apart), a changed
// element is not.
func TestEqualThroughDataset(t *testing.T) {
	def, ok := objectlist.Dataset().(*suite.Def[*objectlist.Object])
	if !ok {
		t.Fatal("Dataset is not a *suite.Def[*Object]")
	}
	empty := &objectlist.Object{StringProp1: "a", List: []objectlist.Embedded{}}
	nilList := &objectlist.Object{StringProp1: "a"}
	if err := def.Equal(empty, nilList); err != nil {
		t.Errorf("empty and nil lists differ: %v", err)
	}
	a, b := objectlist.Published(3), objectlist.Published(3)
	b.List[2].IntProp = 101
	if err := def.Equal(a, b); err == nil {
		t.Error("Equal missed a changed int_prop")
	}
	if digest.Of(objectlist.Digest, empty) != digest.Of(objectlist.Digest, nilList) {
		t.Error("digest tells nil from empty")
	}
}

// TestModelHasNoCodecMethods guards against the seed's flaw: with
// MarshalJSON on the model, encoding/json would run that code instead of
// its own reflection (and GobEncode would do the same to gob).
func TestModelHasNoCodecMethods(t *testing.T) {
	ifaces := []reflect.Type{
		reflect.TypeFor[json.Marshaler](),
		reflect.TypeFor[json.Unmarshaler](),
		reflect.TypeFor[encoding.TextMarshaler](),
		reflect.TypeFor[encoding.TextUnmarshaler](),
		reflect.TypeFor[encoding.BinaryMarshaler](),
		reflect.TypeFor[encoding.BinaryUnmarshaler](),
		reflect.TypeFor[gob.GobEncoder](),
		reflect.TypeFor[gob.GobDecoder](),
		reflect.TypeFor[easyjson.Marshaler](),
		reflect.TypeFor[easyjson.Unmarshaler](),
	}
	types := []reflect.Type{
		reflect.TypeFor[objectlist.Object](), reflect.TypeFor[*objectlist.Object](),
		reflect.TypeFor[objectlist.Embedded](), reflect.TypeFor[*objectlist.Embedded](),
	}
	for _, typ := range types {
		for _, iface := range ifaces {
			if typ.Implements(iface) {
				t.Errorf("%v implements %v", typ, iface)
			}
		}
	}
	// The mirror is where easyjson's code belongs, without std marshalers.
	if !reflect.TypeFor[*objectlist.ObjectEJ]().Implements(reflect.TypeFor[easyjson.Marshaler]()) {
		t.Error("*ObjectEJ does not implement easyjson.Marshaler: run go generate")
	}
	if reflect.TypeFor[*objectlist.ObjectEJ]().Implements(reflect.TypeFor[json.Marshaler]()) {
		t.Error("*ObjectEJ implements json.Marshaler: generate with -no_std_marshalers")
	}
}

// TestJSONDocumentsAgree checks that encoding/json and easyjson write the
// same document for the published data, so their times compare like for
// like.
func TestJSONDocumentsAgree(t *testing.T) {
	o := objectlist.Published(objectlist.MidN)
	std, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	easy, err := easyjson.Marshal((*objectlist.ObjectEJ)(o))
	if err != nil {
		t.Fatal(err)
	}
	if string(std) != string(easy) {
		t.Errorf("encoding/json and easyjson disagree:\n%.200s\n%.200s", std, easy)
	}
}

func TestRegistryAcceptsDeclarations(t *testing.T) {
	// Every dataset, since codecs may declare themselves unfit for others.
	r := &suite.Registry{Codecs: codecs.All(), Datasets: catalog.Datasets()}
	if err := r.Check(); err != nil {
		t.Fatal(err)
	}
	cells, err := r.Plan(suite.Selection{Datasets: []string{"objectlist"}})
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, c := range allCodecs {
		want += 5 * len(opsOf(c))
	}
	if len(cells) != want {
		t.Errorf("%d cells, want %d", len(cells), want)
	}
	info := objectlist.Dataset().Info()
	if len(info.Published) != 18 {
		t.Errorf("%d published figures, want 18", len(info.Published))
	}
	for _, p := range info.Published {
		if !slices.Contains(allCodecs, p.Codec) || p.NsPerOp <= 0 {
			t.Errorf("bad published figure %+v", p)
		}
	}
	if _, err := objectlist.Generate("nope"); err == nil {
		t.Error("Generate accepted an unknown variant")
	}
}

// fake is a Measured over a fixed table.
type fake map[string]suite.Figures

func (f fake) measured(variant, codec string, op suite.Op) (suite.Figures, bool) {
	fig, ok := f[variant+"/"+codec+"/"+string(op)]
	return fig, ok
}

func TestFindings(t *testing.T) {
	full := fake{}
	for _, v := range []string{objectlist.Small, objectlist.Mid, objectlist.Large, objectlist.MidVaried, objectlist.LargeVaried} {
		n := map[string]float64{objectlist.Small: 1, objectlist.Mid: 1e3, objectlist.Large: 1e5, objectlist.MidVaried: 1e3, objectlist.LargeVaried: 1e5}[v]
		scale := 1.0
		if strings.HasSuffix(v, "-varied") {
			scale = 2
		}
		for c, perElem := range map[string]float64{"json": 1000, "easyjson": 100, "gob": 300, "protobuf": 50, "protojson": 900} {
			for _, op := range []suite.Op{suite.Encode, suite.Decode} {
				fixed := 500.0
				if c == "gob" {
					fixed = 20000 // gob's type description
				}
				full[v+"/"+c+"/"+string(op)] = suite.Figures{NsPerOp: fixed + scale*perElem*n, EncodedBytes: 60 * n * scale}
			}
		}
	}
	paras := objectlist.Findings(full.measured)
	if len(paras) != 4 {
		t.Fatalf("%d paragraphs, want 4:\n%s", len(paras), strings.Join(paras, "\n\n"))
	}
	joined := strings.Join(paras, "\n")
	for _, want := range []string{
		"To encode, encoding/json's own reflection path against easyjson: small 1.50 µs vs 600 ns, 2.50× (seed 1.32 µs vs 400 ns, 3.30×)",
		"mid 1.00 ms vs 100 µs, 9.96× (seed 432 µs vs 91.2 µs, 4.73×)", // the seed's figures come from the published table
		"large 100 ms vs 10.0 ms, 10.0×",
		"the json ÷ easyjson time ratio is higher than the seed's on mid and large; lower on small.",
		"On small gob is the slower of the two",
		"mid-varied against mid",
		"`json` encode 1.00 ms → 2.00 ms (2.00×)",
		"The JSON document grows from 60.0 kB to 120 kB.",
	} {
		if !strings.Contains(joined, want) {
			t.Errorf("findings lack %q:\n%s", want, joined)
		}
	}
	for _, p := range paras {
		t.Log(p)
	}

	// Only mid json and easyjson encode: one paragraph, about encode.
	partial := fake{
		objectlist.Mid + "/json/encode":     full[objectlist.Mid+"/json/encode"],
		objectlist.Mid + "/easyjson/encode": full[objectlist.Mid+"/easyjson/encode"],
	}
	paras = objectlist.Findings(partial.measured)
	if len(paras) != 1 || !strings.HasPrefix(paras[0], "To encode") || strings.Contains(paras[0], "small") {
		t.Errorf("partial run gave %q", paras)
	}
	// encoding/json 1.2× easyjson everywhere: below every published ratio.
	near := fake{}
	for _, v := range []string{objectlist.Small, objectlist.Mid, objectlist.Large} {
		for _, op := range []suite.Op{suite.Encode, suite.Decode} {
			near[v+"/json/"+string(op)] = suite.Figures{NsPerOp: 1200}
			near[v+"/easyjson/"+string(op)] = suite.Figures{NsPerOp: 1000}
		}
	}
	paras = objectlist.Findings(near.measured)
	if len(paras) != 2 || !strings.Contains(paras[0], "lower than the seed's wherever both exist: easyjson's lead over encoding/json's reflection is smaller") {
		t.Errorf("near run gave %q", paras)
	}
	if paras := objectlist.Findings(fake{}.measured); len(paras) != 0 {
		t.Errorf("empty run gave %q", paras)
	}
}

func clone(o *objectlist.Object) *objectlist.Object {
	c := *o
	c.List = slices.Clone(o.List)
	return &c
}

// TestDigestIsTheHandWrittenOne checks that the generated digest
// (hashObject) feeds what the hand-written Digest of before fed: the two
// strings, the list's length, each element's string and number, with no
// element's presence. So the read op hashes as much as it did, and its
// times compare with earlier runs'.
func TestDigestIsTheHandWrittenOne(t *testing.T) {
	handWritten := func(h *digest.Hasher, o *objectlist.Object) {
		h.String(o.StringProp1)
		h.String(o.StringProp2)
		h.Len(len(o.List))
		for _, e := range o.List {
			h.String(e.StringProp)
			h.Int64(e.IntProp)
		}
	}
	for _, o := range []*objectlist.Object{objectlist.Varied(objectlist.MidN), objectlist.Published(3), {}} {
		if got, want := digest.Of(objectlist.Digest, o), digest.Of(handWritten, o); got != want {
			t.Errorf("%d elements: digest %x, the hand-written one %x", len(o.List), got, want)
		}
	}
}
