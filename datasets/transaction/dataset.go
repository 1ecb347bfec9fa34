package transaction

import (
	_ "embed"
	"fmt"
	"strconv"

	"github.com/serbench/serbench/suite"
)

// offers holds the conversions, each added by its codec's file: a lean
// worker compiles only its own codec's (suite.Offers). The model's are
// under "", the wire form's under "WireTransactions" (wire.go).
var offers suite.Offers

// Dataset returns the transaction dataset (seed 000).
func Dataset() suite.Dataset {
	return &suite.Def[[]*Transaction]{
		Meta: suite.Info{
			Name:  "transaction",
			Title: "Blockchain transactions",
			About: "One message holds n transactions, each 1,024 bytes of data, a 33-byte compressed P-256 public key, " +
				"an ECDSA signature (R, S up to 32 bytes each) and a nonce. gob encodes the bare []*Transaction " +
				"(big.Int through its GobEncoder); protobuf wraps them as `Transactions { repeated Transaction txx }` " +
				"with the signature packed as R‖S (64 bytes).",
			Unit: "transaction",
			Seed: suite.Seed{
				File:    "000_c74c614c8740ff77.txt",
				Title:   "Transaction Codec Benchmarks (gob vs protobuf)",
				Machine: "Intel Core i5-1035G7 @ 1.20GHz",
				Flaws: []string{
					"Its decode benchmarks call StopTimer and then ResetTimer, which leaves the timer off: under current Go " +
						"they never finish. serbench times decode with the timer running, on bytes encoded before timing.",
					"It published B/op and allocs/op for decode only; serbench reports them for every op.",
				},
			},
			Variants: []suite.VariantInfo{
				{Name: "5000", About: "5,000 transactions in one message", SeedCodecs: true},
				{Name: "30000", About: "30,000 transactions in one message"},
				{Name: "200000", About: "200,000 transactions in one message"},
				{Name: "1000000", About: "1,000,000 transactions in one message (about 1.1 GB in protobuf)", Full: true,
					Known: []suite.KnownFailure{{
						Codec: "flatbuffers",
						Match: "cannot grow buffer beyond 2 gigabytes",
						Why: "the FlatBuffers Go Builder doubles its buffer as it grows and refuses to double one of 1 GiB, " +
							"so it cannot build this 1.15 GB message from its 1 KiB start (the format itself allows 2 GiB)",
					}}},
			},
			Published: published,
			Ratios:    []suite.Ratio{{Slow: "gob", Fast: "protobuf"}},
		},
		Generate: func(variant string) ([][]*Transaction, error) {
			n, err := strconv.Atoi(variant)
			if err != nil || n < 1 {
				return nil, fmt.Errorf("variant %q is not a transaction count", variant)
			}
			return [][]*Transaction{Generate(n)}, nil
		},
		Units:  func(txs []*Transaction) int { return len(txs) },
		Digest: Digest,
		Equal:  Equal,
		// The msgp and easyjson mirrors' conversions; the schema codecs
		// bind through the wire form (wire.go).
		Conversions: offers.For(""),
		Through:     suite.Via(WireDataset(), ToWire, FromWire),
	}
}

// published holds the seed's table as printed (ns/op; B/op and allocs/op of
// decode only).
//
//go:embed published.bench
var publishedBench []byte

var published = suite.MustPublished("published.bench", publishedBench)
