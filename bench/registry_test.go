package bench

import (
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/objectlist/pb"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

// bench's list is serbench's registry less what bench cannot or does not
// run: every codec of the registry that binds any Go value, or a protobuf
// message through the conversion the protobuf codecs share, is in it
// (sonic through bench/sonic), with the registry's name, in the
// registry's order; and none of the rest is.
func TestKnownFollowsRegistry(t *testing.T) {
	var want []string
	for _, c := range codecs.All() {
		if slices.Contains(c.Labels, suite.LabelReuse) || c.Name == "sonic" {
			continue
		}
		plain, _ := c.Bind(&probe{})
		msg, _ := c.Bind(&probe{offers: []any{messages{reflect.TypeFor[*pb.Object]()}}})
		_, anyValue := plain.(modelBinding)
		_, message := msg.(messageBinding)
		generated := c.Name == "easyjson" || c.Name == "msgp"
		// The +any forms are reflection on generic trees, which bind only
		// a dataset that offers the tree (codecs/anyjson).
		if anyValue != slices.Contains(c.Labels, suite.LabelReflection) && c.Name != "avro" && c.Name != "goavro" && c.Name != "goavro-json" &&
			!slices.Contains(c.Labels, suite.LabelAny) {
			t.Errorf("%s: labels %v, binds any Go value: %v", c.Name, c.Labels, anyValue)
		}
		if anyValue || message || generated {
			want = append(want, c.Name)
		}
	}
	var got []string
	for _, c := range known() {
		got = append(got, c.Name)
	}
	if !slices.Equal(got, want) {
		t.Errorf("bench's codecs\n%v\nwant (the registry's, in its order)\n%v", got, want)
	}
}

// Package bench links nothing of serbench's command line, reports or
// datasets (internal/panics, which catches a codec's panic, is shared).
func TestLinksNoCommandLine(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goBin, err := gobuild.GoTool()
	if err != nil {
		t.Skip(err)
	}
	out, err := exec.Command(goBin, "list", "-deps", "github.com/serbench/serbench/bench", "github.com/serbench/serbench/bench/sonic").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		rest, ok := strings.CutPrefix(dep, "github.com/serbench/serbench/")
		if !ok {
			continue
		}
		top, _, _ := strings.Cut(rest, "/")
		if rest == "internal/panics" {
			continue
		}
		if !slices.Contains([]string{"bench", "codecs", "suite", "digest"}, top) || strings.HasPrefix(rest, "bench/internal/") && rest != "bench/internal/addon" {
			t.Errorf("bench links %s", dep)
		}
	}
}

// The package documentation names every codec bench runs.
func TestDocListsCodecs(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range append(known(), &suite.Codec{Name: "sonic"}) {
		if !strings.Contains(string(doc), " "+c.Name+",") && !strings.Contains(string(doc), " "+c.Name+";") &&
			!strings.Contains(string(doc), " "+c.Name+" ") {
			t.Errorf("doc.go does not name codec %s", c.Name)
		}
	}
}
