package hostile

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Record is what one codec's decoder did with one dataset's corpus: a line
// of hostile.jsonl.
type Record struct {
	Dataset string `json:"dataset"`
	Variant string `json:"variant"`
	Codec   string `json:"codec"`
	Family  string `json:"family"`
	Inputs  int    `json:"inputs"`
	// The outcome counts, which add up to Inputs.
	Rejected int `json:"rejected"`
	Accepted int `json:"accepted"`
	Panicked int `json:"panicked"`
	Crashed  int `json:"crashed"`
	TimedOut int `json:"timed_out"`
	// Unstable counts the accepted inputs whose value does not re-encode
	// and decode to itself (a part of Accepted).
	Unstable int `json:"accepted_unstable"`
	// MaxAllocBytes is the most one input's decode and read allocated;
	// WorstAllocPerByte the most bytes allocated per input byte (an empty
	// input counts as one byte), over the inputs that returned.
	MaxAllocBytes     uint64   `json:"max_alloc_bytes"`
	MaxAllocInput     *Example `json:"max_alloc_input,omitempty"`
	WorstAllocPerByte float64  `json:"worst_alloc_per_byte"`
	WorstInput        *Example `json:"worst_alloc_per_byte_input,omitempty"`
	// Examples holds up to three inputs of each bad outcome (and of
	// accepted_unstable), in corpus order.
	Examples map[string][]Example `json:"examples,omitempty"`
	// Saved counts the bad inputs written whole to the folder, per
	// outcome (at most Options.MaxSaved each).
	Saved map[string]int `json:"saved,omitempty"`
	// ByKind counts outcomes per kind of input.
	ByKind map[Kind]map[Outcome]int `json:"by_kind"`
	// Workers is how many worker processes decoded the corpus: one, plus
	// one per crash or hang.
	Workers int     `json:"workers"`
	Elapsed float64 `json:"seconds"`
	// Error is why the codec was not probed (its validation failed).
	Error string `json:"error,omitempty"`

	corpus *Corpus
	bad    map[Outcome][]int // input indices of each bad outcome, to save
}

// Example is one input, in short.
type Example struct {
	Input  int    `json:"input"` // its index in the corpus
	Kind   Kind   `json:"kind"`
	Note   string `json:"note,omitempty"`
	Len    int    `json:"len"`
	Hex    string `json:"hex"`
	Detail string `json:"detail,omitempty"` // the panic, the fatal error, the round trip's difference
	Alloc  uint64 `json:"alloc_bytes,omitempty"`
	File   string `json:"file,omitempty"` // the whole input, relative to the results folder
}

const maxExamples = 3

func (r *Record) init(inputs int) {
	r.Inputs = inputs
	r.Examples = map[string][]Example{}
	r.Saved = map[string]int{}
	r.ByKind = map[Kind]map[Outcome]int{}
	r.bad = map[Outcome][]int{}
}

func (r *Record) example(c *Corpus, l line) Example {
	in := c.Inputs[l.I]
	b := c.Bytes(l.I)
	return Example{Input: l.I, Kind: in.Kind, Note: in.Note, Len: len(b), Hex: hexShort(b), Detail: l.Detail, Alloc: l.Alloc}
}

// add counts one input's result.
func (r *Record) add(c *Corpus, l line, opt Options) {
	if l.I < 0 || l.I >= len(c.Inputs) {
		return
	}
	kind := c.Inputs[l.I].Kind
	if r.ByKind[kind] == nil {
		r.ByKind[kind] = map[Outcome]int{}
	}
	r.ByKind[kind][l.Outcome]++
	switch l.Outcome {
	case Rejected:
		r.Rejected++
	case Accepted:
		r.Accepted++
		if l.Unstable {
			r.Unstable++
			if len(r.Examples["accepted_unstable"]) < maxExamples {
				r.Examples["accepted_unstable"] = append(r.Examples["accepted_unstable"], r.example(c, l))
			}
		}
	case Panicked:
		r.Panicked++
	case Crashed:
		r.Crashed++
	case TimedOut:
		r.TimedOut++
	}
	if l.Outcome.Bad() {
		if len(r.Examples[string(l.Outcome)]) < maxExamples {
			r.Examples[string(l.Outcome)] = append(r.Examples[string(l.Outcome)], r.example(c, l))
		}
		if len(r.bad[l.Outcome]) < opt.MaxSaved {
			r.bad[l.Outcome] = append(r.bad[l.Outcome], l.I)
		}
	}
	if l.Outcome == Rejected || l.Outcome == Accepted || l.Outcome == Panicked {
		n := max(len(c.Bytes(l.I)), 1)
		if l.Alloc > r.MaxAllocBytes || r.MaxAllocInput == nil {
			r.MaxAllocBytes = l.Alloc
			e := r.example(c, l)
			e.Detail = ""
			r.MaxAllocInput = &e
		}
		if per := float64(l.Alloc) / float64(n); per > r.WorstAllocPerByte || r.WorstInput == nil {
			r.WorstAllocPerByte = per
			e := r.example(c, l)
			e.Detail = ""
			r.WorstInput = &e
		}
	}
}

