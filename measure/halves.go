package measure

import "math"

// HalvesMinRuns is the fewest runs whose halves are compared: six a half,
// the fewest with which a Headline has an interval. With fewer, a half's
// p20 is one of two or three runs, and their gap says little.
const HalvesMinRuns = 2 * HeadlineMinRuns

// Halves returns the Headline of the first half of a cell's runs and of
// its second half, runs being in the order they were timed: the halves
// straddle the host's drift over the minutes a cell's rounds take, so
// their gap is about what a second run of the same command would show,
// from one run alone. With an odd count the middle run is left out, so
// that the two halves weigh the same. ok is false with fewer than
// HalvesMinRuns runs; runs is left as it was.
func Halves(runs []float64) (first, second float64, ok bool) {
	n := len(runs)
	if n < HalvesMinRuns {
		return math.NaN(), math.NaN(), false
	}
	return Headline(runs[:n/2]).Center, Headline(runs[n-n/2:]).Center, true
}

// HalvesGapPct is how far apart two halves' figures are: the larger over
// the smaller, less one, in percent. It is symmetric, so which half ran
// first does not matter; +Inf when either is not a positive number.
func HalvesGapPct(first, second float64) float64 {
	lo, hi := min(first, second), max(first, second)
	if !(lo > 0) || !Finite(hi) {
		return math.Inf(1)
	}
	return 100 * (hi/lo - 1)
}
