// Package catalog assembles the registry: every codec and every dataset
// serbench knows, in one list.
package catalog

import (
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/boutique"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/datasets/structs"
	"github.com/serbench/serbench/datasets/tickdata"
	"github.com/serbench/serbench/datasets/transaction"
	"github.com/serbench/serbench/suite"
)

// Options choose where datasets that can load outside data get it from.
type Options struct {
	// Boutique is the source of the Online Boutique trace; the zero value
	// generates it.
	Boutique boutique.Source
}

// Registry returns the full registry, every dataset generating its own data.
func Registry() *suite.Registry { return New(Options{}) }

// New returns the full registry with the given sources.
func New(opt Options) *suite.Registry {
	return &suite.Registry{
		Codecs: codecs.All,
		Datasets: []suite.Dataset{
			transaction.Dataset(),
			tickdata.Dataset(),
			objectlist.Dataset(),
			structs.Dataset(),
			boutique.Dataset(opt.Boutique),
		},
	}
}
