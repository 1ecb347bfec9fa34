package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/conformance"
	"github.com/serbench/serbench/suite"
)

// The report has every codec's row with its counts, each wrong outcome
// with its detail, and the findings written from the figures.
func TestWriteConformance(t *testing.T) {
	dir := t.TempDir()
	recs := []conformance.Record{
		{Codec: "strict", Family: "JSON", Call: "Unmarshal into *any", Files: 4,
			Y: conformance.Tally{Files: 2, Accepted: 2}, N: conformance.Tally{Files: 1, Rejected: 1},
			I: conformance.Tally{Files: 1, Accepted: 1}, IAccepted: []string{"i_huge.json"}, Workers: 1},
		{Codec: "loose", Family: "JSON", Call: "Parse", Files: 4,
			Y: conformance.Tally{Files: 2, Accepted: 1, Crashed: 1}, N: conformance.Tally{Files: 1, Accepted: 1},
			I: conformance.Tally{Files: 1, Rejected: 1}, IRejected: []string{"i_utf16.json"}, Workers: 2,
			Wrong: []conformance.Result{{File: "y_deep.json", Outcome: conformance.Crashed, Detail: "fatal error: stack | overflow"},
				{File: "n_comma.json", Outcome: conformance.Accepted}}},
		{Codec: "treeless", Family: "JSON", NA: "no tree"},
	}
	if err := WriteConformance(dir, &suite.Registry{}, recs, 3*time.Second); err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(filepath.Join(dir, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| strict | Unmarshal into *any | 2/2 | 1/1 | 1 | 0 | 0 | 0 | 0 | 0 |",
		"| loose | Parse | 1/2 | 0/1 | 0 | 1 | 2 | 0 | **1** | 0 |",
		"| treeless | n/a: no tree |",
		"- `y_deep.json` crashed: fatal error: stack | overflow",
		"- `n_comma.json` accepted\n",
		"Of 2 codecs run, 1 accepted every y_ file and rejected every n_ file: strict.",
		"Panicked, crashed or hung: loose (1).",
		"i_ files rejected (0 of 1): none.",
		"i_ files accepted (0 of 1): none.",
		"On the i_ files the strictest accepted 0 of 1: loose.",
		"Not run (no generic decode, a form of another codec, or a worker that did not start): treeless.",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("report.md lacks %q:\n%s", want, md)
		}
	}
	html, err := os.ReadFile(filepath.Join(dir, "report.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"y_deep.json crashed: fatal error: stack | overflow", "n/a: no tree", "1 panicked, crashed or hung"} {
		if !strings.Contains(string(html), want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
}
