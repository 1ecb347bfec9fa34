// Package pbrt holds the protobuf helpers of the code protoc-gen-serbench
// writes: the model's *time.Time and *time.Duration to and from
// google.protobuf.Timestamp and Duration, and their read visits. Only the
// protobuf family's files import it (package rt's doc says why).
package pbrt

import (
	"time"

	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/digest"
)

// The model holds a google.protobuf.Timestamp as a *time.Time in UTC and a
// google.protobuf.Duration as a *time.Duration, the types a Go program
// would use; nil is absent. The digest feeds a Timestamp's seconds and
// nanoseconds and a Duration's nanoseconds, from the model and from the
// protobuf message alike.

// TimestampPB converts a model time to a Timestamp.
func TimestampPB(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

// TimeOf converts a Timestamp to a model time in UTC.
func TimeOf(p *timestamppb.Timestamp) *time.Time {
	if p == nil {
		return nil
	}
	t := time.Unix(p.GetSeconds(), int64(p.GetNanos())).UTC()
	return &t
}

// timestampLike is a Timestamp or Duration message of protoc-gen-go or of
// gogo/protobuf (its types package), which have the same getters.
type timestampLike interface {
	comparable
	GetSeconds() int64
	GetNanos() int32
}

// VisitTimestamp feeds a Timestamp to h as rt.HashTime does, through its getters.
func VisitTimestamp[T timestampLike](h *digest.Hasher, p T) {
	var absent T
	if p == absent {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetSeconds())
	h.Int64(int64(p.GetNanos()))
}

// DurationPB converts a model duration to a Duration.
func DurationPB(d *time.Duration) *durationpb.Duration {
	if d == nil {
		return nil
	}
	return durationpb.New(*d)
}

// DurationOf converts a Duration to a model duration. One beyond about 292
// years does not fit a time.Duration and saturates; loading a sample
// checks that the model holds every message exactly.
func DurationOf(p *durationpb.Duration) *time.Duration {
	if p == nil {
		return nil
	}
	d := p.AsDuration()
	return &d
}

// VisitDuration feeds a Duration to h as rt.HashDuration does.
func VisitDuration[T timestampLike](h *digest.Hasher, p T) {
	var absent T
	if p == absent {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetSeconds()*int64(time.Second) + int64(p.GetNanos()))
}
