package layers

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/serbench/serbench"

// rule is docs/layout.md's table: a folder's layer, by folder.
type rule map[string]int

var rowRE = regexp.MustCompile("^\\| ([0-9]+)\\. [^|]+\\| (.+) \\|$")

// readRule reads the table under "Which may import which".
func readRule(path string) (rule, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := rule{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := rowRE.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		layer, _ := strconv.Atoi(m[1])
		for _, cell := range strings.Split(m[2], ",") {
			folder := strings.Trim(strings.TrimSpace(cell), "`")
			if _, dup := r[folder]; dup {
				return nil, fmt.Errorf("%s: %s is in two rows", path, folder)
			}
			r[folder] = layer
		}
	}
	if len(r) == 0 {
		return nil, fmt.Errorf("%s: no layer table", path)
	}
	return r, sc.Err()
}

// layer is the layer of the package at path (relative to the module),
// from the longest folder of r that holds it ("." holds the root package
// alone); 0 when none does.
func (r rule) layer(pkg string) (int, string) {
	best, folder := 0, ""
	for f, l := range r {
		if (pkg == f || f != "." && strings.HasPrefix(pkg, f+"/")) && len(f) >= len(folder) {
			best, folder = l, f
		}
	}
	return best, folder
}

// check returns a line for each import of imports (package → its
// imports, paths relative to the module) against r.
func (r rule) check(imports map[string][]string) []string {
	var bad []string
	for pkg, imps := range imports {
		from, _ := r.layer(pkg)
		if from == 0 {
			bad = append(bad, fmt.Sprintf("%s is in no layer of docs/layout.md", pkg))
			continue
		}
		for _, imp := range imps {
			if to, folder := r.layer(imp); to > from {
				bad = append(bad, fmt.Sprintf("%s (layer %d) imports %s (layer %d, %s)", pkg, from, imp, to, folder))
			}
		}
	}
	return bad
}

// moduleImports lists the module's packages and their non-test imports
// within the module.
func moduleImports(t *testing.T) map[string][]string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	// -e: an import against the layers often closes a cycle (a dataset
	// importing internal/cli, which imports the catalog of datasets),
	// which go list reports as an error; the imports are listed anyway and
	// the check below names the one against the rule.
	cmd := exec.Command("go", "list", "-e", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...")
	cmd.Dir = root
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	imports := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg := rel(fields[0])
		imports[pkg] = nil
		for _, imp := range fields[1:] {
			if imp == module || strings.HasPrefix(imp, module+"/") {
				imports[pkg] = append(imports[pkg], rel(imp))
			}
		}
	}
	return imports
}

func rel(path string) string {
	if path == module {
		return "."
	}
	return strings.TrimPrefix(path, module+"/")
}

func TestImportsKeepTheLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list ./...")
	}
	r, err := readRule(filepath.Join("..", "..", "docs", "layout.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range r.check(moduleImports(t)) {
		t.Error(line)
	}
}

// The check fails when a dataset imports the command line, or a package
// sits in no layer.
func TestCheckFailsAgainstTheRule(t *testing.T) {
	r, err := readRule(filepath.Join("..", "..", "docs", "layout.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		imports map[string][]string
		want    string
	}{
		{map[string][]string{"datasets/structs": {"suite", "internal/cli"}}, "datasets/structs (layer 3) imports internal/cli (layer 5, internal/cli)"},
		{map[string][]string{"measure": {"suite"}}, "measure (layer 1) imports suite (layer 2, suite)"},
		{map[string][]string{"newfolder/x": nil}, "newfolder/x is in no layer of docs/layout.md"},
	} {
		if got := r.check(c.imports); len(got) != 1 || got[0] != c.want {
			t.Errorf("check(%v) = %q, want [%q]", c.imports, got, c.want)
		}
	}
	if got := r.check(map[string][]string{"internal/cli": {"runner", "datasets/structs", "suite"}}); len(got) != 0 {
		t.Errorf("the command line importing below it: got %q, want nothing", got)
	}
}
