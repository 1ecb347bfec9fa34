package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/serbench/serbench/catalog"
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
		fmt.Fprintf(stdout, "  %s: %s (seed %s)\n", d.Name, d.Title, d.Seed)
		for _, v := range d.Variants {
			full := ""
			switch {
			case v.Full:
				full = " (--full)"
			case v.Default:
				full = " (default suite)"
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
	fmt.Fprintf(stdout, "\n%d cells in all, %d in the default suite.\n", cat.Cells, cat.DefaultCells)
	return nil
}

// CatalogJSON is what `serbench list --json` prints.
type CatalogJSON struct {
	Codecs       []suite.Codec `json:"codecs"`
	Datasets     []DatasetJSON `json:"datasets"`
	Cells        int           `json:"cells"`         // every cell, --full included
	DefaultCells int           `json:"default_cells"` // cells of the default suite
}

// DatasetJSON lists one dataset's variants and bound codecs.
type DatasetJSON struct {
	Name     string              `json:"name"`
	Title    string              `json:"title"`
	Seed     string              `json:"seed"`
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
		d := DatasetJSON{Name: info.Name, Title: info.Title, Seed: info.Seed.File, Unit: info.Unit, Variants: info.Variants}
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
	return out
}
