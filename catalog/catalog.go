// Package catalog assembles the registry: every codec (package codecs) and
// every dataset serbench knows.
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

// Datasets lists every dataset, each generating its own data.
func Datasets() []suite.Dataset {
	return []suite.Dataset{
		transaction.Dataset(),
		tickdata.Dataset(),
		objectlist.Dataset(),
		structs.Dataset(),
		boutique.Dataset(),
	}
}

// Registry returns the full registry.
func Registry() *suite.Registry {
	return &suite.Registry{Codecs: codecs.All(), Datasets: Datasets()}
}
