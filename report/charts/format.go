package charts

import (
	"math"
	"strconv"

	"gonum.org/v1/plot"
)

// logSpread is the spread of values (largest over smallest) above which a
// panel's value axis is logarithmic: beyond it the short bars of a linear
// axis could not be read.
const logSpread = 50

// useLog reports whether values, the bars of one panel, call for a
// logarithmic axis: their spread exceeds logSpread. Values that cannot be
// drawn (zero, negative, NaN, infinite) are ignored.
func useLog(values []float64) bool {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range values {
		if !usable(v) {
			continue
		}
		lo = math.Min(lo, v)
		hi = math.Max(hi, v)
	}
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return false
	}
	return hi/lo > logSpread
}

// unit is a human unit: values are divided by div and shown with name.
type unit struct {
	name string
	div  float64
}

var (
	timeUnits = []unit{{"ns", 1}, {"µs", 1e3}, {"ms", 1e6}, {"s", 1e9}}
	sizeUnits = []unit{{"B", 1}, {"kB", 1e3}, {"MB", 1e6}, {"GB", 1e9}}
	// countUnits are a count's: a bar reads "21.3k", its axis "thousands".
	countUnits = []unit{{"", 1}, {"k", 1e3}, {"M", 1e6}, {"G", 1e9}}
	// leadUnits are a ratio's: one unit, named on the axis.
	leadUnits = []unit{{"×", 1}}
)

// countAxis names a count unit on an axis.
var countAxis = map[string]string{"k": "thousands", "M": "millions", "G": "billions"}

// axisName is how an axis names its unit: a count's in words, "" for ones.
func axisName(u unit) string {
	if name, ok := countAxis[u.name]; ok || u.name == "" {
		return name
	}
	return u.name
}

// valueText writes a bar's value in its own best unit of units: "12.3 µs",
// or a count as "21.3k".
func valueText(units []unit, v float64) string {
	if units[0].name == "" {
		u := pickUnit(units, v)
		return formatValue(v/u.div) + u.name
	}
	return human(units, v)
}

// pickUnit returns the largest unit in which max is at least 1.
func pickUnit(units []unit, max float64) unit {
	u := units[0]
	for _, c := range units[1:] {
		if max >= c.div {
			u = c
		}
	}
	return u
}

// human writes v (ns or bytes) in its own best unit of units, e.g. "12.3 µs".
func human(units []unit, v float64) string {
	u := pickUnit(units, v)
	return formatValue(v/u.div) + " " + u.name
}

// timeUnit is the unit for times whose largest is maxNs nanoseconds.
func timeUnit(maxNs float64) unit { return pickUnit(timeUnits, maxNs) }

// sizeUnit is the unit for sizes whose largest is maxBytes bytes.
func sizeUnit(maxBytes float64) unit { return pickUnit(sizeUnits, maxBytes) }

// formatValue writes v with three significant digits and no exponent:
// 1234, 123, 12.3, 1.23, 0.123, 0.0123 (and all the digits of a value
// of a thousand or more).
func formatValue(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "?"
	}
	if v == 0 {
		return "0"
	}
	if math.Abs(v) >= 1000 {
		return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	// Round to three significant digits first, so that 99.96 becomes 100
	// and is then written without decimals.
	mag := math.Floor(math.Log10(math.Abs(v)))
	scale := math.Pow(10, 2-mag)
	r := math.Round(v*scale) / scale
	mag = math.Floor(math.Log10(math.Abs(r)))
	prec := int(2 - mag)
	prec = max(0, min(prec, 9))
	return strconv.FormatFloat(r, 'f', prec, 64)
}

// linearTicks labels a linear axis from zero with round steps (1, 2, 2.5
// or 5 times a power of ten), about four to six of them.
type linearTicks struct{}

// Ticks implements plot.Ticker.
func (linearTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(hi > lo) || math.IsInf(hi-lo, 0) {
		return nil
	}
	span := hi - lo
	mag := math.Pow(10, math.Floor(math.Log10(span)))
	step := mag
	for _, m := range []float64{0.1, 0.2, 0.25, 0.5, 1, 2, 2.5, 5, 10} {
		if span/(m*mag) <= 6 {
			step = m * mag
			break
		}
	}
	// Decimals needed to write every multiple of step.
	prec := 0
	for p := 0; p < 12; p++ {
		r := step * math.Pow(10, float64(p))
		if math.Abs(r-math.Round(r)) < 1e-9*r {
			prec = p
			break
		}
	}
	var ticks []plot.Tick
	first := math.Ceil(lo/step - 1e-9)
	for i := first; i*step <= hi*(1+1e-9); i++ {
		v := i*step + 0 // + 0 turns -0 into 0
		if len(ticks) > 100 {
			break
		}
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', prec, 64)})
	}
	return ticks
}

// logTicks labels a log axis at powers of ten (every one when they are
// few, else every second or third…), with unlabelled marks at 2…9 times
// each when there is room for them.
type logTicks struct{}

// Ticks implements plot.Ticker.
func (logTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(lo > 0) || !(hi > lo) || math.IsInf(hi, 0) {
		return nil
	}
	first, last := math.Floor(math.Log10(lo)), math.Ceil(math.Log10(hi))
	decades := last - first
	every := math.Max(1, math.Ceil(decades/6))
	var ticks []plot.Tick
	for k := first; k <= last && len(ticks) < 1000; k++ {
		base := math.Pow(10, k)
		for m := 1.0; m < 10; m++ {
			v := base * m
			if v < lo*(1-1e-9) || v > hi*(1+1e-9) || (m > 1 && decades > 6) {
				continue
			}
			t := plot.Tick{Value: v}
			if m == 1 && math.Mod(k-first, every) == 0 {
				t.Label = formatTick(v, k)
			}
			ticks = append(ticks, t)
		}
	}
	return ticks
}

// formatTick writes 10^k (= v) plainly, or as 1e-9 when that would be long.
func formatTick(v, k float64) string {
	if k < -3 || k > 5 {
		return "1e" + strconv.Itoa(int(k))
	}
	return strconv.FormatFloat(v, 'f', max(0, int(-k)), 64)
}
