package runner

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// HandoffBytes bounds the files a group writes for its workers to read
// (handoffs): a variant of many codecs' large messages (transaction/
// 200000, 230-330 MB a codec) writes the first few codecs' and lets the
// others' workers generate their own, as they all did before.
const HandoffBytes = 4 << 30

// handoffPrefix begins the name of every handoff folder, in the
// system's temporary folder.
const handoffPrefix = "serbench-handoff-"

// handoffs are the files a group's workers read instead of making their
// messages again, in a folder of their own, which this process holds
// (gobuild.Lock) until it removes it: each codec's validated bytes, for
// its decode and read cells, and the variant's messages (models), for
// every encode and update cell, when its dataset writes them
// (suite.ModelHandoff).
type handoffs struct {
	dir     string
	release func()
	paths   map[string]string // by codec
	each    map[string]string // by codec: its encode cell's Expected (timeworker.WriteExpected)
	models  string
	size    int64 // of the files written, within HandoffBytes
}

// writeHandoffs writes the group's handoff files: the variant's messages
// first, which every encode and update worker reads (on boutique/trace's
// 99,222 messages each parsed 64 MB of protojson samples, 7-9 s of CPU),
// then, for each codec with a decode or read cell, the messages its
// parent validated (timeworker.Flags.Handoff): those workers then neither
// make the variant nor convert and encode it again. On an error, the
// files written so far serve and the other workers make their own.
func writeHandoffs(group []*pending) (*handoffs, error) {
	h := &handoffs{paths: map[string]string{}, each: map[string]string{}}
	merr := h.writeModels(group)
	for _, c := range group {
		if err := h.writeExpected(c); err != nil {
			return h, errors.Join(merr, err)
		}
		if c.source == nil || c.done || c.cell.Bound == nil || c.cell.Bound.CheckedSum() == 0 {
			continue
		}
		if _, ok := h.paths[c.cell.Codec]; ok {
			continue
		}
		var size int64
		for _, s := range c.source.Sizes {
			size += int64(s)
		}
		if h.size+size > HandoffBytes {
			continue
		}
		path, err := h.file(strconv.Itoa(len(h.paths)))
		if err == nil {
			err = timeworker.WriteHandoff(path, c.source.Handoff())
		}
		if err != nil {
			return h, errors.Join(merr, err)
		}
		h.paths[c.cell.Codec] = path
		h.size += size
	}
	return h, merr
}

// writeExpected writes, for an encode cell, its messages' encoding and
// model digests as its parent checked them, which let its worker check
// only the messages its runs reach (suite.Bound.CheckedEach): 16 bytes a
// message, not counted in HandoffBytes.
func (h *handoffs) writeExpected(c *pending) error {
	if c.cell.Op != suite.Encode || c.prep == nil || c.done || c.cell.Bound == nil || c.cell.Bound.CheckedSum() == 0 {
		return nil
	}
	if _, ok := h.each[c.cell.Codec]; ok {
		return nil
	}
	path, err := h.file(strconv.Itoa(len(h.each)) + ".each")
	if err == nil {
		err = timeworker.WriteExpected(path, c.prep.Messages(), c.prep.Expect())
	}
	if err != nil {
		return err
	}
	h.each[c.cell.Codec] = path
	return nil
}

// writeModels writes the variant's messages when a cell of the group
// encodes or updates and its dataset can write them.
func (h *handoffs) writeModels(group []*pending) error {
	var data suite.ModelHandoff
	for _, c := range group {
		if mh, ok := c.cell.Data.(suite.ModelHandoff); ok && !c.done && !slices.Contains(suite.HandoffOps, c.cell.Op) {
			data = mh
			break
		}
	}
	if data == nil {
		return nil
	}
	path, err := h.file("models")
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("handoff: %w", err)
	}
	w := &capped{w: bufio.NewWriterSize(f, 1<<20), left: HandoffBytes}
	err = data.WriteModels(group[0].cell.Variant, w)
	if err == nil {
		err = w.w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("handoff: %s: %w", path, err)
	}
	h.size += HandoffBytes - w.left
	h.models = path
	return nil
}

// capped is a writer of at most left bytes: the variant's messages count
// within HandoffBytes too.
type capped struct {
	w    *bufio.Writer
	left int64
}

func (c *capped) Write(p []byte) (int, error) {
	if int64(len(p)) > c.left {
		return 0, fmt.Errorf("the messages take more than %d bytes", HandoffBytes)
	}
	c.left -= int64(len(p))
	return c.w.Write(p)
}

// file is the path of a handoff file named name, in the folder, made
// and locked first.
func (h *handoffs) file(name string) (string, error) {
	if h.dir == "" {
		dir, err := os.MkdirTemp("", handoffPrefix)
		if err != nil {
			return "", fmt.Errorf("handoff: %w", err)
		}
		h.dir = dir
		if h.release, err = gobuild.Lock(dir); err != nil {
			return "", fmt.Errorf("handoff: %w", err)
		}
	}
	return filepath.Join(h.dir, name), nil
}

// args are the flags that name the files c's worker reads: its codec's
// bytes for a decode or read cell; the variant's messages for the others,
// and for an encode cell what its messages' check expects.
func (h *handoffs) args(c suite.Cell) []string {
	var args []string
	flag := func(name, file string) {
		if file != "" {
			args = append(args, name, file)
		}
	}
	if slices.Contains(suite.HandoffOps, c.Op) {
		flag("--handoff", h.paths[c.Codec])
		return args
	}
	flag("--models", h.models)
	if c.Op == suite.Encode {
		flag("--checked-each", h.each[c.Codec])
	}
	return args
}

// remove deletes the files.
func (h *handoffs) remove() {
	if h.release != nil {
		h.release()
	}
	if h.dir != "" {
		_ = os.RemoveAll(h.dir)
	}
}

// removeStaleHandoffs removes the handoff folders in dir (the system's
// temporary folder) that no process holds: those of runs that were
// killed (SIGKILL, the out-of-memory killer) before they removed them, up
// to HandoffBytes each. A folder another run holds stays, and so does a
// folder with no lock file for a day (staleLockless): a serbench from
// before the locks may still be running and reading it.
func removeStaleHandoffs(dir string) {
	stale, _ := filepath.Glob(filepath.Join(dir, handoffPrefix+"*"))
	for _, d := range stale {
		gobuild.RemoveUnused(d, staleLockless)
	}
}

// staleLockless is how long a handoff folder without a lock file stays.
const staleLockless = 24 * time.Hour
