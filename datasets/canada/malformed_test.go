package canada

import (
	"errors"
	"testing"

	gojx "github.com/go-faster/jx"
	gofj "github.com/valyala/fastjson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/datasets/canada/pb"
	"github.com/serbench/serbench/rt"
)

// A position is a [2]float64, which every schema carries as a list
// (DoubleList): a decoded list of another count is refused with the
// decode's error, never truncated, padded or a panic.

// wrongPositions are positions of 3, 1 and 0 doubles.
var wrongPositions = [][]float64{{1, 2, 3}, {1}, {}}

func TestWrongCountProtobuf(t *testing.T) {
	for _, pos := range wrongPositions {
		p := &pb.FeatureCollection{Type: "FeatureCollection", Features: []*pb.Feature{{
			Geometry: &pb.Geometry{Coordinates: []*pb.DoubleListList{{Items: []*pb.DoubleList{{Items: []float64{4, 5}}, {Items: pos}}}}},
		}}}
		b, err := proto.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var back pb.FeatureCollection
		if err := proto.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		m, err := protobufFeatureCollection().ToModel(&back)
		var le *rt.LengthError
		if !errors.As(err, &le) || le.Got != len(pos) || le.Want != 2 {
			t.Errorf("%v: ToModel = %v, %v; want a LengthError", pos, m, err)
		}
	}
}

func TestWrongCountJSON(t *testing.T) {
	for _, doc := range []string{
		`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"x"},"geometry":{"type":"Polygon","coordinates":[[[1,2],[1,2,3]]]}}]}`,
		`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"x"},"geometry":{"type":"Polygon","coordinates":[[[1]]]}}]}`,
		`{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"x"},"geometry":{"type":"Polygon","coordinates":[[null]]}}]}`,
	} {
		var le *rt.LengthError
		if m, err := jxDecodeFeatureCollection(gojx.DecodeStr(doc)); !errors.As(err, &le) {
			t.Errorf("jx %s: %v, %v; want a LengthError", doc, m, err)
		}
		v, err := gofj.Parse(doc)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := fjDecodeFeatureCollection(v); !errors.As(err, &le) {
			t.Errorf("fastjson %s: %v, %v; want a LengthError", doc, m, err)
		}
	}
}
