package suite_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// model is a toy dataset: a message is a list of ints.
type model []int

func sum(h *digest.Hasher, m model) {
	h.Len(len(m))
	for _, v := range m {
		h.Int64(int64(v))
	}
}

func toyDef() *suite.Def[model] {
	return &suite.Def[model]{
		Meta: suite.Info{Name: "toy", Unit: "int", Variants: []suite.VariantInfo{{Name: "v", Default: true}, {Name: "slow"}, {Name: "big", Full: true}}},
		Generate: func(string) ([]model, error) {
			return []model{{1, 2, 3}, {4, 5}}, nil
		},
		Units:  func(m model) int { return len(m) },
		Digest: sum,
		Equal: func(want, got model) error {
			if fmt.Sprint(want) != fmt.Sprint(got) {
				return fmt.Errorf("got %v, want %v", got, want)
			}
			return nil
		},
	}
}

// text encodes a model as "1,2,3".
func text(name string) suite.Funcs[model, model] {
	return suite.Funcs[model, model]{
		FromModel: func(m model) (model, error) { return m, nil },
		ToModel:   func(m model) (model, error) { return m, nil },
		Encode: func(m model) ([]byte, error) {
			return []byte(strings.Trim(fmt.Sprint([]int(m)), "[]")), nil
		},
		Decode: func(b []byte) (model, error) {
			var m model
			for _, f := range strings.Fields(string(b)) {
				var v int
				if _, err := fmt.Sscan(f, &v); err != nil {
					return nil, err
				}
				m = append(m, v)
			}
			return m, nil
		},
	}
}

func prepare(t *testing.T, def *suite.Def[model], codec suite.Codec) (*suite.Prepared, error) {
	t.Helper()
	l, b := bound(t, def, codec)
	return l.Prepare(b)
}

// bound loads def's variant v and binds codec to it.
func bound(t *testing.T, def *suite.Def[model], codec suite.Codec) (suite.Loaded, *suite.Bound) {
	t.Helper()
	l, err := def.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	b, ok := def.Bind("v", &codec)
	if !ok {
		t.Fatalf("codec %s does not bind", codec.Name)
	}
	return l, b
}

func TestValidBindingRunsEveryOp(t *testing.T) {
	p, err := prepare(t, toyDef(), suite.FuncsCodec("text", text("text")))
	if err != nil {
		t.Fatal(err)
	}
	if p.UnitsPerOp != 2.5 {
		t.Errorf("UnitsPerOp = %v, want 2.5", p.UnitsPerOp)
	}
	if p.EncodedBytes != 4 { // "1 2 3" and "4 5"
		t.Errorf("EncodedBytes = %v, want 4", p.EncodedBytes)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode, suite.Read} {
		if err := p.Loop(op)(5); err != nil {
			t.Errorf("%s: %v", op, err)
		}
	}
}

func TestValidationCatchesFaults(t *testing.T) {
	lossy := text("lossy")
	lossy.ToModel = func(m model) (model, error) { return m[:len(m)-1], nil }
	wrongRead := text("wrongread")
	wrongRead.Visit = func(h *digest.Hasher, m model) {
		sum(h, m)
		h.Len(1) // a field the model does not have
	}
	panics := text("panics")
	panics.Encode = func(model) ([]byte, error) { panic("boom") }
	fails := text("fails")
	fails.Decode = func([]byte) (model, error) { return nil, errors.New("bad bytes") }
	for codec, want := range map[string]string{
		"lossy":     "round trip differs",
		"wrongread": "read digest",
		"panics":    "panic: boom",
		"fails":     "bad bytes",
	} {
		f := map[string]suite.Funcs[model, model]{"lossy": lossy, "wrongread": wrongRead, "panics": panics, "fails": fails}[codec]
		_, err := prepare(t, toyDef(), suite.FuncsCodec(codec, f))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", codec, err, want)
		}
	}
}

func TestReadLoopChecksDigest(t *testing.T) {
	calls := 0
	flaky := text("flaky")
	flaky.Visit = func(h *digest.Hasher, m model) {
		calls++
		if calls > 2 { // right during validation, skips every field when timed
			return
		}
		sum(h, m)
	}
	p, err := prepare(t, toyDef(), suite.FuncsCodec("flaky", flaky))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Loop(suite.Read)(1); err == nil || !strings.Contains(err.Error(), "digest") {
		t.Errorf("timed read with a wrong digest: %v", err)
	}
}

