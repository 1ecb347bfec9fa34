package rt

import "time"

// The time helpers of the schema languages' code (FlatBuffers, Cap'n
// Proto, Bebop, benc): a Timestamp's seconds and nanoseconds, a
// Duration's nanoseconds.

// FBTime is the model time of a Timestamp struct's seconds and nanoseconds.
func FBTime(sec int64, nanos int32) *time.Time {
	t := time.Unix(sec, int64(nanos)).UTC()
	return &t
}

// TimeParts are a model time's seconds and nanoseconds, as a Timestamp
// holds them; a nil list element is the zero Timestamp (validation then
// reports the difference).
func TimeParts(t *time.Time) (int64, int32) {
	if t == nil {
		return 0, 0
	}
	return t.Unix(), int32(t.Nanosecond())
}

// Nanos is a model duration's nanoseconds; nil is 0, as TimeParts.
func Nanos(d *time.Duration) int64 {
	if d == nil {
		return 0
	}
	return int64(*d)
}
