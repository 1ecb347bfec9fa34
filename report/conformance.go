package report

import (
	"bytes"
	"fmt"
	"github.com/serbench/serbench/human"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/serbench/serbench/conformance"
	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/suite"
)

// WriteConformance writes the report of a `serbench conformance` folder:
// report.md and report.html with a table of every codec and the list of
// each one's wrong outcomes.
func WriteConformance(dir string, reg *suite.Registry, recs []conformance.Record, elapsed time.Duration) error {
	var md bytes.Buffer
	fmt.Fprintf(&md, "# serbench: JSON conformance\n\n")
	fmt.Fprintf(&md, "%d JSON codecs in %s.\n\n", len(recs), elapsed.Round(time.Second))
	writeConformanceMarkdown(&md, recs)
	if err := os.WriteFile(filepath.Join(dir, "report.md"), md.Bytes(), 0o644); err != nil {
		return fmt.Errorf("conformance report: %w", err)
	}
	html, err := conformancePage(reg, recs, elapsed).Render()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.html"), html, 0o644); err != nil {
		return fmt.Errorf("conformance report: %w", err)
	}
	return nil
}

// conformanceIntro says what the section measures.
const conformanceIntro = "Every JSON codec's library decoded each file of JSONTestSuite's test_parsing (Nicolas Seriot, MIT; " +
	"95 y_ files a parser must accept, 188 n_ files it must reject, 35 i_ files where either is conformant) as a whole " +
	"document into its generic value: Go's any tree where the library decodes into one, else its own tree type, else " +
	"the closest whole-document check it offers (the *decoded by* column). Each file is decoded once, in a worker " +
	"process with a memory cap and a time limit per file, so that a crash or a hang is that file's outcome. *y " +
	"accepted* and *n rejected* are the conformant outcomes; *wrong* counts every y_ file not accepted, n_ file not " +
	"rejected, and any file that *panicked* (recovered), *crashed* (the worker died) or *timed out*. The i_ files " +
	"show the library's choices: huge numbers, invalid UTF-8, lone surrogates, other encodings."

func conformanceHeader() []string {
	return []string{"codec", "decoded by", "y accepted", "n rejected", "i accepted", "i rejected", "wrong", "panicked", "crashed", "timed out"}
}

// conformanceRow is a record's row; ok is false for a codec not run.
func conformanceRow(r *conformance.Record) (row []string, ok bool) {
	switch {
	case r.NA != "":
		return []string{r.Codec, "n/a: " + r.NA, "–", "–", "–", "–", "–", "–", "–", "–"}, false
	case r.Error != "":
		return []string{r.Codec, "not run: " + firstLine(r.Error), "–", "–", "–", "–", "–", "–", "–", "–"}, false
	}
	return []string{r.Codec, r.Call, fmt.Sprintf("%d/%d", r.Y.Accepted, r.Y.Files), fmt.Sprintf("%d/%d", r.N.Rejected, r.N.Files),
		fmt.Sprint(r.I.Accepted), fmt.Sprint(r.I.Rejected), fmt.Sprint(len(r.Wrong)),
		badCell(bad(r, conformance.Panicked)), badCell(bad(r, conformance.Crashed)), badCell(bad(r, conformance.TimedOut))}, true
}

// bad is the record's count of outcome o over every verdict.
func bad(r *conformance.Record, o conformance.Outcome) int {
	return r.Y.Count(o) + r.N.Count(o) + r.I.Count(o)
}