// A VisitErr error fails validation and the timed read with its reason.
func TestVisitErr(t *testing.T) {
	calls := 0
	checked := text("checked")
	checked.VisitErr = func(h *digest.Hasher, m model) error {
		calls++
		if calls > 2 { // right during validation, failing when timed
			return errors.New("bad field")
		}
		sum(h, m)
		return nil
	}
	p, err := prepare(t, toyDef(), suite.FuncsCodec("checked", checked))
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Loop(suite.Read)(1); err == nil || !strings.Contains(err.Error(), "bad field") {
		t.Errorf("timed read with a failing visit: %v", err)
	}
	failing := text("failing")
	failing.VisitErr = func(*digest.Hasher, model) error { return errors.New("bad field") }
	both := text("both")
	both.Visit = sum
	both.VisitErr = func(h *digest.Hasher, m model) error {
		sum(h, m)
		return nil
	}
	for codec, want := range map[string]string{"failing": "read: bad field", "both": "both Visit and VisitErr"} {
		f := map[string]suite.Funcs[model, model]{"failing": failing, "both": both}[codec]
		if _, err := prepare(t, toyDef(), suite.FuncsCodec(codec, f)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", codec, err, want)
		}
	}
}

func TestOpsRestrictLoops(t *testing.T) {
	f := text("dec")
	f.Ops = []suite.Op{suite.Decode}
	p, err := prepare(t, toyDef(), suite.FuncsCodec("dec", f))
	if err != nil {
		t.Fatal(err)
	}
	if p.Loop(suite.Encode) != nil || p.Loop(suite.Read) != nil || p.Loop(suite.Decode) == nil {
		t.Error("only the decode loop should exist")
	}
}

func TestPlan(t *testing.T) {
	reg := &suite.Registry{
		Codecs:   []suite.Codec{suite.FuncsCodec("text", text("text")), suite.FuncsCodec("other", suite.Funcs[string, string]{})},
		Datasets: []suite.Dataset{toyDef()},
	}
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	if len(cells) != 6 || cells[0].Name() != "toy/v/text/encode" || cells[3].Name() != "toy/slow/text/encode" {
		t.Errorf("plan = %v", cells)
	}
	if cells, _ := reg.Plan(suite.Selection{Quick: true}); len(cells) != 3 {
		t.Errorf("quick plan has %d cells, want 3", len(cells))
	}
	if cells, _ := reg.Plan(suite.Selection{Full: true}); len(cells) != 9 {
		t.Errorf("--full plan has %d cells, want 9", len(cells))
	}
	if cells, _ := reg.Plan(suite.Selection{Variants: []string{"big"}}); len(cells) != 3 {
		t.Errorf("a named full variant is selected without --full: %d cells", len(cells))
	}
	for _, sel := range []suite.Selection{
		{Datasets: []string{"nope"}},
		{Codecs: []string{"nope"}},
		{Variants: []string{"nope"}},
		{Codecs: []string{"other"}}, // bound to nothing
	} {
		_, err := reg.Plan(sel)
		var ue *suite.UsageError
		if !errors.As(err, &ue) || strings.Contains(ue.Msg, "\n") {
			t.Errorf("Plan(%+v) = %v, want a one-line UsageError", sel, err)
		}
	}
	_, err = reg.Plan(suite.Selection{Datasets: []string{"nope"}})
	if !strings.Contains(err.Error(), "valid: toy") {
		t.Errorf("error does not name the valid choices: %v", err)
	}
}

func TestCheckCatchesBadDeclarations(t *testing.T) {
	knownUnknown := toyDef()
	knownUnknown.Meta.Variants = []suite.VariantInfo{{Name: "v", Known: []suite.KnownFailure{{Codec: "nope", Match: "x", Why: "y"}}}}
	unfitUnknown := suite.FuncsCodec("text", text("text"))
	unfitUnknown.Unfit = map[string]string{"toy/nope": "no such variant"}
	for name, reg := range map[string]*suite.Registry{
		"known failure of an unknown codec": {Datasets: []suite.Dataset{knownUnknown}},
		"unfit for an unknown variant":      {Codecs: []suite.Codec{unfitUnknown}, Datasets: []suite.Dataset{toyDef()}},
		"codec without Bind":                {Codecs: []suite.Codec{{Name: "nobind"}}},
		"codec twice":                       {Codecs: []suite.Codec{suite.FuncsCodec("text", text("text")), suite.FuncsCodec("text", text("text"))}},
		"binding to another model": {
			Codecs: []suite.Codec{{Name: "wrong", Bind: func(suite.Model) (suite.Binding, bool) {
				return suite.Bind(suite.Funcs[string, string]{}), true
			}}},
			Datasets: []suite.Dataset{toyDef()},
		},
	} {
		if err := reg.Check(); err == nil {
			t.Errorf("%s passed Check", name)
		}
	}
}

