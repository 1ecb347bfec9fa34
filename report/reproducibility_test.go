package report

import (
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// reproRecords are cells whose halves are known: each half's runs are
// alike, so each half's p20 is its runs' value. The halves of a1 are 1%
// apart, a2 4%, a3 (13 runs: its middle one in neither half) 0.5%, b1 8%,
// b2 20%; b3 has too few runs for halves and failed has no figures.
func reproRecords() []resultset.Record {
	halves := func(ds, codec string, first, second float64, n int) resultset.Record {
		r := rec(codec, "encode", first, 10)
		lo, hi := 0.99*first, 1.02*first
		r.Dataset, r.NsCILow, r.NsCIHigh = ds, &lo, &hi
		r.Runs = nil
		for range n / 2 {
			r.Runs = append(r.Runs, first)
		}
		if n%2 == 1 {
			r.Runs = append(r.Runs, 50*first) // the middle run
		}
		for range n / 2 {
			r.Runs = append(r.Runs, second)
		}
		return r
	}
	failed := halves("a", "broken", 100, 200, 12)
	failed.Status = resultset.StatusFailed
	return []resultset.Record{
		halves("a", "a1", 100, 101, 12),
		halves("a", "a2", 100, 104, 24),
		halves("a", "a3", 200, 201, 13),
		halves("b", "b1", 100, 108, 12),
		halves("b", "b2", 120, 100, 12),
		halves("b", "b3", 100, 100, 10),
		failed,
	}
}

func TestReproducibilityOf(t *testing.T) {
	rp := ReproducibilityOf(reproRecords())
	for _, c := range []struct {
		what      string
		got, want any
	}{
		{"all", rp.All, Agreement{Cells: 5, Within2: 2, Within5: 3, Within10: 4}},
		{"datasets", len(rp.Datasets), 2},
		{"dataset a", rp.Datasets[0], DatasetAgreement{"a", Agreement{Cells: 3, Within2: 2, Within5: 3, Within10: 3}}},
		{"dataset b", rp.Datasets[1], DatasetAgreement{"b", Agreement{Cells: 2, Within2: 0, Within5: 0, Within10: 1}}},
		{"short", rp.Short, 1},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.what, c.got, c.want)
		}
	}
}

// The paragraph states the shares overall and by dataset, what they mean,
// and which cells it leaves out; the end-of-run line the share within ±5%.
func TestReproducibilityText(t *testing.T) {
	recs := reproRecords()
	rp := ReproducibilityOf(recs)
	for _, c := range []struct {
		what, got, want string
	}{
		{"paragraph", rp.String(), "Reproducibility, from the run's own rounds: each cell's runs were split into a first and a second half " +
			"in the order they were timed, so that the halves straddle the machine's drift over the run. " +
			"Of 5 cells with 12 runs or more, the p20s of the two halves agree within ±2% for 2 (40.00%), within ±5% for 3 (60.00%) " +
			"and within ±10% for 4 (80.00%). " +
			"A second run of the same command would likely land about as far from this one's figures; " +
			"each half has half the runs, so this is a little pessimistic. " +
			"By dataset, within ±2% / ±5% / ±10%: a 66.67% / 100.00% / 100.00% of 3; b 0.00% / 0.00% / 50.00% of 2. " +
			"1 cell has fewer than 12 runs (a lower --count, stopped early by --precision, or timed once), too few for halves, " +
			"and is not counted."},
		{"end-of-run line", rp.Line(), "Of 5 cells with 12 runs or more, 3 (60.00%) have the p20s of their first and second halves " +
			"within ±5% of each other: a second run would likely land about as far."},
		// One dataset: no breakdown by dataset, which would repeat it.
		{"one dataset", ReproducibilityOf(recs[:3]).String(), "Reproducibility, from the run's own rounds: each cell's runs were " +
			"split into a first and a second half in the order they were timed, so that the halves straddle the machine's drift over the run. " +
			"Of 3 cells with 12 runs or more, the p20s of the two halves agree within ±2% for 2 (66.67%), within ±5% for 3 (100.00%) " +
			"and within ±10% for 3 (100.00%). A second run of the same command would likely land about as far from this one's figures; " +
			"each half has half the runs, so this is a little pessimistic."},
		{"no cell with halves", ReproducibilityOf(recs[5:6]).String(), "Reproducibility from the run's own rounds: none to tell. " +
			"1 cell has fewer than 12 runs (a lower --count, stopped early by --precision, or timed once), too few for halves: " +
			"--count 12 or more with --precision 0 gives every cell enough."},
		{"no cell with halves, line", ReproducibilityOf(recs[5:6]).Line(), ""},
		{"no measured cell", ReproducibilityOf(recs[6:]).String(), ""},
	} {
		if c.got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.what, c.got, c.want)
		}
	}
}

// Both reports print the paragraph beside the precision summary, and
// report.html a badge with the share within ±5%.
func TestReportsReproducibility(t *testing.T) {
	in := Input{Records: reproRecords()}
	md := string(Markdown(in))
	page, err := HTML(in, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	text := textOf(page)
	want := ReproducibilityOf(in.Records).String()
	for name, doc := range map[string]string{"report.md": md, "report.html": text} {
		i, j := strings.Index(doc, "cells with a 95% interval"), strings.Index(doc, want)
		switch {
		case j < 0:
			t.Errorf("%s lacks the reproducibility paragraph", name)
		case i < 0 || i > j:
			t.Errorf("%s: the reproducibility paragraph does not follow the precision summary", name)
		}
	}
	if !strings.Contains(md, "\n\n"+want+"\n\n") {
		t.Error("report.md: the reproducibility paragraph is not a paragraph of its own")
	}
	if !strings.Contains(string(page), `<span class="badge ">halves 60.00% within ±5%</span>`) {
		t.Error("report.html has no badge of the halves within ±5%")
	}
	// Without a cell of 12 runs, no badge.
	few := slices.Clone(in.Records[5:6])
	page, err = HTML(Input{Records: few}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(page), `badge ">halves`) {
		t.Error("report.html has a halves badge without halves")
	}
}
