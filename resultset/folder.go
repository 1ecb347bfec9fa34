package resultset

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/klauspost/compress/zstd"
)

// The files of a results folder: every package names them through these.
const (
	FileJSONL = "results.jsonl" // one Record a line, written as each cell ends
	// FileJSONLZst is results.jsonl compressed with zstd, as a published
	// run keeps it; Load reads it when a folder has no results.jsonl.
	FileJSONLZst = FileJSONL + ".zst"
	FileCSV      = "results.csv"  // the same, one row a cell
	FileBench    = "bench.txt"    // every run in Go benchmark format, for benchstat
	FileEnv      = "env.json"     // the run's Env
	FileReport   = "report.md"    // the markdown report
	FileHTML     = "report.html"  // the HTML report
	FileCompare  = "compare.html" // what serbench compare writes in the newer folder
	DirCharts    = "charts"       // the report's charts, PNG and SVG
)

// Folder is a results folder read back.
type Folder struct {
	Dir     string   // the folder's path, as given to Load
	Env     *Env     // nil when the folder has no readable env.json
	Records []Record // results.jsonl's records, in file order
}

// Load reads a results folder: its records and, when it can, its env.json.
// A path that is not a folder, or a folder without results.jsonl, is a
// *NotFolderError, which the command line calls bad usage.
func Load(dir string) (Folder, error) {
	st, err := os.Stat(dir)
	if err != nil || !st.IsDir() {
		return Folder{}, &NotFolderError{Dir: dir, Why: "no such folder"}
	}
	var r io.Reader
	f, err := os.Open(filepath.Join(dir, FileJSONL))
	if errors.Is(err, fs.ErrNotExist) {
		if f, err = os.Open(filepath.Join(dir, FileJSONLZst)); errors.Is(err, fs.ErrNotExist) {
			return Folder{}, &NotFolderError{Dir: dir, Why: "no " + FileJSONL + " in it"}
		}
		if err == nil {
			d, zerr := zstd.NewReader(f, zstd.WithDecoderConcurrency(1))
			if zerr != nil {
				f.Close()
				return Folder{}, fmt.Errorf("read %s: %w", f.Name(), zerr)
			}
			defer d.Close()
			r = d
		}
	}
	if err != nil {
		return Folder{}, fmt.Errorf("open results: %w", err)
	}
	defer f.Close()
	if r == nil {
		r = f
	}
	recs, err := ReadJSONL(r)
	if err != nil {
		return Folder{}, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	env, err := ReadEnv(filepath.Join(dir, FileEnv))
	if err != nil {
		env = nil // an older or partial folder: the reports say less about the machine
	}
	return Folder{Dir: dir, Env: env, Records: recs}, nil
}

// NotFolderError says a path is not a results folder.
type NotFolderError struct {
	Dir string // the path given
	Why string // what is missing: "no such folder", "no results.jsonl in it"
}

// Error names the path and why it is not a results folder.
func (e *NotFolderError) Error() string {
	return fmt.Sprintf("%s is not a results folder (%s)", e.Dir, e.Why)
}