// The read loop feeds a Hasher it keeps, so a visit that passes it through
// a function value, as the datasets' per-type tables do, allocates nothing
// per op: the hasher would otherwise escape, one allocation on every read
// of every codec.
func TestReadAllocatesNoHasher(t *testing.T) {
	feed := sum
	f := text("indirect")
	decoded := model{1, 2, 3}
	f.Decode = func([]byte) (model, error) { return decoded, nil }
	f.Visit = func(h *digest.Hasher, m model) { feed(h, m) }
	def := toyDef()
	def.Generate = func(string) ([]model, error) { return []model{decoded}, nil }
	p, err := prepare(t, def, suite.FuncsCodec("indirect", f))
	if err != nil {
		t.Fatal(err)
	}
	read := p.Loop(suite.Read)
	allocs := testing.AllocsPerRun(100, func() {
		if err := read(1); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("read allocates %v times per op; want 0", allocs)
	}
}

// A codec unfit for a variant, or a whole dataset, has no cells there.
func TestUnfitLeavesCellsOut(t *testing.T) {
	c := suite.FuncsCodec("text", text("text"))
	c.Unfit = map[string]string{"toy/slow": "cannot carry it"}
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{toyDef()}}
	if err := reg.Check(); err != nil {
		t.Fatal(err)
	}
	cells, err := reg.Plan(suite.Selection{})
	if err != nil {
		t.Fatal(err)
	}
	for _, cell := range cells {
		if cell.Variant == "slow" {
			t.Errorf("planned %s, which the codec is unfit for", cell.Name())
		}
	}
	if len(cells) != 3 {
		t.Errorf("%d cells, want the 3 of variant v", len(cells))
	}
	reg.Codecs[0].Unfit = map[string]string{"toy": "cannot carry any"}
	if _, err := reg.Plan(suite.Selection{}); err == nil {
		t.Error("a codec unfit for the only dataset still has cells")
	}
}

// The default suite runs every codec on a Default variant and only the
// seed's codecs (those its published figures name) on a SeedCodecs one.
func TestQuickPlanSeedCodecs(t *testing.T) {
	d := toyDef()
	d.Meta.Variants = []suite.VariantInfo{{Name: "all", Default: true}, {Name: "seed", SeedCodecs: true}, {Name: "rest"}}
	d.Meta.Published = []suite.Published{{Variant: "seed", Codec: "a", Op: suite.Encode, NsPerOp: 1}}
	reg := &suite.Registry{
		Codecs:   []suite.Codec{suite.FuncsCodec("a", text("a")), suite.FuncsCodec("b", text("b"))},
		Datasets: []suite.Dataset{d},
	}
	cells, err := reg.Plan(suite.Selection{Quick: true})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range cells {
		if c.Op == suite.Encode {
			names = append(names, c.Variant+"/"+c.Codec)
		}
	}
	if want := []string{"all/a", "all/b", "seed/a"}; !slices.Equal(names, want) {
		t.Errorf("quick plan encodes %v, want %v", names, want)
	}
	// Named variants take every codec, as outside the default suite.
	if cells, _ := reg.Plan(suite.Selection{Quick: true, Variants: []string{"seed"}}); len(cells) != 6 {
		t.Errorf("a named seed variant: %d cells, want 6", len(cells))
	}
}

