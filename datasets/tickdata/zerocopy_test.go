package tickdata

import (
	"fmt"
	"testing"

	"github.com/serbench/serbench/datasets/tickdata/capnpb"
	"github.com/serbench/serbench/datasets/tickdata/fb"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/internal/zctest"
	"github.com/serbench/serbench/suite"
)

var (
	fbConv = zctest.FB[*TickData, fb.TickData]{
		Build: fbBuildTickData,
		Open:  fb.GetRootAsTickData,
		To:    fbToTickData,
		Visit: fbVisitTickData,
	}
	cpConv = zctest.Capnp[*TickData, capnpb.TickData]{
		NewRoot:  capnpb.NewRootTickData,
		Set:      cpSetTickData,
		ReadRoot: capnpb.ReadRootTickData,
		To:       cpToTickData,
		Visit:    cpVisitTickData,
	}
)

// zeroCopyCases are every variant's messages, from the dataset's own
// generator (the slow ones not in -short), and an empty message.
func zeroCopyCases(t *testing.T) (map[string]*TickData, *suite.Def[*TickData]) {
	t.Helper()
	def := Dataset().(*suite.Def[*TickData])
	cases := map[string]*TickData{"empty": {}}
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
