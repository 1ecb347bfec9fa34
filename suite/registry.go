package suite

import (
	"fmt"
	"slices"
	"strings"
)

// Registry is the one declarative list of codecs and datasets. It drives
// the command line, the Go benchmarks and the reports alike.
type Registry struct {
	Codecs   []Codec   // every codec
	Datasets []Dataset // every dataset
}

// Codec returns the codec named name.
func (r *Registry) Codec(name string) (Codec, bool) {
	for _, c := range r.Codecs {
		if c.Name == name {
			return c, true
		}
	}
	return Codec{}, false
}

// Dataset returns the dataset named name.
func (r *Registry) Dataset(name string) (Dataset, bool) {
	for _, d := range r.Datasets {
		if d.Info().Name == name {
			return d, true
		}
	}
	return nil, false
}

// Selection narrows the registry to the cells of a run. Empty lists select
// everything, except that variants marked Full need Full, and the Quick
// default suite takes only the variants marked Default (every codec) and
// SeedCodecs (the codecs the dataset's seed measured), with a variant's
// DefaultOps when it has them. Variants named in Variants are selected
// whatever their marks.
type Selection struct {
	Datasets []string // dataset names (--dataset)
	Variants []string // variant names (--variant)
	Codecs   []string // codec names (--codec)
	Ops      []Op     // --op
	Full     bool     // --full: add the variants marked Full
	Quick    bool     // the default suite: only variants marked Default or SeedCodecs
}

// UsageError is a bad name or value given by the user: the command line
// reports it on one line and exits with status 2.
type UsageError struct {
	Msg string // the one line the command line prints
}

// Error returns Msg.
func (e *UsageError) Error() string { return e.Msg }

func usageErr(kind, got string, valid []string) error {
	return &UsageError{Msg: fmt.Sprintf("unknown %s %q (valid: %s)", kind, got, strings.Join(valid, ", "))}
}

// Plan checks every name in sel and returns the selected cells in run order:
// dataset, variant, codec, op, as the registry lists them.
func (r *Registry) Plan(sel Selection) ([]Cell, error) {
	var dsNames, codecNames []string
	for _, d := range r.Datasets {
		dsNames = append(dsNames, d.Info().Name)
	}
	for _, c := range r.Codecs {
		codecNames = append(codecNames, c.Name)
	}
	for _, name := range sel.Datasets {
		if !slices.Contains(dsNames, name) {
			return nil, usageErr("dataset", name, dsNames)
		}
	}
	for _, name := range sel.Codecs {
		if !slices.Contains(codecNames, name) {
			return nil, usageErr("codec", name, codecNames)
		}
	}
	var datasets []Dataset
	for _, d := range r.Datasets {
		if len(sel.Datasets) == 0 || slices.Contains(sel.Datasets, d.Info().Name) {
			datasets = append(datasets, d)
		}
	}
	// A variant name is valid when some selected dataset has it; a dataset
	// without any of the named variants simply contributes no cells.
	var variantNames []string
	for _, d := range datasets {
		for _, v := range d.Info().Variants {
			if !slices.Contains(variantNames, v.Name) {
				variantNames = append(variantNames, v.Name)
			}
		}
	}
	for _, name := range sel.Variants {
		if !slices.Contains(variantNames, name) {
			return nil, usageErr("variant", name, variantNames)
		}
	}
	var cells []Cell
	for _, d := range datasets {
		info := d.Info()
		for _, v := range info.Variants {
			if len(sel.Variants) > 0 {
				if !slices.Contains(sel.Variants, v.Name) {
					continue
				}
			} else if (v.Full && !sel.Full) || (sel.Quick && !v.Default && !v.SeedCodecs) {
				continue
			}
			seedOnly := sel.Quick && !v.Default && len(sel.Variants) == 0
			ops := sel.Ops
			if sel.Quick && len(sel.Variants) == 0 && len(ops) == 0 {
				ops = v.DefaultOps
			}
			// Codecs in registry order, so every report lists them alike.
			for _, b := range r.Bindings(d, v.Name) {
				if len(sel.Codecs) > 0 && !slices.Contains(sel.Codecs, b.Codec.Name) {
					continue
				}
				if seedOnly && !info.SeedCodec(b.Codec.Name) {
					continue
				}
				for _, op := range Ops {
					if !slices.Contains(b.Ops, op) || (len(ops) > 0 && !slices.Contains(ops, op)) {
						continue
					}
					cells = append(cells, Cell{Dataset: info.Name, Variant: v.Name, Codec: b.Codec.Name, Op: op, Data: d, Bound: b})
				}
			}
		}
	}
	if len(cells) == 0 {
		return nil, &UsageError{Msg: "the selection has no cells: no selected codec is bound to a selected dataset and variant (see serbench list)"}
	}
	return cells, nil
}

// Bindings returns every codec bound to a variant of d, in registry order.
func (r *Registry) Bindings(d Dataset, variant string) []*Bound {
	return BindAll(d, variant, r.Codecs)
}

// Bind returns the codec named codec bound to a variant of d.
func (r *Registry) Bind(d Dataset, variant, codec string) (*Bound, error) {
	c, ok := r.Codec(codec)
	if !ok {
		return nil, fmt.Errorf("no codec %s", codec)
	}
	b, ok := bind(d, variant, &c)
	if !ok {
		return nil, fmt.Errorf("codec %s is not bound to %s/%s", codec, d.Info().Name, variant)
	}
	return b, nil
}

