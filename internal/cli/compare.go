package cli

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/serbench/serbench/compare"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// compareRuns is `serbench compare OLD NEW [--fail-above PCT] [--html FILE]`.
// Flags may come before, between or after the two folders.
func compareRuns(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("compare")
	failAbove := fs.Float64("fail-above", math.NaN(), "exit 1 when a cell's instructions per op rose by more than this percentage (where both runs counted it), "+
		"or else its time is slower by more than this beyond its variant's drift, its whole interval above it")
	htmlOut := fs.String("html", "", "where to write "+resultset.FileCompare)
	dirs, err := parseInterleaved(fs, args)
	if err != nil {
		return err
	}
	if len(dirs) != 2 {
		return &suite.UsageError{Msg: fmt.Sprintf("compare: need two results folders, got %d: serbench compare OLD NEW [--fail-above PCT]", len(dirs))}
	}
	if !math.IsNaN(*failAbove) && (*failAbove < 0 || math.IsInf(*failAbove, 0)) {
		return &suite.UsageError{Msg: fmt.Sprintf("compare: invalid --fail-above %v (valid: a percentage of 0 or more)", *failAbove)}
	}
	var sides [2]compare.Side
	for i, dir := range dirs {
		side, err := resultset.Load(dir)
		var nr *resultset.NotFolderError
		if errors.As(err, &nr) {
			return &suite.UsageError{Msg: "compare: " + nr.Error()}
		}
		if err != nil {
			return err
		}
		sides[i] = side
	}
	res := compare.Compare(sides[0], sides[1])
	if _, err := stdout.Write(res.Markdown()); err != nil {
		return fmt.Errorf("write comparison: %w", err)
	}
	if *htmlOut != "-" {
		path := *htmlOut
		if path == "" {
			path = filepath.Join(dirs[1], resultset.FileCompare)
		}
		page, err := res.HTML()
		if err != nil {
			return err
		}
		if err := os.WriteFile(path, page, 0o644); err != nil {
			return fmt.Errorf("write %s: %w", resultset.FileCompare, err)
		}
		fmt.Fprintf(stderr, "serbench: wrote %s\n", path)
	}
	if !math.IsNaN(*failAbove) {
		if slow := res.Slowdowns(*failAbove); len(slow) > 0 {
			names := make([]string, len(slow))
			for i, c := range slow {
				if c.Count != nil {
					names[i] = fmt.Sprintf("%s/%s %s instructions/op", c.Dataset, c.Name(), human.Change(c.Count.Delta))
					continue
				}
				names[i] = fmt.Sprintf("%s/%s %s beyond drift (interval from %s)", c.Dataset, c.Name(), human.Change(c.Adjusted), human.Change(c.Lo))
			}
			return fmt.Errorf("%w of %v%%: %s", errSlowdown, *failAbove, strings.Join(names, ", "))
		}
	}
	return nil
}
