package codecs

import (
	"slices"

	"github.com/serbench/serbench/suite"
)

// WithoutAnyForms returns names without the JSON libraries' +any forms
// (labelled suite.LabelAny), which bind only a dataset that offers Go's any
// tree (codecs/anyjson): what a dataset offering none must bind, of the
// codecs fit for it (suite.Registry.Fit).
func WithoutAnyForms(names []string) []string {
	return slices.DeleteFunc(slices.Clone(names), func(n string) bool {
		i := slices.IndexFunc(All(), func(c suite.Codec) bool { return c.Name == n })
		return i >= 0 && slices.Contains(All()[i].Labels, suite.LabelAny)
	})
}
