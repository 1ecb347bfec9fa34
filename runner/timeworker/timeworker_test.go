package timeworker_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// A worker holds only what its cell's loop needs: a decode cell does not
// keep the codec values that validation made for encode (16 MiB here,
// against 64 bytes encoded), which its GC cycles would mark and a user's
// decode loop does not hold.
func TestWorkerHoldsOnlyItsOp(t *testing.T) {
	const fat = 1 << 20 // each codec value's size
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "fat", Unit: "n", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]int, error) { return make([]int, 16), nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	c := suite.FuncsCodec("fat", suite.Funcs[int, []byte]{
		FromModel: func(int) ([]byte, error) { return make([]byte, fat), nil },
		ToModel:   func([]byte) (int, error) { return 0, nil },
		Encode:    func(v []byte) ([]byte, error) { return v[:4], nil },
		Decode:    func(b []byte) ([]byte, error) { return b, nil },
		Visit:     func(h *digest.Hasher, _ []byte) { h.Len(1) },
	})
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{def}}
	live := map[suite.Op]uint64{}
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		cells, err := reg.Plan(suite.Selection{Codecs: []string{"fat"}, Ops: []suite.Op{op}})
		if err != nil || len(cells) != 1 {
			t.Fatalf("plan %s: %d cells, %v", op, len(cells), err)
		}
		var out bytes.Buffer
		if err := timeworker.Serve(cells, timeworker.Flags{BenchTime: time.Millisecond, Procs: 1}, strings.NewReader(""), &out); err != nil {
			t.Fatalf("%s: %v", op, err)
		}
		var reply struct {
			Live uint64
			Errs []string
		}
		if err := json.NewDecoder(&out).Decode(&reply); err != nil {
			t.Fatalf("%s: reply %q: %v", op, out.String(), err)
		}
		if reply.Errs[0] != "" {
			t.Fatalf("%s: %s", op, reply.Errs[0])
		}
		live[op] = reply.Live
	}
	// The encode cell holds the 16 values; the decode cell must not.
	if live[suite.Encode] < live[suite.Decode]+12*fat {
		t.Errorf("live heap: encode cell %d B, decode cell %d B; want the decode cell without the 16 MiB of codec values", live[suite.Encode], live[suite.Decode])
	}
}

// CmdHeap measures each cell's peak heap in the worker after its runs,
// and has nothing for a cell not run yet unless its calibration was one
// slow op: that cell's pass comes first, and its first run is not led in.
func TestWorkerHeapPass(t *testing.T) {
	t.Run("fast", func(t *testing.T) { testWorkerHeapPass(t, 0) })
	t.Run("slow", func(t *testing.T) { testWorkerHeapPass(t, 10*time.Millisecond) })
}

