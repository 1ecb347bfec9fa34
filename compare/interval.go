package compare

import (
	"math"
	"slices"
)

// interval returns a confidence interval, at level conf, for the change
// from old to new in percent, making no assumption about how run times are
// distributed: the same ground as benchmath's Mann–Whitney U test that
// gives the verdict.
//
// How: if new's runs are old's scaled by a factor r, the logs of new's runs
// are the logs of old's shifted by log r. The interval for that shift is
// the one that inverts the U test (Hodges and Lehmann; Bauer 1972): of the
// m·n differences log(new_j) − log(old_i), sorted, it runs from the c-th
// smallest to the c-th largest, where c is the largest count with
// P(U < c) ≤ (1−conf)/2 under no change. Exponentiated it bounds r; less
// one, times 100, the change in percent. Its coverage is exact for
// continuous data; ties make it a little conservative.
//
// It returns NaN, NaN when the runs are too few for any interval at conf
// (each side needs about four runs for 95%).
func interval(old, new []float64, conf float64) (lo, hi float64) {
	m, n := len(old), len(new)
	if m == 0 || n == 0 || !(conf > 0 && conf < 1) {
		return math.NaN(), math.NaN()
	}
	c := uCritical(m, n, (1-conf)/2)
	if c < 1 {
		return math.NaN(), math.NaN()
	}
	d := make([]float64, 0, m*n)
	for _, y := range new {
		for _, x := range old {
			if x <= 0 || y <= 0 {
				return math.NaN(), math.NaN()
			}
			d = append(d, math.Log(y)-math.Log(x))
		}
	}
	slices.Sort(d)
	return (math.Exp(d[c-1]) - 1) * 100, (math.Exp(d[len(d)-c]) - 1) * 100
}

// uCritical is the largest c with P(U ≤ c−1) ≤ tail, where U is the
// Mann–Whitney statistic of samples of m and n with no ties and no
// difference; 0 when even c = 1 is too many.
func uCritical(m, n int, tail float64) int {
	if m*n > 10000 {
		// The exact counts overflow float64 near m+n = 1,000; long before
		// that U is normal: mean mn/2, variance mn(m+n+1)/12.
		mean := float64(m*n) / 2
		sd := math.Sqrt(float64(m*n*(m+n+1)) / 12)
		z := -math.Sqrt2 * math.Erfinv(1-2*tail) // the tail-quantile of N(0,1)
		return max(int(math.Floor(mean+z*sd+0.5)), 0)
	}
	pmf := uDistribution(m, n)
	c, cum := 0, 0.0
	for c < len(pmf) && cum+pmf[c] <= tail {
		cum += pmf[c]
		c++
	}
	return c
}

// uDistribution is P(U = u) for u = 0…m·n under no difference, from the
// count of arrangements with each U: the coefficients of the Gaussian
// binomial [m+n choose m] in q, built as the product over i = 1…m of
// (1 − q^(n+i)) / (1 − q^i), each step an exact polynomial division.
func uDistribution(m, n int) []float64 {
	f := make([]float64, m*n+m+1) // room for the product before each division
	f[0] = 1
	deg := 0
	for i := 1; i <= m; i++ {
		top := deg + n + i
		// Multiply by (1 − q^(n+i)), highest power first so that each
		// coefficient is read before it is changed.
		for u := top; u >= n+i; u-- {
			f[u] -= f[u-n-i]
		}
		// Divide by (1 − q^i): g[u] = f[u] + g[u−i]. The quotient has
		// degree deg+n; what the division leaves above it is rounding.
		for u := i; u <= top; u++ {
			f[u] += f[u-i]
		}
		deg += n
		clear(f[deg+1 : top+1])
	}
	f = f[:m*n+1]
	var total float64
	for _, x := range f {
		total += x
	}
	for i := range f {
		f[i] /= total
	}
	return f
}
