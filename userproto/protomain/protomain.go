// Package protomain is the main of the program serbench builds for a
// .proto file: serbench's command line with the schema's dataset. It is
// apart from userproto so that the lean timing worker built beside it
// (userproto.Worker) links the dataset without the command line.
package protomain

import (
	"io"
	"os"

	"github.com/serbench/serbench/internal/cli"
	"github.com/serbench/serbench/suite"
	"github.com/serbench/serbench/userproto"
)

// Main runs serbench's command line with the dataset of s.
func Main(s *userproto.Schema) int {
	return cli.MainUser(func(in cli.UserInput, stderr io.Writer) (*suite.Registry, error) {
		return userproto.Registry(s, userproto.Input{Samples: in.Samples, Message: in.Message, Messages: in.Messages, Worker: in.Worker, Variant: in.Variant, Codec: in.Codec, Models: in.Models}, stderr)
	}, os.Args[1:], os.Stdout, os.Stderr)
}
