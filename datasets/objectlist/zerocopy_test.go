package objectlist

import (
	"fmt"
	"testing"

	"github.com/serbench/serbench/datasets/objectlist/capnpb"
	"github.com/serbench/serbench/datasets/objectlist/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/zctest"
	"github.com/serbench/serbench/suite"
)

var (
	fbConv = zctest.FB[*Object, fb.Object]{
		Build: fbBuildObject,
		Open:  fb.GetRootAsObject,
		To:    fbToObject,
		Visit: fbVisitObject,
	}
	cpConv = zctest.Capnp[*Object, capnpb.Object]{
		NewRoot:  capnpb.NewRootObject,
		Set:      cpSetObject,
		ReadRoot: capnpb.ReadRootObject,
		To:       cpToObject,
		Visit:    cpVisitObject,
	}
)

// zeroCopyCases are every variant's messages, from the dataset's own
// generator (the slow ones not in -short), and an empty message.
func zeroCopyCases(t *testing.T) (map[string]*Object, *suite.Def[*Object]) {
	t.Helper()
	def := Dataset().(*suite.Def[*Object])
	cases := map[string]*Object{"empty": {}}
	for _, v := range def.Meta.Variants {
		if testing.Short() && (v.Slow || v.Full) {
			continue
		}
		ms, err := def.Generate(v.Name)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range ms {
			cases[fmt.Sprintf("%s/%d", v.Name, i)] = m
		}
	}
	return cases, def
}

func TestFlatBuffers(t *testing.T) {
	cases, def := zeroCopyCases(t)
	for name, m := range cases {
		t.Run(name, func(t *testing.T) {
			fbConv.Check(t, m, digest.Of(def.Digest, m), def.Equal)
		})
	}
}

func TestCapnp(t *testing.T) {
	cases, def := zeroCopyCases(t)
	for name, m := range cases {
		t.Run(name, func(t *testing.T) {
			cpConv.Check(t, m, digest.Of(def.Digest, m), def.Equal)
		})
	}
}
