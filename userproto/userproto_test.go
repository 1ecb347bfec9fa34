package userproto

import (
	"github.com/serbench/serbench/rt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/wrapperspb"
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