func testWorkerHeapPass(t *testing.T, sleep time.Duration) {
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "d", Unit: "n", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]int, error) { return make([]int, 4), nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	var calls atomic.Int64
	c := suite.FuncsCodec("alloc", suite.Funcs[int, []byte]{
		FromModel: func(int) ([]byte, error) { return []byte{1}, nil },
		ToModel:   func([]byte) (int, error) { return 0, nil },
		Encode: func(v []byte) ([]byte, error) {
			calls.Add(1)
			time.Sleep(sleep) // at a benchtime of 1 ms, 10 ms is a slow op
			return append(make([]byte, 0, 64<<10), v...), nil
		},
		Decode: func(b []byte) ([]byte, error) { return b, nil },
		Visit:  func(h *digest.Hasher, _ []byte) { h.Len(1) },
	})
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{def}}
	cells, err := reg.Plan(suite.Selection{Ops: []suite.Op{suite.Encode}})
	if err != nil {
		t.Fatal(err)
	}
	// One command at a time, each reply read before the next is sent.
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() {
		err := timeworker.Serve(cells, timeworker.Flags{BenchTime: time.Millisecond, Procs: 1}, inR, outW)
		outW.CloseWithError(err)
		served <- err
	}()
	dec := json.NewDecoder(outR)
	ask := func(cmd string) (r timeworker.Reply, ops int64) {
		t.Helper()
		before := calls.Load()
		if cmd != "" {
			fmt.Fprintln(inW, cmd)
		}
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
		return r, calls.Load() - before
	}
	h, cal, run := timeworker.CmdHeap, timeworker.CmdCalibrate, timeworker.CmdRun
	ask("") // ready
	if r, _ := ask(h); len(r.Peaks) != 1 || r.Peaks[0] != nil {
		t.Errorf("heap before calibration: %v, want no peak", r.Peaks)
	}
	ask(cal)
	r, ops := ask(h)
	if len(r.Peaks) != 1 || r.Peaks[0] != nil || r.Errs[0] != "" {
		t.Fatalf("heap after calibration: %+v, want no peak yet", r)
	}
	if slow := sleep > 0; (ops > 0) != slow {
		t.Errorf("heap after calibration ran %d ops; want ops only for a slow op (%v)", ops, slow)
	}
	// A slow op's pass came before the runs: its op was the first run's
	// lead-in.
	if r, _ := ask(run); sleep > 0 && (r.Runs[0] == nil || *r.Runs[0].LeadNs >= float64(sleep)) {
		t.Errorf("the first run after a slow op's heap pass: %+v, want it not led in", r.Runs[0])
	}
	ask(run)
	r, ops = ask(h)
	if p := r.Peaks; len(p) != 1 || p[0] == nil || p[0].Ops == 0 || r.Errs[0] != "" {
		t.Fatalf("heap after the runs: %+v", r)
	}
	// A slow op's answer is the pass before the runs, capped at the runs'
	// B/op: no op more.
	if slow := sleep > 0; (ops == 0) != slow || r.Peaks[0].Bytes > 2*(64<<10) {
		t.Errorf("heap after the runs: %d ops, peak %+v; want ops only for a fast op (slow %v), at most twice 64 KiB", ops, r.Peaks[0], slow)
	}
	inW.Close()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
}

// A worker told the encoded digest of its parent's checked preparation
// skips the round trip on the same encodings and checks it on others.
func TestWorkerSkipsTheCheckedRoundTrip(t *testing.T) {
	decodes, broken := 0, false
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "d", Unit: "n", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]int, error) { return []int{1, 2, 3}, nil },
		Digest:   func(h *digest.Hasher, m int) { h.Int64(int64(m)) },
		Equal: func(want, got int) error {
			if want != got {
				return fmt.Errorf("got %d, want %d", got, want)
			}
			return nil
		},
	}
	c := suite.FuncsCodec("counted", suite.Funcs[int, int]{
		FromModel: func(m int) (int, error) { return m, nil },
		ToModel:   func(v int) (int, error) { return v, nil },
		Encode:    func(v int) ([]byte, error) { return []byte{byte(v)}, nil },
		Decode: func(b []byte) (int, error) {
			decodes++
			if broken {
				return 0, nil
			}
			return int(b[0]), nil
		},
	})
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{def}}
	cells, err := reg.Plan(suite.Selection{Ops: []suite.Op{suite.Encode}})
	if err != nil {
		t.Fatal(err)
	}
	l, err := def.Load("v")
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(cells[0].Bound)
	if err != nil {
		t.Fatal(err)
	}
	serve := func(checked uint64) string {
		t.Helper()
		var out bytes.Buffer
		if err := timeworker.Serve(cells, timeworker.Flags{BenchTime: time.Millisecond, Procs: 1, Checked: checked}, strings.NewReader(""), &out); err != nil {
			t.Fatal(err)
		}
		var r timeworker.Reply
		if err := json.NewDecoder(&out).Decode(&r); err != nil {
			t.Fatal(err)
		}
		if r.Errs[0] == "" && r.Rechecked != (checked != 0 && checked != p.EncodedDigest) {
			t.Errorf("checked %x: rechecked %v", checked, r.Rechecked)
		}
		return r.Errs[0]
	}
	decodes, broken = 0, true
	if e := serve(p.EncodedDigest); e != "" || decodes != 0 {
		t.Errorf("checked on the same encodings: %q, %d decodes; want no error and none", e, decodes)
	}
	if e := serve(p.EncodedDigest + 1); !strings.Contains(e, "round trip differs") {
		t.Errorf("checked on other encodings, with a broken decode: %q; want the round trip's error", e)
	}
	decodes, broken = 0, false
	if e := serve(0); e != "" || decodes != 3 {
		t.Errorf("unchecked: %q, %d decodes; want every message checked", e, decodes)
	}
}
