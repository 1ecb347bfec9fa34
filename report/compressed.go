package report

import (
	"bytes"
	"cmp"
	"math"
	"slices"

	"github.com/serbench/serbench/htmlpage"
	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// compressedNote says what the compressed-size tables show, in both
// reports, for times of estimate e.
func compressedNote(e estimate) string {
	return "each message compressed on its own, as a transport that compresses message by message sends it; " +
		"zstd at its default level (literals always entropy-coded, as the reference zstd does), snappy's block format, gzip level 6; " +
		"zstd compress and decompress: " + string(e) + " time per message, outside the encode timing"
}

// passNote says, when a variant's per-message passes took a sample of its
// messages (resultset.Record.PassMsgs), how many: its compressed sizes are
// their mean.
func passNote(recs []*resultset.Record) string {
	for _, r := range recs {
		if r.PassMsgs > 0 && r.Sizes != nil {
			return "; over " + human.Count(float64(r.PassMsgs)) + " evenly spaced messages of the variant's " + human.Count(float64(r.Sizes.Count))
		}
	}
	return ""
}

// compressedRows are a variant's encode cells that carry compressed sizes,
// smallest zstd size first; baselines, a floor and not a format, last.
func compressedRows(recs []*resultset.Record) []*resultset.Record {
	var out []*resultset.Record
	for _, r := range recs {
		if r.OK() && r.Op == string(suite.Encode) && r.ZstdBytes != nil {
			out = append(out, r)
		}
	}
	slices.SortStableFunc(out, func(a, b *resultset.Record) int {
		if c := cmp.Compare(b2i(isBaseline(a)), b2i(isBaseline(b))); c != 0 {
			return c
		}
		return cmp.Compare(*a.ZstdBytes, *b.ZstdBytes)
	})
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ofRaw is a compressed size as a share of the encoded one.
func ofRaw(compressed *float64, raw float64) float64 {
	if compressed == nil || raw <= 0 {
		return math.NaN()
	}
	return 100 * *compressed / raw
}

// plus adds an optional figure to a time, NaN when it is absent.
func plus(ns float64, x *float64) float64 {
	if x == nil {
		return math.NaN()
	}
	return ns + *x
}

// writeCompressed tabulates a variant's compressed sizes and zstd times.
func writeCompressed(b *bytes.Buffer, recs []*resultset.Record, family map[string]string, e estimate) {
	rows := compressedRows(recs)
	if len(rows) == 0 {
		return
	}
	size := func(x *float64) string {
		if x == nil {
			return "–"
		}
		return human.Count(*x) + " B"
	}
	dur := func(x float64) string {
		if math.IsNaN(x) {
			return "–"
		}
		return human.Duration(x)
	}
	// Counted alone, nothing was timed: the sizes without the times.
	timed := timedAny(rows)
	var table [][]string
	for _, r := range rows {
		zc := math.NaN()
		if r.ZstdCompressNs != nil {
			zc = *r.ZstdCompressNs
		}
		zd := math.NaN()
		if r.ZstdDecompressNs != nil {
			zd = *r.ZstdDecompressNs
		}
		row := []string{codecText(r), family[r.Codec], human.Count(r.EncodedBytes) + " B",
			size(r.ZstdBytes), size(r.SnappyBytes), size(r.GzipBytes), pctText(ofRaw(r.ZstdBytes, r.EncodedBytes))}
		if timed {
			row = append(row, human.Duration(r.NsPerOp), dur(zc), dur(plus(r.NsPerOp, r.ZstdCompressNs)), dur(zd))
		}
		table = append(table, row)
	}
	head := []string{"codec", "family", "encoded size", "zstd", "snappy", "gzip", "zstd ÷ encoded"}
	note := compressedNote(e)
	if timed {
		head = append(head, "encode", "zstd compress", "encode + zstd", "zstd decompress")
	} else {
		note = sizesNote
	}
	b.WriteString("Compressed size per message, smallest zstd first (" + note + passNote(rows) + "):\n\n")
	writeTable(b, head, table)
}

// sizesNote is compressedNote without zstd's times, for a run that timed
// nothing.
const sizesNote = "each message compressed on its own, as a transport that compresses message by message sends it; " +
	"zstd at its default level (literals always entropy-coded, as the reference zstd does), snappy's block format, gzip level 6"

func pctText(x float64) string {
	if math.IsNaN(x) {
		return "–"
	}
	return human.Pct(x)
}

// compressedTable is writeCompressed's table for report.html: sortable, and
// its rows keyed to the filter chips like the table of cells.
func compressedTable(recs []*resultset.Record, id string, keys map[string]*htmlpage.Keys, family map[string]string, e estimate) *htmlpage.Table {
	rows := compressedRows(recs)
	if len(rows) == 0 {
		return nil
	}
	t := &htmlpage.Table{ID: id + "-compressed", Class: "compressed", Sortable: true, Cols: []htmlpage.Col{
		{Name: "codec"}, {Name: "family", Title: "the codec's format; sort by it to group the codecs by family"},
		{Name: "encoded size", Num: true},
		{Name: "zstd", Num: true, Title: "mean bytes of a message compressed with zstd, default level"},
		{Name: "snappy", Num: true, Title: "mean bytes of a message as one snappy block"},
		{Name: "gzip", Num: true, Title: "mean bytes of a message compressed with gzip, level 6"},
		{Name: "zstd ÷ encoded", Num: true},
	}}
	timed := timedAny(rows)
	if timed {
		t.Cols = append(t.Cols, []htmlpage.Col{
			{Name: "encode", Num: true, Title: "the encode cell's " + e.head()},
			{Name: "zstd compress", Num: true, Title: string(e) + " time to compress one encoded message with zstd"},
			{Name: "encode + zstd", Num: true},
			{Name: "zstd decompress", Num: true, Title: string(e) + " time to decompress one message with zstd"},
		}...)
	}
	size := func(x *float64, raw float64) htmlpage.Cell {
		if x == nil {
			return htmlpage.Cell{Text: "–", Title: "not measured"}
		}
		c := htmlpage.Cell{Text: bytesText(*x), Sort: num(*x), Title: human.Count(*x) + " B"}
		if p := ofRaw(x, raw); !math.IsNaN(p) {
			c.Title += ", " + human.Pct(p) + " of the encoded size"
		}
		return c
	}
	dur := func(x float64) htmlpage.Cell {
		if math.IsNaN(x) {
			return htmlpage.Cell{Text: "–", Title: "not measured"}
		}
		return htmlpage.Number(human.Duration(x), x)
	}
	for _, r := range rows {
		codec := htmlpage.Cell{Text: r.Codec, Sort: r.Codec, Class: "mono", Aside: unrankedMark(r)}
		zc, zd := math.NaN(), math.NaN()
		if r.ZstdCompressNs != nil {
			zc = *r.ZstdCompressNs
		}
		if r.ZstdDecompressNs != nil {
			zd = *r.ZstdDecompressNs
		}
		ratio := ofRaw(r.ZstdBytes, r.EncodedBytes)
		rc := htmlpage.Cell{Text: "–"}
		if !math.IsNaN(ratio) {
			rc = htmlpage.Number(human.Pct(ratio), ratio)
		}
		cells := []htmlpage.Cell{codec, familyCell(family[r.Codec]),
			{Text: bytesText(r.EncodedBytes), Sort: num(r.EncodedBytes), Title: human.Count(r.EncodedBytes) + " B"},
			size(r.ZstdBytes, r.EncodedBytes), size(r.SnappyBytes, r.EncodedBytes), size(r.GzipBytes, r.EncodedBytes), rc}
		if timed {
			cells = append(cells, htmlpage.Number(human.Duration(r.NsPerOp), r.NsPerOp), dur(zc), dur(plus(r.NsPerOp, r.ZstdCompressNs)), dur(zd))
		}
		t.AddKeyed(keys[r.Codec], "", cells...)
	}
	return t
}
