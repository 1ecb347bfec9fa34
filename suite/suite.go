// Package suite holds serbench's vocabulary: codecs, datasets, variants,
// bindings and cells, the registry that lists them, and the validation that
// every cell passes before it is timed.
package suite

import (
	"fmt"

	"github.com/serbench/serbench/digest"
)

// Op is one operation measured on a codec.
type Op string

// The three operations of SPEC section 4, and update (issue 15).
const (
	Encode Op = "encode" // codec's own value to bytes
	Decode Op = "decode" // bytes to codec's own value
	Read   Op = "read"   // decode, then visit every field and return the digest
	// Update starts from a message's encoded bytes, changes the fields its
	// dataset declares (Def.Update) and returns the bytes to send.
	Update Op = "update"
)

// Ops lists every operation in report order.
var Ops = []Op{Encode, Decode, Read, Update}

// baseOps are the ops every full binding has; update needs a dataset that
// declares one and a codec that can set the fields.
var baseOps = []Op{Encode, Decode, Read}

// ParseOp returns the Op named s.
func ParseOp(s string) (Op, error) {
	for _, op := range Ops {
		if string(op) == s {
			return op, nil
		}
	}
	return "", fmt.Errorf("unknown op %q", s)
}

// Codec labels (SPEC section 3).
const (
	LabelReflection  = "reflection"   // works on any Go value
	LabelCodegen     = "codegen"      // generated code per type
	LabelHandWritten = "hand-written" // a codec written per type by hand
	LabelZeroCopy    = "zero-copy"
	LabelReuse       = "reuse"    // keeps buffers or values from op to op
	LabelUnsafe      = "unsafe"   // uses package unsafe on the data path
	LabelBaseline    = "baseline" // a floor to measure formats against; kept out of rankings
	LabelText        = "text"
	LabelBinary      = "binary"
	// LabelAny marks a form that encodes from and decodes into Go's
	// generic tree (map[string]any, []any, float64, ...) instead of the
	// model's own types: what a program does with JSON it has no types for.
	LabelAny = "any"
)

// UnfitFor returns why the codec leaves out a dataset's variant, or "".
func (c *Codec) UnfitFor(dataset, variant string) string {
	if why := c.Unfit[dataset+"/"+variant]; why != "" {
		return why
	}
	return c.Unfit[dataset]
}

// Codec is one format, library and way of calling it.
type Codec struct {
	Name   string   // short name used on the command line, e.g. "protobuf"
	Title  string   // human name, e.g. "Protocol Buffers (google.golang.org/protobuf)"
	Module string   // Go module that implements it; its version goes into env.json
	URL    string   // where to read about it
	Family string   // the format, for grouping in reports: "JSON", "Protocol Buffers", "MessagePack", ...
	Labels []string // reflection|codegen|hand-written, text|binary, zero-copy, reuse, unsafe, baseline
	Notes  string   // how serbench calls it
	// Runtime is the code path the library takes on this machine, when it
	// has more than one (sonic: its JIT, or its encoding/json fallback);
	// env.json records it.
	Runtime string `json:",omitempty"`
	// Unfit leaves the codec out of datasets, or of single variants, that
	// it cannot carry exactly (a big integer, a time zone, a map key type),
	// keyed by "dataset" or "dataset/variant", with the reason: the reports
	// and `serbench list` say why its cells are missing.
	Unfit map[string]string
	// Bind binds the codec to one message type of a dataset through the
	// conversions the type offers (or its Go values, for a reflection
	// codec); ok is false when it offers nothing the codec can use.
	Bind func(m Model) (b Binding, ok bool) `json:"-"`
	// Generic is the codec's decode of one whole document into the
	// library's generic value, for a text format's conformance suite
	// (serbench conformance runs the JSON codecs' on JSONTestSuite); nil
	// where the codec is a form of another (+any, +reuse) whose library
	// and settings it shares.
	Generic *Generic `json:"-"`
}

// Generic is a library's decode of a whole document into its generic
// value: an any tree where it has one, else its own tree type, else the
// closest whole-document check it offers.
type Generic struct {
	// Call says what Decode calls, for the reports: "json.Unmarshal into
	// *any".
	Call string
	// Decode decodes doc and returns the library's error; a nil error
	// means it accepted doc. Nil when the library has no such decode.
	Decode func(doc []byte) error
	// None says why the library has no generic decode, when Decode is nil.
	None string
}

