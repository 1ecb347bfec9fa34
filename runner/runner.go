// Package runner executes a plan of cells: it loads each variant once,
// validates each binding, times each op and hands every record to a sink
// as soon as its cell ends.
package runner

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Options control a run.
type Options struct {
	Measure measure.Options
	// VerifyOnly validates every cell and times none.
	VerifyOnly bool
	// Progress receives one line per cell; nil means none.
	Progress io.Writer
}

// Sink receives each record when its cell ends.
type Sink func(*resultset.Record) error

// Run executes cells, which must come from reg.Plan. A cell that fails
// validation, returns an error or panics is recorded as failed and the run
// goes on; only a sink error stops it.
func Run(reg *suite.Registry, cells []suite.Cell, opt Options, sink Sink) error {
	p := &progress{w: opt.Progress, total: len(cells), start: time.Now()}
	for i := 0; i < len(cells); {
		// cells[i:j] share a dataset and variant: load it once.
		j := i
		for j < len(cells) && cells[j].Dataset == cells[i].Dataset && cells[j].Variant == cells[i].Variant {
			j++
		}
		if err := runVariant(reg, cells[i:j], opt, sink, p); err != nil {
			return err
		}
		i = j
		// Release the variant's data before the next is generated.
		runtime.GC()
		debug.FreeOSMemory()
	}
	return nil
}

func runVariant(reg *suite.Registry, cells []suite.Cell, opt Options, sink Sink, p *progress) error {
	first := cells[0]
	ds, ok := reg.Dataset(first.Dataset)
	if !ok {
		return fmt.Errorf("dataset %s is not registered", first.Dataset)
	}
	info := ds.Info()
	loaded, loadErr := ds.Load(first.Variant)
	for i := 0; i < len(cells); {
		j := i
		for j < len(cells) && cells[j].Codec == cells[i].Codec {
			j++
		}
		var prep *suite.Prepared
		prepErr := loadErr
		if prepErr == nil {
			prep, prepErr = loaded.Prepare(cells[i].Codec)
			if prepErr != nil {
				prepErr = fmt.Errorf("validation: %w", prepErr)
			}
		}
		for _, cell := range cells[i:j] {
			rec := newRecord(reg, info, cell)
			p.begin(cell)
			switch {
			case prepErr != nil:
				fail(rec, prepErr)
			default:
				measureCell(rec, prep, cell.Op, opt)
			}
			p.end(rec)
			if err := sink(rec); err != nil {
				return err
			}
		}
		i = j
	}
	return nil
}

func newRecord(reg *suite.Registry, info suite.Info, cell suite.Cell) *resultset.Record {
	codec, _ := reg.Codec(cell.Codec)
	return &resultset.Record{
		Dataset: cell.Dataset,
		Variant: cell.Variant,
		Codec:   cell.Codec,
		Op:      string(cell.Op),
		Labels:  codec.Labels,
		Unit:    info.Unit,
	}
}

func fail(rec *resultset.Record, err error) {
	rec.Status = resultset.StatusFailed
	rec.Error = err.Error()
}

func measureCell(rec *resultset.Record, prep *suite.Prepared, op suite.Op, opt Options) {
	rec.EncodedBytes = prep.EncodedBytes
	rec.MsgsPerOp = prep.UnitsPerOp
	loop := prep.Loop(op)
	if loop == nil {
		fail(rec, fmt.Errorf("binding has no %s loop", op))
		return
	}
	if opt.VerifyOnly {
		// One pass of the loop as it would be timed: a read checks its digest.
		if err := suite.Safely(func() error { return loop(1) }); err != nil {
			fail(rec, err)
			return
		}
		rec.Status = resultset.StatusOK
		return
	}
	runs, err := measure.Time(loop, opt.Measure)
	if err != nil {
		fail(rec, err)
		return
	}
	rec.Status = resultset.StatusOK
	rec.Fill(runs)
}

// progress prints "[k/n] cell … elapsed, ~left" lines on standard error.
type progress struct {
	w     io.Writer
	total int
	done  int
	start time.Time
	cell  time.Time
}

func (p *progress) begin(c suite.Cell) {
	p.cell = time.Now()
	if p.w != nil {
		fmt.Fprintf(p.w, "[%d/%d] %s ", p.done+1, p.total, c.Name())
	}
}

func (p *progress) end(rec *resultset.Record) {
	p.done++
	if p.w == nil {
		return
	}
	elapsed := time.Since(p.start)
	left := time.Duration(float64(elapsed) / float64(p.done) * float64(p.total-p.done))
	status := rec.Status
	if rec.OK() && rec.NsPerOp > 0 {
		status = fmt.Sprintf("%s ns/op", fmtNs(rec.NsPerOp))
	}
	if !rec.OK() {
		status = "FAILED: " + firstLine(rec.Error)
	}
	fmt.Fprintf(p.w, "%s (%.1fs; elapsed %s, ~%s left)\n", status, time.Since(p.cell).Seconds(),
		elapsed.Round(time.Second), left.Round(time.Second))
}

func fmtNs(ns float64) string {
	switch {
	case ns >= 100:
		return fmt.Sprintf("%.0f", ns)
	default:
		return fmt.Sprintf("%.2f", ns)
	}
}

func firstLine(s string) string {
	for i := range len(s) {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
