package charts

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// manyCodecs is a registry of 45 codecs over every family of issue 13,
// as the suite will have them: names, families and labels.
func manyCodecs() []suite.Codec {
	var out []suite.Codec
	add := func(family string, labels []string, names ...string) {
		for _, n := range names {
			ls := slices.Clone(labels)
			if strings.HasSuffix(n, "+reuse") {
				ls = append(ls, suite.LabelReuse)
			}
			out = append(out, suite.Codec{Name: n, Family: family, Labels: ls})
		}
	}
	cb := []string{suite.LabelCodegen, suite.LabelBinary}
	rb := []string{suite.LabelReflection, suite.LabelBinary}
	add("Protocol Buffers", cb, "protobuf", "protobuf+reuse", "vtprotobuf", "vtprotobuf+reuse", "gogofaster")
	add("MessagePack", rb, "msgpack", "shamaton-msgpack", "shamaton-msgpack-array", "ugorji-msgpack")
	add("MessagePack", cb, "msgp", "msgp+reuse")
	add("CBOR", rb, "cbor", "ugorji-cbor")
	add("JSON", []string{suite.LabelReflection, suite.LabelText}, "json", "sonic", "go-json", "jsoniter", "segmentio-json", "json-v2")
	add("JSON", []string{suite.LabelCodegen, suite.LabelText}, "easyjson", "protojson")
	add("JSON", []string{suite.LabelHandWritten, suite.LabelText}, "fastjson", "jx")
	add("Avro", rb, "hamba-avro", "goavro")
	add("BSON", rb, "bson")
	add("Thrift", cb, "thrift-compact", "thrift-binary")
	add("XML", []string{suite.LabelReflection, suite.LabelText}, "xml")
	add("XDR", rb, "xdr")
	add("gob", rb, "gob")
	add("FlatBuffers", append(slices.Clone(cb), suite.LabelZeroCopy), "flatbuffers")
	add("Cap'n Proto", append(slices.Clone(cb), suite.LabelZeroCopy), "capnp")
	add("Symphony", cb, "symphony", "symphony-hybrid")
	add("Symphony", append(slices.Clone(cb), suite.LabelZeroCopy), "symphony-raw")
	add("Colfer", cb, "colfer")
	add("Bebop", cb, "bebop")
	add("benc", cb, "benc")
	add("MUS", []string{suite.LabelHandWritten, suite.LabelBinary}, "mus")
	add("binary (Go structs)", rb, "kelindar-binary", "gotiny", "alecthomas-binary")
	add("baseline", []string{suite.LabelHandWritten, suite.LabelBinary, suite.LabelBaseline}, "baseline")
	return out
}

// spread is a codec's pseudo-random factor in [1, 40), the same in every
// run of the tests.
func spread(name string) float64 {
	h := fnv.New32a()
	h.Write([]byte(name))
	return 1 + float64(h.Sum32()%3900)/100
}

// manyRecords measures codecs on a dataset's variants, every op with an
// interval, every encode with its compressed sizes; zero-copy codecs'
// decode is a few ns; the baseline is the fastest encode.
func manyRecords(dataset string, variants []string, codecs []suite.Codec) []resultset.Record {
	var recs []resultset.Record
	for vi, v := range variants {
		scale := float64(1 + 9*vi)
		for _, c := range codecs {
			for _, op := range []string{"encode", "decode", "read"} {
				ns := 200 * scale * spread(c.Name+op)
				switch {
				case c.Family == "baseline":
					ns = 150 * scale
				case op == "decode" && slices.Contains(c.Labels, suite.LabelZeroCopy):
					ns = 4
				}
				r := okRec(dataset, v, c.Name, op, ns, 100*scale*spread(c.Family))
				r.Labels = c.Labels
				if op == "encode" {
					// Text formats compress more than binary ones.
					z := r.EncodedBytes * (0.25 + 0.5/spread(c.Name))
					r.ZstdBytes, r.GzipBytes, r.SnappyBytes = ptr(z), ptr(z*1.04), ptr(z*1.5)
				}
				recs = append(recs, r)
			}
		}
	}
	return recs
}

func manyRegistry(codecs []suite.Codec, variants ...string) *suite.Registry {
	info := suite.Info{Name: "many"}
	for _, v := range variants {
		info.Variants = append(info.Variants, suite.VariantInfo{Name: v, About: "the " + v + " variant of many codecs"})
	}
	return &suite.Registry{Codecs: codecs, Datasets: []suite.Dataset{fakeDataset{info}}}
}

