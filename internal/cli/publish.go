package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/publish"
	"github.com/serbench/serbench/suite"
)

// publishCmd runs the full matrix (or the run flags after "--"), or takes
// a finished folder (--from), and publishes it under --root.
func publishCmd(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("publish")
	from := fs.String("from", "", "publish this finished results folder instead of running")
	root := fs.String("root", "results", "the repository's results folder")
	allowDirty := fs.Bool("allow-dirty", false, "publish a run of a checkout with uncommitted changes (for tests)")
	rebuild := fs.Bool("rebuild", false, "publish nothing: rebuild the README, charts and site from the runs published already")
	if err := fs.Parse(args); err != nil {
		return flagError(fs, err)
	}
	runArgs := fs.Args()
	if *rebuild {
		// After a change to how results are drawn: the published runs
		// stay as they are, what is made from them is made again.
		if *from != "" || len(runArgs) > 0 {
			return &suite.UsageError{Msg: "publish: --rebuild runs nothing and publishes nothing: it takes neither --from nor run flags"}
		}
		if err := publish.Rebuild(catalog.Registry(), *root); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "rebuilt %s, its charts and %s/\n", filepath.Join(*root, publish.FileReadme), filepath.Join(*root, publish.DirSite))
		return nil
	}
	if *from != "" && len(runArgs) > 0 {
		return &suite.UsageError{Msg: "publish: --from publishes a finished folder: it takes no run flags"}
	}
	if *from == "" {
		tmp, err := os.MkdirTemp("", "serbench-publish-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		out := filepath.Join(tmp, "run")
		// The published run is run's, at its defaults: every cell but the
		// --full ones. A failed cell is published with its reason.
		err = run(append(append([]string{}, runArgs...), "--out", out), stdout, stderr, false, false)
		if err != nil && !errors.Is(err, errCellsFailed) {
			return err
		}
		*from = out
	}
	dir, err := publish.Publish(publish.Options{Registry: catalog.Registry(), From: *from, Root: *root, AllowDirty: *allowDirty})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "published %s; rebuilt %s, its charts and %s/\n", dir, filepath.Join(*root, publish.FileReadme),
		filepath.Join(*root, publish.DirSite))
	return nil
}
