// Command roundtrip is copied by goschema's end-to-end test into a
// module beside the derived pb and conv packages: every sample value goes
// ToProto → proto.Marshal → proto.Unmarshal → FromProto and must come back
// reflect.DeepEqual; the conversions' errors must name the Go path.
package main

import (
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/durationpb"

	"example.com/usermod/model"
	"example.com/usermod/shared"

	"serbench.go/e2e/conv"
	"serbench.go/e2e/pb"
)

var failed bool

func fail(format string, args ...any) {
	failed = true
	fmt.Printf(format+"\n", args...)
}

// roundTrip checks that v survives the protobuf round trip.
func roundTrip[T any, M proto.Message](name string, v *T, to func(*T) (M, error), from func(M) (*T, error), newM func() M) {
	m, err := to(v)
	if err != nil {
		fail("%s: ToProto: %v", name, err)
		return
	}
	b, err := proto.Marshal(m)
	if err != nil {
		fail("%s: Marshal: %v", name, err)
		return
	}
	m2 := newM()
	if err := proto.Unmarshal(b, m2); err != nil {
		fail("%s: Unmarshal: %v", name, err)
		return
	}
	back, err := from(m2)
	if err != nil {
		fail("%s: FromProto: %v", name, err)
		return
	}
	if d := diff(name, reflect.ValueOf(v).Elem(), reflect.ValueOf(back).Elem()); d != "" {
		fail("%s: round trip differs: %s", name, d)
	}
}

// diff is the first difference of a and b, with its path.
func diff(path string, a, b reflect.Value) string {
	if reflect.DeepEqual(a.Interface(), b.Interface()) {
		return ""
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return fmt.Sprintf("%s: nil %v, got nil %v", path, a.IsNil(), b.IsNil())
		}
		return diff(path, a.Elem(), b.Elem())
	case reflect.Struct:
		if a.Type() == reflect.TypeFor[time.Time]() {
			break
		}
		for i := range a.NumField() {
			if !a.Type().Field(i).IsExported() {
				continue
			}
			if d := diff(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i)); d != "" {
				return d
			}
		}
	case reflect.Slice, reflect.Array:
		if a.Kind() == reflect.Slice && a.IsNil() != b.IsNil() {
			return fmt.Sprintf("%s: nil %v, got nil %v", path, a.IsNil(), b.IsNil())
		}
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: length %d, got %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := diff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i)); d != "" {
				return d
			}
		}
	case reflect.Map:
		if a.IsNil() != b.IsNil() {
			return fmt.Sprintf("%s: nil %v, got nil %v", path, a.IsNil(), b.IsNil())
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				return fmt.Sprintf("%s: key %v missing", path, k)
			}
			if d := diff(fmt.Sprintf("%s[%v]", path, k), a.MapIndex(k), bv); d != "" {
				return d
			}
		}
		return fmt.Sprintf("%s: %d keys, got %d", path, a.Len(), b.Len())
	}
	return fmt.Sprintf("%s: %#v, got %#v", path, a.Interface(), b.Interface())
}

// wantErr checks that err is the conversion error want.
func wantErr(what string, err error, want string) {
	if err == nil || err.Error() != want {
		fail("%s: error %v, want %q", what, err, want)
	}
}

func ptr[T any](v T) *T { return &v }

func orders() []*model.Order {
	now := time.Date(2024, 5, 6, 7, 8, 9, 123456789, time.UTC)
	full := &model.Order{
		Base:     model.Base{CreatedBy: "ann", Version: -3},
		Extra:    &model.Extra{Comment: "c"},
		ID:       -1 << 62,
		Customer: "bob",
		Status:   "paid",
		Level:    model.High,
		Kind:     -7,
		Small:    -300,
		Tiny:     255,
		Word:     65535,
		Count:    1 << 40,
		Big:      math.MaxUint64,
		Addr:     0xdead,
		Ratio:    0.5,
		Price:    12.25,
		Paid:     true,
		Data:     []byte{1, 2, 3},
		Raw:      model.Blob("raw"),
		Sum:      model.Hash{1, 2, 3, 4},
		Created:  now,
		Shipped:  ptr(now.Add(time.Hour)),
		Timeout:  -2*time.Second - 5,
		Retry:    ptr(1500 * time.Millisecond),
		Note:     ptr("hello"),
		Qty:      ptr(int8(-128)),
		Flag:     ptr(false),
		Items:    []model.Item{{SKU: "a", Qty: 1, Price: 2, Children: []*model.Item{{SKU: "child", Qty: -1}}}, {}},
		Refs:     []*model.Item{{SKU: "r"}},
		Tags:     []string{"x", ""},
		Fixed:    [3]int16{-1, 0, math.MaxInt16},
		Hashes:   []model.Hash{{9}, {}},
		Matrix:   [][]int32{{1, 2}, nil, {3}},
		Cube:     [][][]float64{{{1.5}, nil}, nil},
		Times:    []time.Time{now, {}},
		Labels:   map[string]string{"a": "b", "": ""},
		Counts:   map[model.Kind]int64{-1: 5, 0: 0},
		ByID:     map[uint32]*model.Item{7: {SKU: "s"}, 0: {}},
		Groups:   map[string][]string{"g": {"a", "b"}, "e": nil},
		Nested:   map[string]map[int8]bool{"n": {-128: true, 127: false}, "z": nil},
		Waits:    map[string]time.Duration{"w": time.Minute, "z": 0},
		Address:  shared.Address{Street: "s", Zip: 12345, Geo: &shared.Point{Lat: 1.5, Lon: -2}},
		Alt:      &shared.Item{Name: "alt", Reset: true},
		Dash:     "dash",
		Type:     "type",
		Weird:    "w",
		UpperID:  "U",
		Span:     model.Pair[int16]{A: -1, B: math.MinInt16},
		Ptrs:     []*int{ptr(0), ptr(-5)},
		Names:    map[string]*model.Status{"a": ptr(model.Status("s")), "": ptr(model.Status(""))},
		Pos:      &struct{ X, Y int32 }{X: 1},
		Two:      [2]model.Item{{SKU: "two"}},
		Stamps:   map[int]*time.Time{-1: ptr(now), 2: &time.Time{}},
	}
	full.Meta.Source = "src"
	full.Meta.Seen = []time.Time{now, time.Unix(-1, 999).UTC()}
	return []*model.Order{full, {}, {Shipped: &time.Time{}, Retry: ptr(time.Duration(0)), Note: ptr(""), Qty: ptr(int8(0)), Extra: &model.Extra{}}}
}