// A Default variant's DefaultOps narrow it in the default suite only: a
// run that names the variant or an op takes what it names.
func TestQuickPlanDefaultOps(t *testing.T) {
	d := toyDef()
	d.Meta.Variants = []suite.VariantInfo{{Name: "all", Default: true, DefaultOps: []suite.Op{suite.Encode}}}
	reg := &suite.Registry{Codecs: []suite.Codec{suite.FuncsCodec("a", text("a"))}, Datasets: []suite.Dataset{d}}
	for _, tc := range []struct {
		sel  suite.Selection
		want int
	}{
		{suite.Selection{Quick: true}, 1},
		{suite.Selection{Quick: true, Variants: []string{"all"}}, 3},
		{suite.Selection{Quick: true, Ops: []suite.Op{suite.Decode}}, 1},
		{suite.Selection{}, 3},
	} {
		cells, err := reg.Plan(tc.sel)
		if err != nil {
			t.Fatal(err)
		}
		if len(cells) != tc.want {
			t.Errorf("%+v: %d cells, want %d", tc.sel, len(cells), tc.want)
		}
		if tc.sel.Ops != nil && cells[0].Op != suite.Decode {
			t.Errorf("--op decode planned %s", cells[0].Op)
		}
	}
}

// TestLoopsGoOnWhereTheyStopped: a loop's calls go round the messages as
// one long loop would, so that a run timed in pieces (measure.Cycles)
// or a cell's successive runs time every message, not the first ones.
func TestLoopsGoOnWhereTheyStopped(t *testing.T) {
	var seen []int
	f := text("text")
	encode, decode := f.Encode, f.Decode
	f.Encode = func(m model) ([]byte, error) {
		seen = append(seen, len(m))
		return encode(m)
	}
	f.Decode = func(b []byte) (model, error) {
		m, err := decode(b)
		seen = append(seen, len(m))
		return m, err
	}
	p, err := prepare(t, toyDef(), suite.FuncsCodec("text", f))
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		seen = nil
		loop := p.Loop(op)
		for _, n := range []int{1, 1, 2, 1} {
			if err := loop(n); err != nil {
				t.Fatalf("%s: %v", op, err)
			}
		}
		// The messages have 3 and 2 ints.
		if want := []int{3, 2, 3, 2, 3}; !slices.Equal(seen, want) {
			t.Errorf("%s: messages seen %v, want %v", op, seen, want)
		}
	}
	seen = nil
	if err := p.LoopFrom(suite.Encode, 1)(3); err != nil {
		t.Fatal(err)
	}
	if want := []int{2, 3, 2}; !slices.Equal(seen, want) {
		t.Errorf("LoopFrom 1: messages seen %v, want %v", seen, want)
	}
}

// A written-out comparison decides; Explain only describes, and a
// difference without Explain (a lean worker) is still an error.
func TestEqualBy(t *testing.T) {
	eq := suite.EqualBy(func(a, b int) bool { return a == b })
	old := suite.Explain
	defer func() { suite.Explain = old }()
	suite.Explain = nil
	if err := eq(1, 1); err != nil {
		t.Errorf("equal messages: %v", err)
	}
	if err := eq(1, 2); err == nil {
		t.Error("different messages without Explain: no error")
	}
	suite.Explain = func(want, got any) string { return fmt.Sprintf("-%v +%v", want, got) }
	if err := eq(1, 2); err == nil || !strings.Contains(err.Error(), "-1 +2") {
		t.Errorf("with Explain: %v", err)
	}
	suite.Explain = func(want, got any) string { return "" }
	if err := eq(1, 2); err == nil || !strings.Contains(err.Error(), "disagree") {
		t.Errorf("Explain seeing no difference: %v", err)
	}
}

func TestParsePublished(t *testing.T) {
	text := []byte("A seed's table.\n\nBenchmark/tiny/gob/encode 1 2708 ns/op 1136 B/op 20 allocs/op\n" +
		"Benchmark/seed/protobuf/encode 1 3273 ns/op 559 encoded-B/msg\n")
	got, err := suite.ParsePublished("t.bench", text)
	if err != nil {
		t.Fatal(err)
	}
	want := []suite.Published{
		{Variant: "tiny", Codec: "gob", Op: suite.Encode, NsPerOp: 2708, BytesPerOp: 1136, AllocsPerOp: 20},
		{Variant: "seed", Codec: "protobuf", Op: suite.Encode, NsPerOp: 3273, EncodedBytes: 559},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	for _, bad := range []string{
		"Benchmark/tiny/gob 1 2708 ns/op\n",             // no op
		"Benchmark/tiny/gob/encode 1 2708 parsecs/op\n", // unknown unit
		"Benchmark/tiny/gob/encode 1 x ns/op\n",         // not a number
	} {
		if _, err := suite.ParsePublished("t.bench", []byte(bad)); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}
