package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

func list(args []string, stdout io.Writer) error {
	fs := newFlags("list")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parse(fs, args); err != nil {
		return err
	}
	reg := catalog.Registry()
	cat := Catalog(reg)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(cat)
	}
	fmt.Fprintln(stdout, "Codecs:")
	for _, c := range cat.Codecs {
		fmt.Fprintf(stdout, "  %-15s %-18s %-32s [%s]\n", c.Name, c.Family, c.Title, strings.Join(c.Labels, ", "))
		for _, key := range slices.Sorted(maps.Keys(c.Unfit)) {
			fmt.Fprintf(stdout, "      left out of %s: %s\n", key, c.Unfit[key])
		}
	}
	fmt.Fprintln(stdout, "\nDatasets:")
	for _, d := range cat.Datasets {
		if d.Seed != "" {
			fmt.Fprintf(stdout, "  %s: %s (seed %s)\n", d.Name, d.Title, d.Seed)
		} else {
			fmt.Fprintf(stdout, "  %s: %s (a public document)\n", d.Name, d.Title)
		}
		for _, v := range d.Variants {
			full := ""
			switch {
			case v.Full:
				full = " (--full)"
			case v.Default:
				full = " (default suite: every codec)"
			case v.SeedCodecs:
				full = " (default suite: the seed's codecs)"
			}
			fmt.Fprintf(stdout, "    variant %-10s %s%s\n", v.Name, v.About, full)
			for _, k := range v.Known {
				fmt.Fprintf(stdout, "      known failure of %s: %s\n", k.Codec, k.Why)
			}
		}
		for _, c := range d.Codecs {
			fmt.Fprintf(stdout, "    codec   %-15s ops %s\n", c.Codec, strings.Join(c.Ops, ", "))
		}
	}
	fmt.Fprintf(stdout, "\nLibraries (%d):\n", len(cat.Libraries))
	for _, l := range cat.Libraries {
		fmt.Fprintf(stdout, "  %-40s %-36s %s on %s\n", l.Library, l.Version, strings.Join(l.Codecs, ", "), strings.Join(l.Datasets, ", "))
	}
	fmt.Fprintf(stdout, "\n%s cells in all, %s in the default suite.\n", human.Count(float64(cat.Cells)), human.Count(float64(cat.DefaultCells)))
	return nil
}

// CatalogJSON is what `serbench list --json` prints.
type CatalogJSON struct {
	Codecs       []suite.Codec `json:"codecs"`
	Datasets     []DatasetJSON `json:"datasets"`
	Cells        int           `json:"cells"`         // every cell, --full included
	DefaultCells int           `json:"default_cells"` // cells of the default suite
	Libraries    []LibraryJSON `json:"libraries"`
}

// LibraryJSON is one library the codecs use: a module, or a package of the
// standard library (several codecs may share one, as map and array modes do).
type LibraryJSON struct {
	Library  string   `json:"library"` // the module path, or the standard package
	Module   string   `json:"module"`
	Version  string   `json:"version"`
	Codecs   []string `json:"codecs"`
	Datasets []string `json:"datasets"` // where any of its codecs is bound
}

// DatasetJSON lists one dataset's variants and bound codecs.
type DatasetJSON struct {
	Name     string              `json:"name"`
	Title    string              `json:"title"`
	Seed     string              `json:"seed"`
	Source   string              `json:"source,omitempty"` // a public document's origin, licence and hash
	Unit     string              `json:"unit"`
	Variants []suite.VariantInfo `json:"variants"`
	Codecs   []CodecOpsJSON      `json:"codecs"`
	CellList []string            `json:"cells"`
}

// CodecOpsJSON names a bound codec and its ops.
type CodecOpsJSON struct {
	Codec string   `json:"codec"`
	Ops   []string `json:"ops"`
}

// Catalog describes the registry for `serbench list`.
func Catalog(reg *suite.Registry) CatalogJSON {
	out := CatalogJSON{Codecs: reg.Codecs}
	for _, ds := range reg.Datasets {
		info := ds.Info()
		d := DatasetJSON{Name: info.Name, Title: info.Title, Seed: info.Seed.File, Source: info.Source, Unit: info.Unit, Variants: info.Variants}
		for _, c := range reg.CodecsOf(ds) {
			co := CodecOpsJSON{Codec: c.Codec}
			for _, op := range c.Ops {
				co.Ops = append(co.Ops, string(op))
			}
			d.Codecs = append(d.Codecs, co)
		}
		cells, _ := reg.Plan(suite.Selection{Datasets: []string{info.Name}, Full: true})
		for _, c := range cells {
			d.CellList = append(d.CellList, c.Name())
		}
		out.Cells += len(cells)
		quick, _ := reg.Plan(suite.Selection{Datasets: []string{info.Name}, Quick: true})
		out.DefaultCells += len(quick)
		out.Datasets = append(out.Datasets, d)
	}
	out.Libraries = libraries(reg, out.Datasets)
	return out
}

// libraries groups the codecs by library, with the version this binary
// was built with and the datasets each library's codecs are bound on.
func libraries(reg *suite.Registry, datasets []DatasetJSON) []LibraryJSON {
	versions := resultset.CaptureEnv("", reg.Modules()).Modules
	var out []LibraryJSON
	index := map[string]int{}
	for _, c := range reg.Codecs {
		if slices.Contains(c.Labels, suite.LabelBaseline) {
			continue // serbench's own floor, not a library
		}
		name := c.Module
		if name == "std" {
			name = c.Title // the package: encoding/json, encoding/gob, ...
		}
		i, ok := index[name]
		if !ok {
			i = len(out)
			index[name] = i
			out = append(out, LibraryJSON{Library: name, Module: c.Module, Version: versions[c.Module]})
		}
		l := &out[i]
		l.Codecs = append(l.Codecs, c.Name)
		for _, d := range datasets {
			if !slices.Contains(l.Datasets, d.Name) && slices.ContainsFunc(d.Codecs, func(co CodecOpsJSON) bool { return co.Codec == c.Name }) {
				l.Datasets = append(l.Datasets, d.Name)
			}
		}
	}
	return out
}
