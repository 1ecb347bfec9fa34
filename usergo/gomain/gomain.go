// Package gomain is the main of the program serbench builds for `run
// --go`: serbench's command line with the dataset of the user's Go types.
// It is apart from usergo so that the lean timing worker built beside it
// (usergo.Worker) links the dataset without the command line.
package gomain

import (
	"io"
	"os"

	"github.com/serbench/serbench/internal/cli"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/usergo"
)

// Main runs serbench's command line with the dataset of p.
func Main(p *usergo.Program) int {
	return cli.MainUser(func(in cli.UserInput, stderr io.Writer) (*suite.Registry, error) {
		if in.Worker {
			return usergo.WorkerRegistry(p, in.Samples, in.Messages, in.Variant, in.Codec, in.Models)
		}
		return usergo.Registry(p, usergo.Input{Samples: in.Samples, Messages: in.Messages}, stderr)
	}, os.Args[1:], os.Stdout, os.Stderr)
}
