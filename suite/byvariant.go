package suite

import "fmt"

// ByVariant is a dataset whose variants are Defs over different model
// types (a *Tiny in one variant, a map of Huges in another), so that every
// codec encodes exactly the variant's own Go type. All its Defs share info
// and bind the same codecs in the same order.
type ByVariant struct {
	info   Info
	defs   map[string]Dataset
	codecs []CodecOps
}

// NewByVariant makes a dataset of defs (variant name to its Def); codecs
// are taken from the Def of the first of info's variants.
func NewByVariant(info Info, defs map[string]Dataset) *ByVariant {
	d := &ByVariant{info: info, defs: defs}
	if len(info.Variants) > 0 {
		if def, ok := defs[info.Variants[0].Name]; ok {
			d.codecs = def.Codecs()
		}
	}
	return d
}

// Info implements Dataset.
func (d *ByVariant) Info() Info { return d.info }

// Codecs implements Dataset.
func (d *ByVariant) Codecs() []CodecOps { return d.codecs }

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
