package suite_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// A preparation that remembers round trips skips those of messages an
// earlier variant checked (the same codec, bytes and model digest), checks
// the others, and remembers only what passed.
func TestRememberSkipsRoundTripsCheckedBefore(t *testing.T) {
	def := toyDef()
	def.Generate = func(v string) ([]model, error) {
		if v == "slow" {
			return []model{{4, 5}, {6}}, nil
		}
		return []model{{1, 2, 3}, {4, 5}}, nil
	}
	c := &counting{}
	codec := c.codec()
	prep := func(variant string, trips *suite.RoundTrips) (*suite.Prepared, error) {
		t.Helper()
		l, err := def.Load(variant)
		if err != nil {
			t.Fatal(err)
		}
		b, ok := def.Bind(variant, &codec)
		if !ok {
			t.Fatal("the codec does not bind")
		}
		return l.Prepare(b.Remember(trips))
	}
	trips := suite.NewRoundTrips()
	p, err := prep("v", trips)
	if err != nil || c.decodes != 2 || p.Remembered != 0 || trips.Len() != 2 {
		t.Fatalf("first variant: %v, %d decodes, %d remembered, %d in the set; want 2, 0, 2", err, c.decodes, p.Remembered, trips.Len())
	}
	c.decodes = 0
	p, err = prep("slow", trips)
	if err != nil || c.decodes != 1 || p.Remembered != 1 || trips.Len() != 3 {
		t.Fatalf("second variant: %v, %d decodes, %d remembered, %d in the set; want 1, 1, 3", err, c.decodes, p.Remembered, trips.Len())
	}
	if err := p.Loop(suite.Read)(4); err != nil {
		t.Error(err)
	}
	// Other bytes for the same models: checked again, and a broken decode
	// is found; a failed preparation adds nothing.
	c.decodes, c.suffix, c.badDecode = 0, " ", true
	if _, err := prep("slow", trips); err == nil || !strings.Contains(err.Error(), "round trip differs") {
		t.Errorf("a broken decode on other bytes: %v; want the round trip's error", err)
	}
	if trips.Len() != 3 {
		t.Errorf("a failed preparation left %d messages in the set, want 3", trips.Len())
	}
	// Another codec remembers nothing of this one's.
	c.decodes, c.suffix, c.badDecode = 0, "", false
	other := suite.FuncsCodec("other", text("other"))
	l, _ := def.Load("v")
	b, _ := def.Bind("v", &other)
	if p, err := l.Prepare(b.Remember(trips)); err != nil || p.Remembered != 0 {
		t.Errorf("another codec: %v, %d remembered; want none", err, p.Remembered)
	}
}

// A mix remembers its round trips by each part's type: its second
// preparation checks none.
func TestMixRemembersForItsParts(t *testing.T) {
	m := toyMix()
	trips := suite.NewRoundTrips()
	b, l := bindMix(t, m, jsonCodec(nil))
	p, err := l.Prepare(b.Remember(trips))
	if err != nil || p.Remembered != 0 || trips.Len() != len(stream) {
		t.Fatalf("the trace: %v, %d remembered, %d in the set; want 0, %d", err, p.Remembered, trips.Len(), len(stream))
	}
	p, err = l.Prepare(b.Fresh().Remember(trips))
	if err != nil || p.Remembered != len(stream) {
		t.Fatalf("the trace again: %v, %d remembered; want %d", err, p.Remembered, len(stream))
	}
	if err := p.Loop(suite.Read)(len(stream)); err != nil {
		t.Error(err)
	}
}
