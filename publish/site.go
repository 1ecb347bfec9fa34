package publish

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/serbench/serbench/answer"
	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// MaxPage is the most bytes a page of the site may hold: a dataset's page
// over it is split into a page per variant. A variable for the tests.
var MaxPage = 3 << 20

// Site writes dir (emptied first): index.html and a page per dataset of
// run, each report.html's page for that dataset alone, so that the folder
// serves from any static host. A page links its charts as SVG files in a
// folder of its name rather than inlining them: inlined (base64) they made
// a boutique page 1.4 MB, half of it pictures, and they would be
// committed again, hardly compressible, at every publication. The index
// opens with the answer (package answer): the best codecs of each
// dataset, as a chart and a table, and their ranking across datasets.
func Site(reg *suite.Registry, dir string, run resultset.Folder) error {
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	var pages []sitePage
	for _, ds := range datasetsOf(run.Records) {
		ps, err := datasetPages(reg, dir, run, ds)
		if err != nil {
			return err
		}
		pages = append(pages, ps...)
	}
	a := answer.Of(run.Records)
	chart, drawn, err := charts.Answer(dir, reg, run.Records, a)
	if err != nil {
		return err
	}
	if drawn {
		pics, err := svgOnly(dir, []charts.Chart{chart})
		if err != nil {
			return err
		}
		chart = pics[0]
	}
	p := &htmlpage.Page{Kind: "results", Title: "serbench published results", Lead: indexLead(run)}
	if sec, ok := answerSection(reg, run.Records, a, pages, chart, drawn); ok {
		p.Sections = append(p.Sections, sec, rankingSection(a))
	}
	p.Sections = append(p.Sections, pagesSection(pages))
	index, err := p.Render()
	if err != nil {
		return fmt.Errorf("publish: index: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "index.html"), index, 0o644)
}

// sitePage is a page of the site: a dataset's, or one variant's of a
// dataset whose page would pass MaxPage.
type sitePage struct {
	name, file, what string
	dataset, variant string // variant is "" on a dataset's page
}

// datasetPages writes the page of dataset ds, or, when it would pass
// MaxPage, a page per variant.
func datasetPages(reg *suite.Registry, dir string, run resultset.Folder, ds string) ([]sitePage, error) {
	var sub []resultset.Record
	var variants []string
	for _, r := range run.Records {
		if r.Dataset == ds {
			sub = append(sub, r)
			if !slices.Contains(variants, r.Variant) {
				variants = append(variants, r.Variant)
			}
		}
	}
	page, err := renderPage(reg, run, sub, dir, ds)
	if err != nil {
		return nil, err
	}
	if len(page) <= MaxPage {
		file := ds + ".html"
		if err := os.WriteFile(filepath.Join(dir, file), page, 0o644); err != nil {
			return nil, fmt.Errorf("publish: %w", err)
		}
		what := fmt.Sprintf("%s cells, variants %s", human.Count(float64(len(sub))), strings.Join(variants, ", "))
		return []sitePage{{name: ds, file: file, what: what, dataset: ds}}, nil
	}
	// Split: the dataset's charts go with its page.
	if err := os.RemoveAll(filepath.Join(dir, ds)); err != nil {
		return nil, fmt.Errorf("publish: %w", err)
	}
	var out []sitePage
	for _, v := range variants {
		var vs []resultset.Record
		for _, r := range sub {
			if r.Variant == v {
				vs = append(vs, r)
			}
		}
		stem := ds + "-" + v
		page, err := renderPage(reg, run, vs, dir, stem)
		if err != nil {
			return nil, err
		}
		if len(page) > MaxPage {
			return nil, fmt.Errorf("publish: the page of %s/%s is %d bytes, over %d", ds, v, len(page), MaxPage)
		}
		file := stem + ".html"
		if err := os.WriteFile(filepath.Join(dir, file), page, 0o644); err != nil {
			return nil, fmt.Errorf("publish: %w", err)
		}
		out = append(out, sitePage{name: ds + "/" + v, file: file, what: human.Count(float64(len(vs))) + " cells", dataset: ds, variant: v})
	}
	return out, nil
}

// indexLead is the index's lead: the run, its runs per cell, estimate,
// precision and reproducibility.
func indexLead(run resultset.Folder) []string {
	var lead []string
	if e := run.Env; e != nil {
		lead = append(lead, fmt.Sprintf("Published run %s: %s UTC on %s (%s/%s, %d CPUs, timed with GOMAXPROCS %d), %s, serbench at %s.",
			filepath.Base(run.Dir), e.Started.UTC().Format("2006-01-02 15:04"), e.CPU, e.GOOS, e.GOARCH, e.NumCPU, e.GOMAXPROCS, e.GoVersion, e.Commit))
		lead = append(lead, report.RunsSentence(e)+".")
	}
	lead = append(lead, report.EstimateSentence(run.Records))
	if s := report.PrecisionOf(run.Records).String(); s != "" {
		lead = append(lead, s)
	}
	if s := report.ReproducibilityOf(run.Records).Line(); s != "" {
		lead = append(lead, s)
	}
	return lead
}

// pagesSection is the index's list of pages.
func pagesSection(pages []sitePage) htmlpage.Section {
	t := &htmlpage.Table{ID: "pages", Cols: []htmlpage.Col{{Name: "page", Title: "Page"}, {Name: "what", Title: "Cells"}}}
	for _, l := range pages {
		t.Add("", htmlpage.Cell{Text: l.name, Sort: l.name, Link: l.file}, htmlpage.Text(l.what))
	}
	blocks := []htmlpage.Block{{Text: "Each page is the run's report for one dataset (a variant, where a dataset's page would " +
		"pass 3 MB): its charts, a table per variant to sort by any column, the published figures beside ours, the codecs' " +
		"labels and notes, and the environment."}, {Table: t}}
	return htmlpage.Section{ID: "datasets", Title: "Datasets", Blocks: blocks}
}

// renderPage is report.html's page for recs alone, a part of run. Its charts are written
// as SVG into dir/stem/charts/ and linked from the page, which is
// dir/stem.html, without their PNGs (svgOnly).
func renderPage(reg *suite.Registry, run resultset.Folder, recs []resultset.Record, dir, stem string) ([]byte, error) {
	own := filepath.Join(dir, stem)
	pics, err := charts.Render(own, reg, recs)
	if err != nil {
		return nil, err
	}
	if pics, err = svgOnly(own, pics); err != nil {
		return nil, err
	}
	return report.HTML(report.Input{Registry: reg, Env: run.Env, Records: recs, Whole: run.Records, Charts: pics,
		ChartsAt: url.PathEscape(stem) + "/", Home: "index.html"}, own)
}
