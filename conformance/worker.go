package conformance

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/serbench/serbench/internal/sandbox"
	"github.com/serbench/serbench/suite"
)

// Outcome is what decoding one file did.
type Outcome string

// The outcomes, as package hostile has them.
const (
	Accepted Outcome = "accepted"  // no error
	Rejected Outcome = "rejected"  // an error
	Panicked Outcome = "panicked"  // a panic, recovered
	Crashed  Outcome = "crashed"   // the worker died
	TimedOut Outcome = "timed_out" // the worker took longer than the limit and was killed
)

// Outcomes lists them in report order.
var Outcomes = []Outcome{Accepted, Rejected, Panicked, Crashed, TimedOut}

// Bad reports whether an outcome is one no decoder should have, whatever
// the file.
func (o Outcome) Bad() bool { return o == Panicked || o == Crashed || o == TimedOut }

// Conformant reports whether o is the verdict e asks for.
func (e Expect) Conformant(o Outcome) bool {
	switch e {
	case Accept:
		return o == Accepted
	case Reject:
		return o == Rejected
	}
	return o == Accepted || o == Rejected
}

// line is one line a worker writes: ready, a file's result, or done.
type line struct {
	Ready   bool    `json:"ready,omitempty"`
	Done    bool    `json:"done,omitempty"`
	I       int     `json:"i"`
	Outcome Outcome `json:"o,omitempty"`
	Detail  string  `json:"d,omitempty"` // the error or the panic
}

// WorkerFlags are a worker's arguments.
type WorkerFlags struct {
	Codec  string
	Only   []string // the files to decode, by name; none means all
	From   int      // the first of them to decode
	MemCap int64    // bytes of heap and of extra address space the decoding may take
}

func (f WorkerFlags) args() []string {
	a := []string{"--codec", f.Codec, "--from", strconv.Itoa(f.From), "--mem", strconv.FormatInt(f.MemCap, 10)}
	if len(f.Only) > 0 {
		a = append(a, "--only", strings.Join(f.Only, ","))
	}
	return a
}

// ServeMain is the worker process: it parses args (WorkerFlags), finds the
// codec's generic decode and decodes the files from From on, one line of
// JSON each on stdout, written as each ends, so that the parent knows which
// file killed or hung it.
func ServeMain(reg *suite.Registry, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("conformance-worker", flag.ContinueOnError)
	var f WorkerFlags
	var only string
	fs.StringVar(&f.Codec, "codec", "", "")
	fs.StringVar(&only, "only", "", "")
	fs.IntVar(&f.From, "from", 0, "")
	fs.Int64Var(&f.MemCap, "mem", 0, "")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if only != "" {
		f.Only = strings.Split(only, ",")
	}
	decode, err := decoder(reg, f.Codec)
	if err != nil {
		return err
	}
	cases, err := Select(f.Only)
	if err != nil {
		return err
	}
	if f.MemCap > 0 {
		if err := sandbox.LimitMemory(f.MemCap); err != nil {
			return err
		}
	}
	enc := json.NewEncoder(stdout) // unbuffered: every line reaches the parent as it is written
	if err := enc.Encode(line{Ready: true}); err != nil {
		return err
	}
	for i := f.From; i < len(cases); i++ {
		l := probe(decode, cases[i].Doc)
		l.I = i
		if err := enc.Encode(l); err != nil {
			return err
		}
	}
	return enc.Encode(line{Done: true})
}

// decoder is the codec's generic decode.
func decoder(reg *suite.Registry, name string) (func([]byte) error, error) {
	c, ok := reg.Codec(name)
	if !ok {
		return nil, fmt.Errorf("conformance: no codec %s", name)
	}
	if c.Generic == nil || c.Generic.Decode == nil {
		return nil, fmt.Errorf("conformance: codec %s has no generic decode", name)
	}
	return c.Generic.Decode, nil
}

// Select returns the cases named by only, in name order, or every case.
func Select(only []string) ([]Case, error) {
	all, err := Cases()
	if err != nil {
		return nil, err
	}
	if len(only) == 0 {
		return all, nil
	}
	var out []Case
	for _, c := range all {
		for _, n := range only {
			if c.Name == n {
				out = append(out, c)
				break
			}
		}
	}
	if len(out) != len(only) {
		return nil, errors.New("conformance: a file named is not in the suite (or named twice)")
	}
	return out, nil
}

// probe decodes doc once, recovering a panic.
func probe(decode func([]byte) error, doc []byte) (l line) {
	defer func() {
		if r := recover(); r != nil {
			l = line{Outcome: Panicked, Detail: sandbox.PanicDetail(r)}
		}
	}()
	// A copy: a decoder may keep or change its input.
	if err := decode(append([]byte(nil), doc...)); err != nil {
		return line{Outcome: Rejected, Detail: sandbox.Clip(err.Error(), 200)}
	}
	return line{Outcome: Accepted}
}
