package hostile

import (
	"bufio"
	"bytes"
	"encoding/gob"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/metrics"
	"strconv"

	"github.com/serbench/serbench/internal/sandbox"
	"github.com/serbench/serbench/suite"
)

// Outcome is what decoding one input did.
type Outcome string

// The outcomes of issue 16.
const (
	Rejected Outcome = "rejected"  // an error
	Accepted Outcome = "accepted"  // no error
	Panicked Outcome = "panicked"  // a panic, recovered
	Crashed  Outcome = "crashed"   // the worker died
	TimedOut Outcome = "timed_out" // the worker took longer than the limit and was killed
)

// Outcomes lists them in report order.
var Outcomes = []Outcome{Rejected, Accepted, Panicked, Crashed, TimedOut}

// Bad reports whether an outcome is one a decoder on a network boundary
// must never have.
func (o Outcome) Bad() bool { return o == Panicked || o == Crashed || o == TimedOut }

// line is one line a worker writes: ready, an input's result, or done.
type line struct {
	Ready bool `json:"ready,omitempty"`
	Done  bool `json:"done,omitempty"`
	// An input's result.
	I       int     `json:"i"`
	Outcome Outcome `json:"o,omitempty"`
	Alloc   uint64  `json:"a,omitempty"` // bytes allocated by the decode and read
	// Unstable is an accepted input whose value does not re-encode and
	// decode to itself; Detail says why, or what the panic was.
	Unstable bool   `json:"u,omitempty"`
	Detail   string `json:"d,omitempty"`
}

// WorkerFlags are a worker's arguments.
type WorkerFlags struct {
	Dataset, Variant, Codec string
	Corpus                  string // the corpus file
	From                    int    // the first input to decode
	MemCap                  int64  // bytes of heap and of extra address space the decoding may take
}

func (f WorkerFlags) args() []string {
	return []string{"--dataset", f.Dataset, "--variant", f.Variant, "--codec", f.Codec, "--corpus", f.Corpus,
		"--from", strconv.Itoa(f.From), "--mem", strconv.FormatInt(f.MemCap, 10)}
}

// ServeMain is the worker process: it parses args (WorkerFlags), binds the
// codec to the variant (without its data: the parent validated the codec on
// it, and a worker that starts at once makes a crash cheap) and decodes the
// corpus's inputs from From on, one line of JSON each on stdout, written as
// each ends, so that the parent knows which input killed or hung it.
func ServeMain(reg *suite.Registry, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("hostile-worker", flag.ContinueOnError)
	var f WorkerFlags
	fs.StringVar(&f.Dataset, "dataset", "", "")
	fs.StringVar(&f.Variant, "variant", "", "")
	fs.StringVar(&f.Codec, "codec", "", "")
	fs.StringVar(&f.Corpus, "corpus", "", "")
	fs.IntVar(&f.From, "from", 0, "")
	fs.Int64Var(&f.MemCap, "mem", 0, "")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dec, err := decoder(reg, f.Dataset, f.Variant, f.Codec)
	if err != nil {
		return err
	}
	c, err := readCorpus(f.Corpus)
	if err != nil {
		return err
	}
	if f.MemCap > 0 {
		if err := sandbox.LimitMemory(f.MemCap); err != nil {
			return err
		}
	}
	return serve(dec, c, f.From, stdout)
}

// decode is suite.Bound.Untrusted's decode.
type decode = func(t int, in []byte) (suite.Decoded, error)

// decoder binds the codec to the variant.
func decoder(reg *suite.Registry, dataset, variant, codec string) (decode, error) {
	d, ok := reg.Dataset(dataset)
	if !ok {
		return nil, fmt.Errorf("no dataset %s", dataset)
	}
	b, err := reg.Bind(d, variant, codec)
	if err != nil {
		return nil, err
	}
	dec, err := b.Untrusted()
	if err != nil {
		return nil, fmt.Errorf("%s/%s/%s: %w", dataset, variant, codec, err)
	}
	return dec, nil
}

