// Package publish keeps results that readers can cite without running
// anything: it copies a finished run into the repository's results folder
// (results/published/<date>-<commit>/, its results.jsonl compressed: the
// history), and rebuilds from every published run the results README
// (headline charts, a table per dataset, the machine and versions, how to
// reproduce), a trend chart per dataset, and a static site of one page per
// dataset. It computes no statistics: every figure is a record's.
package publish

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/klauspost/compress/zstd"

	"github.com/serbench/serbench/report"
	"github.com/serbench/serbench/report/charts"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Layout of the results folder Publish keeps.
const (
	DirPublished = "published"   // one folder per published run
	DirSite      = "site"        // the static site of the latest run
	FileReadme   = "README.md"   // the results README
	HeadlineVar  = "structs/big" // the headline charts' variant: every codec on it
)

// Options say what to publish and where.
type Options struct {
	Registry *suite.Registry
	From     string // a finished results folder (serbench run's, or merge's)
	Root     string // the results folder of the repository ("results")
	// AllowDirty publishes a run of a checkout with uncommitted changes
	// (its commit ends in -dirty), which a published run must not be:
	// for tests.
	AllowDirty bool
}

// Publish copies the run at o.From into o.Root/published/<date>-<commit>/
// and rebuilds o.Root's README, trend charts and site from every
// published run. It returns the published run's folder.
func Publish(o Options) (string, error) {
	run, err := resultset.Load(o.From)
	if err != nil {
		return "", err
	}
	switch e := run.Env; {
	case e == nil:
		return "", fmt.Errorf("publish: %s has no %s: a published run must say what it ran on", o.From, resultset.FileEnv)
	case e.Commit == "" || e.Commit == "unknown":
		return "", fmt.Errorf("publish: %s does not name the serbench commit it ran", o.From)
	case strings.HasSuffix(e.Commit, "-dirty") && !o.AllowDirty:
		return "", fmt.Errorf("publish: %s ran from a checkout with uncommitted changes (%s): publish from a clean checkout", o.From, e.Commit)
	}
	if n := run.Env.Unfinished(run.Records); n > 0 {
		// A published run is cited as the whole matrix.
		return "", fmt.Errorf("publish: %s is unfinished: %d of its %d planned cells have no record (serbench run --resume %s runs them)",
			o.From, n, run.Env.Planned, o.From)
	}
	name := RunName(run.Env)
	dir := filepath.Join(o.Root, DirPublished, name)
	if _, err := os.Stat(dir); err == nil {
		return "", fmt.Errorf("publish: %s exists: this commit was published that day already", dir)
	}
	if err := copyRun(o.Registry, run, o.From, dir); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, Rebuild(o.Registry, o.Root)
}

// RunName is a published run's folder name: the run's UTC date and the
// first 12 characters of its commit.
func RunName(env *resultset.Env) string {
	c := env.Commit
	if len(c) > 12 {
		c = strings.TrimSuffix(c[:12], "-")
	}
	return env.Started.UTC().Format("2006-01-02") + "-" + c
}

// copyRun writes the published folder: results.jsonl compressed, env.json,
// and report.md rendered again with its charts as SVG alone (see svgOnly).
func copyRun(reg *suite.Registry, run resultset.Folder, from, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	raw, err := os.ReadFile(filepath.Join(from, resultset.FileJSONL))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// A published folder republished: its compressed file as it is.
		err = copyFile(filepath.Join(from, resultset.FileJSONLZst), filepath.Join(dir, resultset.FileJSONLZst))
	case err == nil:
		err = writeZstd(filepath.Join(dir, resultset.FileJSONLZst), raw)
	}
	if err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	if err := copyFile(filepath.Join(from, resultset.FileEnv), filepath.Join(dir, resultset.FileEnv)); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	pics, err := charts.Render(dir, reg, run.Records)
	if err != nil {
		return err
	}
	if pics, err = svgOnly(dir, pics); err != nil {
		return err
	}
	md := report.Markdown(report.Input{Registry: reg, Env: run.Env, Records: run.Records, Charts: pics})
	if err := os.WriteFile(filepath.Join(dir, resultset.FileReport), md, 0o644); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	return nil
}

// svgOnly removes from dir the PNG of every chart that has an SVG, and
// returns the charts without it. Every publication commits its charts and
// the site's: SVG is text that git compresses about eightfold, PNG hardly
// at all, and a boutique chart of 33 panels is a 1.6 MB PNG.
func svgOnly(dir string, pics []charts.Chart) ([]charts.Chart, error) {
	for i, c := range pics {
		if c.SVG == "" || c.PNG == "" {
			continue
		}
		if err := os.Remove(filepath.Join(dir, filepath.FromSlash(c.PNG))); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("publish: %w", err)
		}
		pics[i].PNG = ""
	}
	return pics, nil
}

