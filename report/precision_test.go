package report

import (
	"html"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
)

// Precision sorts the ok cells by their interval's half-width, counts
// those without one apart, and leaves failed cells out.
func TestPrecisionOf(t *testing.T) {
	rec := func(status string, median float64, lo, hi *float64) resultset.Record {
		return resultset.Record{Status: status, NsPerOp: median, NsCILow: lo, NsCIHigh: hi}
	}
	f := func(v float64) *float64 { return &v }
	recs := []resultset.Record{
		rec(resultset.StatusOK, 100, f(99), f(101.5)),   // ±1.5%
		rec(resultset.StatusOK, 100, f(98), f(102)),     // ±2%
		rec(resultset.StatusOK, 100, f(99), f(104)),     // ±4%
		rec(resultset.StatusOK, 100, f(94), f(101)),     // ±6%
		rec(resultset.StatusOK, 100, nil, nil),          // timed once
		rec(resultset.StatusFailed, 100, f(99), f(101)), // not counted
	}
	// The records have no ns_median: their times are medians.
	p := PrecisionOf(recs)
	if want := (Precision{WithInterval: 4, Within5: 3, Within2: 2, NoInterval: 1, Estimate: resultset.EstimateMedian}); p != want {
		t.Fatalf("PrecisionOf = %#v, want %#v", p, want)
	}
	s := p.String()
	for _, want := range []string{"Of 4 cells with a 95% interval, 3 (75.00%) are within ±5% of their median", "2 (50.00%) within ±2%",
		"1 cell has no interval", "Under 90% within ±5%: other work on the machine"} {
		if !strings.Contains(s, want) {
			t.Errorf("%q lacks %q", s, want)
		}
	}
	// The note no longer sends the reader to wait for a quiet machine.
	for _, bad := range []string{"quiet", "time again", "near the fastest"} {
		if strings.Contains(s, bad) {
			t.Errorf("%q says %q", s, bad)
		}
	}
	// Records with ns_median hold the p20, and the note says why it is
	// what the reports show.
	m := 100.0
	for i := range recs {
		recs[i].NsMedian = &m
	}
	s = PrecisionOf(recs).String()
	for _, want := range []string{"are within ±5% of their p20",
		"Such work only ever adds time, and the figures reported are each cell's runs near the fastest (its p20), which it moves least."} {
		if !strings.Contains(s, want) {
			t.Errorf("p20: %q lacks %q", s, want)
		}
	}
	// At 90% within ±5% a run is quiet enough to say nothing more.
	if s := (Precision{WithInterval: 10, Within5: 9, Within2: 9}).String(); strings.Contains(s, "Under 90%") {
		t.Errorf("9 of 10 within ±5%% called noisy: %q", s)
	}
	if s := PrecisionOf(nil).String(); s != "" {
		t.Errorf("no cells: %q, want nothing", s)
	}
}

// RunsSentence says "up to" only where precision could stop a cell early.
func TestRunsSentence(t *testing.T) {
	for _, c := range []struct {
		env  resultset.Env
		want string
	}{
		{resultset.Env{Count: 24, BenchTime: "10ms", Timing: "workers", Settings: []string{"precision=2"}},
			"Each cell ran up to 24 times of about 10ms each after a discarded calibration run, stopping from the sixth once its 95% interval was within 2%"},
		{resultset.Env{Count: 24, BenchTime: "10ms", Timing: "workers", Settings: []string{"precision=0"}},
			"Each cell ran 24 times of about 10ms each after a discarded calibration run"},
		{resultset.Env{Count: 5, BenchTime: "1ms", Timing: "in-process", Settings: []string{"precision=2"}},
			"Each cell ran 5 times of about 1ms each after a discarded calibration run"},
		{resultset.Env{Count: 5, BenchTime: "1ms", Timing: "workers"}, // before --precision
			"Each cell ran 5 times of about 1ms each after a discarded calibration run"},
	} {
		if got := RunsSentence(&c.env); got != c.want {
			t.Errorf("%+v:\n got %q\nwant %q", c.env, got, c.want)
		}
	}
}

// A folder with fewer records than its plan says so in report.md.
func TestMarkdownUnfinished(t *testing.T) {
	recs := []resultset.Record{{Dataset: "d", Variant: "v", Codec: "c", Op: "encode", Status: resultset.StatusOK, NsPerOp: 1}}
	env := &resultset.Env{Count: 6, BenchTime: "1ms", Planned: 3}
	md := string(Markdown(Input{Env: env, Records: recs}))
	if !strings.Contains(md, "**Unfinished:** 2 of 3 planned cells not run") {
		t.Errorf("report.md does not say the run is unfinished:\n%s", md)
	}
	env.Planned = 1
	if md := string(Markdown(Input{Env: env, Records: recs})); strings.Contains(md, "Unfinished") {
		t.Errorf("a finished run called unfinished:\n%s", md)
	}
}

// A page of one dataset counts its own cells against its own share of
// the plan, and a page whose cells are all there says nothing, however
// much of the plan the other pages hold.
func TestUnfinishedPage(t *testing.T) {
	cell := func(ds, v, op string) resultset.Record {
		return resultset.Record{Dataset: ds, Variant: v, Codec: "c", Op: op, Status: resultset.StatusOK, NsPerOp: 1}
	}
	a := []resultset.Record{cell("a", "1", "encode"), cell("a", "1", "decode")}
	b := []resultset.Record{cell("b", "1", "encode")}
	whole := append(append([]resultset.Record{}, a...), b...)
	env := &resultset.Env{Count: 6, BenchTime: "1ms", Planned: 9,
		PlannedVariants: map[string]int{"a/1": 2, "b/1": 3, "b/2": 4}}
	for _, c := range []struct {
		name string
		part []resultset.Record
		want string
	}{
		{"finished page", a, ""},
		// b/2 has no record at all: b's page holds it.
		{"unfinished page", b, "unfinished: 6 of this page's 7 planned cells not run"},
	} {
		page, err := HTML(Input{Env: env, Records: c.part, Whole: whole}, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		text := html.UnescapeString(string(page))
		got := strings.Contains(text, "unfinished:")
		if c.want == "" && got || c.want != "" && !strings.Contains(text, c.want) {
			t.Errorf("%s: want %q in the page's badges (any unfinished badge: %v)", c.name, c.want, got)
		}
	}
	// An older folder keeps no plan by variant: a page names the run's.
	env.PlannedVariants = nil
	md := string(Markdown(Input{Env: env, Records: a, Whole: whole}))
	if !strings.Contains(md, "the run lacks 6 of its 9 planned cells") {
		t.Errorf("a page of an unfinished older run does not name the run's count:\n%s", md)
	}
	env.Planned = 3
	if md := string(Markdown(Input{Env: env, Records: a, Whole: whole})); strings.Contains(md, "Unfinished") {
		t.Errorf("a page of a finished run called unfinished")
	}
}
