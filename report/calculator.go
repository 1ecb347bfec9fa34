package report

import (
	"strconv"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/suite"
)

// calcData is the calculator's figures, embedded in report.html as JSON:
// the page's script computes every rate from them.
type calcData struct {
	Sets []calcSet `json:"sets"`
}

// calcSet is one dataset and variant.
type calcSet struct {
	Dataset string      `json:"dataset"`
	Variant string      `json:"variant"`
	Unit    string      `json:"unit"`
	Codecs  []calcCodec `json:"codecs"`
}

// calcCodec is one codec's figures on a variant.
type calcCodec struct {
	Codec    string  `json:"codec"`
	Family   string  `json:"family"`
	Baseline bool    `json:"baseline"`
	Units    float64 `json:"units"` // records per message (msgs_per_op)
	Bytes    float64 `json:"bytes"` // encoded bytes per message
	Zstd     float64 `json:"zstd"`  // under zstd; 0 when not measured
	// Ops are the encode and decode figures, by op.
	Ops map[string]calcOp `json:"ops"`
}

// calcOp is one op's cost per message.
type calcOp struct {
	Ns float64 `json:"ns"` // time per op (the record's estimate), one P
	// ZstdNs is zstd's time per message on that side: compression for
	// encode, decompression for decode; 0 when not measured.
	ZstdNs float64 `json:"zstd_ns"`
	// Eff is the parallel pass's efficiency by goroutine count.
	Eff  map[string]float64 `json:"eff,omitempty"`
	View bool               `json:"view,omitempty"` // a zero-copy decode that only opens a view
}

// calculatorNote says how the calculator reckons, in the page, for times
// of estimate e.
func calculatorNote(e estimate) string {
	return "For the chosen data and direction, each codec's messages per second are the smaller of two rates. " +
		"The CPU-bound rate is the CPU budget ÷ the CPU time of one message: " + e.of() + " time of the op on one P, divided by the efficiency " +
		"the parallel pass (--parallel) measured at that many goroutines (interpolated between the counts it ran, held at its last " +
		"value beyond them, and taken as 1, linear scaling, where the pass did not run: the note column says which), plus zstd's time " +
		"to compress (sending) or decompress (receiving) the message when it is sent compressed, which counts against the same budget " +
		"and is taken to scale linearly. The link-bound rate is the bandwidth ÷ the bytes of one message. Each codec sends its message " +
		"raw or compressed with zstd, whichever gives more messages per second; snappy and gzip are not offered, since their compression " +
		"time is not measured and a rate that left it out would flatter them. Baselines (a floor, not a format) and zero-copy decodes " +
		"(which only open a view) are listed apart, unranked. Every figure is this run's; the page computes offline."
}

// calculatorSection is the "which codec for my link" calculator, or false
// when no variant has an encode or decode cell to reckon with.
func calculatorSection(in Input) (htmlpage.Section, bool) {
	var data calcData
	var sets []htmlpage.Option
	family := families(in.Registry)
	for _, g := range groups(in) {
		for _, v := range g.variants {
			set := calcSet{Dataset: g.dataset, Variant: v}
			byCodec := map[string]*calcCodec{}
			var order []string
			for _, r := range g.records[v] {
				if !r.OK() || (r.Op != string(suite.Encode) && r.Op != string(suite.Decode)) || !(r.NsPerOp > 0) {
					continue
				}
				if set.Unit == "" {
					set.Unit = r.Unit
				}
				c := byCodec[r.Codec]
				if c == nil {
					c = &calcCodec{Codec: r.Codec, Family: family[r.Codec], Baseline: isBaseline(r), Units: r.MsgsPerOp,
						Bytes: r.EncodedBytes, Ops: map[string]calcOp{}}
					byCodec[r.Codec] = c
					order = append(order, r.Codec)
				}
				op := calcOp{Ns: r.NsPerOp, View: isView(r)}
				if len(r.ParallelEfficiency) > 0 {
					op.Eff = map[string]float64{}
					for g, e := range r.ParallelEfficiency {
						op.Eff[strconv.Itoa(g)] = e
					}
				}
				c.Ops[r.Op] = op
			}
			// zstd's figures live on the encode cell; decode takes the
			// decompression time.
			for _, r := range g.records[v] {
				c := byCodec[r.Codec]
				if c == nil || !r.OK() || r.Op != string(suite.Encode) || r.ZstdBytes == nil {
					continue
				}
				c.Zstd = *r.ZstdBytes
				set := func(op string, x *float64) {
					if o, ok := c.Ops[op]; ok && x != nil {
						o.ZstdNs = *x
						c.Ops[op] = o
					}
				}
				set(string(suite.Encode), r.ZstdCompressNs)
				set(string(suite.Decode), r.ZstdDecompressNs)
			}
			for _, name := range order {
				set.Codecs = append(set.Codecs, *byCodec[name])
			}
			if len(set.Codecs) == 0 {
				continue
			}
			sets = append(sets, htmlpage.Option{Value: strconv.Itoa(len(data.Sets)), Text: g.dataset + " / " + v})
			data.Sets = append(data.Sets, set)
		}
	}
	if len(data.Sets) == 0 {
		return htmlpage.Section{}, false
	}
	calc := &htmlpage.Calculator{ID: "calc", Sets: sets, Mbps: 100, Cores: 1, Data: data,
		Note: "The calculator needs the page's script, which this browser did not run."}
	return htmlpage.Section{ID: "calculator", Title: "Which codec for my link", Tag: "calculator", Blocks: []htmlpage.Block{
		{Text: "Enter your link's bandwidth and the CPU you can spend on serialization, pick the data and the direction: " +
			"the table ranks the codecs by the messages per second they can push, and says what limits each."},
		{Calculator: calc},
		{Note: calculatorNote(estimateOf(in.Records))},
	}}, true
}
