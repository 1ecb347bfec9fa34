package resultset

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// Reopen continues a results folder that holds recs (Load's records of
// it, which leave out a last line cut short by a kill): it writes
// results.jsonl, results.csv and bench.txt again from recs alone, so that
// no file keeps a half-written record or a row its records lack, writes
// env, and returns a Writer that appends to them.
func Reopen(dir string, env *Env, recs []Record) (*Writer, error) {
	var jsonl, csvB, benchB bytes.Buffer
	for i := range recs {
		line, err := json.Marshal(&recs[i])
		if err != nil {
			return nil, fmt.Errorf("encode record %s: %w", recs[i].Name(), err)
		}
		jsonl.Write(append(line, '\n'))
	}
	if err := WriteCSV(&csvB, recs); err != nil {
		return nil, fmt.Errorf("write %s: %w", FileCSV, err)
	}
	bw := NewBenchWriter(&benchB, env)
	for i := range recs {
		if err := bw.Write(&recs[i]); err != nil {
			return nil, fmt.Errorf("write %s: %w", FileBench, err)
		}
	}
	for name, b := range map[string][]byte{FileJSONL: jsonl.Bytes(), FileCSV: csvB.Bytes(), FileBench: benchB.Bytes()} {
		if err := replaceFile(filepath.Join(dir, name), b); err != nil {
			return nil, err
		}
	}
	if err := WriteEnv(filepath.Join(dir, FileEnv), env); err != nil {
		return nil, err
	}
	w := &Writer{dir: dir}
	var err error
	open := func(name string) *os.File {
		if err != nil {
			return nil
		}
		var f *os.File
		f, err = os.OpenFile(filepath.Join(dir, name), os.O_WRONLY|os.O_APPEND, 0)
		return f
	}
	w.jsonl, w.csvF, w.bench = open(FileJSONL), open(FileCSV), open(FileBench)
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("reopen results: %w", err)
	}
	w.csv = csv.NewWriter(w.csvF)
	// The new stream repeats the configuration lines before its first
	// result, which the benchmark format allows.
	w.bw = NewBenchWriter(w.bench, env)
	return w, nil
}

// replaceFile writes b to path through a temporary file and a rename, so
// that a kill leaves the old file or the new one, never half of one.
func replaceFile(path string, b []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", filepath.Base(path), err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("replace %s: %w", filepath.Base(path), err)
	}
	return nil
}
