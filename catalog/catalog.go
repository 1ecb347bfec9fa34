// Package catalog assembles the registry: every codec (package codecs) and
// every dataset serbench knows.
package catalog

import (
	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/boutique"
	"github.com/serbench/serbench/datasets/canada"
	"github.com/serbench/serbench/datasets/citm"
	"github.com/serbench/serbench/datasets/fhir"
	"github.com/serbench/serbench/datasets/golang"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/datasets/structs"
	"github.com/serbench/serbench/datasets/tickdata"
	"github.com/serbench/serbench/datasets/transaction"
	"github.com/serbench/serbench/datasets/twitter"
	"github.com/serbench/serbench/suite"
	// go-cmp's diff for a failed round trip (suite.Explain): here, not in
	// the datasets, so that a lean timing worker does not link go-cmp.
	_ "github.com/serbench/serbench/suite/cmpeq"
)

// Datasets lists every dataset, each generating its own data.
func Datasets() []suite.Dataset {
	return []suite.Dataset{
		transaction.Dataset(),
		tickdata.Dataset(),
		objectlist.Dataset(),
		structs.Dataset(),
		boutique.Dataset(),
		// Public documents the JSON libraries benchmark on.
		twitter.Dataset(),
		citm.Dataset(),
		canada.Dataset(),
		golang.Dataset(),
		fhir.Dataset(),
	}
}

// Registry returns the full registry.
func Registry() *suite.Registry {
	return &suite.Registry{Codecs: codecs.All(), Datasets: Datasets()}
}