// conformanceFindings writes what the table shows, from its figures.
func conformanceFindings(recs []conformance.Record) []string {
	var run, strict, faults, notRun, strictestI []string
	fewest, most := -1, -1
	for i := range recs {
		r := &recs[i]
		if r.NA != "" || r.Error != "" {
			notRun = append(notRun, r.Codec)
			continue
		}
		run = append(run, r.Codec)
		if len(r.Wrong) == 0 {
			strict = append(strict, r.Codec)
		}
		if n := r.Bad(); n > 0 {
			faults = append(faults, fmt.Sprintf("%s (%d)", r.Codec, n))
		}
		if fewest < 0 || r.I.Accepted < recs[fewest].I.Accepted {
			fewest = i
		}
		if most < 0 || len(r.Wrong) > len(recs[most].Wrong) {
			most = i
		}
	}
	if len(run) == 0 {
		return []string{"No codec was run."}
	}
	p := fmt.Sprintf("Of %d codecs run, %d accepted every y_ file and rejected every n_ file", len(run), len(strict))
	if len(strict) > 0 {
		p += ": " + human.And(strict)
	}
	p += "."
	if m := &recs[most]; len(m.Wrong) > 0 {
		p += fmt.Sprintf(" The most wrong outcomes are %s's, %d (%d y_ files not accepted, %d n_ files not rejected).",
			m.Codec, len(m.Wrong), m.Y.Files-m.Y.Accepted, m.N.Files-m.N.Rejected)
	}
	if len(faults) > 0 {
		p += " Panicked, crashed or hung: " + human.And(faults) + "."
	} else {
		p += " No codec panicked, crashed or hung."
	}
	out := []string{p}
	f := &recs[fewest]
	for i := range recs {
		if r := &recs[i]; r.NA == "" && r.Error == "" && r.I.Accepted == f.I.Accepted {
			strictestI = append(strictestI, r.Codec)
		}
	}
	if f.I.Files > 0 {
		out = append(out, fmt.Sprintf("On the i_ files the strictest accepted %d of %d: %s.", f.I.Accepted, f.I.Files, human.And(strictestI)))
	}
	if len(notRun) > 0 {
		out = append(out, "Not run (no generic decode, a form of another codec, or a worker that did not start): "+human.And(notRun)+".")
	}
	return out
}

// wrongLine is one wrong outcome, for the lists.
func wrongLine(w conformance.Result) string {
	s := fmt.Sprintf("%s %s", w.File, strings.ReplaceAll(string(w.Outcome), "_", " "))
	if w.Detail != "" {
		s += ": " + w.Detail
	}
	return s
}

func writeConformanceMarkdown(b *bytes.Buffer, recs []conformance.Record) {
	fmt.Fprintf(b, "## JSON conformance\n\n%s\n\n", conformanceIntro)
	for _, p := range conformanceFindings(recs) {
		fmt.Fprintf(b, "%s\n\n", p)
	}
	var rows [][]string
	for i := range recs {
		row, _ := conformanceRow(&recs[i])
		for j := range row {
			row[j] = strings.ReplaceAll(row[j], "|", `\|`)
		}
		rows = append(rows, row)
	}
	writeTable(b, conformanceHeader(), rows)
	for i := range recs {
		r := &recs[i]
		if r.NA != "" || r.Error != "" {
			continue
		}
		fmt.Fprintf(b, "### %s\n\n", r.Codec)
		if len(r.Wrong) == 0 {
			b.WriteString("No wrong outcome.\n\n")
		} else {
			fmt.Fprintf(b, "Wrong outcomes (%d):\n\n", len(r.Wrong))
			for _, w := range r.Wrong {
				d := ""
				if w.Detail != "" {
					d = ": " + strings.ReplaceAll(w.Detail, "`", "'")
				}
				fmt.Fprintf(b, "- `%s` %s%s\n", w.File, strings.ReplaceAll(string(w.Outcome), "_", " "), d)
			}
			b.WriteString("\n")
		}
		if r.I.Files == 0 {
			continue
		}
		word, list := iList(r)
		fmt.Fprintf(b, "i_ files %s (%d of %d): %s.\n\n", word, len(list), r.I.Files, noneIfEmpty(codeList(list)))
	}
}

// iList is the shorter of the lists of i_ files accepted and rejected,
// with its word: the library's choices, the other files being the rest.
func iList(r *conformance.Record) (string, []string) {
	if len(r.IRejected) < len(r.IAccepted) {
		return "rejected", r.IRejected
	}
	return "accepted", r.IAccepted
}

func noneIfEmpty(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func codeList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = "`" + x + "`"
	}
	return strings.Join(q, ", ")
}

