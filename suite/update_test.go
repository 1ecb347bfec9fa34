package suite_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// toyUpdate sets a toy message's first int (the toy model has no string).
func toyUpdate() *suite.UpdateDef[model] {
	return &suite.UpdateDef[model]{
		Fields: "[0]",
		Change: func(m model, i int) suite.Change { return suite.Change{Int: int64(m[0] + 100 + i)} },
		SetInt: func(m model, v int64) { m[0] = int(v) },
		SetStr: func(model, string) {},
		Apply: func(m model, c suite.Change) model {
			n := slices.Clone(m)
			n[0] = int(c.Int)
			return n
		},
	}
}

func updateDef() *suite.Def[model] {
	d := toyDef()
	d.Update = toyUpdate()
	return d
}

func TestUpdateRoundTrip(t *testing.T) {
	if ops := mustBind(t, toyDef(), suite.FuncsCodec("text", text("text"))); slices.Contains(ops, suite.Update) {
		t.Errorf("a dataset without an update has update cells: %v", ops)
	}
	p, err := prepare(t, updateDef(), suite.FuncsCodec("text", text("text")))
	if err != nil {
		t.Fatal(err)
	}
	if p.UpdateMode != suite.UpdateRoundTrip || p.UpdateFields != "[0]" {
		t.Errorf("mode %q, fields %q", p.UpdateMode, p.UpdateFields)
	}
	if err := p.Loop(suite.Update)(5); err != nil {
		t.Fatal(err)
	}
	// The received bytes are as validation encoded them, after the loop.
	if got := string(p.Encoded(0)); got != "1 2 3" {
		t.Errorf("message 0 is %q after the update loop", got)
	}
}

func mustBind(t *testing.T, d *suite.Def[model], c suite.Codec) []suite.Op {
	t.Helper()
	b, ok := d.Bind("v", &c)
	if !ok {
		t.Fatal("no binding")
	}
	return b.Ops
}

func TestUpdateValidationCatchesFaults(t *testing.T) {
	wrongSet := text("wrongset")
	wrongSet.Set = func(m model, c suite.Change) error {
		m[0] = int(c.Int) + 1
		return nil
	}
	writes := text("writes")
	writes.Updater = func(*suite.UpdateDef[model]) suite.UpdateFunc {
		return func(b []byte, c suite.Change) ([]byte, error) {
			b[0] = '9' // in place, but in the received bytes
			return []byte("9 2 3"), nil
		}
	}
	noop := updateDef()
	noop.Update.Change = func(m model, _ int) suite.Change { return suite.Change{Int: int64(m[0])} }
	for _, tc := range []struct {
		def  *suite.Def[model]
		f    suite.Funcs[model, model]
		want string
	}{
		{updateDef(), wrongSet, "differs from the original with the change"},
		{updateDef(), writes, "wrote to the received bytes"},
		{noop, text("text"), "leaves the message as it was"},
	} {
		_, err := prepare(t, tc.def, suite.FuncsCodec("c", tc.f))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want one containing %q", err, tc.want)
		}
	}
}

// A mix updates the messages of its types that declare an update, and
// only those.
func TestMixUpdatesTypesThatDeclareOne(t *testing.T) {
	m := toyMix()
	m.Parts[0] = updateDef()
	var seen []string
	p, err := prepareMix(t, m, jsonCodec(&seen))
	if err != nil {
		t.Fatal(err)
	}
	seen = nil
	if err := p.Loop(suite.Update)(2); err != nil {
		t.Fatal(err)
	}
	// The two model messages of the stream, {1,2} and {3}, with their
	// changes (message i of the type adds 100+i to its first int).
	if want := []string{"[101,2]", "[104]"}; !slices.Equal(seen, want) {
		t.Errorf("the update loop encoded %q, want %q", seen, want)
	}
	if p.UpdateMode != suite.UpdateRoundTrip {
		t.Errorf("mode %q", p.UpdateMode)
	}
	if _, err := prepareMix(t, toyMix(), jsonCodec(nil)); err != nil {
		t.Fatal(err)
	}
	b, _ := toyMix().Bind("trace", &suite.Codec{Name: "json", Bind: jsonCodec(nil).Bind})
	if slices.Contains(b.Ops, suite.Update) {
		t.Error("a mix of types without an update has update cells")
	}
}

