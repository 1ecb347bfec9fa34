package workerbuild_test

import (
	"flag"
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
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

// Every file of a dataset that uses a codec's package compiles in that
// codec's own lean worker (in one of them, for a file that uses several,
// as symphony's uses protobuf's): a file put under another codec's
// constraint would leave its codec unbound in its own worker, whose cells
// would fail.
func TestLeanDatasetFilesCompileForTheirCodec(t *testing.T) {
	src, err := gobuild.SourceDir()
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(src, "datasets", "*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		var uses []string
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if rest, ok := strings.CutPrefix(p, gobuild.ModulePath+"/codecs/"); ok && !strings.Contains(rest, "/") && rest != "internal" {
				uses = append(uses, rest)
			}
		}
		if len(uses) == 0 {
			continue
		}
		expr := buildConstraint(t, f)
		if expr == nil {
			t.Errorf("%s uses codecs %v but has no build constraint: every lean worker compiles it", name, uses)
			continue
		}
		ok := false
		for _, c := range uses {
			tags, err := workerbuild.Tags(src, []string{gobuild.ModulePath + "/codecs/" + c})
			if err != nil {
				t.Fatal(err)
			}
			if expr.Eval(func(tag string) bool { return slices.Contains(tags, tag) }) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s uses codecs %v, but no one of their lean workers compiles it (//go:build %s)", name, uses, expr)
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("only %d dataset files use a codec package", checked)
	}
}

// buildConstraint is f's //go:build expression, nil without one.
func buildConstraint(t *testing.T, f *ast.File) constraint.Expr {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if constraint.IsGoBuild(c.Text) {
				expr, err := constraint.Parse(c.Text)
				if err != nil {
					t.Fatal(err)
				}
				return expr
			}
		}
	}
	return nil
}
