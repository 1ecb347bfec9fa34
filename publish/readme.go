package publish

import (
	"bytes"
	"cmp"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Readme is the results README: the latest run's headline charts, a table
// per dataset with its trend chart, the machine and versions, how to
// reproduce, and the history. Paths are relative to the results folder.
func Readme(reg *suite.Registry, runs []resultset.Folder, headline, trends []charts.Chart) []byte {
	latest := runs[len(runs)-1]
	e := latest.Env
	name := filepath.Base(latest.Dir)
	var b bytes.Buffer
	ok, failed := 0, 0
	for _, r := range latest.Records {
		if r.OK() {
			ok++
		} else {
			failed++
		}
	}
	fmt.Fprintf(&b, "# Published results\n\n<!-- Written by serbench publish (make publish) from %s/; do not edit. -->\n\n", DirPublished)
	fmt.Fprintf(&b, "The latest published run, **%s**: %s cells measured", name, human.Count(float64(ok)))
	if failed > 0 {
		fmt.Fprintf(&b, ", %s failed (with their reasons in the report)", human.Count(float64(failed)))
	}
	fmt.Fprintf(&b, ", on %s (%s/%s, %d CPUs, timed with GOMAXPROCS %d), %s, serbench at commit `%s`, %s UTC. %s.",
		e.CPU, e.GOOS, e.GOARCH, e.NumCPU, e.GOMAXPROCS, e.GoVersion, e.Commit, e.Started.UTC().Format("2006-01-02 15:04"), report.RunsSentence(e))
	if p := report.PrecisionOf(latest.Records).String(); p != "" {
		b.WriteString(" " + p)
	}
	if r := reproducibility(runs); r != "" {
		b.WriteString(" " + r)
	}
	fmt.Fprintf(&b, "\n\nThe whole report: [%s/%s/report.md](%s/%s/report.md), or the [site](%s/index.html) (a page per dataset, "+
		"ready for any static host). Every figure below is a record of that run's `%s`.\n\n",
		DirPublished, name, DirPublished, name, DirSite, resultset.FileJSONLZst)
	if len(headline) > 0 {
		fmt.Fprintf(&b, "## Every codec on %s\n\n", HeadlineVar)
		for _, h := range headline {
			fmt.Fprintf(&b, "![%s](%s)\n\n", h.Title, h.PNG)
		}
	}
	b.WriteString("## Per dataset\n\n")
	fmt.Fprintf(&b, "The %s of each op per codec on the dataset's default-suite variant (else its first), with its 95%% "+
		"interval's half-width (codecs closer than their intervals do not rank), fastest encode first. %s The trend chart "+
		"follows each codec's encode time across the published runs, each run named with its CPU, a line per codec and CPU "+
		"model (the legend names them): where the CPU changes, so do the times, so a run on another CPU starts another line.\n\n", report.TimeHead(latest.Records), report.EstimateLine(latest.Records))
	trendOf := map[string]charts.Chart{}
	for _, t := range trends {
		trendOf[t.Dataset] = t
	}
	for _, ds := range datasetsOf(latest.Records) {
		variant := charts.TrendVariant(reg, ds, latest.Records)
		fmt.Fprintf(&b, "### %s/%s\n\n", ds, variant)
		writeTable(&b, latest.Records, ds, variant)
		if t, ok := trendOf[ds]; ok {
			fmt.Fprintf(&b, "\n![%s](%s)\n", t.Title, t.PNG)
		}
		b.WriteString("\n")
	}
	b.WriteString("## Machine and versions\n\n| | |\n|---|---|\n")
	for _, kv := range [][2]string{{"CPU", e.CPU}, {"OS/arch", e.GOOS + "/" + e.GOARCH}, {"CPUs", fmt.Sprint(e.NumCPU)},
		{"memory", e.MemTotal}, {"Go", e.GoVersion}, {"serbench", e.Version + " at " + e.Commit}, {"timing", e.Timing},
		{"settings", strings.Join(givenSettings(e), " ")}} {
		if kv[1] != "" {
			fmt.Fprintf(&b, "| %s | %s |\n", kv[0], strings.ReplaceAll(kv[1], "|", "\\|"))
		}
	}
	b.WriteString("\n| library | version |\n|---|---|\n")
	for _, m := range slices.Sorted(maps.Keys(e.Modules)) {
		fmt.Fprintf(&b, "| %s | %s |\n", m, e.Modules[m])
	}
	fmt.Fprintf(&b, "\n## Reproduce\n\n```sh\ngit checkout %s\ngo run ./cmd/serbench run%s\n```\n\n", strings.TrimSuffix(e.Commit, "-dirty"), runFlags(e))
	b.WriteString("on a machine like the one above; `make publish` runs the same matrix and publishes it here. Figures from " +
		"another machine compare with each other, not with these: compare ratios between codecs, not times.\n\n")
	b.WriteString("## History\n\nEvery published run keeps its records, compressed:\n\n")
	for i := len(runs) - 1; i >= 0; i-- {
		r := runs[i]
		n := filepath.Base(r.Dir)
		fmt.Fprintf(&b, "- [%s](%s/%s/report.md): %s cells, %s, %s\n", n, DirPublished, n, human.Count(float64(len(r.Records))), r.Env.CPU, r.Env.GoVersion)
	}
	return b.Bytes()
}

// givenSettings are the run's settings with a value, for the table.
func givenSettings(e *resultset.Env) []string {
	var out []string
	for _, s := range e.Settings {
		if !strings.HasSuffix(s, "=") {
			out = append(out, s)
		}
	}
	return out
}

// runFlags are the run's settings as flags: every one that decides its
// figures, defaults included, so that the command still reproduces the
// run after a default changes; not those that select nothing (empty, no
// --full, no parallel pass, no --messages) or a shard.
func runFlags(e *resultset.Env) string {
	var out []string
	for _, s := range e.Settings {
		n, v, _ := strings.Cut(s, "=")
		switch {
		case n == "suite", n == "shard", v == "", v == "false" && n == "full", n == "parallel" && v == "-1", n == "messages" && v == "0":
			continue
		}
		out = append(out, "--"+s)
	}
	if len(out) == 0 {
		return ""
	}
	return " " + strings.Join(out, " ")
}

func datasetsOf(recs []resultset.Record) []string {
	var out []string
	for _, r := range recs {
		if !slices.Contains(out, r.Dataset) {
			out = append(out, r.Dataset)
		}
	}
	return out
}

// writeTable writes a variant's codecs with their encode, decode and read
// times (each headed with the records' estimate) and encoded size, fastest
// encode first, failed cells as such.
func writeTable(b *bytes.Buffer, recs []resultset.Record, ds, variant string) {
	byCodec := map[string]map[string]*resultset.Record{}
	var codecs []string
	for i := range recs {
		r := &recs[i]
		if r.Dataset != ds || r.Variant != variant {
			continue
		}
		if byCodec[r.Codec] == nil {
			byCodec[r.Codec] = map[string]*resultset.Record{}
			codecs = append(codecs, r.Codec)
		}
		byCodec[r.Codec][r.Op] = r
	}
	encodeNs := func(c string) float64 {
		if r := byCodec[c][string(suite.Encode)]; r != nil && r.OK() {
			return r.NsPerOp
		}
		return 1e300
	}
	slices.SortStableFunc(codecs, func(a, c string) int { return cmp.Compare(encodeNs(a), encodeNs(c)) })
	est := resultset.Estimate(recs)
	fmt.Fprintf(b, "| codec | encode (%s) | decode (%s) | read (%s) | size |\n|---|---:|---:|---:|---:|\n", est, est, est)
	for _, c := range codecs {
		cell := func(op suite.Op) string {
			r := byCodec[c][string(op)]
			switch {
			case r == nil:
				return ""
			case !r.OK():
				return r.Status
			}
			if ci, ok := report.CIHalfWidth(r); ok {
				// On a shared machine the intervals are what says which
				// differences rank.
				return human.Duration(r.NsPerOp) + " " + ci
			}
			return human.Duration(r.NsPerOp)
		}
		size := ""
		if r := byCodec[c][string(suite.Encode)]; r != nil && r.OK() && r.EncodedBytes > 0 {
			size = human.Bytes(r.EncodedBytes)
		}
		fmt.Fprintf(b, "| `%s` | %s | %s | %s | %s |\n", c, cell(suite.Encode), cell(suite.Decode), cell(suite.Read), size)
	}
}

// The markers of the project README's headline block, which Rebuild
// rewrites from the latest published run.
const (
	HeadlineStart = "<!-- serbench publish: headline -->"
	HeadlineEnd   = "<!-- /serbench publish: headline -->"
)

// Headline is the project README's headline block: the latest run's
// headline charts and a link to the results README. rel is the results
// folder relative to the project README.
func Headline(run resultset.Folder, headline []charts.Chart, rel string) []byte {
	e := run.Env
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n<!-- Written by serbench publish from the latest published run; do not edit. -->\n\n", HeadlineStart)
	what := "Median time of one op; whiskers are 95% confidence intervals."
	if est := resultset.Estimate(run.Records); est != resultset.EstimateMedian {
		what = "Bars: the " + est + " time of one op (the 20th percentile of its runs: a fifth were faster); whiskers: its 95% bootstrap interval."
	}
	fmt.Fprintf(&b, "Every codec on `%s` (one typical record), from the latest published run, **%s**: %s, %s, "+
		"%d CPUs, serbench at `%s`. %s "+
		"Tables for every dataset, the machine, library versions, history and how to reproduce: [%s](%s).\n\n",
		HeadlineVar, filepath.Base(run.Dir), e.CPU, e.GoVersion, e.NumCPU, e.Commit, what,
		filepath.ToSlash(filepath.Join(rel, FileReadme)), filepath.ToSlash(filepath.Join(rel, FileReadme)))
	for _, h := range headline {
		fmt.Fprintf(&b, "![%s](%s)\n\n", h.Title, filepath.ToSlash(filepath.Join(rel, h.PNG)))
	}
	b.WriteString(HeadlineEnd)
	return b.Bytes()
}

// SpliceHeadline replaces the block between the headline markers of a
// README with block (which carries the markers); ok is false, and readme
// unchanged, when the README lacks them.
func SpliceHeadline(readme, block []byte) (out []byte, ok bool) {
	start := bytes.Index(readme, []byte(HeadlineStart))
	end := bytes.Index(readme, []byte(HeadlineEnd))
	if start < 0 || end < start {
		return readme, false
	}
	out = append(out, readme[:start]...)
	out = append(out, block...)
	return append(out, readme[end+len(HeadlineEnd):]...), true
}

// reproducibility says, beside the precision, how far a second run would
// likely land: from the latest run's own halves (report.Reproducibility),
// and against the latest earlier publication on the same CPU model, or
// that there is none.
func reproducibility(runs []resultset.Folder) string {
	latest := runs[len(runs)-1]
	var parts []string
	if line := report.ReproducibilityOf(latest.Records).Line(); line != "" {
		if e := latest.Env; e.Setting("precision") != "" && e.Setting("precision") != "0" && strings.HasPrefix(e.Timing, "workers") {
			// The cells that stopped early have too few runs for halves:
			// those counted are the ones whose interval stayed wide.
			line += fmt.Sprintf(" Those are the cells that ran all %d runs, the ones whose interval did not narrow sooner: the "+
				"noisier ones.", e.Count)
		}
		parts = append(parts, line)
	}
	if len(runs) < 2 {
		return strings.Join(parts, " ")
	}
	for i := len(runs) - 2; i >= 0; i-- {
		prev := runs[i]
		if prev.Env.Machine() != latest.Env.Machine() {
			continue
		}
		a := compare.Compare(prev, latest).Agreement
		if a.Cells == 0 {
			break
		}
		parts = append(parts, fmt.Sprintf("Against the previous publication on this CPU model, %s: of %s cells both timed, "+
			"%s (%s) have their %ss within ±%g%% of each other.", filepath.Base(prev.Dir), human.Count(float64(a.Cells)),
			human.Count(float64(a.Raw[1])), human.Pct(a.Share(a.Raw[1])), resultset.Estimate(latest.Records), compare.Bands[1]))
		return strings.Join(parts, " ")
	}
	prev := runs[len(runs)-2]
	parts = append(parts, fmt.Sprintf("No earlier publication ran on this CPU model (the previous, %s, ran on %s), so none "+
		"tells how far a second run here would land.", filepath.Base(prev.Dir), prev.Env.CPU))
	return strings.Join(parts, " ")
}
