package resultset

// The names of the estimate a record's NsPerOp holds, for reports to say
// which it is. resultset computes neither (measure does); it only knows
// which records hold which.
const (
	// EstimateHeadline is measure.HeadlineName, the 20th percentile of a
	// cell's runs; HeadlineUnit is bench.txt's unit of it. A test holds
	// the names together.
	EstimateHeadline = "p20"
	// EstimateMedian is what NsPerOp held before the headline estimate.
	EstimateMedian = "median"
)

// Estimate names the estimate r.NsPerOp holds: EstimateHeadline, or
// EstimateMedian in results written before it, whose records have no
// ns_median because ns_per_op was the median.
func (r *Record) Estimate() string {
	if r.NsMedian == nil {
		return EstimateMedian
	}
	return EstimateHeadline
}

// Estimate names the estimate of recs' times, for a report's headers:
// EstimateHeadline once a measured cell has ns_median, EstimateMedian
// when none has (older results). A folder that joins both (serbench merge
// --force) is named by its newer cells; each cell's own Estimate tells.
func Estimate(recs []Record) string {
	for i := range recs {
		if recs[i].OK() && recs[i].NsMedian != nil {
			return EstimateHeadline
		}
	}
	return EstimateMedian
}

// Timed reports whether r has a time figure: a measured cell that was
// timed, not one whose instructions were counted alone (run --measure
// instructions), which has no runs and no ns_per_op.
func (r *Record) Timed() bool { return r.OK() && r.NsPerOp > 0 }

// Counted reports whether r has an instruction count.
func (r *Record) Counted() bool { return r.OK() && r.InstructionsPerOp != nil }

// AnyTimed reports whether some cell of recs was timed: false for a run
// that counted instructions alone, whose reports then show no time.
func AnyTimed(recs []Record) bool {
	for i := range recs {
		if recs[i].Timed() {
			return true
		}
	}
	return false
}

// AnyCounted reports whether the run behind recs counted instructions:
// some cell has a count, or the reason it has none.
func AnyCounted(recs []Record) bool {
	for i := range recs {
		if recs[i].InstructionsPerOp != nil || recs[i].InstructionsError != "" {
			return true
		}
	}
	return false
}
