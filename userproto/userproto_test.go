package userproto

import (
	"github.com/serbench/serbench/userproto/rt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/serbench/serbench/digest"
)

func TestHelpers(t *testing.T) {
	if got := rt.Keys(map[int64]bool{3: true, -1: false, 2: true}); !slices.Equal(got, []int64{-1, 2, 3}) {
		t.Errorf("Keys: %v", got)
	}
	if got := rt.BoolKeys(map[bool]int{true: 1, false: 0}); !slices.Equal(got, []bool{false, true}) {
		t.Errorf("BoolKeys: %v", got)
	}
	if !rt.EqFloat(math.NaN(), math.NaN()) || rt.EqFloat(0.0, math.Copysign(0, -1)) {
		t.Error("EqFloat compares bits")
	}
	if !rt.EqSlice([]int{}, nil, rt.Eq[int]) || rt.EqSlice([]int{1}, []int{2}, rt.Eq[int]) {
		t.Error("EqSlice")
	}
	if !rt.EqMap(map[string]int{}, nil, rt.Eq[int]) || rt.EqMap(map[string]int{"a": 1}, map[string]int{"b": 1}, rt.Eq[int]) {
		t.Error("EqMap")
	}
	s := ""
	if w := rt.Wrap(&s, wrapperspb.String); w == nil || w.GetValue() != "" {
		t.Error("Wrap keeps a set empty string")
	}
	if rt.Wrap[string](nil, wrapperspb.String) != nil || rt.Unwrap((*wrapperspb.StringValue)(nil), (*wrapperspb.StringValue).GetValue) != nil {
		t.Error("absent wrappers stay absent")
	}
	if v := rt.Unwrap(wrapperspb.Int64(0), (*wrapperspb.Int64Value).GetValue); v == nil || *v != 0 {
		t.Error("Unwrap keeps a set zero")
	}
	tm := time.Date(2025, 3, 14, 9, 26, 53, 589793238, time.FixedZone("x", 3600))
	back := TimeOf(TimestampPB(&tm))
	if !EqTime(&tm, back) || back.Location() != time.UTC {
		t.Errorf("time round trip: %v", back)
	}
	h1, h2 := digest.New(), digest.New()
	HashTime(&h1, &tm)
	VisitTimestamp(&h2, TimestampPB(&tm))
	if h1.Sum() != h2.Sum() {
		t.Error("HashTime and VisitTimestamp differ")
	}
	d := 90*time.Minute + 7
	h1.Reset()
	h2.Reset()
	HashDuration(&h1, &d)
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

// The generator is seeded: the same messages every time, within the
// depth limit on a recursive type (structpb.Value holds Structs and
// ListValues of Values).
func TestGenerateIsDeterministic(t *testing.T) {
	gen1 := func() *structpb.Struct {
		g := &gen{rng: rand.New(rand.NewChaCha8(seed))}
		m := &structpb.Struct{}
		g.message(m.ProtoReflect(), 0)
		return m
	}
	a, b := gen1(), gen1()
	if !proto.Equal(a, b) {
		t.Error("two generations differ")
	}
	if len(a.GetFields()) == 0 {
		t.Error("nothing generated")
	}
	if proto.Size(a) > 1<<20 {
		t.Errorf("a generated message of %d bytes: depth is not bounded", proto.Size(a))
	}
}
