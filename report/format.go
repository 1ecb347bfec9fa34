package report

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Duration formats nanoseconds with three significant digits and a unit.
func Duration(ns float64) string {
	switch {
	case ns <= 0 || math.IsNaN(ns):
		return "–"
	case ns < 1e3:
		return sig3(ns) + " ns"
	case ns < 1e6:
		return sig3(ns/1e3) + " µs"
	case ns < 1e9:
		return sig3(ns/1e6) + " ms"
	default:
		return sig3(ns/1e9) + " s"
	}
}

// Bytes formats a byte count with decimal units (kB = 1,000 B), three
// significant digits.
func Bytes(b float64) string {
	switch {
	case math.IsNaN(b) || b < 0:
		return "–"
	case b < 1e3:
		return sig3(b) + " B"
	case b < 1e6:
		return sig3(b/1e3) + " kB"
	case b < 1e9:
		return sig3(b/1e6) + " MB"
	default:
		return sig3(b/1e9) + " GB"
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
	case x < 1e3:
		return sig3(x)
	case x < 1e6:
		return sig3(x/1e3) + " k"
	case x < 1e9:
		return sig3(x/1e6) + " M"
	default:
		return sig3(x/1e9) + " G"
	}
}

// Ratio formats a ratio as "4.68×".
func Ratio(x float64) string {
	if x <= 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	return sig3(x) + "×"
}

func sig3(x float64) string {
	switch {
	case x >= 100:
		return strconv.FormatFloat(x, 'f', 0, 64)
	case x >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64)
	default:
		return strconv.FormatFloat(x, 'f', 2, 64)
	}
}

// Pct formats a percentage with one decimal.
func Pct(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	return fmt.Sprintf("%.1f%%", x)
}