// VariantInfo describes one size or form of a dataset.
type VariantInfo struct {
	Name  string // as --variant names it
	About string // one line for list and the reports
	// Default puts a variant in the default suite (serbench with no
	// arguments) with every codec: the one payload on which a first run
	// sets every library side by side. The default suite must finish
	// within three minutes on two cores, build included, which with some
	// fifty codecs allows one such variant.
	Default bool
	// DefaultOps, when set, narrows a Default variant to these ops in the
	// default suite (a run that names no variant and no op): a second such
	// variant fits the three minutes only in part. `run` names the rest.
	DefaultOps []Op
	// SeedCodecs puts a variant in the default suite with only the seed's
	// own codecs (those its published figures and ratios name): the
	// published experiment, reproduced beside its figures.
	SeedCodecs bool
	// Full marks the largest variants, selected only by --full or by name.
	Full bool
	// Bytes is about how much data the variant's messages are (a user's
	// schema: their protobuf encoding's size), 0 when unknown before the
	// variant is made. The progress estimate scales a variant's time with
	// it: a user's types take from 12 s to 2 minutes a variant, each with
	// the same cells, and their time follows their bytes.
	Bytes int64
	// Known lists the codecs known to fail on this variant, and why. Their
	// cells still run and are reported as failed with the codec's own
	// error; verify passes on such a failure, and fails when the cell passes
	// (the limit is gone: the entry must go too).
	Known []KnownFailure
}

// KnownFailure is a codec's known failure on a variant: a limit of the
// library, not a fault of serbench's binding.
type KnownFailure struct {
	Codec string // the codec's name
	Match string // a failure is this one when its error contains Match
	Why   string // for the reports
}

// KnownFailure returns the variant's known failure of codec.
func (v VariantInfo) KnownFailure(codec string) (KnownFailure, bool) {
	for _, k := range v.Known {
		if k.Codec == codec {
			return k, true
		}
	}
	return KnownFailure{}, false
}

// Published is one figure a seed published for a cell. A zero field means
// the seed did not publish it.
type Published struct {
	// Variant, Codec and Op name the cell the figure is set beside.
	Variant string
	Codec   string
	Op      Op
	// NsPerOp, BytesPerOp and AllocsPerOp are the published benchmark's
	// figures per op, EncodedBytes the published size of one message.
	NsPerOp      float64
	BytesPerOp   float64
	AllocsPerOp  float64
	EncodedBytes float64
}

// Ratio is a comparison between two codecs that a seed published:
// Slow's figure divided by Fast's.
type Ratio struct {
	Slow, Fast string // codec names
}

// Seed names the published experiment a dataset reproduces.
type Seed struct {
	File    string // file in shared/seeds
	Title   string // the experiment's title, as the reports show it
	Machine string // the machine the published figures came from
	// Flaws says what the published experiment got wrong and how serbench
	// measures it instead.
	Flaws []string
}

// Info is everything about a dataset that does not need its data.
type Info struct {
	Name      string        // as --dataset names it
	Title     string        // a few words for headings
	About     string        // what the data is, for list and the reports
	Unit      string        // what one record is, e.g. "transaction"; msgs_per_op counts these
	Seed      Seed          // the published experiment the dataset reproduces
	Variants  []VariantInfo // every variant
	Published []Published   // the seed's figures, shown beside the measured ones
	Ratios    []Ratio       // the seed's comparisons, shown with the measured ratio
	// Findings, when set, writes short paragraphs for the report from this
	// run's own figures: what the fair comparison shows where the published
	// experiment was flawed. It must say nothing it cannot back with a
	// measured figure, and must cope with cells missing from the run.
	Findings func(Measured) []string
	// Source says where the data comes from when it is a public document
	// rather than generated (a dataset with no seed): the module and
	// version that ship it, its path there, its origin, licence and
	// SHA-256.
	Source string
}

// Figures are one measured cell's medians.
type Figures struct {
	// NsPerOp, BytesPerOp and AllocsPerOp are per op; EncodedBytes is the
	// mean size of one encoded message.
	NsPerOp, BytesPerOp, AllocsPerOp, EncodedBytes float64
}

// Measured looks up a cell of the run being reported; ok is false when the
// run did not measure it or it failed.
type Measured func(variant, codec string, op Op) (f Figures, ok bool)

// Variant returns the named variant.
func (in Info) Variant(name string) (VariantInfo, bool) {
	for _, v := range in.Variants {
		if v.Name == name {
			return v, true
		}
	}
	return VariantInfo{}, false
}

// Cell is one (dataset, variant, codec, op) to validate and measure. A
// plan's cells also carry what the names resolve to.
type Cell struct {
	// Dataset, Variant, Codec and Op are the cell's names, as the command
	// line and the records spell them.
	Dataset string
	Variant string
	Codec   string
	Op      Op
	// Data is the dataset and Bound the codec's binding to the variant;
	// both are set by Registry.Plan.
	Data  Dataset
	Bound *Bound
}

// Name is the cell's benchmark name, dataset/variant/codec/op.
func (c Cell) Name() string {
	return c.Dataset + "/" + c.Variant + "/" + c.Codec + "/" + string(c.Op)
}

// Dataset is a payload shape with its generator and the conversions it
// offers codecs, with the model type hidden so that the registry can list
// every dataset together.
type Dataset interface {
	// Info describes the dataset without generating its data.
	Info() Info
	// Bind returns codec c bound to a variant, or false when the variant's
	// model offers nothing c can use.
	Bind(variant string, c *Codec) (*Bound, bool)
	// Load generates (or loads) one variant's data.
	Load(variant string) (Loaded, error)
}

// Loaded is one variant's data in memory.
type Loaded interface {
	// Prepare converts the data into the codec's own values (untimed) and
	// validates the binding on every message. It returns the loops to time.
	Prepare(b *Bound) (*Prepared, error)
	// Messages is how many messages the variant holds; each op handles one.
	Messages() int
}

