package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/userbuild"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// UserInput is what `run --proto` gives the dataset of a user's schema,
// and `run --go` the dataset of a user's Go types.
type UserInput struct {
	Proto     string
	ProtoPath []string
	Samples   string // a folder of <MessageName>.jsonl (or <Type>.jsonl) files, or with one type one file
	Message   string // one message type only
	Messages  int    // how many messages to generate without Samples (0: the default)
	// Go is the package of the user's Go types (an import path or a
	// folder), and Types the exported struct types of it to run on.
	Go    string
	Types []string
	// Worker is set in a timing worker: the parent validated the codecs
	// on the same messages already. Variant and Codec are the worker's
	// cell's, whose messages and binding alone it needs.
	Worker         bool
	Variant, Codec string
	// Models is a worker's file of its variant's messages as its parent
	// holds them (timeworker.Flags.Models), read instead of the samples.
	Models string
}

// external reports whether the run is on the user's own types (--proto or
// --go), which a program built for them serves.
func (in UserInput) external() bool { return in.Proto != "" || in.Go != "" }

// register adds run's flags of a user's schema to fs.
func (in *UserInput) register(fs *flag.FlagSet) {
	fs.StringVar(&in.Proto, "proto", "", "a .proto file to run on")
	fs.Var((*listFlag)(&in.ProtoPath), "proto-path", "where the .proto's imports are found")
	fs.StringVar(&in.Samples, "samples", "", "a folder of <MessageName>.jsonl files, or with --message one file")
	fs.StringVar(&in.Message, "message", "", "one message type of the .proto")
	fs.IntVar(&in.Messages, "messages", 0, "how many messages to generate without --samples")
	fs.StringVar(&in.Go, "go", "", "a package of Go types to run on: an import path, or a folder such as ./internal/model")
	fs.Var((*listFlag)(&in.Types), "type", "the exported struct types of --go's package, comma-separated")
}

// args are the flags that give in again, for a timing worker.
func (in UserInput) args() []string {
	input := timeworker.User{Samples: in.Samples, Message: in.Message, Messages: in.Messages}.Args()
	if in.Go != "" {
		return append([]string{"--go", in.Go, "--type", strings.Join(in.Types, ",")}, input...)
	}
	if in.Proto == "" {
		return nil
	}
	out := []string{"--proto", in.Proto}
	for _, p := range in.ProtoPath {
		out = append(out, "--proto-path", p)
	}
	return append(out, input...)
}

// UserRegistry returns the registry of a user's schema: serbench's codecs
// and the schema's dataset over the input's messages.
type UserRegistry func(in UserInput, stderr io.Writer) (*suite.Registry, error)

// userRegistry is set in the program serbench builds for a .proto file
// (MainUser), and nil in serbench itself, which builds that program.
var userRegistry UserRegistry

// MainUser is Main in the program built for a user's .proto file: `run
// --proto` runs on the dataset reg returns instead of building again.
func MainUser(reg UserRegistry, args []string, stdout, stderr io.Writer) int {
	userRegistry = reg
	return Main(args, stdout, stderr)
}

// exitStatus is the exit status of the program built for a .proto file,
// which has printed its own messages.
type exitStatus int

func (e exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// protoRun is `run --proto` (or verify) in serbench itself: build (or
// reuse) the program for the schema and run it with the same arguments.
func protoRun(in UserInput, args []string, setup gobuild.Setup, stdout, stderr io.Writer) error {
	code, err := userbuild.Run(userbuild.Options{
		Proto: in.Proto, ProtoPath: in.ProtoPath, Samples: in.Samples, Message: in.Message, Setup: setup,
	}, args, stdout, stderr)
	if err != nil {
		return err
	}
	if code != 0 {
		return exitStatus(code)
	}
	return nil
}

// goRun is `run --go` (or verify) in serbench itself: build (or reuse)
// the program for the types and run it with the same arguments.
func goRun(in UserInput, args []string, setup gobuild.Setup, stdout, stderr io.Writer) error {
	code, err := userbuild.RunGo(userbuild.GoOptions{Package: in.Go, Types: in.Types, Samples: in.Samples, Setup: setup}, args, stdout, stderr)
	if err != nil {
		return err
	}
	if code != 0 {
		return exitStatus(code)
	}
	return nil
}

// userRun builds (or reuses) the program for the user's types, --proto's
// or --go's, and runs it with args. A program that counts instructions is
// built as run's counting workers are (gobuild.Counting: its counts are
// its own workers'), and cached apart.
func userRun(in UserInput, args []string, counted bool, stdout, stderr io.Writer) error {
	var setup gobuild.Setup
	if counted {
		var err error
		if setup, err = countingSetup(stderr); err != nil {
			return err
		}
	}
	if in.Go != "" {
		return goRun(in, args, setup, stdout, stderr)
	}
	return protoRun(in, args, setup, stdout, stderr)
}

// protoRegistry is the registry of `run --proto` or `run --go` in the
// built program.
func protoRegistry(in UserInput, stderr io.Writer) (*suite.Registry, error) {
	if userRegistry == nil {
		if in.Go != "" {
			return nil, fmt.Errorf("--go: no types registered in this program")
		}
		return nil, fmt.Errorf("--proto: no schema registered in this program")
	}
	return userRegistry(in, stderr)
}
