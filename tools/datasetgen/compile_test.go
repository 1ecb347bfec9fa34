package main

import (
	"slices"
	"strings"
	"testing"
)

// The follow-ups name the dataset's own paths: thrift's imports, pulsar's
// copied .proto and the file dropunreachable edits; a codec with nothing to do
// after protoc-gen-serbench has no step.
func TestFollowUps(t *testing.T) {
	steps, formatted := followUps("thrift", "example.com/m/datasets/d", "d.proto")
	if len(steps) != 1 || !slices.Contains(steps[0].args, "go:package_prefix=example.com/m/datasets/d/") || !slices.Equal(formatted, []string{"thgen"}) {
		t.Errorf("thrift: %v, gofmt %v", steps, formatted)
	}
	steps, _ = followUps("pulsar", "example.com/m/datasets/d", "d.proto")
	var all []string
	for _, s := range steps {
		all = append(all, strings.Join(s.args, " "))
	}
	for _, want := range []string{"-go_package example.com/m/datasets/d/pulsarpb -o pulsarpb/d.proto d.proto", "dropunreachable pulsarpb/d.pulsar.go", "-o pulsar_gen.go protobuf_gen.go"} {
		if !strings.Contains(strings.Join(all, "\n"), want) {
			t.Errorf("pulsar's steps lack %q:\n%s", want, strings.Join(all, "\n"))
		}
	}
	if steps, formatted := followUps("jx", "example.com/m/datasets/d", "d.proto"); steps != nil || formatted != nil {
		t.Errorf("jx: %v, %v; want nothing", steps, formatted)
	}
}
