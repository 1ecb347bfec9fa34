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
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

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
		return err
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, "--"+f.Name) })
	return &suite.UsageError{Msg: fmt.Sprintf("%s: %v (valid flags: %s)", fs.Name(), err, strings.Join(names, ", "))}
}
