package structs

import (
	"fmt"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/findings"
)

// findingsOf writes the report's paragraphs from this run's figures: what the
// corrected map-slice comparison shows, and how the tiny and huge ratios
// compare with the seed's. Every number is either measured in this run or
// computed from the published table; a cell the run lacks is left out.
func findingsOf(m suite.Measured) []string {
	var out []string
	for _, v := range []string{"tiny", "huge"} {
		if p := ratioFinding(m, v); p != "" {
			out = append(out, p)
		}
	}
	if p := mapFinding(m); p != "" {
		out = append([]string{p}, out...)
	} else if len(out) > 0 {
		// Say why the seed's headline claim goes unanswered, without a figure.
		out = append(out, "This run measured neither `complexmap` nor `complexmap-slice` (--full variants), so it "+
			"cannot test the seed's \"gob is 4× faster on map slices\"; `serbench run --dataset structs --full` does.")
	}
	return out
}

// mapFinding compares gob and protobuf on the complex-map slice, where the
// seed gave protobuf five times gob's data; without that variant in the
// run, on the single map, the same shape once.
func mapFinding(m suite.Measured) string {
	variant := "complexmap-slice"
	var parts []string
	var encRatio float64
	haveEnc := false
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		g, p, ok := findings.Pair(m, variant, "gob", "protobuf", op, findings.Ns)
		if !ok {
			continue
		}
		s := fmt.Sprintf("%s: gob %s, protobuf %s, gob ÷ protobuf %s", op, human.Duration(g), human.Duration(p), human.Ratio(g/p))
		if pub, ok := findings.PublishedRatio(published, variant, "gob", "protobuf", op, findings.PubNs); ok {
			s += fmt.Sprintf(" (published %s from gob's %d values against protobuf's %d, %s per value%s)",
				human.Ratio(pub), ComplexMapListLen, seedProtoComplexListLen,
				human.Ratio(pub*seedProtoComplexListLen/ComplexMapListLen), builtNote(op))
		}
		parts = append(parts, s)
		if op == suite.Encode {
			encRatio, haveEnc = g/p, true
		}
	}
	if len(parts) > 0 {
		p := fmt.Sprintf("On `complexmap-slice`, with the same %d ComplexAndHuge values for both codecs: %s.",
			ComplexMapListLen, strings.Join(parts, "; "))
		if haveEnc {
			p += " " + verdict(encRatio)
		}
		return p
	}
	// The slice is a --full variant; the single map is the same shape once
	// and shows the same comparison.
	variant = "complexmap"
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		g, p, ok := findings.Pair(m, variant, "gob", "protobuf", op, findings.Ns)
		if !ok {
			continue
		}
		s := fmt.Sprintf("%s: gob ÷ protobuf %s", op, human.Ratio(g/p))
		if pub, ok := findings.PublishedRatio(published, variant, "gob", "protobuf", op, findings.PubNs); ok {
			s += fmt.Sprintf(" (published %s%s)", human.Ratio(pub), builtNote(op))
		}
		parts = append(parts, s)
		if op == suite.Encode {
			encRatio, haveEnc = g/p, true
		}
	}
	if len(parts) == 0 {
		return ""
	}
	p := fmt.Sprintf("This run did not measure `complexmap-slice`, the variant whose published comparison gave protobuf "+
		"%d values to gob's %d (run it with --full). On `complexmap`, one ComplexAndHuge with identical data for both "+
		"codecs and the map built before timing: %s.", seedProtoComplexListLen, ComplexMapListLen, strings.Join(parts, "; "))
	if haveEnc {
		p += " " + verdict(encRatio)
	}
	return p
}

// verdict says what this run's encode ratio means for the seed's claim
// that gob encodes map slices about 4× faster than protobuf. Within 5% the
// run cannot call a winner (Figures carry no interval).
func verdict(ratio float64) string {
	switch {
	case ratio > 1.05:
		return fmt.Sprintf("On equal data protobuf encodes the map faster than gob (gob takes %s protobuf's time), "+
			"the reverse of the seed's \"gob is 4× faster on map slices\".", human.Ratio(ratio))
	case ratio >= 0.95:
		return fmt.Sprintf("On equal data gob and protobuf encode the map in about the same time (%s), "+
			"not the seed's \"gob is 4× faster on map slices\".", human.Ratio(ratio))
	}
	return fmt.Sprintf("On equal data gob still encodes the map faster than protobuf, in %s of protobuf's time.", human.Ratio(ratio))
}

// builtNote qualifies a published map encode figure: the seed built the
// data inside its timed loop.
func builtNote(op suite.Op) string {
	if op == suite.Encode {
		return ", timed with the data built inside the loop"
	}
	return ""
}

// ratioFinding compares this run's gob ÷ protobuf time and memory ratios
// on a variant with the published ones.
func ratioFinding(m suite.Measured, variant string) string {
	var parts []string
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		g, p, ok := findings.Pair(m, variant, "gob", "protobuf", op, findings.Ns)
		if !ok {
			continue
		}
		s := fmt.Sprintf("%s time %s", op, human.Ratio(g/p))
		if pub, ok := findings.PublishedRatio(published, variant, "gob", "protobuf", op, findings.PubNs); ok {
			s += fmt.Sprintf(" (published %s)", human.Ratio(pub))
		}
		if gb, pbb, ok := findings.Pair(m, variant, "gob", "protobuf", op, findings.Bytes); ok {
			s += fmt.Sprintf(", memory %s", human.Ratio(gb/pbb))
			if pub, ok := findings.PublishedRatio(published, variant, "gob", "protobuf", op, findings.PubBytes); ok {
				s += fmt.Sprintf(" (published %s)", human.Ratio(pub))
			}
		}
		parts = append(parts, s)
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("On `%s`, gob ÷ protobuf: %s.", variant, strings.Join(parts, "; "))
}
