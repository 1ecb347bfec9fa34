package report

import "github.com/serbench/serbench/resultset"

// estimate is what a report's times are, as resultset.Estimate names it:
// the p20 of a cell's runs, or the median in results written before it.
// Every header and text that shows ns_per_op says which.
type estimate string

func estimateOf(recs []resultset.Record) estimate { return estimate(resultset.Estimate(recs)) }

// median reports whether the times are medians (older results).
func (e estimate) median() bool { return e == resultset.EstimateMedian }

// head is the header of a column of times: "p20 time/op".
func (e estimate) head() string { return string(e) + " time/op" }

// line is the one line that explains the estimate and its interval.
func (e estimate) line() string {
	if e.median() {
		return "median: the median of a cell's timed runs; the interval is its 95% confidence interval " +
			"(golang.org/x/perf/benchmath, no distributional assumption)."
	}
	return string(e) + ": the 20th percentile of a cell's timed runs (a fifth of its runs were faster); " +
		"the interval is its 95% bootstrap interval."
}

// sentence opens a report: what its times are.
func (e estimate) sentence() string {
	if e.median() {
		return "Times are the median of each cell's timed runs; the interval is its 95% confidence interval " +
			"(golang.org/x/perf/benchmath, no distributional assumption)."
	}
	return "Times are each cell's " + string(e) + ": the 20th percentile of its timed runs (a fifth of its runs were faster); " +
		"the interval is the " + string(e) + "'s 95% bootstrap interval."
}

// legend is the time column's entry in Reading the tables.
func (e estimate) legend() [2]string {
	if e.median() {
		return [2]string{e.head(), "the median time of one op over the cell's runs; after it, ± the larger distance from the median " +
			"to an end of its 95% confidence interval, in percent (benchmath, no distributional assumption; it needs six runs). " +
			"These results predate the p20: later runs of serbench report the 20th percentile of the runs instead."}
	}
	return [2]string{e.head(), e.line() + " The p20 is the time of one op the tables, charts and rankings show; after it, ± the " +
		"larger distance from it to an end of the interval, in percent (the exact bootstrap of that order statistic, no random " +
		"resampling; it needs six runs). Other work on the machine only ever adds time, so the runs near the fastest move least " +
		"from one run of serbench to the next; the median of the runs is kept in results.jsonl (ns_median)."}
}

// of is "the p20" or "the median", for "at the p20 time" and the like.
func (e estimate) of() string { return "the " + string(e) }

// TimeHead is the header of a column of recs' times, naming their
// estimate: "p20 time/op", or "median time/op" for older results.
func TimeHead(recs []resultset.Record) string { return estimateOf(recs).head() }

// EstimateLine is the one line that says what recs' times are: "p20: the
// 20th percentile of a cell's timed runs (a fifth of its runs were
// faster); the interval is its 95% bootstrap interval."
func EstimateLine(recs []resultset.Record) string { return estimateOf(recs).line() }

// EstimateSentence says what recs' times are, as a report's opening does:
// "Times are each cell's p20: the 20th percentile of its timed runs (…)".
func EstimateSentence(recs []resultset.Record) string { return estimateOf(recs).sentence() }
