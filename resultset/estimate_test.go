package resultset_test

import (
	"strings"
	"testing"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
)

// A record with ns_median holds the headline in ns_per_op; one without
// (older results) holds the median there. A folder is named by its
// measured cells.
func TestEstimate(t *testing.T) {
	median := 1000.0
	newer := resultset.Record{Status: resultset.StatusOK, NsPerOp: 990, NsMedian: &median}
	older := resultset.Record{Status: resultset.StatusOK, NsPerOp: 1000}
	failed := resultset.Record{Status: resultset.StatusFailed, NsMedian: &median}
	for _, c := range []struct {
		name string
		got  string
		want string
	}{
		{"newer record", newer.Estimate(), resultset.EstimateHeadline},
		{"older record", older.Estimate(), resultset.EstimateMedian},
		{"newer folder", resultset.Estimate([]resultset.Record{older, newer}), resultset.EstimateHeadline},
		{"older folder", resultset.Estimate([]resultset.Record{older}), resultset.EstimateMedian},
		{"only a failed cell has ns_median", resultset.Estimate([]resultset.Record{older, failed}), resultset.EstimateMedian},
		{"no records", resultset.Estimate(nil), resultset.EstimateMedian},
	} {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.name, c.got, c.want)
		}
	}
	// resultset may not import measure: the names are held together here.
	if resultset.EstimateHeadline != measure.HeadlineName {
		t.Errorf("EstimateHeadline %q, measure.HeadlineName %q", resultset.EstimateHeadline, measure.HeadlineName)
	}
	if !strings.HasPrefix(resultset.HeadlineUnit, measure.HeadlineName+"-") {
		t.Errorf("HeadlineUnit %q does not name %q", resultset.HeadlineUnit, measure.HeadlineName)
	}
}