// bind binds c to a variant of d, able to bind again (Bound.Fresh).
func bind(d Dataset, variant string, c *Codec) (*Bound, bool) {
	b, ok := d.Bind(variant, c)
	if ok && b != nil {
		b.rebind = func() (*Bound, bool) { return d.Bind(variant, c) }
	}
	return b, ok
}

// BindAll returns every one of codecs bound to a variant of d, in order,
// leaving out the codecs unfit for it.
func BindAll(d Dataset, variant string, codecs []Codec) []*Bound {
	var out []*Bound
	for i := range codecs {
		if codecs[i].UnfitFor(d.Info().Name, variant) != "" {
			continue
		}
		if b, ok := bind(d, variant, &codecs[i]); ok {
			out = append(out, b)
		}
	}
	return out
}

// CodecsOf returns the codecs bound to any variant of d, in registry
// order, each with the union of its ops over the variants.
func (r *Registry) CodecsOf(d Dataset) []CodecOps {
	var out []CodecOps
	for i := range r.Codecs {
		c := &r.Codecs[i]
		var ops []Op
		for _, v := range d.Info().Variants {
			if c.UnfitFor(d.Info().Name, v.Name) != "" {
				continue
			}
			if b, ok := d.Bind(v.Name, c); ok {
				for _, op := range b.Ops {
					if !slices.Contains(ops, op) {
						ops = append(ops, op)
					}
				}
			}
		}
		if len(ops) > 0 {
			slices.SortFunc(ops, func(a, b Op) int { return slices.Index(Ops, a) - slices.Index(Ops, b) })
			out = append(out, CodecOps{Codec: c.Name, Ops: ops})
		}
	}
	return out
}

// SeedCodec reports whether the dataset's seed measured codec: its
// published figures or ratios name it.
func (i Info) SeedCodec(codec string) bool {
	for _, p := range i.Published {
		if p.Codec == codec {
			return true
		}
	}
	for _, r := range i.Ratios {
		if r.Slow == codec || r.Fast == codec {
			return true
		}
	}
	return false
}

// Fit lists, in registry order, the codecs not declared unfit for a
// dataset's variant, or for the dataset as a whole when variant is "":
// the codecs that should bind there. Tests compare it with what binds, so
// that a codec whose conversion a dataset forgot to offer fails.
func (r *Registry) Fit(dataset, variant string) []string {
	var out []string
	for _, c := range r.Codecs {
		if variant == "" && c.Unfit[dataset] == "" || variant != "" && c.UnfitFor(dataset, variant) == "" {
			out = append(out, c.Name)
		}
	}
	return out
}

// CodecOps names a bound codec and the ops its binding supports.
type CodecOps struct {
	Codec string // the codec's name
	Ops   []Op   // the ops its binding supports
}

// Check reports mistakes in the declarations themselves: duplicate names,
// codecs without a way to bind, bindings that cannot be prepared, and
// published figures for unknown variants.
func (r *Registry) Check() error {
	seen := map[string]bool{}
	for _, c := range r.Codecs {
		if seen["codec "+c.Name] {
			return fmt.Errorf("codec %s declared twice", c.Name)
		}
		seen["codec "+c.Name] = true
		if c.Bind == nil {
			return fmt.Errorf("codec %s has no Bind", c.Name)
		}
		for key := range c.Unfit {
			ds, v, _ := strings.Cut(key, "/")
			d, ok := r.Dataset(ds)
			if !ok {
				return fmt.Errorf("codec %s is unfit for unknown dataset %s", c.Name, ds)
			}
			if _, ok := d.Info().Variant(v); v != "" && !ok {
				return fmt.Errorf("codec %s is unfit for unknown variant %s", c.Name, key)
			}
		}
	}
	for _, d := range r.Datasets {
		info := d.Info()
		if seen["dataset "+info.Name] {
			return fmt.Errorf("dataset %s declared twice", info.Name)
		}
		seen["dataset "+info.Name] = true
		for _, v := range info.Variants {
			for _, b := range r.Bindings(d, v.Name) {
				if b.err != nil {
					return fmt.Errorf("dataset %s variant %s: %w", info.Name, v.Name, b.err)
				}
			}
		}
		for _, v := range info.Variants {
			if v.Default && v.Full {
				return fmt.Errorf("dataset %s variant %s is both Default and Full", info.Name, v.Name)
			}
			if len(v.DefaultOps) > 0 && !v.Default {
				return fmt.Errorf("dataset %s variant %s has DefaultOps but is not Default", info.Name, v.Name)
			}
			for _, k := range v.Known {
				if _, ok := r.Codec(k.Codec); !ok || k.Match == "" || k.Why == "" {
					return fmt.Errorf("dataset %s variant %s: known failure of %q needs a registered codec, Match and Why", info.Name, v.Name, k.Codec)
				}
			}
		}
		for _, p := range info.Published {
			if _, ok := info.Variant(p.Variant); !ok {
				return fmt.Errorf("dataset %s publishes a figure for unknown variant %s", info.Name, p.Variant)
			}
		}
	}
	return nil
}

// Runtimes maps the name of every codec that declares a Runtime to it,
// for env.json.
func (r *Registry) Runtimes() map[string]string {
	out := map[string]string{}
	for _, c := range r.Codecs {
		if c.Runtime != "" {
			out[c.Name] = c.Runtime
		}
	}
	return out
}

// Modules lists the Go modules of every codec once, for env.json.
func (r *Registry) Modules() []string {
	var out []string
	for _, c := range r.Codecs {
		if !slices.Contains(out, c.Module) {
			out = append(out, c.Module)
		}
	}
	return out
}
