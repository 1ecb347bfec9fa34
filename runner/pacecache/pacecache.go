// Package pacecache keeps how long each dataset variant took a cell in a
// run, so that the next run of the same settings on the same machine
// reckons its progress line's time left from each variant's own pace
// (runner.PaceStore), not from the pace of the variants it has timed so
// far: the plan puts the heaviest variants first, and a run of the full
// matrix said ~7h37m left 24 minutes into about 2h20m. A cache generation
// is one identity (the machine and the run's settings), a folder of
// $SERBENCH_CACHE/pace trimmed with the rest of serbench's cache
// (internal/gobuild), a file a variant and cell count.
package pacecache

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"

	"github.com/serbench/serbench/internal/gobuild"
)

// Kind is the cache's folder of paces (gobuild.CacheDir).
const Kind = "pace"

// Cache is one identity's paces.
type Cache struct {
	r *gobuild.Records
}

// record is a variant's pace in the run that ended it last.
type record struct {
	Variant        string  `json:"variant"`
	Cells          int     `json:"cells"`
	SecondsPerCell float64 `json:"seconds_per_cell"`
}

// Open returns the cache of paces measured with identity, its folder made
// and marked used.
func Open(identity string) (*Cache, error) {
	r, err := gobuild.OpenRecords(Kind, identity)
	if err != nil {
		return nil, err
	}
	return &Cache{r: r}, nil
}

// name is the file of variant's pace over cells cells: a run of some of
// its codecs or ops (another plan of it) keeps a pace of its own, and
// does not replace the pace of the plan that times them all.
func name(variant string, cells int) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "%s\n%d", variant, cells))
	return hex.EncodeToString(sum[:8]) + ".json"
}

// Pace returns the seconds a cell that variant ("dataset/variant") took
// when a run last timed it with cells cells; another plan of it (a run of
// some of its codecs or ops) has a pace of its own.
func (c *Cache) Pace(variant string, cells int) (float64, bool) {
	var r record
	b, err := c.r.Read(name(variant, cells))
	if err != nil || json.Unmarshal(b, &r) != nil || r.Variant != variant || r.Cells != cells || !valid(r.SecondsPerCell) {
		return 0, false
	}
	return r.SecondsPerCell, true
}

// SetPace keeps secondsPerCell as variant's pace over cells cells.
func (c *Cache) SetPace(variant string, cells int, secondsPerCell float64) error {
	if cells < 1 || !valid(secondsPerCell) {
		return fmt.Errorf("pace cache: %s: %d cells at %g s a cell", variant, cells, secondsPerCell)
	}
	b, err := json.Marshal(record{variant, cells, secondsPerCell})
	if err != nil {
		return err
	}
	return c.r.Write(name(variant, cells), b)
}

func valid(x float64) bool { return x > 0 && !math.IsInf(x, 0) && !math.IsNaN(x) }