// conformancePage is report.html of a conformance folder.
func conformancePage(reg *suite.Registry, recs []conformance.Record, elapsed time.Duration) *htmlpage.Page {
	page := &htmlpage.Page{Kind: "JSON conformance", Title: "serbench: JSON conformance", Lead: []string{conformanceIntro}}
	wrong, faults := 0, 0
	for i := range recs {
		if len(recs[i].Wrong) > 0 {
			wrong++
		}
		if recs[i].Bad() > 0 {
			faults++
		}
	}
	class := "ok"
	if faults > 0 {
		class = "bad"
	}
	page.Badges = []htmlpage.Badge{{Text: fmt.Sprintf("%d codecs", len(recs))}, {Text: fmt.Sprintf("%d with wrong outcomes", wrong)},
		{Text: fmt.Sprintf("%d panicked, crashed or hung", faults), Class: class}, {Text: elapsed.Round(time.Second).String()}}
	ids := htmlpage.IDSet{}
	sec := htmlpage.Section{ID: ids.ID("conformance"), Title: "JSON conformance"}
	for _, p := range conformanceFindings(recs) {
		sec.Blocks = append(sec.Blocks, htmlpage.Block{Text: p})
	}
	t := &htmlpage.Table{ID: ids.ID("conformance-table"), Sortable: true}
	for i, h := range conformanceHeader() {
		t.Cols = append(t.Cols, htmlpage.Col{Name: h, Num: i > 1})
	}
	for i := range recs {
		r := &recs[i]
		c, _ := reg.Codec(r.Codec)
		keys := &htmlpage.Keys{Codec: r.Codec, Family: c.Family, Labels: c.Labels}
		row, ok := conformanceRow(r)
		if !ok {
			cells := []htmlpage.Cell{htmlpage.Text(r.Codec), htmlpage.Text(row[1])}
			for range len(row) - 2 {
				cells = append(cells, htmlpage.Blank())
			}
			t.AddKeyed(keys, "", cells...)
			continue
		}
		num := func(n int, isBad bool) htmlpage.Cell {
			c := htmlpage.Number(fmt.Sprint(n), float64(n))
			if isBad && n > 0 {
				c.Class = "bad"
			}
			return c
		}
		of := func(n, files int) htmlpage.Cell { return htmlpage.Number(fmt.Sprintf("%d/%d", n, files), float64(n)) }
		t.AddKeyed(keys, "", htmlpage.Text(r.Codec), htmlpage.Text(r.Call), of(r.Y.Accepted, r.Y.Files), of(r.N.Rejected, r.N.Files),
			num(r.I.Accepted, false), num(r.I.Rejected, false), num(len(r.Wrong), false),
			num(bad(r, conformance.Panicked), true), num(bad(r, conformance.Crashed), true), num(bad(r, conformance.TimedOut), true))
	}
	sec.Blocks = append(sec.Blocks, htmlpage.Block{Table: t})
	page.Sections = append(page.Sections, sec)
	page.Nav = append(page.Nav, htmlpage.NavItem{ID: sec.ID, Text: "all codecs"})
	for i := range recs {
		r := &recs[i]
		if r.NA != "" || r.Error != "" {
			continue
		}
		s := htmlpage.Section{ID: ids.ID("conformance", r.Codec), Title: r.Codec}
		if len(r.Wrong) == 0 {
			s.Blocks = append(s.Blocks, htmlpage.Block{Text: "No wrong outcome."})
		} else {
			var l []string
			for _, w := range r.Wrong {
				l = append(l, wrongLine(w))
			}
			s.Blocks = append(s.Blocks, htmlpage.Block{Text: fmt.Sprintf("Wrong outcomes (%d):", len(r.Wrong))}, htmlpage.Block{List: l})
		}
		if word, list := iList(r); r.I.Files > 0 {
			s.Blocks = append(s.Blocks, htmlpage.Block{Details: &htmlpage.Details{
				Summary: fmt.Sprintf("i_ files %s (%d of %d)", word, len(list), r.I.Files),
				Blocks:  []htmlpage.Block{{List: list}}}})
		}
		page.Sections = append(page.Sections, s)
		page.Nav = append(page.Nav, htmlpage.NavItem{ID: s.ID, Text: r.Codec})
	}
	return page
}
