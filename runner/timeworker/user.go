package timeworker

import (
	"flag"
	"strconv"
	"strings"

	"github.com/serbench/serbench/suite"
)

// User is what the dataset of a user's schema or Go types needs in a
// timing worker: the input its parent ran on (the samples, the one message
// type, or how many messages to generate), the cell's variant and codec,
// whose messages and binding alone the worker loads, and Flags.Models.
type User struct {
	Samples, Message string
	Messages         int
	Variant, Codec   string
	Models           string
}

// Register adds the flags of the parent's input (Args gives them).
func (u *User) Register(fs *flag.FlagSet) {
	fs.StringVar(&u.Samples, "samples", "", "the parent's --samples")
	fs.StringVar(&u.Message, "message", "", "the parent's --message")
	fs.IntVar(&u.Messages, "messages", 0, "the parent's --messages")
}

// Args are the flags that give u's input again, for a lean worker.
func (u User) Args() []string {
	var out []string
	if u.Samples != "" {
		out = append(out, "--samples", u.Samples)
	}
	if u.Message != "" {
		out = append(out, "--message", u.Message)
	}
	if u.Messages != 0 {
		out = append(out, "--messages", strconv.Itoa(u.Messages))
	}
	return out
}

// ForCell sets u's Variant and Codec from the cell's name
// (dataset/variant/codec) and its Models from f.
func (u *User) ForCell(f Flags, name string) {
	u.Models = f.Models
	if parts := strings.Split(name, "/"); len(parts) == 3 {
		u.Variant, u.Codec = parts[1], parts[2]
	}
}

// MainUser is Main for the lean timing worker built beside the program
// for a user's schema or Go types (internal/userbuild): it links that
// program's dataset and serbench's codecs, but not serbench's command
// line, whose packages (every built-in dataset, the reports' charts)
// slowed each worker's start and left more on its heap for every
// collection to mark.
// registry makes the worker's registry for the cell u names.
func MainUser(registry func(u User) (*suite.Registry, error)) int {
	var u User
	return serveMain(u.Register, func(f Flags, name string) (*suite.Registry, error) {
		u.ForCell(f, name)
		return registry(u)
	})
}
