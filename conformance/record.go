package conformance

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Record is what one codec's decoder did with the suite: a line of
// conformance.jsonl.
type Record struct {
	Codec  string `json:"codec"`
	Family string `json:"family"`
	// Call is what was decoded into: the codec's Generic.Call.
	Call string `json:"call,omitempty"`
	// NA says why the codec was not run: its library has no generic
	// decode (Generic.None).
	NA string `json:"na,omitempty"`
	// Error is why it could not be run (a worker that did not start).
	Error string `json:"error,omitempty"`
	Files int    `json:"files"`
	// Y, N and I count the outcomes of the y_, n_ and i_ files.
	Y Tally `json:"y"`
	N Tally `json:"n"`
	I Tally `json:"i"`
	// Wrong lists every file whose outcome is not its verdict: a y_ file
	// not accepted, an n_ file not rejected, any file that panicked,
	// crashed or hung.
	Wrong []Result `json:"wrong,omitempty"`
	// IAccepted and IRejected list the i_ files accepted and rejected;
	// any other i_ file panicked, crashed or hung, and is in Wrong.
	IAccepted []string `json:"i_accepted,omitempty"`
	IRejected []string `json:"i_rejected,omitempty"`
	// Workers is how many worker processes decoded the suite: one, plus
	// one per crash or hang.
	Workers int     `json:"workers"`
	Elapsed float64 `json:"seconds"`
}

// Tally counts the outcomes of one verdict's files.
type Tally struct {
	Files    int `json:"files"`
	Accepted int `json:"accepted"`
	Rejected int `json:"rejected"`
	Panicked int `json:"panicked"`
	Crashed  int `json:"crashed"`
	TimedOut int `json:"timed_out"`
}

// Result is one file's outcome.
type Result struct {
	File    string  `json:"file"`
	Outcome Outcome `json:"outcome"`
	Detail  string  `json:"detail,omitempty"` // the error, the panic, the fatal error
}

// Tally returns the counts of e's files.
func (r *Record) Tally(e Expect) *Tally {
	switch e {
	case Accept:
		return &r.Y
	case Reject:
		return &r.N
	}
	return &r.I
}

// Count returns the count of outcome o.
func (t *Tally) Count(o Outcome) int {
	switch o {
	case Accepted:
		return t.Accepted
	case Rejected:
		return t.Rejected
	case Panicked:
		return t.Panicked
	case Crashed:
		return t.Crashed
	case TimedOut:
		return t.TimedOut
	}
	return 0
}

// Bad is the count of panics, crashes and hangs.
func (t *Tally) Bad() int { return t.Panicked + t.Crashed + t.TimedOut }

// Sum is the outcome counts added up: Files in a whole record.
func (t *Tally) Sum() int { return t.Accepted + t.Rejected + t.Bad() }

// Bad is the record's count of panics, crashes and hangs.
func (r *Record) Bad() int { return r.Y.Bad() + r.N.Bad() + r.I.Bad() }

// add counts one file's outcome.
func (r *Record) add(c Case, o Outcome, detail string) {
	t := r.Tally(c.Expect)
	switch o {
	case Accepted:
		t.Accepted++
	case Rejected:
		t.Rejected++
	case Panicked:
		t.Panicked++
	case Crashed:
		t.Crashed++
	case TimedOut:
		t.TimedOut++
	}
	switch {
	case c.Expect == Either && o == Accepted:
		r.IAccepted = append(r.IAccepted, c.Name)
	case c.Expect == Either && o == Rejected:
		r.IRejected = append(r.IRejected, c.Name)
	}
	if !c.Expect.Conformant(o) {
		if o == Accepted {
			detail = "" // nothing to say: no error
		}
		r.Wrong = append(r.Wrong, Result{File: c.Name, Outcome: o, Detail: detail})
	}
}

func (r *Record) summary() string {
	switch {
	case r.NA != "":
		return "n/a: " + r.NA
	case r.Error != "":
		return "error: " + r.Error
	}
	return fmt.Sprintf("y %d/%d accepted, n %d/%d rejected, i %d accepted %d rejected; %d wrong, %d panicked, crashed or hung",
		r.Y.Accepted, r.Y.Files, r.N.Rejected, r.N.Files, r.I.Accepted, r.I.Rejected, len(r.Wrong), r.Bad())
}

// FileName is conformance's record file in a results folder.
const FileName = "conformance.jsonl"

// WriteJSONL writes the records as conformance.jsonl in dir.
func WriteJSONL(dir string, recs []Record) error {
	f, err := os.Create(filepath.Join(dir, FileName))
	if err != nil {
		return fmt.Errorf("conformance: %w", err)
	}
	enc := json.NewEncoder(f)
	for i := range recs {
		if err := enc.Encode(&recs[i]); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", FileName, err)
		}
	}
	return f.Close()
}

// ReadJSONL reads conformance.jsonl from dir.
func ReadJSONL(dir string) ([]Record, error) {
	b, err := os.ReadFile(filepath.Join(dir, FileName))
	if err != nil {
		return nil, fmt.Errorf("conformance: %w", err)
	}
	var out []Record
	for i, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if l == "" {
			continue
		}
		var r Record
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			return nil, fmt.Errorf("%s line %d: %w", FileName, i+1, err)
		}
		out = append(out, r)
	}
	return out, nil
}
