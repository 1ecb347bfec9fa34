package runner_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/measure"
	"github.com/serbench/serbench/runner"
	"github.com/serbench/serbench/suite"
)

// modelsEnv serves modelRegistry in the toy's workers, and says what the
// parent writes: "good" its messages, "other" other messages, "bad" no
// messages at all.
const modelsEnv = "RUNNER_TEST_MODELS"

// modelToy is a dataset whose parent hands its messages to its encode
// and update workers (suite.ModelHandoff).
type modelToy struct{ *suite.Def[int] }

// toyMessages are the messages of modelToy's variant a.
var toyMessages = []int{3, 1, 4, 1, 5}

func (modelToy) WriteModels(variant string, w io.Writer) error {
	msgs := toyMessages
	switch os.Getenv(modelsEnv) {
	case "other":
		msgs = []int{2, 7, 1, 8, 2}
	case "bad":
		_, err := io.WriteString(w, "garbage\n")
		return err
	}
	for _, m := range msgs {
		if _, err := fmt.Fprintln(w, m); err != nil {
			return err
		}
	}
	return nil
}

// modelRegistry is the registry of modelToy and the codec good; in a
// worker, its messages are those of the file models alone.
func modelRegistry(models string) *suite.Registry {
	def := &suite.Def[int]{
		Meta: suite.Info{Name: "toy", Unit: "n", Variants: []suite.VariantInfo{{Name: "a"}}},
		Generate: func(string) ([]int, error) {
			switch {
			case models != "":
				return readInts(models)
			case inWorker:
				return nil, errors.New("the worker made its own messages")
			}
			return toyMessages, nil
		},
		Digest: func(h *digest.Hasher, m int) { h.Int64(int64(m)) },
		Equal: func(a, b int) error {
			if a != b {
				return fmt.Errorf("%d is not %d", b, a)
			}
			return nil
		},
	}
	good := suite.FuncsCodec("good", suite.Funcs[int, int]{
		FromModel: func(m int) (int, error) { return m, nil },
		ToModel:   func(v int) (int, error) { return v, nil },
		Encode:    func(m int) ([]byte, error) { return []byte(strconv.Itoa(m)), nil },
		Decode:    func(b []byte) (int, error) { return strconv.Atoi(string(b)) },
	})
	return &suite.Registry{Codecs: []suite.Codec{good}, Datasets: []suite.Dataset{modelToy{def}}}
}

func readInts(path string) ([]int, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		n, err := strconv.Atoi(sc.Text())
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, sc.Err()
}

// The encode worker of a dataset that hands its messages over reads them
// from its parent's file (making them fails in a worker), the decode and
// read workers their codec's bytes, and the folder is gone after. Other
// messages fail the cell on the model digest, a damaged file fails it on
// its error: neither is replaced by messages the worker makes.
func TestWorkersReadTheParentsModels(t *testing.T) {
	t.Setenv("RUNNER_TEST_WORKER", "1")
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	opt := runner.Options{
		Measure: measure.Options{Count: 2, BenchTime: time.Millisecond},
		Workers: &runner.Workers{Path: exe},
	}
	for _, c := range []struct{ env, encodeErr string }{
		{"good", ""},
		{"other", "its messages are not the cell's"},
		{"bad", "invalid syntax"},
	} {
		t.Setenv(modelsEnv, c.env)
		recs, progress := runOn(t, modelRegistry(""), opt)
		for _, r := range recs {
			switch {
			case r.Op != "encode" || c.encodeErr == "":
				if !r.OK() {
					t.Errorf("%s: %s: %s", c.env, r.Name(), r.Error)
				}
			case r.OK() || !strings.Contains(r.Error, c.encodeErr):
				t.Errorf("%s: %s: status %s, error %q, want one saying %q", c.env, r.Name(), r.Status, r.Error, c.encodeErr)
			}
		}
		if want := "(3 of 3 workers read the parent's messages)"; c.env == "good" && !strings.Contains(progress, want) {
			t.Errorf("progress does not say %s:\n%s", want, progress)
		}
		if left, _ := filepath.Glob(filepath.Join(tmp, "serbench-handoff-*")); len(left) > 0 {
			t.Errorf("%s: the handoff folders %v are left", c.env, left)
		}
	}
}
