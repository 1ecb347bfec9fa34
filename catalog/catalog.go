// Package catalog assembles the registry: every codec and every dataset
// serbench knows, in one list.
package catalog

import (
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/datasets/structs"
	"github.com/serbench/serbench/datasets/tickdata"
	"github.com/serbench/serbench/datasets/transaction"
	"github.com/serbench/serbench/suite"
)

// Registry returns the full registry.
func Registry() *suite.Registry {
	return &suite.Registry{
		Codecs: codecs.All,
		Datasets: []suite.Dataset{
			transaction.Dataset(),
			tickdata.Dataset(),
			objectlist.Dataset(),
			structs.Dataset(),
		},
	}
}
