package userproto

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/serbench/serbench/suite"
)

// LeftOut gathers the codecs a user's dataset leaves out, by reason, in the
// order the reasons are first met: the registries of --proto and --go
// print and describe them alike.
type LeftOut struct {
	order  []string
	codecs map[string][]string // reason → codecs
}

// Add records that codec c is left out for why, and gives c an Unfit map
// of its own to write the reason in (the codec packages' maps are shared).
func (l *LeftOut) Add(c *suite.Codec, why string) {
	c.Unfit = maps.Clone(c.Unfit)
	if c.Unfit == nil {
		c.Unfit = map[string]string{}
	}
	if l.codecs == nil {
		l.codecs = map[string][]string{}
	}
	if !slices.Contains(l.order, why) {
		l.order = append(l.order, why)
	}
	l.codecs[why] = append(l.codecs[why], c.Name)
}

// Report prints a line a reason on stderr for dataset and returns the
// dataset description's entries, "codecs (reason)".
func (l *LeftOut) Report(dataset string, stderr io.Writer) []string {
	var out []string
	for _, why := range l.order {
		names := strings.Join(l.codecs[why], ", ")
		out = append(out, names+" ("+why+")")
		fmt.Fprintf(stderr, "serbench: left out for %s: %s: %s\n", dataset, names, why)
	}
	return out
}