// TestManyCodecs renders 45 codecs on one, three and six variants, 10
// codecs on three and one codec on one: every chart draws and ranks like
// with like.
func TestManyCodecs(t *testing.T) {
	all := manyCodecs()
	var ten []suite.Codec
	for _, c := range all {
		if slices.Contains([]string{"gob", "json", "easyjson", "protobuf", "protojson", "flatbuffers", "capnp", "symphony", "symphony-hybrid", "symphony-raw"}, c.Name) {
			ten = append(ten, c)
		}
	}
	cases := []struct {
		name     string
		codecs   []suite.Codec
		variants []string
	}{
		{"45x1", all, []string{"seed"}},
		{"45x3", all, []string{"small", "mid", "mid-varied"}},
		{"45x6", all, []string{"tiny", "medium", "big", "huge", "big-slice", "huge-slice"}},
		{"10x3", ten, []string{"small", "mid", "mid-varied"}},
		{"1x1", all[:1], []string{"seed"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if out := os.Getenv("SERBENCH_CHARTS_OUT"); out != "" {
				dir = filepath.Join(out, c.name)
			}
			reg := manyRegistry(c.codecs, c.variants...)
			charts, err := Render(dir, reg, manyRecords("many", c.variants, c.codecs))
			if err != nil {
				t.Fatal(err)
			}
			if len(charts) != 5 {
				t.Fatalf("%d charts, want 5", len(charts))
			}
			checkFiles(t, dir, charts)
			for _, f := range build(reg, manyRecords("many", c.variants, c.codecs)) {
				if _, err := f.layout(); err != nil {
					t.Fatal(err)
				}
				checkFigure(t, c.name, f, len(c.codecs))
			}
		})
	}
}

// checkFigure checks what a figure of n codecs draws: the baseline
// apart, never ranked; no zero-copy decode; every codec when one panel
// has room for it, else the best and the best of each other family, the
// others counted; a family's colour from FamilyOrder.
func checkFigure(t *testing.T, name string, f *figure, n int) {
	t.Helper()
	for _, p := range f.panels {
		drawn, more := 0, 0
		families := map[string]bool{}
		for i, r := range p.rows {
			info := f.pal.codecs[r.codec]
			switch r.kind {
			case rankedRow:
				drawn++
				families[r.family] = true
				if info.baseline {
					t.Errorf("%s %s: baseline ranked", name, f.file)
				}
				if strings.HasSuffix(f.file, "-decode") && info.zeroCopy {
					t.Errorf("%s %s: zero-copy decode of %s ranked", name, f.file, r.codec)
				}
				if i > 0 && p.rows[i-1].s.v > r.s.v {
					t.Errorf("%s %s: %s after a slower codec", name, f.file, r.codec)
				}
			case floorRow:
				if !info.baseline || i == 0 {
					t.Errorf("%s %s: floor row %s at %d", name, f.file, r.codec, i)
				}
			case moreRow:
				fmt.Sscanf(r.s.note, "+ %d more", &more)
			}
		}
		if drawn+more != len(p.ranked) {
			t.Errorf("%s %s: %d drawn and %d counted of %d ranked", name, f.file, drawn, more, len(p.ranked))
		}
		for _, r := range p.ranked {
			if !families[r.family] && f.bests {
				t.Errorf("%s %s: family %s not drawn", name, f.file, r.family)
			}
		}
		if len(f.panels) == 1 && more > 0 {
			t.Errorf("%s %s: a single panel leaves %d codecs out", name, f.file, more)
		}
	}
	if name == "45x6" && !f.truncated() {
		t.Errorf("%s %s: six panels of 45 codecs draw every codec (top %d), want some left out", name, f.file, f.top)
	}
	if name == "45x6" && !f.bests {
		t.Errorf("%s %s: six panels of 45 codecs without the best of each other family", name, f.file)
	}
	if got, want := f.pal.colour("JSON"), familyPalette[slices.Index(FamilyOrder, "JSON")]; got != want {
		t.Errorf("JSON's colour %v, want %v", got, want)
	}
	_ = n
}

// pick draws the best, then the best of each other family with its rank,
// and counts the rest; it draws every codec when fewer than three would
// be left out.
func TestPick(t *testing.T) {
	var p panel
	for i, fam := range []string{"A", "A", "B", "A", "C", "B", "A", "C"} {
		p.ranked = append(p.ranked, row{kind: rankedRow, codec: fmt.Sprintf("c%d", i), family: fam, rank: i + 1, s: slot{ok: true, v: float64(i + 1)}})
	}
	p.apart = []row{{kind: floorRow, codec: "floor", s: slot{ok: true, v: 0.5}}}
	labels := func(rows []row) string {
		var out []string
		for _, r := range rows {
			if r.kind == moreRow {
				out = append(out, r.s.note)
				continue
			}
			out = append(out, r.label)
		}
		return strings.Join(out, ", ")
	}
	for _, c := range []struct {
		top   int
		bests bool
		want  string
	}{
		{0, false, "c0, c1, c2, c3, c4, c5, c6, c7, floor"},
		{2, true, "c0, c1, c2 (#3), c4 (#5), floor, + 4 more in the tables"},
		{1, true, "c0, c2 (#3), c4 (#5), floor, + 5 more in the tables"},
		{3, false, "c0, c1, c2, floor, + 5 more in the tables"},
		{6, false, "c0, c1, c2, c3, c4, c5, c6, c7, floor"}, // two left out: draw them
	} {
		if got := labels(p.pick(c.top, c.bests)); got != c.want {
			t.Errorf("pick(%d, %v) = %s, want %s", c.top, c.bests, got, c.want)
		}
	}
}
