package workerbuild_test

import (
	"flag"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/workerbuild"
)

var leanDataset = flag.String("lean.dataset", "", "check this dataset's package alone (its folder name)")

// Built with a lean worker's tags, a dataset's package compiles, and links
// no codec package but the worker's own and those they import: no other
// codec's generated types and libraries, whose objects made at
// initialisation every collection of the timed call would mark. One go
// list and one go build per distinct set of tags.
func TestLeanDatasetsLinkOnlyTheirCodecs(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the datasets once per codec line")
	}
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	r, err := workerbuild.ReadRegistry(src)
	if err != nil {
		t.Fatal(err)
	}
	pkgs := slices.DeleteFunc(r.DatasetPackages(), func(p string) bool {
		name := p[strings.LastIndex(p, "/")+1:]
		return *leanDataset != "" && name != *leanDataset
	})
	if len(pkgs) == 0 {
		t.Fatalf("no dataset %q", *leanDataset)
	}
	lines, err := r.LineTags()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, tags := range lines {
		key := strings.Join(tags, ",")
		if seen[key] {
			continue
		}
		seen[key] = true
		list := exec.Command("go", append([]string{"list", "-deps", "-tags=" + key, "-f", "{{.ImportPath}}"}, pkgs...)...)
		list.Dir = src
		out, err := list.CombinedOutput()
		if err != nil {
			t.Fatalf("go list -tags=%s: %v\n%s", key, err, out)
		}
		for _, p := range strings.Fields(string(out)) {
			// A codec that needs no conversion (gob: reflection on the
			// model) links none of the datasets' generated packages.
			if len(tags) == 2 && tags[1] == workerbuild.CodecTag("gob") && strings.Count(strings.TrimPrefix(p, gobuild.ModulePath+"/datasets/"), "/") > 0 &&
				strings.HasPrefix(p, gobuild.ModulePath+"/datasets/") {
				t.Errorf("built with -tags=%s, the datasets link %s", key, p)
			}
			name, ok := strings.CutPrefix(p, gobuild.ModulePath+"/codecs/")
			if !ok || strings.HasPrefix(name, "internal") {
				continue
			}
			if !slices.Contains(tags, workerbuild.CodecTag(strings.Split(name, "/")[0])) {
				t.Errorf("built with -tags=%s, the datasets link codecs/%s", key, name)
			}
		}
		build := exec.Command("go", append([]string{"build", "-tags=" + key}, pkgs...)...)
		build.Dir = src
		if out, err := build.CombinedOutput(); err != nil {
			t.Errorf("go build -tags=%s: %v\n%s", key, err, out)
		}
	}
}