func trees() []*model.Tree {
	leaf := &model.Tree{Name: "leaf"}
	return []*model.Tree{
		{},
		{NodeID: -9, HTTPPort: 8080, Name: "root", Left: leaf, Right: &model.Tree{Left: &model.Tree{Name: "deep"}}, Kids: []model.Tree{{Name: "k", Kids: []model.Tree{{}}}}},
	}
}

func main() {
	n := 0
	for i, o := range orders() {
		roundTrip(fmt.Sprintf("orders[%d]", i), o, conv.ToProtoOrder, conv.FromProtoOrder, func() *pb.Order { return new(pb.Order) })
		n++
	}
	for i, t := range trees() {
		roundTrip(fmt.Sprintf("trees[%d]", i), t, conv.ToProtoTree, conv.FromProtoTree, func() *pb.Tree { return new(pb.Tree) })
		n++
	}

	for i, t := range trees() {
		roundTrip(fmt.Sprintf("alias[%d]", i), t, conv.ToProtoAlias, conv.FromProtoAlias, func() *pb.Tree { return new(pb.Tree) })
		n++
	}
	for i, e := range []*model.Event{{}, {Time: time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC), Name: "e"}, model.NewEvent("deep")} {
		roundTrip(fmt.Sprintf("events[%d]", i), e, conv.ToProtoEvent, conv.FromProtoEvent, func() *pb.Event { return new(pb.Event) })
		n++
	}

	_, err := conv.ToProtoOrder(&model.Order{Refs: []*model.Item{{}, nil}})
	wantErr("nil element", err, "Order.Refs[1]: a nil pointer in a list or map cannot be carried")
	_, err = conv.ToProtoOrder(&model.Order{Items: []model.Item{{Children: []*model.Item{nil}}}})
	wantErr("nested nil element", err, "Order.Items[0].Children[0]: a nil pointer in a list or map cannot be carried")
	_, err = conv.ToProtoOrder(&model.Order{Stamps: map[int]*time.Time{-3: nil}})
	wantErr("nil map value", err, "Order.Stamps[-3]: a nil pointer in a list or map cannot be carried")
	_, err = conv.ToProtoOrder(&model.Order{Names: map[string]*model.Status{"k": nil}})
	wantErr("nil map value", err, `Order.Names["k"]: a nil pointer in a list or map cannot be carried`)
	_, err = conv.FromProtoOrder(&pb.Order{Level: 300})
	wantErr("int8 range", err, "Order.Level: 300 is out of range for int8")
	_, err = conv.FromProtoOrder(&pb.Order{Qty: ptr(int32(-129))})
	wantErr("*int8 range", err, "Order.Qty: -129 is out of range for int8")
	_, err = conv.FromProtoOrder(&pb.Order{Tiny: 256})
	wantErr("uint8 range", err, "Order.Tiny: 256 is out of range for uint8")
	_, err = conv.FromProtoOrder(&pb.Order{Nested: map[string]*pb.Int32BoolMap{"n": {Entries: map[int32]bool{1000: true}}}})
	wantErr("map key range", err, `Order.Nested["n"][1000]: 1000 is out of range for int8`)
	_, err = conv.FromProtoOrder(&pb.Order{Fixed: []int32{1, 2, 1 << 20}})
	wantErr("array element range", err, "Order.Fixed[2]: 1048576 is out of range for int16")
	_, err = conv.FromProtoOrder(&pb.Order{Fixed: []int32{1}})
	wantErr("array length", err, "Order.Fixed: 1 elements where the array has 3")
	_, err = conv.FromProtoOrder(&pb.Order{Sum: []byte{1}})
	wantErr("byte array length", err, "Order.Sum: 1 elements where the array has 4")
	_, err = conv.FromProtoOrder(&pb.Order{Timeout: &durationpb.Duration{Seconds: 1e10}})
	wantErr("duration range", err, "Order.Timeout: 10000000000s 0ns is out of range for time.Duration")

	if failed {
		os.Exit(1)
	}
	fmt.Println(strings.TrimSpace(fmt.Sprintf("ok: %d samples", n)))
}
