package objectlist

import (
	"fmt"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/suite/findings"
)

// Findings writes the report's paragraphs on what the fair comparison
// shows. Every figure in them comes from m or from the published table; a
// paragraph whose cells the run lacks is left out.
func Findings(m suite.Measured) []string {
	var out []string
	for _, p := range []string{
		jsonFinding(m, suite.Encode),
		jsonFinding(m, suite.Decode),
		gobFinding(m),
		variedFinding(m),
	} {
		if p != "" {
			out = append(out, p)
		}
	}
	return out
}

// publishedSizes are the variants the seed measured, in its order.
var publishedSizes = []string{Small, Mid, Large}

// jsonFinding compares encoding/json's reflection with easyjson on the
// published variants, our ratio beside the seed's.
func jsonFinding(m suite.Measured, op suite.Op) string {
	var parts []string
	var tally findings.Tally
	for _, v := range publishedSizes {
		j, e, ok := findings.Pair(m, v, "json", "easyjson", op, findings.Ns)
		if !ok {
			continue
		}
		ours := j / e
		part := fmt.Sprintf("%s %s vs %s, %s", v, human.Duration(j), human.Duration(e), human.Ratio(ours))
		if pub, ok := findings.PublishedRatio(published, v, "json", "easyjson", op, findings.PubNs); ok {
			part += fmt.Sprintf(" (seed %s vs %s, %s)",
				human.Duration(findings.Published(published, v, "json", op, findings.PubNs)), human.Duration(findings.Published(published, v, "easyjson", op, findings.PubNs)), human.Ratio(pub))
			tally.Add(v, ours, pub)
		}
		parts = append(parts, part)
	}
	if len(parts) == 0 {
		return ""
	}
	var mechanism string
	if op == suite.Encode {
		mechanism = "easyjson's generated MarshalJSON and then encoding/json's validating copy of its output"
	} else {
		mechanism = "encoding/json's scan of the whole input and then easyjson's generated UnmarshalJSON"
	}
	s := fmt.Sprintf("To %s, encoding/json's own reflection path against easyjson: %s. ", op, strings.Join(parts, "; ")) +
		fmt.Sprintf("The seed's \"std JSON\" %s ran %s, not reflection.", op, mechanism)
	if c := tally.Summary("json ÷ easyjson",
		"easyjson's lead over encoding/json's reflection is larger than the seed showed",
		"easyjson's lead over encoding/json's reflection is smaller than the seed showed"); c != "" {
		s += " " + c
	}
	return s
}

// gobFinding sets gob against encoding/json's real reflection path: the
// seed's gob-versus-"std JSON" figures compared gob with easyjson's code.
func gobFinding(m suite.Measured) string {
	var parts []string
	var tally findings.Tally
	slowerOnSmall := 0
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		for _, v := range publishedSizes {
			g, j, ok := findings.Pair(m, v, "gob", "json", op, findings.Ns)
			if !ok {
				continue
			}
			ours := g / j
			part := fmt.Sprintf("%s %s %s", op, v, human.Ratio(ours))
			if pub, ok := findings.PublishedRatio(published, v, "gob", "json", op, findings.PubNs); ok {
				part += fmt.Sprintf(" (seed %s)", human.Ratio(pub))
				tally.Add(string(op)+" "+v, ours, pub)
			}
			parts = append(parts, part)
			if v == Small && ours > 1 {
				slowerOnSmall++
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	s := "encoding/gob's time as a multiple of encoding/json's reflection path (under 1× means gob is faster): " +
		strings.Join(parts, ", ") + "."
	if slowerOnSmall == 2 {
		s += " On small gob is the slower of the two both ways: each op uses a new Encoder or Decoder, as the seed's did, " +
			"so every message carries and parses gob's type description, which a one-element list cannot amortise."
	}
	if c := tally.Summary("gob ÷ json",
		"gob fares worse against encoding/json's reflection than the seed's figures suggest",
		"gob fares better against encoding/json's reflection than the seed's figures suggest"); c != "" {
		s += " The seed's ratios set gob against its \"std JSON\", which ran easyjson's code."
		s += " " + c
	}
	return s
}

// variedFinding compares varied contents with the seed's identical
// elements, at the same list length.
func variedFinding(m suite.Measured) string {
	for _, pair := range [][2]string{{Mid, MidVaried}, {Large, LargeVaried}} {
		same, varied := pair[0], pair[1]
		var parts []string
		for _, c := range []string{"json", "easyjson", "gob", "protobuf", "protojson"} {
			var ops []string
			for _, op := range []suite.Op{suite.Encode, suite.Decode} {
				a, ok1 := m(same, c, op)
				b, ok2 := m(varied, c, op)
				if ok1 && ok2 && a.NsPerOp > 0 && b.NsPerOp > 0 {
					ops = append(ops, fmt.Sprintf("%s %s → %s (%s)", op, human.Duration(a.NsPerOp), human.Duration(b.NsPerOp), human.Ratio(b.NsPerOp/a.NsPerOp)))
				}
			}
			if len(ops) > 0 {
				parts = append(parts, fmt.Sprintf("`%s` %s", c, strings.Join(ops, ", ")))
			}
		}
		if len(parts) == 0 {
			continue
		}
		s := fmt.Sprintf("The seed's elements were all {\"foo\", 100}. With distinct strings and numbers in the same number "+
			"of elements (%s against %s): %s.", varied, same, strings.Join(parts, "; "))
		if j, e, ok := findings.Pair(m, varied, "json", "easyjson", suite.Decode, findings.Ns); ok {
			s += fmt.Sprintf(" On %s, encoding/json takes %s easyjson's time to decode.", varied, human.Ratio(j/e))
		}
		if a, ok := m(same, "json", suite.Encode); ok && a.EncodedBytes > 0 {
			if b, ok := m(varied, "json", suite.Encode); ok && b.EncodedBytes > 0 {
				s += fmt.Sprintf(" The JSON document grows from %s to %s.", human.Bytes(a.EncodedBytes), human.Bytes(b.EncodedBytes))
			}
		}
		return s
	}
	return ""
}
