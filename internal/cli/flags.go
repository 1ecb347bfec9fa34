package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/serbench/serbench/suite"
)

// listFlag is a comma-separated list flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

// newFlags returns a flag set that reports errors as UsageErrors, on one line.
// The flag package's own usage output is discarded: the help is helpText's.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if onNewFlags != nil {
		onNewFlags(fs)
	}
	return fs
}

// onNewFlags, when set, sees every flag set newFlags makes: the help test
// reads the flags the commands really register from it, rather than from a
// second hand-written list.
var onNewFlags func(*flag.FlagSet)

func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err)
	}
	if fs.NArg() > 0 {
		return &suite.UsageError{Msg: fmt.Sprintf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))}
	}
	return nil
}

// flagError turns a flag parsing error into a one-line usage error.
func flagError(fs *flag.FlagSet, err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return &helpError{command: fs.Name()}
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, "--"+f.Name) })
	return &suite.UsageError{Msg: fmt.Sprintf("%s: %v (valid flags: %s)", fs.Name(), err, strings.Join(names, ", "))}
}

// parseInterleaved parses args whose flags may come before, between or
// after the positional arguments (serbench compare OLD NEW --fail-above 5),
// and returns those, in order.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, flagError(fs, err)
		}
		if fs.NArg() == 0 {
			return pos, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
