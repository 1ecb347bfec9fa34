// Package benc is the github.com/deneonet/benc codec: bencgen-generated Go
// from a .benc schema per dataset, with benc's forward- and
// backward-compatible framing (a tag before each field). A dataset offers,
// per model type, the conversions to and from the generated type and a read
// visit through its fields, through Conv.
package benc

import (
	"fmt"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "benc"

// Codec sizes, allocates and marshals per encode and unmarshals into a new
// value per decode.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "benc",
	Module: "github.com/deneonet/benc",
	URL:    "https://github.com/deneonet/benc",
	Family: "benc",
	Labels: []string{suite.LabelCodegen, suite.LabelBinary},
	Notes: "bencgen-generated Go (go tool bencgen, schemas in datasets/<x>/<x>.benc) with benc's std and " +
		"impl/gen runtime. encode is Size(), make([]byte, size) and Marshal into it, a new buffer per op; " +
		"decode is Unmarshal into a new value per op, which copies strings but, by benc's default, returns " +
		"bytes fields as sub-slices of the message (no rcopy). benc has no time type and no optional fields: " +
		"structs' schema holds a time as int64 Unix nanoseconds and gives each pointer field a bool presence " +
		"flag beside it, and so does boutique's schema, which protoc-gen-serbench writes from boutique.proto, for " +
		"each message field (bencgen also rejects a container without fields, so boutique's Empty has an unused " +
		"bool, one byte more than nothing); transaction's R and S are 32-byte big-endian numbers (R‖S), as in the " +
		"protobuf schema. " +
		"A user's schema (run --proto) gets its own such code, written from its .proto by protoc-gen-serbench's user " +
		"mode (docs/your-own-schema.md).",
	Unfit: map[string]string{
		"twitter": "a recursive message (a Status holds the status it retweets, retweeted_status): benc's " +
			"containers hold their nested containers as values, so a container cannot hold its own type.",
		"golang": "a recursive message (a Node holds its kids, Nodes): benc's containers hold their nested " +
			"containers as values, so a container cannot hold its own type.",
	},
	Bind: suite.BindOffered(binder.bind),
}

// Value is a pointer to a bencgen-generated container type T.
type Value[T any] interface {
	*T
	Size() int
	Marshal(b []byte)
	Unmarshal(b []byte) error
}

// Conv is what a dataset offers for model M with its generated root T.
type Conv[M, T any, P Value[T]] struct {
	FromModel func(M) (P, error)
	ToModel   func(P) (M, error)
	// Visit adds P's fields to h as the dataset's Digest adds the model's.
	Visit func(*digest.Hasher, P)
}

type binder interface{ bind() suite.Binding }

func (c Conv[M, T, P]) bind() suite.Binding {
	return suite.Bind(suite.Funcs[M, P]{
		FromModel: c.FromModel,
		ToModel:   c.ToModel,
		Visit:     c.Visit,
		Encode: func(p P) ([]byte, error) {
			b := make([]byte, p.Size())
			p.Marshal(b)
			return b, nil
		},
		Decode: func(b []byte) (P, error) {
			p := P(new(T))
			if err := p.Unmarshal(b); err != nil {
				return p, fmt.Errorf("benc: %w", err)
			}
			return p, nil
		},
	})
}

// Offer makes a Conv, its types inferred from the functions.
func Offer[M, T any, P Value[T]](from func(M) (P, error), to func(P) (M, error), visit func(*digest.Hasher, P)) Conv[M, T, P] {
	return Conv[M, T, P]{FromModel: from, ToModel: to, Visit: visit}
}
