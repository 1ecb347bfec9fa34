package suite_test

import (
	"errors"
	"fmt"
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

func toyDef(bindings ...suite.Binding[model]) *suite.Def[model] {
	return &suite.Def[model]{
		Meta: suite.Info{Name: "toy", Unit: "int", Variants: []suite.VariantInfo{{Name: "v"}, {Name: "slow", Slow: true}, {Name: "big", Full: true}}},
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
		Bindings: bindings,
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

func prepare(t *testing.T, def *suite.Def[model], codec string) (*suite.Prepared, error) {
	t.Helper()
	l, err := def.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	return l.Prepare(codec)
}

func TestValidBindingRunsEveryOp(t *testing.T) {
	p, err := prepare(t, toyDef(suite.Bind("text", text("text"))), "text")
	if err != nil {
		t.Fatal(err)
	}
	if p.UnitsPerOp != 2.5 {
		t.Errorf("UnitsPerOp = %v, want 2.5", p.UnitsPerOp)
	}
	if p.EncodedBytes != 4 { // "1 2 3" and "4 5"
		t.Errorf("EncodedBytes = %v, want 4", p.EncodedBytes)
	}
	for _, op := range suite.Ops {
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
	def := toyDef(suite.Bind("lossy", lossy), suite.Bind("wrongread", wrongRead),
		suite.Bind("panics", panics), suite.Bind("fails", fails))
	for codec, want := range map[string]string{
		"lossy":     "round trip differs",
		"wrongread": "read digest",
		"panics":    "panic: boom",
		"fails":     "bad bytes",
	} {
		_, err := prepare(t, def, codec)
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
	p, err := prepare(t, toyDef(suite.Bind("flaky", flaky)), "flaky")
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
	p, err := prepare(t, toyDef(suite.Bind("checked", checked)), "checked")
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
	def := toyDef(suite.Bind("failing", failing), suite.Bind("both", both))
	for codec, want := range map[string]string{"failing": "read: bad field", "both": "both Visit and VisitErr"} {
		if _, err := prepare(t, def, codec); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", codec, err, want)
		}
	}
}

func TestOpsRestrictLoops(t *testing.T) {
	f := text("dec")
	f.Ops = []suite.Op{suite.Decode}
	p, err := prepare(t, toyDef(suite.Bind("dec", f)), "dec")
	if err != nil {
		t.Fatal(err)
	}
	if p.Loop(suite.Encode) != nil || p.Loop(suite.Read) != nil || p.Loop(suite.Decode) == nil {
		t.Error("only the decode loop should exist")
	}
}

func TestPlan(t *testing.T) {
	reg := &suite.Registry{
		Codecs:   []suite.Codec{{Name: "text"}, {Name: "other"}},
		Datasets: []suite.Dataset{toyDef(suite.Bind("text", text("text")))},
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

func TestCheckCatchesUnknownCodec(t *testing.T) {
	reg := &suite.Registry{Datasets: []suite.Dataset{toyDef(suite.Bind("text", text("text")))}}
	if err := reg.Check(); err == nil {
		t.Error("a binding to an unregistered codec passed Check")
	}
}

// DecodeFor picks each message's decoder before timing: here the bytes
// hold only the first element and the decoder knows the rest.
func TestDecodeFor(t *testing.T) {
	f := text("typed")
	f.Encode = func(m model) ([]byte, error) { return []byte(fmt.Sprint(m[0])), nil }
	f.Decode = nil
	f.DecodeFor = func(want model) func([]byte) (model, error) {
		return func(b []byte) (model, error) {
			var first int
			if _, err := fmt.Sscan(string(b), &first); err != nil {
				return nil, err
			}
			return append(model{first}, want[1:]...), nil
		}
	}
	p, err := prepare(t, toyDef(suite.Bind("typed", f)), "typed")
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range suite.Ops {
		if err := p.Loop(op)(4); err != nil {
			t.Errorf("%s: %v", op, err)
		}
		if err := p.Step(op)(1); err != nil {
			t.Errorf("%s step: %v", op, err)
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
	def := toyDef(suite.Bind("indirect", f))
	def.Generate = func(string) ([]model, error) { return []model{decoded}, nil }
	p, err := prepare(t, def, "indirect")
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
