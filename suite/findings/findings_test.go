package findings_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/findings"
)

func TestPairAndPublished(t *testing.T) {
	m := func(variant, codec string, op suite.Op) (suite.Figures, bool) {
		switch codec {
		case "slow":
			return suite.Figures{NsPerOp: 300}, true
		case "fast":
			return suite.Figures{NsPerOp: 100}, true
		case "zero":
			return suite.Figures{}, true
		}
		return suite.Figures{}, false
	}
	if s, f, ok := findings.Pair(m, "v", "slow", "fast", suite.Encode, findings.Ns); !ok || s != 300 || f != 100 {
		t.Errorf("Pair = %v %v %v", s, f, ok)
	}
	for _, c := range []string{"zero", "missing"} {
		if _, _, ok := findings.Pair(m, "v", "slow", c, suite.Encode, findings.Ns); ok {
			t.Errorf("Pair with %s is ok", c)
		}
	}
	pub := []suite.Published{
		{Variant: "v", Codec: "slow", Op: suite.Encode, NsPerOp: 50},
		{Variant: "v", Codec: "fast", Op: suite.Encode, NsPerOp: 10},
		{Variant: "v", Codec: "fast", Op: suite.Decode, NsPerOp: 10},
	}
	if r, ok := findings.PublishedRatio(pub, "v", "slow", "fast", suite.Encode, findings.PubNs); !ok || r != 5 {
		t.Errorf("PublishedRatio = %v %v", r, ok)
	}
	if _, ok := findings.PublishedRatio(pub, "v", "slow", "fast", suite.Decode, findings.PubNs); ok {
		t.Error("PublishedRatio without slow's figure is ok")
	}
}

func TestTally(t *testing.T) {
	var empty findings.Tally
	if s := empty.Summary("a ÷ b", "up", "down"); s != "" {
		t.Errorf("empty tally: %q", s)
	}
	var up findings.Tally
	up.Add("x", 2, 1)
	up.Add("y", 3, 1)
	if s := up.Summary("a ÷ b", "UP", "DOWN"); !strings.Contains(s, "higher") || !strings.Contains(s, "UP") {
		t.Errorf("all higher: %q", s)
	}
	var mixed findings.Tally
	mixed.Add("x", 2, 1)
	mixed.Add("y", 1, 2)
	mixed.Add("z", 1.05, 1)
	s := mixed.Summary("a ÷ b", "UP", "DOWN")
	for _, want := range []string{"higher than the seed's on x", "lower on y", "within 10% on z"} {
		if !strings.Contains(s, want) {
			t.Errorf("mixed: %q lacks %q", s, want)
		}
	}
}
