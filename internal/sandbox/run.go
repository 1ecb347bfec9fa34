package sandbox

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"time"
)

// Job is one worker process to run: Path with Args, Env added to the
// parent's environment, with one P (the worker decodes on one goroutine,
// and a second job runs beside it on the other core).
type Job struct {
	Path string
	Args []string
	Env  []string
	// FirstTimeout bounds the wait for the worker's first line (its
	// preparation), Timeout the wait for each line after it.
	FirstTimeout, Timeout time.Duration
	// StartTimeout is the preparation's limit as the user set it, for the
	// reason given when the first line never came.
	StartTimeout time.Duration
}

// End is how a worker ended: Done when it said so, else TimedOut (killed)
// or crashed (died on its own), with the reason.
type End struct {
	Ready, Done, TimedOut bool
	Reason                string
}

// Run starts job and decodes each JSON line of its standard output as an L
// (lines that are not, a codec printing to stdout, are skipped). control
// says whether a line is the worker's "ready" or "done" line; every other
// line goes to each. Run returns when the worker is done, dies, or is
// killed for going silent past the timeout.
func Run[L any](job Job, control func(L) (ready, done bool), each func(L)) (End, error) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := exec.CommandContext(ctx, job.Path, job.Args...)
	cmd.Env = append(append(os.Environ(), job.Env...), "GOMAXPROCS=1")
	stderr := &StderrLog{Max: 4 << 10}
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return End{}, fmt.Errorf("worker: %w", err)
	}
	if err := cmd.Start(); err != nil {
		return End{}, fmt.Errorf("worker: %w", err)
	}
	lines := make(chan L)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			var l L
			if json.Unmarshal(sc.Bytes(), &l) != nil {
				continue // not a line of ours: a codec printing to stdout
			}
			lines <- l
		}
		io.Copy(io.Discard, out)
	}()
	var end End
	timer := time.NewTimer(job.FirstTimeout)
	defer timer.Stop()
loop:
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				break loop
			}
			ready, done := control(l)
			switch {
			case ready:
				end.Ready = true
			case done:
				end.Done = true
			default:
				each(l)
			}
			timer.Reset(job.Timeout)
		case <-timer.C:
			end.TimedOut = true
			end.Reason = fmt.Sprintf("no result within %s", job.Timeout)
			if !end.Ready {
				end.Reason = fmt.Sprintf("not ready within %s", job.StartTimeout)
			}
			cancel() // kills the worker this call started
			for range lines {
			}
			break loop
		}
	}
	waitErr := cmd.Wait()
	if end.Done || end.TimedOut {
		return end, nil
	}
	end.Reason = Reason(stderr.String())
	if end.Reason == "" {
		var ee *exec.ExitError
		switch {
		case errors.As(waitErr, &ee):
			end.Reason = ee.ProcessState.String()
		case waitErr != nil:
			end.Reason = waitErr.Error()
		default:
			end.Reason = "exited without finishing"
		}
	}
	return end, nil
}
