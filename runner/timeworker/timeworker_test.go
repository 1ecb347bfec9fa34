package timeworker_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
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
// and has nothing for a cell not run yet.
func TestWorkerHeapPass(t *testing.T) {
	def := &suite.Def[int]{
		Meta:     suite.Info{Name: "d", Unit: "n", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([]int, error) { return make([]int, 4), nil },
		Digest:   func(h *digest.Hasher, _ int) { h.Len(1) },
		Equal:    func(int, int) error { return nil },
	}
	c := suite.FuncsCodec("alloc", suite.Funcs[int, []byte]{
		FromModel: func(int) ([]byte, error) { return []byte{1}, nil },
		ToModel:   func([]byte) (int, error) { return 0, nil },
		Encode:    func(v []byte) ([]byte, error) { return append(make([]byte, 0, 64<<10), v...), nil },
		Decode:    func(b []byte) ([]byte, error) { return b, nil },
		Visit:     func(h *digest.Hasher, _ []byte) { h.Len(1) },
	})
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{def}}
	cells, err := reg.Plan(suite.Selection{Ops: []suite.Op{suite.Encode}})
	if err != nil {
		t.Fatal(err)
	}
	replies := serve(t, cells, timeworker.Flags{BenchTime: time.Millisecond, Procs: 1},
		timeworker.CmdHeap, timeworker.CmdCalibrate, timeworker.CmdRun, timeworker.CmdRun, timeworker.CmdHeap)
	if len(replies) != 6 {
		t.Fatalf("%d replies, want 6", len(replies))
	}
	if p := replies[1].Peaks; len(p) != 1 || p[0] != nil {
		t.Errorf("heap before any run: %v, want no peak", p)
	}
	if p := replies[5].Peaks; len(p) != 1 || p[0] == nil || p[0].Ops == 0 || replies[5].Errs[0] != "" {
		t.Fatalf("heap after the runs: %+v", replies[5])
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
	cells, p := checkedCell(t, def, c, suite.Encode)
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

// An update worker told its parent checked the binding checks no update
// before its ready reply, and checks those its runs reach before their
// figures go out: a faulty update fails its cell with the first run that
// reaches it.
func TestWorkerChecksTheUpdatesItsRunsReach(t *testing.T) {
	wrong := false // the update of message 2 sets another value
	def := &suite.Def[[]int]{
		Meta:     suite.Info{Name: "d", Unit: "n", Variants: []suite.VariantInfo{{Name: "v"}}},
		Generate: func(string) ([][]int, error) { return [][]int{{0}, {1}, {2}}, nil },
		Digest:   func(h *digest.Hasher, m []int) { h.Int64(int64(m[0])) },
		Equal: func(want, got []int) error {
			if want[0] != got[0] {
				return fmt.Errorf("got %d, want %d", got[0], want[0])
			}
			return nil
		},
		Update: &suite.UpdateDef[[]int]{
			Fields: "[0]",
			Change: func(m []int, _ int) suite.Change { return suite.Change{Int: int64(m[0] + 10)} },
			SetInt: func(m []int, v int64) { m[0] = int(v) },
			SetStr: func([]int, string) {},
			Apply:  func(_ []int, c suite.Change) []int { return []int{int(c.Int)} },
		},
	}
	c := suite.FuncsCodec("byte", suite.Funcs[[]int, []int]{
		FromModel: func(m []int) ([]int, error) { return []int{m[0]}, nil },
		ToModel:   func(v []int) ([]int, error) { return v, nil },
		Encode:    func(v []int) ([]byte, error) { return []byte{byte(v[0])}, nil },
		Decode:    func(b []byte) ([]int, error) { return []int{int(b[0])}, nil },
		Set: func(v []int, ch suite.Change) error {
			v[0] = int(ch.Int)
			if wrong && ch.Int == 12 {
				v[0]++
			}
			return nil
		},
	})
	cells, p := checkedCell(t, def, c, suite.Update)
	wrong = true
	replies := serve(t, cells, timeworker.Flags{BenchTime: time.Millisecond, Procs: 1, Checked: p.EncodedDigest},
		timeworker.CmdCalibrate, timeworker.CmdRun)
	if len(replies) != 3 {
		t.Fatalf("%d replies, want 3", len(replies))
	}
	if e := replies[0].Errs[0]; e != "" {
		t.Errorf("ready: %q; want no update checked before the runs", e)
	}
	// Calibration's loop runs past the third message.
	if e := replies[1].Errs[0]; !strings.Contains(e, "message 2: updated message differs") {
		t.Errorf("after calibration: %q; want the third message's update to fail", e)
	}
	if r := replies[2]; r.Runs[0] != nil {
		t.Errorf("a run after the failure: %+v; want none", r.Runs[0])
	}
}

// serve runs a worker of cells with flags on the commands cmds, and
// returns its replies: the ready reply, then one a command.
func serve(t *testing.T, cells []suite.Cell, flags timeworker.Flags, cmds ...string) []timeworker.Reply {
	t.Helper()
	var out bytes.Buffer
	in := strings.Join(cmds, "\n") + "\n"
	if err := timeworker.Serve(cells, flags, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(&out)
	var replies []timeworker.Reply
	for dec.More() {
		var r timeworker.Reply
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		replies = append(replies, r)
	}
	return replies
}

// checkedCell plans codec c's cell of op on dataset d's variant, and
// prepares it as the worker's parent would: checked in full.
func checkedCell(t *testing.T, d suite.Dataset, c suite.Codec, op suite.Op) ([]suite.Cell, *suite.Prepared) {
	t.Helper()
	reg := &suite.Registry{Codecs: []suite.Codec{c}, Datasets: []suite.Dataset{d}}
	cells, err := reg.Plan(suite.Selection{Ops: []suite.Op{op}})
	if err != nil || len(cells) != 1 {
		t.Fatalf("plan: %d cells, %v", len(cells), err)
	}
	l, err := d.Load(cells[0].Variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := l.Prepare(cells[0].Bound)
	if err != nil {
		t.Fatal(err)
	}
	return cells, p
}