// An update preparation checked lazily checks no update before its loop
// runs, and Verify checks the updates of exactly the messages the loop
// reached: a faulty update fails once the loop reaches it.
func TestUpdatesLazilyVerifiesWhatTheLoopReached(t *testing.T) {
	// wrongOn updates message 1 ("4 5") to other values than declared.
	wrongOn := text("wrong")
	wrongOn.Set = func(m model, c suite.Change) error {
		m[0] = int(c.Int)
		if len(m) == 2 {
			m[1]++
		}
		return nil
	}
	writes := text("writes")
	writes.Updater = func(*suite.UpdateDef[model]) suite.UpdateFunc {
		return func(b []byte, c suite.Change) ([]byte, error) {
			out := []byte(fmt.Sprint(c.Int) + string(b[1:]))
			b[len(b)-1]++ // each call, the timed loop's first
			return out, nil
		}
	}
	full, err := prepare(t, updateDef(), suite.FuncsCodec("c", text("text")))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		f    suite.Funcs[model, model]
		want string
	}{
		{text("text"), ""},
		{wrongOn, "message 1: updated message differs from the original with the change"},
		{writes, "message 0: update wrote to the received bytes"},
	} {
		l, b := bound(t, updateDef(), suite.FuncsCodec("c", tc.f))
		lazy, err := l.Prepare(b.Only(suite.Update).Checked(1).UpdatesLazily())
		if err != nil {
			t.Fatalf("%s: %v; want no check before the loop", tc.want, err)
		}
		if !lazy.Lazy() || lazy.ModelDigest != full.ModelDigest {
			t.Fatalf("lazy %v, model digest %x; want lazy, %x", lazy.Lazy(), lazy.ModelDigest, full.ModelDigest)
		}
		if _, err := lazy.Verify(); err != nil {
			t.Errorf("before the loop: %v; want nothing checked", err)
		}
		loop := lazy.Loop(suite.Update)
		var got error
		for range 3 { // past both messages
			if err := loop(1); err != nil {
				t.Fatal(err)
			}
			if _, got = lazy.Verify(); got != nil {
				break
			}
		}
		if (tc.want == "") != (got == nil) || got != nil && !strings.Contains(got.Error(), tc.want) {
			t.Errorf("Verify: %v; want %q", got, tc.want)
		}
	}
	// Other ops are checked in full, as before.
	l, b := bound(t, updateDef(), suite.FuncsCodec("c", wrongOn))
	if _, err := l.Prepare(b.Only(suite.Update, suite.Decode).UpdatesLazily()); err == nil {
		t.Error("update and decode, lazily: no error; want the faulty update caught before the loop")
	}
}

// A mix's update checked lazily checks each update through its own
// type's binding, in the update loop's order, and its types without an
// update are not checked at all.
func TestUpdatesLazilyMix(t *testing.T) {
	m := toyMix()
	m.Parts[0] = updateDef()
	var seen []string
	b, l := bindMix(t, m, jsonCodec(&seen))
	full, err := l.Prepare(b)
	if err != nil {
		t.Fatal(err)
	}
	seen = nil
	lazy, err := l.Prepare(b.Only(suite.Update).Checked(1).UpdatesLazily())
	if err != nil {
		t.Fatal(err)
	}
	// The two messages of the type with an update encoded, no other and
	// no update; the model digest is still the whole stream's.
	if !lazy.Lazy() || !slices.Equal(seen, []string{"[1,2]", "[3]"}) || lazy.ModelDigest != full.ModelDigest {
		t.Fatalf("lazy %v, encoded before the loop %q, model digest %x; want lazy, [1,2] and [3], %x", lazy.Lazy(), seen, lazy.ModelDigest, full.ModelDigest)
	}
	seen = nil
	if err := lazy.Loop(suite.Update)(1); err != nil {
		t.Fatal(err)
	}
	if _, err := lazy.Verify(); err != nil || !slices.Equal(seen, []string{"[101,2]", "[101,2]"}) {
		t.Errorf("after one op: %v, encoded %q; want the first message's update, timed and checked", err, seen)
	}
	seen = nil
	if err := lazy.Loop(suite.Update)(5); err != nil {
		t.Fatal(err)
	}
	// The loop's six ops reached both messages with an update; the check
	// updates the second once.
	if _, err := lazy.Verify(); err != nil || len(seen) != 6 {
		t.Errorf("after six ops: %v, encoded %q; want five timed and one checked", err, seen)
	}
}
