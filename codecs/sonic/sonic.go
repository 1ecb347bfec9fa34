// Package sonic is the github.com/bytedance/sonic codec on the models'
// plain structs: a reflection codec, bound to every dataset's model values.
//
// sonic has two implementations behind one API, chosen by build
// constraints: its own encoder and decoder (JIT-compiled assembly on amd64,
// a VM and an optimised decoder on arm64) where it supports the Go version
// and platform (v1.15.5: amd64 or arm64, Go before 1.28), and plain
// encoding/json everywhere else, without a word. The codec declares which
// one this build runs, in its Title, Labels, Notes and Runtime, so that a
// fallback is never reported as sonic.
package sonic

import (
	"fmt"
	"os"
	"runtime"
	"slices"

	"github.com/bytedance/sonic"

	"github.com/serbench/serbench/codecs/anyjson"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name, the same on either path: the Title, labels
// and Runtime say which one ran.
const Name = "sonic"

// The labels of the two paths. Labels are single words: the HTML report
// separates them by spaces.
const (
	LabelJIT      = "jit"      // sonic's own code, JIT-compiled on amd64
	LabelFallback = "fallback" // sonic's std fallback: encoding/json runs
)

// RuntimeFallback is the Runtime of a build where sonic is encoding/json.
const RuntimeFallback = "fallback: encoding/json (sonic does not support this Go version or platform)"

// Codec is sonic.Marshal and sonic.Unmarshal as this build runs them.
var Codec = declare(sonic.APIKind, runtime.GOARCH, os.Getenv)

// declare is the codec for sonic's API kind (sonic.UseSonicJSON or
// sonic.UseStdJSON) on goarch, with the environment getenv: a function of
// its inputs, so that a test can check every path.
func declare(kind int, goarch string, getenv func(string) string) suite.Codec {
	c := suite.Codec{
		Name:   Name,
		Title:  "sonic",
		Module: "github.com/bytedance/sonic",
		URL:    "https://github.com/bytedance/sonic",
		Family: "JSON",
		Labels: []string{suite.LabelReflection, suite.LabelText},
		Bind: func(m suite.Model) (suite.Binding, bool) {
			return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
		},
		Generic: &suite.Generic{Call: "sonic.Unmarshal into *any", Decode: func(doc []byte) error {
			var v any
			return unmarshal(doc, &v)
		}},
	}
	const timed = "sonic.Marshal and sonic.Unmarshal, default config (sonic.ConfigDefault)"
	var jit bool
	c.Runtime, jit = runtimeOf(kind, goarch, getenv)
	if kind != sonic.UseSonicJSON {
		c.Title = "sonic (fallback to encoding/json)"
		c.Labels = append(c.Labels, LabelFallback)
		c.Notes = "NOT sonic: this build of sonic is its fallback, which calls encoding/json (json.Encoder with " +
			"SetEscapeHTML(false), json.Decoder), because sonic v1.15.5 supports only amd64 and arm64 with Go " +
			"before 1.28; these figures are encoding/json's. Timed: " + timed + ", on plain model structs."
		return c
	}
	if jit {
		c.Labels = append(c.Labels, LabelJIT)
	}
	c.Notes = timed + ": no HTML escaping, unsorted map keys, no UTF-8 validation; Unmarshal copies its input " +
		"once and decoded strings share that copy. On plain model structs. sonic's own implementation runs (" +
		c.Runtime + "); its per-type code is compiled on first use, which the validation before timing triggers."
	return c
}

// runtimeOf names the code path sonic takes, as its sources choose it:
// the API kind from build constraints; on amd64 the JIT encoder unless
// SONIC_ENCODER_USE_VM is set, and the JIT decoder unless
// SONIC_USE_OPTDEC=1; on arm64 always the VM encoder and the optdec
// decoder. jit is true when both are JIT-compiled.
func runtimeOf(kind int, goarch string, getenv func(string) string) (path string, jit bool) {
	if kind != sonic.UseSonicJSON {
		return RuntimeFallback, false
	}
	enc, dec := "VM encoder", "optdec decoder"
	if goarch == "amd64" {
		if getenv("SONIC_ENCODER_USE_VM") == "" {
			enc = "JIT encoder"
		}
		if getenv("SONIC_USE_OPTDEC") != "1" {
			dec = "JIT decoder"
		}
	}
	return "sonic: " + enc + ", " + dec + " (" + goarch + ")", enc == "JIT encoder" && dec == "JIT decoder"
}

// AnyName is the name of the any form.
const AnyName = "sonic+any"

// AnyCodec is sonic.Marshal and sonic.Unmarshal on generic trees
// (anyjson), on the path this build runs, declared as Codec is.
var AnyCodec = declareAny(Codec)

// declareAny is the any form of the codec c of this build's path.
func declareAny(c suite.Codec) suite.Codec {
	a := c
	a.Name = AnyName
	a.Title = c.Title + ", any tree"
	a.Labels = append(slices.Clone(c.Labels), suite.LabelAny)
	a.Notes = "On generic trees (map[string]any, []any, float64, string, bool, nil), on datasets that offer the tree " +
		"(codecs/anyjson): sonic.Marshal of the tree and sonic.Unmarshal into a new *any (numbers as float64), " +
		"encode and decode, no read. Integers above 2^53 do not survive float64, and such cells fail their round " +
		"trip. As the plain form: " + c.Notes
	a.Bind = anyjson.Bind(anyjson.Lib{Marshal: marshal, Unmarshal: func(b []byte, v *any) error { return unmarshal(b, v) }})
	a.Generic = nil
	return a
}

func marshal(v any) ([]byte, error) {
	b, err := sonic.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("sonic: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := sonic.Unmarshal(b, ptr); err != nil {
		return fmt.Errorf("sonic: %w", err)
	}
	return nil
}
