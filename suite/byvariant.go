package suite

import "fmt"

// ByVariant is a dataset whose variants are Defs over different model
// types (a *Tiny in one variant, a map of Huges in another), or Mixes of
// several, so that every codec encodes exactly the variant's own Go type.
// All its variants share one Info.
type ByVariant struct {
	info Info
	defs map[string]Dataset
}

// NewByVariant makes a dataset of defs (variant name to its Def or Mix).
func NewByVariant(info Info, defs map[string]Dataset) *ByVariant {
	return &ByVariant{info: info, defs: defs}
}

// Info implements Dataset.
func (d *ByVariant) Info() Info { return d.info }

// Bind implements Dataset.
func (d *ByVariant) Bind(variant string, c *Codec) (*Bound, bool) {
	def, ok := d.defs[variant]
	if !ok {
		return nil, false
	}
	return def.Bind(variant, c)
}

// Load implements Dataset.
func (d *ByVariant) Load(variant string) (Loaded, error) {
	def, ok := d.defs[variant]
	if !ok {
		return nil, fmt.Errorf("dataset %s has no variant %q", d.info.Name, variant)
	}
	return def.Load(variant)
}

// Def returns the Def of a variant.
func (d *ByVariant) Def(variant string) (Dataset, bool) {
	def, ok := d.defs[variant]
	return def, ok
}

// Len is the number of Defs.
func (d *ByVariant) Len() int { return len(d.defs) }
