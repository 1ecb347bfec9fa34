package cli

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

func rerender(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("report")
	if len(args) > 0 && isHelpFlag(args[0]) {
		return &helpError{command: "report"}
	}
	if err := parse(fs, args[min(1, len(args)):]); err != nil {
		return err
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return &suite.UsageError{Msg: "report: need a results folder: serbench report DIR"}
	}
	dir := args[0]
	folder, err := resultset.Load(dir)
	var nf *resultset.NotFolderError
	if errors.As(err, &nf) {
		return &suite.UsageError{Msg: "report: " + nf.Error()}
	}
	if err != nil {
		return err
	}
	reg := catalog.Registry()
	if err := writeReports(reg, dir, folder.Env, folder.Records, stderr); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s and %s\n", filepath.Join(dir, resultset.FileReport), filepath.Join(dir, resultset.FileHTML))
	return nil
}