// save writes the bad inputs whole, as inputs/<dataset>/<codec>/<outcome>-<input>.bin,
// and points the examples at their files.
func (r *Record) save(c *Corpus, opt Options) error {
	if opt.Out == "" {
		return nil
	}
	for _, o := range Outcomes {
		idx := r.bad[o]
		if len(idx) == 0 {
			continue
		}
		dir := filepath.Join(opt.Out, "inputs", r.Dataset, fileName(r.Codec))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("hostile: %w", err)
		}
		files := map[int]string{}
		for _, i := range idx {
			name := fmt.Sprintf("%s-%04d-%s.bin", o, i, c.Inputs[i].Kind)
			if err := os.WriteFile(filepath.Join(dir, name), c.Bytes(i), 0o644); err != nil {
				return fmt.Errorf("hostile: %w", err)
			}
			files[i] = filepath.ToSlash(filepath.Join("inputs", r.Dataset, fileName(r.Codec), name))
		}
		r.Saved[string(o)] = len(idx)
		for j, e := range r.Examples[string(o)] {
			r.Examples[string(o)][j].File = files[e.Input]
		}
	}
	return nil
}

// fileName makes a codec's name safe for a folder ("fastjson+reuse").
func fileName(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return '_'
	}, s)
}

// Sum is the outcome counts added up: equal to Inputs in a whole record.
func (r *Record) Sum() int { return r.Rejected + r.Accepted + r.Panicked + r.Crashed + r.TimedOut }

// Count returns the count of outcome o.
func (r *Record) Count(o Outcome) int {
	switch o {
	case Rejected:
		return r.Rejected
	case Accepted:
		return r.Accepted
	case Panicked:
		return r.Panicked
	case Crashed:
		return r.Crashed
	case TimedOut:
		return r.TimedOut
	}
	return 0
}

func (r *Record) summary() string {
	if r.Error != "" {
		return "error: " + r.Error
	}
	return fmt.Sprintf("%d inputs: %d rejected, %d accepted (%d unstable), %d panicked, %d crashed, %d timed out; max alloc %d B, worst %.0f B/B",
		r.Inputs, r.Rejected, r.Accepted, r.Unstable, r.Panicked, r.Crashed, r.TimedOut, r.MaxAllocBytes, r.WorstAllocPerByte)
}

// WriteJSONL writes the records as hostile.jsonl in dir.
func WriteJSONL(dir string, recs []Record) error {
	f, err := os.Create(filepath.Join(dir, "hostile.jsonl"))
	if err != nil {
		return fmt.Errorf("hostile: %w", err)
	}
	enc := json.NewEncoder(f)
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			f.Close()
			return fmt.Errorf("hostile.jsonl: %w", err)
		}
	}
	return f.Close()
}

// ReadJSONL reads hostile.jsonl from dir.
func ReadJSONL(dir string) ([]Record, error) {
	b, err := os.ReadFile(filepath.Join(dir, "hostile.jsonl"))
	if err != nil {
		return nil, fmt.Errorf("hostile: %w", err)
	}
	var out []Record
	for i, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if l == "" {
			continue
		}
		var r Record
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("hostile.jsonl line %d: %w", i+1, err)
		}
		out = append(out, r)
	}
	return out, nil
}