func readCorpus(path string) (*Corpus, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("corpus: %w", err)
	}
	defer f.Close()
	var c Corpus
	if err := gob.NewDecoder(bufio.NewReader(f)).Decode(&c); err != nil {
		return nil, fmt.Errorf("corpus %s: %w", path, err)
	}
	return &c, nil
}

func writeCorpus(path string, c *Corpus) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	w := bufio.NewWriter(f)
	if err := gob.NewEncoder(w).Encode(c); err != nil {
		f.Close()
		return fmt.Errorf("corpus %s: %w", path, err)
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("corpus %s: %w", path, err)
	}
	return f.Close()
}

// serve decodes inputs from `from` on and writes their lines.
func serve(dec decode, c *Corpus, from int, stdout io.Writer) error {
	enc := json.NewEncoder(stdout) // unbuffered: every line reaches the parent as it is written
	warmUp()
	// The valid bases first, unmeasured: a codec's first decode builds its
	// lazy tables (protobuf's message info), which would be counted against
	// the first input.
	for _, b := range c.Bases {
		probe(dec, b.Type, bytes.Clone(b.Bytes), &maxima{})
	}
	var m maxima
	if err := enc.Encode(line{Ready: true}); err != nil {
		return err
	}
	for i := from; i < len(c.Inputs); i++ {
		l := probe(dec, c.Inputs[i].Type, c.Bytes(i), &m)
		l.I = i
		if err := enc.Encode(l); err != nil {
			return err
		}
	}
	return enc.Encode(line{Done: true})
}

// maxima are the exact allocation maxima a worker has measured so far.
type maxima struct {
	alloc   uint64
	perByte float64
}

// warmUp makes the first reads of the allocation count, which allocate
// the metrics' own tables, before the first input is measured.
func warmUp() {
	sample := []metrics.Sample{{Name: allocMetric}}
	for range 2 {
		runtime.GC()
		metrics.Read(sample)
	}
}

// allocMetric counts the bytes the program has allocated on the heap.
const allocMetric = "/gc/heap/allocs:bytes"

// probe decodes b as message type t, then checks an accepted value's round
// trip, recovering panics of either.
//
// The runtime counts a small allocation when its goroutine's cache takes a
// whole span (8 KiB or more), and corrects the count when the span leaves
// the cache. A collection before the decode empties the caches, so that the
// count after it is an upper bound of the decode's bytes, to a span per size
// class; a second collection makes it exact. The second costs as much as the
// first, so it runs only when the bound could be a new maximum (of bytes or
// of bytes per input byte) of this worker: the maxima, which are all the
// record keeps, are exact. m holds the maxima.
func probe(dec decode, t int, b []byte, m *maxima) line {
	sample := []metrics.Sample{{Name: allocMetric}}
	runtime.GC()
	metrics.Read(sample)
	before := sample[0].Value.Uint64()
	var (
		d        suite.Decoded
		err      error
		panicMsg string
	)
	func() {
		defer func() {
			if r := recover(); r != nil {
				panicMsg = sandbox.PanicDetail(r)
			}
		}()
		d, err = dec(t, b)
	}()
	metrics.Read(sample)
	l := line{Alloc: sample[0].Value.Uint64() - before}
	perByte := float64(l.Alloc) / float64(max(len(b), 1))
	if l.Alloc > m.alloc || perByte > m.perByte {
		runtime.GC()
		metrics.Read(sample)
		l.Alloc = sample[0].Value.Uint64() - before
		m.alloc = max(m.alloc, l.Alloc)
		m.perByte = max(m.perByte, float64(l.Alloc)/float64(max(len(b), 1)))
	}
	switch {
	case panicMsg != "":
		l.Outcome, l.Detail = Panicked, panicMsg
	case err != nil:
		l.Outcome = Rejected
	default:
		l.Outcome = Accepted
		func() {
			defer func() {
				if r := recover(); r != nil {
					l.Unstable, l.Detail = true, "round trip panicked: "+sandbox.PanicDetail(r)
				}
			}()
			if err := d.RoundTrip(); err != nil {
				l.Unstable, l.Detail = true, sandbox.Clip(err.Error(), 300)
			}
		}()
	}
	return l
}
