package bench

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"time"
)

type node struct {
	Name  string
	Kids  []*node
	Attrs map[string]int
	At    time.Time
	Any   any
	F     func()
	arr   [2]float64
	Next  *node
}

// firstDiff agrees with reflect.DeepEqual on every pair, and says where
// the pair differs.
func TestFirstDiffAgreesWithDeepEqual(t *testing.T) {
	cet := time.FixedZone("CET", 3600)
	at := time.Date(2024, 1, 2, 3, 4, 5, 6, time.UTC)
	shared := &node{Name: "shared"}
	loop := &node{Name: "loop"}
	loop.Next = loop
	loop2 := &node{Name: "loop"}
	loop2.Next = loop2
	cases := []struct {
		name      string
		x, y      any
		path, has string // where the difference is, and a part of its message
	}{
		{"equal", node{Name: "a", Kids: []*node{{Name: "b"}}}, node{Name: "a", Kids: []*node{{Name: "b"}}}, "", ""},
		{"same pointer", shared, shared, "", ""},
		{"string", node{Name: "a"}, node{Name: "b"}, ".Name", `want "a", got "b"`},
		{"nil vs empty slice", node{Kids: []*node{}}, node{}, ".Kids", "nil slice from an empty one"},
		{"nil vs empty map", node{Attrs: map[string]int{}}, node{}, ".Attrs", "nil map from an empty one"},
		{"deep element", node{Kids: []*node{{}, {Name: "x"}}}, node{Kids: []*node{{}, {Name: "y"}}}, ".Kids[1].Name", `want "x"`},
		{"length", node{Kids: []*node{{}, {}}}, node{Kids: []*node{{}}}, ".Kids", "want 2 elements, got 1 elements"},
		{"missing key", node{Attrs: map[string]int{"a": 1, "b": 2}}, node{Attrs: map[string]int{"a": 1, "c": 2}}, `.Attrs["b"]`, "no such key"},
		{"extra key", node{Attrs: map[string]int{"a": 1}}, node{Attrs: map[string]int{"a": 1, "c": 2}}, `.Attrs["c"]`, "want no such key, got 2"},
		{"map value", node{Attrs: map[string]int{"a": 1}}, node{Attrs: map[string]int{"a": 2}}, `.Attrs["a"]`, "want 1, got 2"},
		{"time zone", node{At: at.In(cet)}, node{At: at}, ".At", "the same instant"},
		{"time", node{At: at}, node{At: at.Add(time.Second)}, ".At", "2024-01-02 03:04:05"},
		{"monotonic", node{At: time.Now()}, node{}, ".At", "want"},
		{"interface types", node{Any: 1}, node{Any: int64(1)}, ".Any", "want a int, got a int64"},
		{"interface nil", node{Any: 1}, node{}, ".Any", "nil interface"},
		{"func", node{F: func() {}}, node{F: func() {}}, ".F", "only when both are nil"},
		{"unexported array", node{arr: [2]float64{0, 1}}, node{arr: [2]float64{0, 2}}, ".arr[1]", "want 1, got 2"},
		{"NaN", node{arr: [2]float64{math.NaN()}}, node{arr: [2]float64{math.NaN()}}, ".arr[0]", "NaN"},
		{"nil pointer", &node{Next: &node{}}, &node{}, ".Next", "nil *bench.node"},
		{"cycles equal", loop, loop2, "", ""},
		{"cycles differ", loop, &node{Name: "loop", Next: &node{Name: "other"}}, ".Next.Name", `want "loop"`},
		{"top level", 1, 2, "", "the value: want 1, got 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := firstDiff(reflect.ValueOf(c.x), reflect.ValueOf(c.y), false)
			if deep := reflect.DeepEqual(c.x, c.y); deep != (d == nil) {
				t.Fatalf("reflect.DeepEqual says %v, firstDiff %v", deep, d)
			}
			if d == nil {
				if c.has != "" {
					t.Fatalf("no difference, want one at %q", c.path)
				}
				return
			}
			if d.Path != c.path || !strings.Contains(d.Error(), c.has) {
				t.Errorf("difference %q at %q, want %q at %q", d.Error(), d.Path, c.has, c.path)
			}
		})
	}
}

// The default equality of a plain type is firstDiff's.
func TestDefaultEqual(t *testing.T) {
	eq := defaultEqual[*node]()
	if err := eq(&node{Name: "a"}, &node{Name: "a"}); err != nil {
		t.Errorf("equal values: %v", err)
	}
	if err := eq(&node{Name: "a"}, &node{Name: "b"}); err == nil || !strings.Contains(err.Error(), ".Name") {
		t.Errorf("different values: %v", err)
	}
}

// A pointer cycle in a sample is found, with where it closes; a shared
// pointer is not a cycle.
func TestFindCycle(t *testing.T) {
	shared := &node{Name: "shared"}
	dag := []*node{{Kids: []*node{shared, shared}}, {Next: shared}}
	if at, found := findCycle(dag); found {
		t.Errorf("a DAG reported as a cycle at %s", at)
	}
	loop := &node{Name: "a", Kids: []*node{{Name: "b"}}}
	loop.Kids[0].Next = loop
	at, found := findCycle([]*node{{}, loop})
	if !found || at != "sample 1 at .Kids[0].Next" {
		t.Errorf("cycle: %q, %v; want sample 1 at .Kids[0].Next", at, found)
	}
	self := map[string]any{}
	self["me"] = self
	if at, found := findCycle([]map[string]any{self}); !found || !strings.Contains(at, `["me"]`) {
		t.Errorf("map cycle: %q, %v", at, found)
	}
}
