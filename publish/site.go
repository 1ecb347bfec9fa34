package publish

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"

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
// committed again, hardly compressible, at every publication.
func Site(reg *suite.Registry, dir string, run resultset.Folder) error {
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	type link struct{ name, file, what string }
	var links []link
	for _, ds := range datasetsOf(run.Records) {
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
		page, err := sitePage(reg, run.Env, sub, dir, ds)
		if err != nil {
			return err
		}
		if len(page) <= MaxPage {
			file := ds + ".html"
			if err := os.WriteFile(filepath.Join(dir, file), page, 0o644); err != nil {
				return fmt.Errorf("publish: %w", err)
			}
			links = append(links, link{ds, file, fmt.Sprintf("%s cells, variants %s", human.Count(float64(len(sub))), strings.Join(variants, ", "))})
			continue
		}
		// Split: the dataset's charts go with its page.
		if err := os.RemoveAll(filepath.Join(dir, ds)); err != nil {
			return fmt.Errorf("publish: %w", err)
		}
		for _, v := range variants {
			var vs []resultset.Record
			for _, r := range sub {
				if r.Variant == v {
					vs = append(vs, r)
				}
			}
			stem := ds + "-" + v
			page, err := sitePage(reg, run.Env, vs, dir, stem)
			if err != nil {
				return err
			}
			if len(page) > MaxPage {
				return fmt.Errorf("publish: the page of %s/%s is %d bytes, over %d", ds, v, len(page), MaxPage)
			}
			file := stem + ".html"
			if err := os.WriteFile(filepath.Join(dir, file), page, 0o644); err != nil {
				return fmt.Errorf("publish: %w", err)
			}
			links = append(links, link{ds + "/" + v, file, human.Count(float64(len(vs))) + " cells"})
		}
	}
	p := &htmlpage.Page{Kind: "results", Title: "serbench published results"}
	if e := run.Env; e != nil {
		p.Lead = append(p.Lead, fmt.Sprintf("Published run %s: %s UTC on %s (%s/%s, %d CPUs, timed with GOMAXPROCS %d), %s, serbench at %s.",
			filepath.Base(run.Dir), e.Started.UTC().Format("2006-01-02 15:04"), e.CPU, e.GOOS, e.GOARCH, e.NumCPU, e.GOMAXPROCS, e.GoVersion, e.Commit))
		p.Lead = append(p.Lead, report.RunsSentence(e)+".")
	}
	p.Lead = append(p.Lead, report.EstimateSentence(run.Records))
	if s := report.PrecisionOf(run.Records).String(); s != "" {
		p.Lead = append(p.Lead, s)
	}
	if s := report.ReproducibilityOf(run.Records).Line(); s != "" {
		p.Lead = append(p.Lead, s)
	}
	t := &htmlpage.Table{ID: "pages", Cols: []htmlpage.Col{{Name: "page", Title: "Page"}, {Name: "what", Title: "Cells"}}}
	for _, l := range links {
		t.Add("", htmlpage.Cell{Text: l.name, Sort: l.name, Link: l.file}, htmlpage.Text(l.what))
	}
	blocks := []htmlpage.Block{{Text: "Each page is the run's report for one dataset (a variant, where a dataset's page would " +
		"pass 3 MB): its charts, a table per variant to sort by any column, the published figures beside ours, the codecs' " +
		"labels and notes, and the environment."}, {Table: t}}
	p.Sections = append(p.Sections, htmlpage.Section{ID: "datasets", Title: "Datasets", Blocks: blocks})
	index, err := p.Render()
	if err != nil {
		return fmt.Errorf("publish: index: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "index.html"), index, 0o644)
}

// sitePage is report.html's page for recs alone. Its charts are written
// as SVG into dir/stem/charts/ and linked from the page, which is
// dir/stem.html, without their PNGs (svgOnly).
func sitePage(reg *suite.Registry, env *resultset.Env, recs []resultset.Record, dir, stem string) ([]byte, error) {
	own := filepath.Join(dir, stem)
	pics, err := charts.Render(own, reg, recs)
	if err != nil {
		return nil, err
	}
	if pics, err = svgOnly(own, pics); err != nil {
		return nil, err
	}
	return report.HTML(report.Input{Registry: reg, Env: env, Records: recs, Charts: pics, ChartsAt: url.PathEscape(stem) + "/", Home: "index.html"}, own)
}
