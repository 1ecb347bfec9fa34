package pbrt

import (
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/rt"
)

// A time and a duration come back from their protobuf messages, and the
// model's digest (package rt) equals the visit's.
func TestTimeAndDuration(t *testing.T) {
	tm := time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.FixedZone("x", 3600))
	back := TimeOf(TimestampPB(&tm))
	if !rt.EqTime(&tm, back) || back.Location() != time.UTC {
		t.Errorf("time round trip: %v", back)
	}
	h1, h2 := digest.New(), digest.New()
	rt.HashTime(&h1, &tm)
	VisitTimestamp(&h2, TimestampPB(&tm))
	if h1.Sum() != h2.Sum() {
		t.Error("HashTime and VisitTimestamp differ")
	}
	d := 90*time.Minute + 7
	h1.Reset()
	h2.Reset()
	rt.HashDuration(&h1, &d)
	VisitDuration(&h2, DurationPB(&d))
	if h1.Sum() != h2.Sum() || *DurationOf(DurationPB(&d)) != d {
		t.Error("Duration round trip or digest")
	}
	// Beyond time.Duration's range: the model cannot hold it, which
	// loading a sample detects by the round trip.
	huge := &durationpb.Duration{Seconds: 400 * 365 * 86400}
	if proto.Equal(huge, DurationPB(DurationOf(huge))) {
		t.Error("a 400-year duration survived the model")
	}
}
