// Package human formats measured figures for people: durations, byte
// counts, rates and ratios with three significant digits and a unit. The
// report and the datasets' findings share it, so one figure reads the same
// everywhere.
package human

import (
	"math"
	"strconv"
	"strings"
)

// Duration formats nanoseconds with three significant digits and a unit.
func Duration(ns float64) string {
	switch {
	case ns <= 0 || math.IsNaN(ns):
		return "–"
	case ns < 999.5:
		return Sig3(ns) + " ns"
	case ns < 999.5e3:
		return Sig3(ns/1e3) + " µs"
	case ns < 999.5e6:
		return Sig3(ns/1e6) + " ms"
	default:
		return Sig3(ns/1e9) + " s"
	}
}

// Bytes formats a byte count with decimal units (kB = 1,000 B), three
// significant digits.
func Bytes(b float64) string {
	switch {
	case math.IsNaN(b) || b < 0:
		return "–"
	case b < 999.5:
		return Sig3(b) + " B"
	case b < 999.5e3:
		return Sig3(b/1e3) + " kB"
	case b < 999.5e6:
		return Sig3(b/1e6) + " MB"
	default:
		return Sig3(b/1e9) + " GB"
	}
}

// Count formats a number with thousands separators, rounded to an integer
// when it is large and to two decimals otherwise.
func Count(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	if x != math.Trunc(x) && math.Abs(x) < 100 {
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
	s := strconv.FormatInt(int64(math.Round(x)), 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Rate formats a per-second rate with a metric prefix.
func Rate(x float64) string {
	switch {
	case x <= 0 || math.IsNaN(x):
		return "–"
	case x < 999.5:
		return Sig3(x)
	case x < 999.5e3:
		return Sig3(x/1e3) + " k"
	case x < 999.5e6:
		return Sig3(x/1e6) + " M"
	default:
		return Sig3(x/1e9) + " G"
	}
}

// Ratio formats a ratio as "4.68×".
func Ratio(x float64) string {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	return Sig3(x) + "×"
}

// Sig3 writes x with three significant digits and no exponent, choosing
// the decimals after rounding (9.996 is "10.0", not "10.00").
func Sig3(x float64) string {
	switch {
	case x >= 99.95:
		return strconv.FormatFloat(x, 'f', 0, 64)
	case x >= 9.995:
		return strconv.FormatFloat(x, 'f', 1, 64)
	case x >= 0.1 || x == 0:
		return strconv.FormatFloat(x, 'f', 2, 64)
	default:
		return strconv.FormatFloat(x, 'g', 3, 64)
	}
}

// Pct formats a percentage with two decimals, "12.34%", and "–" when x is
// not a number. It is serbench's one percent format: the reports' intervals
// and relative views, and through Change every change compare reports.
func Pct(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	if math.Abs(x) < 0.005 {
		return "0.00%" // not "-0.00%"
	}
	return strconv.FormatFloat(x, 'f', 2, 64) + "%"
}

// Change formats a change in percent with its sign: "+12.34%", "-0.50%",
// "0.00%". It is Pct with a plus sign for a rise.
func Change(x float64) string {
	if x >= 0.005 && !math.IsInf(x, 1) {
		return "+" + Pct(x)
	}
	return Pct(x)
}

// And joins names as prose: "a", "a and b", "a, b and c".
func And(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