// Loop runs an op n times, each time on the next message, round robin.
// It is the only code inside the timed section.
type Loop func(n int) error

// Prepared is a validated binding on one variant, ready to be timed. Its
// loops and steps share the read's hasher and whatever the codec's binding
// keeps (a reused buffer): run them one at a time. Goroutines timed at once
// each need a Prepared of their own (see runner's parallel pass).
type Prepared struct {
	// EncodedBytes is the mean encoded size of a message.
	EncodedBytes float64
	// UnitsPerOp is the mean number of records (Info.Unit) per message.
	UnitsPerOp float64
	// Sizes are the encoded sizes of the messages, in trace order.
	Sizes []int
	// ModelDigest is a digest of the messages' model digests in trace
	// order: the same in every process that made the same messages,
	// whatever the codec and however it encodes (gob numbers its types
	// per process, so its bytes are not). A timing worker reports it, so
	// that one which prepared other messages than its parent fails.
	ModelDigest uint64
	// EncodedDigest is a digest of the messages' encodings in trace
	// order, which Bound.Checked compares.
	EncodedDigest uint64
	// Rechecked says that the Bound was Checked on other encodings than
	// these, so the round trip was checked again.
	Rechecked bool
	// Remembered counts the messages whose round trip was not checked
	// again: an earlier variant's preparation had checked the same bytes
	// of a model of the same digest (Bound.Remember).
	Remembered int
	// UpdateMode says how the update loop updates (UpdateInPlace, ...),
	// and UpdateFields which fields; empty without an update loop.
	UpdateMode, UpdateFields string
	loops                    map[Op]func(start int) Loop // each op's loop, from message start
	steps                    map[Op]Step
	// encoded returns message i's bytes as validation encoded them.
	encoded func(i int) []byte
	// encs are those bytes, in the slice the loops read (a Mix packs its
	// parts' into one buffer in stream order); nil for a Mix's own.
	encs [][]byte
	// typeOf is TypeOf; nil for a dataset of one type.
	typeOf func(i int) int
	// digests are the messages' model digests, in order (ModelDigest's),
	// which a Mix strings together; nil for a Mix's own.
	digests []uint64
	// count is the number of messages of a lazily checked preparation,
	// which has no Sizes (Bound.CheckedEach); checkOne checks message i
	// against what the checked preparation found, expect gives that, and
	// reaches are how far its encode loops have gone (Verify).
	count    int
	checkOne func(i int, encoded, model uint64) (rechecked bool, err error)
	expect   Expected
	// updateCheck checks the update of message i of the update loop's
	// updateCount, where it is checked lazily (Bound.UpdatesLazily), and
	// updateReach is how far that loop has gone.
	updateCheck func(i int) error
	updateCount int
	updateReach *reach
	reaches     []*reach
}

// Messages is the number of messages p's loops go through.
func (p *Prepared) Messages() int {
	if p.Sizes != nil {
		return len(p.Sizes)
	}
	return p.count
}

// modelDigest is ModelDigest of digests.
func modelDigest(digests []uint64) uint64 {
	h := digest.New()
	for _, d := range digests {
		h.Uint64(d)
	}
	return h.Sum()
}

// encodedDigest is EncodedDigest of n messages' encodings.
func encodedDigest(n int, enc func(i int) []byte) uint64 {
	h := digest.New()
	for i := range n {
		h.Bytes(enc(i))
	}
	return h.Sum()
}

// Encoded returns the bytes of message i (in trace order, i < len(Sizes))
// as the binding encoded them during validation: the very bytes that decode
// and read are timed on, shared and not copied. They are read only: a
// caller must not write to them (the slice's capacity ends at its length,
// so an append copies).
func (p *Prepared) Encoded(i int) []byte {
	b := p.encoded(i)
	return b[:len(b):len(b)]
}

// Step runs an op once on message i; the latency pass times each call.
type Step func(i int) error

// Loop returns the timed loop for op, or nil when the binding lacks it.
func (p *Prepared) Loop(op Op) Loop { return p.LoopFrom(op, 0) }

// LoopFrom is Loop starting at message start (modulo the number of
// messages) instead of the first: goroutines timed at once start apart, so
// that none works on the messages another has just touched.
func (p *Prepared) LoopFrom(op Op, start int) Loop {
	at := p.loops[op]
	if at == nil {
		return nil
	}
	if n := p.Messages(); n > 0 {
		start %= n
		if start < 0 {
			start += n
		}
	} else {
		start = 0
	}
	return at(start)
}

// Step returns the single-message form of op, or nil when the binding lacks it.
func (p *Prepared) Step(op Op) Step { return p.steps[op] }

// FileLoader is a dataset that can also read its messages from outside
// files instead of generating them (serbench run --payloads DIR).
type FileLoader interface {
	Dataset
	// LoadFiles returns the dataset over the files in dir, read before
	// anything is timed, and warnings about files it skipped.
	LoadFiles(dir string) (Dataset, []string, error)
}
