package runner

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/serbench/serbench/internal/panics"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/suite"
)

// ParallelRounds is how many interleaved rounds of every goroutine count
// the parallel pass times: the median of five is steady enough for a ratio
// between counts, and the pass of a cell stays well under a second.
const ParallelRounds = 5

// parallelOps are the ops the parallel pass times.
var parallelOps = []suite.Op{suite.Encode, suite.Decode}

// parallelPass times the group's encode and decode cells on 1 … procs
// goroutines at once with GOMAXPROCS procs, after their own timed runs.
// Each goroutine gets a codec instance of its own: the codec is bound to
// the variant anew and the binding prepared anew (conversion and the full
// validation), so a codec that keeps state in its binding (a reused
// buffer, a pool) has one per goroutine, and each goroutine works on
// values and bytes of its own, starting at its own message. Nothing is
// shared but the model's messages, which only the preparation reads. The
// instances are prepared on procs goroutines at once, so the validation
// also runs concurrently: a codec that cannot run on several goroutines at
// once (global state) fails there, or in the timed loops, and its cells
// carry the reason in ParallelError while their own figures stand. A
// codec's instances live only while its cells are timed. It returns how
// many cells it timed.
func parallelPass(group []*pending, loaded suite.Loaded, procs int, bench time.Duration) int {
	timed := 0
	for i := 0; i < len(group); {
		j := i
		for j < len(group) && group[j].cell.Codec == group[i].cell.Codec {
			j++
		}
		var cells []*pending
		for _, c := range group[i:j] {
			if c.rec.OK() && c.n > 0 && isParallelOp(c.cell.Op) {
				cells = append(cells, c)
			}
		}
		i = j
		if len(cells) == 0 {
			continue
		}
		start := time.Now()
		var (
			insts []*suite.Prepared
			err   error
		)
		var control map[int]float64
		measure.WithProcs(procs, func() {
			insts, err = prepareInstances(cells[0].cell, loaded, procs)
			control = timeControl(procs, bench)
		})
		// The preparation is shared by the codec's cells: each is charged
		// its part.
		prepared := time.Since(start) / time.Duration(len(cells))
		for _, c := range cells {
			cellStart := time.Now()
			c.rec.ParallelControl = control
			if err == nil {
				timeParallel(c, insts, procs)
			} else {
				c.rec.ParallelError = err.Error()
			}
			secs := (prepared + time.Since(cellStart)).Seconds()
			c.rec.ParallelSeconds = &secs
			timed++
		}
	}
	return timed
}

// timeControl times measure.ControlLoops as a cell's loops are timed,
// calibrated to bench, and returns their efficiency by goroutine count;
// nil when it could not be measured. Timed before each codec's cells, it
// says what the machine gave the pass at the time.
func timeControl(procs int, bench time.Duration) map[int]float64 {
	loops := measure.ControlLoops(procs)
	n, err := measure.Calibrate(loops[0], bench)
	if err != nil {
		return nil
	}
	runs, err := measure.TimeParallel(loops, n, ParallelRounds)
	if err != nil {
		return nil
	}
	s := measure.SummarizeParallel(runs)
	out := map[int]float64{}
	for i, g := range s.G {
		if measure.Finite(s.Efficiency[i]) {
			out[g] = s.Efficiency[i]
		}
	}
	return out
}

func isParallelOp(op suite.Op) bool { return slices.Contains(parallelOps, op) }

// prepareInstances binds cell's codec to its variant n times and prepares
// each binding, on n goroutines at once.
func prepareInstances(cell suite.Cell, loaded suite.Loaded, n int) ([]*suite.Prepared, error) {
	if cell.Data == nil || cell.Bound == nil {
		return nil, errors.New("parallel pass: cell not from a plan")
	}
	insts := make([]*suite.Prepared, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = panics.Catch(func() error {
				b, ok := cell.Data.Bind(cell.Variant, cell.Bound.Codec)
				if !ok {
					return fmt.Errorf("codec %s no longer binds to %s/%s", cell.Codec, cell.Dataset, cell.Variant)
				}
				p, err := loaded.Prepare(b)
				if err != nil {
					return err
				}
				insts[i] = p
				return nil
			})
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("parallel pass: %d instances prepared and validated at once: %w", n, err)
	}
	return insts, nil
}

// timeParallel times one cell's op on 1 … len(insts) goroutines, the i-th
// on instance i from message i × messages ÷ goroutines, each goroutine
// running the cell's calibrated count of ops.
func timeParallel(c *pending, insts []*suite.Prepared, procs int) {
	loops := make([]measure.Loop, len(insts))
	for i, p := range insts {
		l := p.LoopFrom(c.cell.Op, i*len(p.Sizes)/len(insts))
		if l == nil {
			c.rec.ParallelError = fmt.Sprintf("parallel pass: binding has no %s loop", c.cell.Op)
			return
		}
		loops[i] = l
	}
	var (
		runs []measure.ParallelRun
		err  error
	)
	measure.WithProcs(procs, func() { runs, err = measure.TimeParallel(loops, c.n, ParallelRounds) })
	if err != nil {
		c.rec.ParallelError = fmt.Sprintf("parallel pass: %v", err)
		return
	}
	FillParallel(c.rec, runs)
}
