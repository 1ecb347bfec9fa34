package objectlist

import (
	"fmt"
	"strings"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/suite"
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
	var tally comparison
	for _, v := range publishedSizes {
		j, ok1 := m(v, "json", op)
		e, ok2 := m(v, "easyjson", op)
		if !ok1 || !ok2 || j.NsPerOp <= 0 || e.NsPerOp <= 0 {
			continue
		}
		ours := j.NsPerOp / e.NsPerOp
		part := fmt.Sprintf("%s %s vs %s, %s", v, human.Duration(j.NsPerOp), human.Duration(e.NsPerOp), human.Ratio(ours))
		if pub, ok := publishedRatio(v, "json", "easyjson", op); ok {
			part += fmt.Sprintf(" (seed %s vs %s, %s)",
				human.Duration(publishedNs(v, "json", op)), human.Duration(publishedNs(v, "easyjson", op)), human.Ratio(pub))
			tally.add(v, ours, pub)
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
	if c := tally.summary("json ÷ easyjson",
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
	var tally comparison
	slowerOnSmall := 0
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		for _, v := range publishedSizes {
			g, ok1 := m(v, "gob", op)
			j, ok2 := m(v, "json", op)
			if !ok1 || !ok2 || g.NsPerOp <= 0 || j.NsPerOp <= 0 {
				continue
			}
			ours := g.NsPerOp / j.NsPerOp
			part := fmt.Sprintf("%s %s %s", op, v, human.Ratio(ours))
			if pub, ok := publishedRatio(v, "gob", "json", op); ok {
				part += fmt.Sprintf(" (seed %s)", human.Ratio(pub))
				tally.add(string(op)+" "+v, ours, pub)
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
	if c := tally.summary("gob ÷ json",
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
		j, ok1 := m(varied, "json", suite.Decode)
		e, ok2 := m(varied, "easyjson", suite.Decode)
		if ok1 && ok2 && j.NsPerOp > 0 && e.NsPerOp > 0 {
			s += fmt.Sprintf(" On %s, encoding/json takes %s easyjson's time to decode.", varied, human.Ratio(j.NsPerOp/e.NsPerOp))
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

// comparison tallies measured ratios against published ones.
type comparison struct {
	larger, smaller, same []string
}

// add files one ratio: within 10% of the published one counts as the same.
func (c *comparison) add(name string, ours, published float64) {
	switch {
	case ours > published*1.1:
		c.larger = append(c.larger, name)
	case ours < published/1.1:
		c.smaller = append(c.smaller, name)
	default:
		c.same = append(c.same, name)
	}
}

// summary says how the measured ratios stand against the published ones;
// higher and lower say what it means when every ratio moved one way.
func (c *comparison) summary(what, higher, lower string) string {
	n := len(c.larger) + len(c.smaller) + len(c.same)
	switch {
	case n == 0:
		return ""
	case len(c.larger) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is higher than the seed's wherever both exist: %s.", what, higher)
	case len(c.smaller) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is lower than the seed's wherever both exist: %s.", what, lower)
	case len(c.same) == n:
		return fmt.Sprintf("Measured fairly, the %s time ratio is within 10%% of the seed's wherever both exist.", what)
	}
	var parts []string
	if len(c.larger) > 0 {
		parts = append(parts, "higher than the seed's on "+and(c.larger))
	}
	if len(c.smaller) > 0 {
		parts = append(parts, "lower on "+and(c.smaller))
	}
	if len(c.same) > 0 {
		parts = append(parts, "within 10% on "+and(c.same))
	}
	return fmt.Sprintf("Measured fairly, the %s time ratio is %s.", what, strings.Join(parts, "; "))
}

// and joins names as "a, b and c".
func and(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// publishedNs is the seed's ns/op for a cell, or 0.
func publishedNs(variant, codec string, op suite.Op) float64 {
	for _, p := range published {
		if p.Variant == variant && p.Codec == codec && p.Op == op {
			return p.NsPerOp
		}
	}
	return 0
}

// publishedRatio is slow's published ns/op divided by fast's.
func publishedRatio(variant, slow, fast string, op suite.Op) (float64, bool) {
	s, f := publishedNs(variant, slow, op), publishedNs(variant, fast, op)
	if s <= 0 || f <= 0 {
		return 0, false
	}
	return s / f, true
}

// duration formats nanoseconds as the report does: three significant
// digits and a unit. (The report package cannot be imported from here: it
// imports the registry, which imports the datasets.) The unit is chosen
