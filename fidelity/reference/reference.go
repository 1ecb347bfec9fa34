// Package reference writes, builds and runs fidelity's plain side: for one
// cell, the Go benchmark a user would write, `for b.Loop() { call(msg i) }`
// in a _test.go file, as a program of its own that links only the call
// under test and the types it needs. Its messages come from a file that
// serbench writes after validating them (the codec's own encoding of each;
// an encode cell decodes them once, untimed). It shares nothing with
// serbench's binary, so a bias of that binary (the heap its packages hold,
// which every collection marks) shows as a ratio away from 1.
//
// Generated types (a protoc-gen-go package) are imported: such a package
// links only its runtime. A dataset's own model types are copied from its
// source instead, since its package links every codec that binds to it;
// a copy has the same fields, names and tags, and reflection codecs do the
// same work on it.
package reference

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"time"

	"golang.org/x/perf/benchfmt"

	"github.com/serbench/serbench/internal/cpuaffinity"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

// DataEnv names the file of messages a built program reads.
const DataEnv = "SERBENCH_PLAIN_DATA"

// Data is one cell's messages as the program reads them.
type Data struct {
	Types   []int    // each message's index into the program's value types
	Encoded [][]byte // each message as the codec encoded it in validation
}

// WriteTo writes d: per message, its type and length as uvarints, then
// its bytes.
func (d Data) WriteTo(w io.Writer) (int64, error) {
	var buf bytes.Buffer
	var tmp [binary.MaxVarintLen64]byte
	for i, b := range d.Encoded {
		buf.Write(tmp[:binary.PutUvarint(tmp[:], uint64(d.Types[i]))])
		buf.Write(tmp[:binary.PutUvarint(tmp[:], uint64(len(b)))])
		buf.Write(b)
	}
	return buf.WriteTo(w)
}

// Program is one cell's plain benchmark.
type Program struct {
	Cell   string // dataset/variant/codec/op, for the generated comment
	Source []byte // plain_test.go
	Data   Data
}

// New writes the program of a cell of codec and op from its validated
// binding: prep's messages, decoded with bound's own decoder to learn their
// Go types.
func New(cell, codec string, op suite.Op, bound *suite.Bound, prep *suite.Prepared) (*Program, error) {
	c, ok := calls[codec]
	if !ok {
		return nil, fmt.Errorf("%s: no plain reference is written for codec %s (have: %s)", cell, codec, strings.Join(Codecs(), ", "))
	}
	if op != suite.Encode && op != suite.Decode {
		return nil, fmt.Errorf("%s: a plain reference times encode or decode, not %s", cell, op)
	}
	decode, err := bound.Untrusted()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cell, err)
	}
	var (
		data  Data
		types []reflect.Type
	)
	for i := range prep.Sizes {
		enc := prep.Encoded(i)
		d, err := decode(prep.TypeOf(i), enc)
		if err != nil {
			return nil, fmt.Errorf("%s: message %d: %w", cell, i, err)
		}
		t := reflect.TypeOf(d.Value())
		k := indexOf(types, t)
		if k < 0 {
			k = len(types)
			types = append(types, t)
		}
		data.Types = append(data.Types, k)
		data.Encoded = append(data.Encoded, enc)
	}
	if len(types) == 0 {
		return nil, fmt.Errorf("%s: no messages", cell)
	}
	src, err := c.source(cell, op, types)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cell, err)
	}
	return &Program{Cell: cell, Source: src, Data: data}, nil
}

func indexOf(ts []reflect.Type, t reflect.Type) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}

// Build builds (or finds in the cache) the programs' binaries, in order.
func Build(b *gobuild.Builder, progs []*Program) ([]string, error) {
	ps := make([]gobuild.Program, len(progs))
	for i, p := range progs {
		ps[i] = gobuild.Program{Name: "plain" + strconv.Itoa(i), Files: map[string][]byte{"plain_test.go": p.Source}}
	}
	return b.Build(ps)
}

// BenchName is the benchmark every program declares.
const BenchName = "Cell"

// LiveUnit is the unit of the live heap a program reports after its loop.
const LiveUnit = "live-B"

// Run runs a built program's benchmark count times, as `go test -bench
// -cpu procs -benchtime benchtime -count count` runs it, on the messages
// in dataFile, and returns each run's ns/op and the heap it held after
// its last loop. The program is bound to CPU cpu (negative: unbound).
func Run(bin, dataFile string, procs int, benchtime time.Duration, count, cpu int) (ns []float64, live float64, err error) {
	cmd := exec.Command(bin, "-test.run", "^$", "-test.bench", "^Benchmark"+BenchName+"$",
		"-test.cpu", strconv.Itoa(procs), "-test.benchtime", benchtime.String(), "-test.count", strconv.Itoa(max(1, count)))
	cmd.Env = append(os.Environ(), DataEnv+"="+dataFile)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cpuaffinity.Run(cmd, cpu); err != nil {
		return nil, 0, fmt.Errorf("plain program: %w: %s%s", err, bytes.TrimSpace(stdout.Bytes()), bytes.TrimSpace(stderr.Bytes()))
	}
	r := benchfmt.NewReader(&stdout, bin)
	for r.Scan() {
		res, ok := r.Result().(*benchfmt.Result)
		if !ok {
			continue
		}
		if v, ok := res.Value("sec/op"); ok && v > 0 {
			ns = append(ns, v*1e9)
			live, _ = res.Value(LiveUnit)
		}
	}
	if err := r.Err(); err != nil {
		return nil, 0, fmt.Errorf("plain program's output: %w", err)
	}
	if len(ns) > 0 {
		return ns, live, nil
	}
	return nil, 0, fmt.Errorf("plain program printed no ns/op: %s", bytes.TrimSpace(stdout.Bytes()))
}