func writeZstd(path string, b []byte) error {
	var buf bytes.Buffer
	enc, err := zstd.NewWriter(&buf, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return err
	}
	if _, err := enc.Write(b); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// History loads every published run under root, oldest first (folder
// names start with the date).
func History(root string) ([]resultset.Folder, error) {
	entries, err := os.ReadDir(filepath.Join(root, DirPublished))
	if err != nil {
		return nil, fmt.Errorf("publish: %w", err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	var runs []resultset.Folder
	for _, n := range names {
		f, err := resultset.Load(filepath.Join(root, DirPublished, n))
		if err != nil {
			return nil, fmt.Errorf("publish: %w", err)
		}
		if f.Env == nil {
			return nil, fmt.Errorf("publish: %s has no %s", f.Dir, resultset.FileEnv)
		}
		runs = append(runs, f)
	}
	return runs, nil
}

// Rebuild writes root's README, headline and trend charts, and site from
// the published runs under root, the latest leading.
func Rebuild(reg *suite.Registry, root string) error {
	runs, err := History(root)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if len(runs) == 0 {
		return fmt.Errorf("publish: no published run under %s", root)
	}
	latest := runs[len(runs)-1]
	var trendRuns []charts.TrendRun
	for _, r := range runs {
		// The CPU under each run's name, and a line per CPU model and count:
		// published runs come from whatever machine the publisher had, and
		// a step where it changes is the machine's, not the code's.
		trendRuns = append(trendRuns, charts.TrendRun{Label: filepath.Base(r.Dir) + "\n" + r.Env.CPU,
			CPU: r.Env.Machine(), NumCPU: r.Env.NumCPU, Records: r.Records})
	}
	trends, err := charts.Trends(root, reg, trendRuns)
	if err != nil {
		return err
	}
	headline, err := headlineCharts(reg, root, latest.Records)
	if err != nil {
		return err
	}
	readme := Readme(reg, runs, headline, trends)
	if err := os.WriteFile(filepath.Join(root, FileReadme), readme, 0o644); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	if err := updateProjectReadme(root, latest, headline); err != nil {
		return err
	}
	return Site(reg, filepath.Join(root, DirSite), latest)
}

// headlineCharts draws the encode and decode charts of every codec on the
// headline variant into root/charts/headline-<op>.png (and .svg); none
// when the run has no such cells.
func headlineCharts(reg *suite.Registry, root string, recs []resultset.Record) ([]charts.Chart, error) {
	ds, variant, _ := strings.Cut(HeadlineVar, "/")
	var sub []resultset.Record
	for _, r := range recs {
		if r.Dataset == ds && r.Variant == variant && (r.Op == string(suite.Encode) || r.Op == string(suite.Decode)) {
			sub = append(sub, r)
		}
	}
	if len(sub) == 0 {
		return nil, nil
	}
	tmp, err := os.MkdirTemp("", "serbench-headline-")
	if err != nil {
		return nil, fmt.Errorf("publish: %w", err)
	}
	defer os.RemoveAll(tmp)
	pics, err := charts.Render(tmp, reg, sub)
	if err != nil {
		return nil, err
	}
	var out []charts.Chart
	for _, op := range []suite.Op{suite.Encode, suite.Decode} {
		for _, p := range pics {
			if p.PNG != "charts/"+ds+"-"+string(op)+".png" {
				continue
			}
			ch := charts.Chart{Dataset: ds, Title: fmt.Sprintf("%s: %s time of every codec", HeadlineVar, op),
				PNG: "charts/headline-" + string(op) + ".png", SVG: "charts/headline-" + string(op) + ".svg"}
			for _, f := range [][2]string{{p.PNG, ch.PNG}, {p.SVG, ch.SVG}} {
				if err := copyFile(filepath.Join(tmp, filepath.FromSlash(f[0])), filepath.Join(root, filepath.FromSlash(f[1]))); err != nil {
					return nil, fmt.Errorf("publish: %w", err)
				}
			}
			out = append(out, ch)
		}
	}
	return out, nil
}

// updateProjectReadme rewrites the headline block of the README beside
// root (the project's, when root is its results folder), if it has one:
// a results folder elsewhere (a test's) leaves every README alone.
func updateProjectReadme(root string, latest resultset.Folder, headline []charts.Chart) error {
	if len(headline) == 0 {
		return nil
	}
	path := filepath.Join(filepath.Dir(root), "README.md")
	old, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	out, ok := SpliceHeadline(old, Headline(latest, headline, filepath.Base(root)))
	if !ok || bytes.Equal(out, old) {
		return nil
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		return fmt.Errorf("publish: %w", err)
	}
	return nil
}
