package runner

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/runner/timeworker"
	"github.com/serbench/serbench/suite"
)

// HandoffBytes bounds the messages a group writes for its workers to read
// (handoffs): a variant of many codecs' large messages (transaction/
// 200000, 230-330 MB a codec) writes the first few codecs' and lets the
// others' workers generate their own, as they all did before.
const HandoffBytes = 4 << 30

// handoffPrefix begins the name of every handoff folder, in the
// system's temporary folder.
const handoffPrefix = "serbench-handoff-"

// handoffs are the files of a group's decode and read cells' messages,
// one a codec, in a folder of their own, which this process holds
// (gobuild.Lock) until it removes it.
type handoffs struct {
	dir     string
	release func()
	paths   map[string]string // by codec
}

// writeHandoffs writes, for each codec with a decode or read cell in the
// group, the messages its parent validated, for the cells' workers to
// read (timeworker.Flags.Handoff): they then neither generate the variant
// nor convert and encode it again, about a second of CPU a worker on
// boutique/trace's 99,222 messages. Encode and update cells
// need the model's values, and their workers still generate the variant.
// On an error, the files written so far serve and the rest generate.
func writeHandoffs(group []*pending) (*handoffs, error) {
	h := &handoffs{paths: map[string]string{}}
	var total int64
	for _, c := range group {
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
		if total+size > HandoffBytes {
			continue
		}
		if h.dir == "" {
			dir, err := os.MkdirTemp("", handoffPrefix)
			if err != nil {
				return h, fmt.Errorf("handoff: %w", err)
			}
			h.dir = dir
			if h.release, err = gobuild.Lock(dir); err != nil {
				return h, fmt.Errorf("handoff: %w", err)
			}
		}
		path := filepath.Join(h.dir, strconv.Itoa(len(h.paths)))
		if err := timeworker.WriteHandoff(path, c.source.Handoff()); err != nil {
			return h, err
		}
		h.paths[c.cell.Codec] = path
		total += size
	}
	return h, nil
}

// path is the file of c's codec; "" for none.
func (h *handoffs) path(c suite.Cell) string { return h.paths[c.Codec] }

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
