package measure

import (
	"fmt"
	"math"
	"slices"
)

// HeadlineQuantile is the quantile of a cell's runs that serbench reports
// as its time: the run a fifth of the way up from the fastest. A shared
// machine's interference only ever adds time, and it lands on a cell's
// runs unevenly; the runs near the fastest move least from one run of
// serbench to the next. The fastest run alone moves more (it is one
// run's luck) and favours allocating calls, whose runs spread wider, by
// about twice as much (docs/methodology.md, "Runs and the headline estimate").
const HeadlineQuantile = 0.2

// HeadlineName names the estimate in reports and headers.
const HeadlineName = "p20"

// Headline returns the HeadlineQuantile of values by nearest rank (a run
// that was observed), with a 95% interval: the exact percentile
// bootstrap of that order statistic, which needs no random resampling.
// With fewer than HeadlineMinRuns values there is no interval (±Inf). values is left
// as it was.
func Headline(values []float64) Summary {
	if len(values) == 0 {
		return Summary{Center: math.NaN(), Lo: math.Inf(-1), Hi: math.Inf(1)}
	}
	x := slices.Clone(values)
	slices.Sort(x)
	n := len(x)
	k := nearestRank(n, HeadlineQuantile)
	s := Summary{Center: x[k-1], Lo: math.Inf(-1), Hi: math.Inf(1)}
	if n < HeadlineMinRuns {
		s.Warnings = []string{fmt.Sprintf("%d runs: an interval needs %d", n, HeadlineMinRuns)}
		return s
	}
	// A resample's k-th smallest is at most x[j-1] when at least k of its
	// n draws are among the j smallest: P(Binomial(n, j/n) ≥ k).
	tail := (1 - Confidence) / 2
	for j := 1; j <= n; j++ {
		c := binomialAtLeast(n, float64(j)/float64(n), k)
		if math.IsInf(s.Lo, -1) && c >= tail {
			s.Lo = x[j-1]
		}
		if c >= 1-tail {
			s.Hi = x[j-1]
			break
		}
	}
	return s
}

// HeadlineMinRuns is the fewest runs with an interval, as for a median
// (benchmath): with fewer, the bootstrap's range is mostly the luck of the
// draw.
const HeadlineMinRuns = 6

// nearestRank is the nearest rank (1-based) of quantile q among n values.
func nearestRank(n int, q float64) int {
	return min(n, max(1, int(math.Ceil(q*float64(n)-1e-9))))
}

// NearestRank is the q-quantile of xs by nearest rank (a value of xs);
// NaN for none. xs is left as it was.
func NearestRank(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	x := slices.Clone(xs)
	slices.Sort(x)
	return x[nearestRank(len(x), q)-1]
}

// binomialAtLeast is P(X ≥ k) for X ~ Binomial(n, p).
func binomialAtLeast(n int, p float64, k int) float64 {
	if p >= 1 {
		return 1
	}
	var below float64
	for i := range k {
		below += math.Exp(lchoose(n, i) + float64(i)*math.Log(p) + float64(n-i)*math.Log1p(-p))
	}
	return max(0, 1-below)
}

func lchoose(n, k int) float64 {
	a, _ := math.Lgamma(float64(n + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(n - k + 1))
	return a - b - c
}
