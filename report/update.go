package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// opText is a cell's op as the tables show it: an update cell says how the
// codec updated, in place or by a round trip, since that decides its time.
func opText(r *resultset.Record) string {
	if r.Op == string(suite.Update) && r.UpdateMode != "" {
		return r.Op + " (" + r.UpdateMode + ")"
	}
	return r.Op
}

// updateNote says what a variant's update cells change and how each mode
// works, or "" when it has none.
func updateNote(recs []*resultset.Record) string {
	var fields string
	var modes []string
	for _, r := range recs {
		if r.Op != string(suite.Update) || r.UpdateMode == "" {
			continue
		}
		if fields == "" {
			fields = r.UpdateFields
		}
		for _, m := range strings.Split(r.UpdateMode, "; ") {
			if !slices.Contains(modes, m) {
				modes = append(modes, m)
			}
		}
	}
	if fields == "" {
		return ""
	}
	about := map[string]string{
		suite.UpdateRoundTrip: "decode to the codec's own value, set the two fields, encode",
		suite.UpdateInPlace: "copy the received bytes and write both fields into them without encoding the rest " +
			"(Cap'n Proto puts the longer text in new space at the end of the segment and leaves the old unused)",
		suite.UpdateScalarInPlace: "copy the received bytes, write the scalar in place (FlatBuffers' Mutate…, the Symphony " +
			"Raw view's setter), then, since the format cannot resize a string in place, rebuild the message " +
			"(FlatBuffers: read into the model, set the string, build) or encode it again (Symphony's setter)",
	}
	var how []string
	for _, m := range modes {
		if a, ok := about[m]; ok {
			how = append(how, fmt.Sprintf("%s: %s", m, a))
		}
	}
	return fmt.Sprintf("`update` starts from each message's encoded bytes, changes %s (new values for every message, the "+
		"string of another length) and returns the bytes to send; the updated bytes were checked to decode to the "+
		"original with exactly that change before timing. How each codec updates: %s.", fields, strings.Join(how, "; "))
}
