package userproto

import (
	"github.com/serbench/serbench/userproto/rt"
	"time"

	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/serbench/serbench/digest"
)

// The helpers below are called by the code protoc-gen-serbench writes for a
// user's schema (--serbench_opt=mode=user): what is the same for every
// field of a kind lives here once instead of in every generated file.

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

// EqTime compares two model times as instants (a codec may decode a time
// in another location).
func EqTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Equal(*b)
}

// HashTime feeds a model time to h: presence, seconds, nanoseconds.
func HashTime(h *digest.Hasher, t *time.Time) {
	if t == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(t.Unix())
	h.Int64(int64(t.Nanosecond()))
}

// timestampLike is a Timestamp or Duration message of protoc-gen-go or of
// gogo/protobuf (its types package), which have the same getters.
type timestampLike interface {
	comparable
	GetSeconds() int64
	GetNanos() int32
}

// VisitTimestamp feeds a Timestamp to h as HashTime does, through its getters.
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

// EqDuration compares two model durations.
func EqDuration(a, b *time.Duration) bool { return rt.EqPtr(a, b, rt.Eq[time.Duration]) }

// HashDuration feeds a model duration to h: presence, nanoseconds.
func HashDuration(h *digest.Hasher, d *time.Duration) {
	if d == nil {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(int64(*d))
}

// VisitDuration feeds a Duration to h as HashDuration does.
func VisitDuration[T timestampLike](h *digest.Hasher, p T) {
	var absent T
	if p == absent {
		h.Len(0)
		return
	}
	h.Len(1)
	h.Int64(p.GetSeconds()*int64(time.Second) + int64(p.GetNanos()))
}
