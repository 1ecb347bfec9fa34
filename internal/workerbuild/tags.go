package workerbuild

import (
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/gobuild"
)

// LeanTag is set in every lean worker's build. A dataset's file of one
// codec's conversions carries the constraint
//
//	//go:build !serbench_lean || serbench_<codec>
//
// (the codec package's folder under codecs/), so that a worker compiles
// only its own codec's conversions and links no other codec's packages,
// none of their generated types and none of their libraries: each holds
// objects made at its initialisation, which every collection of the timed
// call would mark. Every other build (serbench, go test, go vet) compiles
// every file.
const LeanTag = "serbench_lean"

// CodecTag is the build tag of the codec package in folder codecs/name.
func CodecTag(name string) string { return "serbench_" + name }

const codecsPath = gobuild.ModulePath + "/codecs/"

// Tags returns the build tags of a lean worker whose codec line imports
// the packages pkgs: LeanTag and the tag of every codec package the line
// links, its own and those they import (symphony's conversions build on
// protobuf's, so a symphony worker compiles both), read from the imports
// of the packages' source in serbench's tree src.
func Tags(src string, pkgs []string) ([]string, error) {
	seen := map[string]bool{}
	var visit func(name string) error
	visit = func(name string) error {
		if seen[name] {
			return nil
		}
		seen[name] = true
		dir := filepath.Join(src, "codecs", name)
		entries, err := os.ReadDir(dir)
		if err != nil {
			return fmt.Errorf("codec package %s: %w", name, err)
		}
		fset := token.NewFileSet()
		for _, e := range entries {
			if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.ImportsOnly)
			if err != nil {
				return fmt.Errorf("codec package %s: %w", name, err)
			}
			for _, im := range f.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if sub, ok := codecName(p); ok {
					if err := visit(sub); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	for _, p := range pkgs {
		if name, ok := codecName(p); ok {
			if err := visit(name); err != nil {
				return nil, err
			}
		}
	}
	tags := []string{LeanTag}
	for name := range seen {
		tags = append(tags, CodecTag(name))
	}
	slices.Sort(tags[1:])
	return tags, nil
}

// codecName is the folder of a codec package under codecs/ (not its
// internal packages).
func codecName(path string) (string, bool) {
	rest, ok := strings.CutPrefix(path, codecsPath)
	if !ok || rest == "" || strings.Contains(rest, "/") || rest == "internal" {
		return "", false
	}
	return rest, true
}

// LineTags returns the build tags of each codec line's lean workers, in
// the registry's order.
func (r *Registry) LineTags() ([][]string, error) {
	out := make([][]string, len(r.lines))
	for i := range r.lines {
		tags, err := r.lineTags(i)
		if err != nil {
			return nil, err
		}
		out[i] = tags
	}
	return out, nil
}

func (r *Registry) lineTags(i int) ([]string, error) {
	var pkgs []string
	for _, p := range r.lines[i].imports {
		pkgs = append(pkgs, p)
	}
	tags, err := Tags(r.src, pkgs)
	if err != nil {
		return nil, err
	}
	for _, t := range r.Extra {
		if !slices.Contains(tags, t) {
			tags = append(tags, t)
		}
	}
	slices.Sort(tags[1:])
	return tags, nil
}

// PayloadTags are the tags of a worker that reads --payloads: the files
// are protojson, which boutique's package reads into its protobuf types,
// so every worker of such a run compiles the protobuf conversions too
// (and holds their packages, as the user's own program reading the same
// files would).
var PayloadTags = []string{CodecTag("protobuf")}

// DatasetPackages returns the import paths of the registry's datasets'
// packages, in its order.
func (r *Registry) DatasetPackages() []string {
	var out []string
	for _, d := range r.datasets {
		for _, p := range d.imports {
			if strings.HasPrefix(p, gobuild.ModulePath+"/datasets/") && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}
