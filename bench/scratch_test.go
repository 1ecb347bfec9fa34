package bench

import (
	"bytes"
	"context"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchproc"

	"github.com/serbench/serbench/bench/internal/scratch"
)

// userTest is a user's _test.go in a module of their own.
const userTest = `package point

import (
	"testing"

	"github.com/serbench/serbench/bench"
)

type Point struct {
	X, Y  int
	Label string
	Tags  []string
}

var samples = []Point{{1, 2, "a", []string{"x", "y"}}, {3, -4, "b", nil}}

func TestPoint(t *testing.T) { bench.Verify(t, samples) }

func BenchmarkPoint(b *testing.B) {
	bench.Benchmark(b, samples, bench.WithCodecs("json", "gob", "cbor"))
}
`

// A user's module that requires serbench runs Benchmark with go test
// -bench . -benchmem, and its output is what benchstat reads: results named Point/codec=<name>/op=<op> with the encoded-B/msg
// unit beside Go's own, and a /codec projection sets the codecs side by
// side on the same rows (benchstat -col /codec).
func TestUserModuleOutputIsBenchstats(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a user's module; not in -short")
	}
	m, err := scratch.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := m.WriteFile("point/point_test.go", []byte(userTest)); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := m.CommandContext(ctx, "test", "-run", "^$", "-bench", ".", "-benchtime", "1x", "-benchmem", "./point")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go test -bench: %v\n%s%s", err, out, stderr.Bytes())
	}

	var parser benchproc.ProjectionParser
	col, err := parser.Parse("/codec", nil)
	if err != nil {
		t.Fatal(err)
	}
	row, err := parser.Parse(".fullname", nil)
	if err != nil {
		t.Fatal(err)
	}
	codecField := col.Fields()[0]
	rowField := row.Fields()[0]
	rows := map[string][]string{} // row key -> codecs
	r := benchfmt.NewReader(bytes.NewReader(out), "out.txt")
	n := 0
	for r.Scan() {
		res, ok := r.Result().(*benchfmt.Result)
		if !ok {
			if e, ok := r.Result().(*benchfmt.SyntaxError); ok {
				t.Errorf("benchfmt: %v", e)
			}
			continue
		}
		n++
		base, parts := res.Name.Parts()
		if string(base) != "Point" || len(parts) < 2 || !strings.HasPrefix(string(parts[0]), "/codec=") || !strings.HasPrefix(string(parts[1]), "/op=") {
			t.Errorf("result %s: want Point/codec=<name>/op=<op>", res.Name)
		}
		var units []string
		for _, v := range res.Values {
			units = append(units, v.Unit)
		}
		for _, u := range []string{"sec/op", "B/op", "allocs/op", "encoded-B/msg"} {
			if !slices.Contains(units, u) {
				t.Errorf("result %s: units %v lack %s", res.Name, units, u)
			}
		}
		codec := col.Project(res).Get(codecField)
		key := row.Project(res).Get(rowField)
		rows[key] = append(rows[key], codec)
	}
	if err := r.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 6 {
		t.Errorf("%d results, want 6 (3 codecs, 2 ops):\n%s", n, out)
	}
	if len(rows) != 2 {
		t.Errorf("rows %v: want two (op=encode and op=decode), the codecs as columns", slices.Sorted(maps.Keys(rows)))
	}
	for key, codecs := range rows {
		if slices.Sort(codecs); !slices.Equal(codecs, []string{"cbor", "gob", "json"}) {
			t.Errorf("row %s: codecs %v, want cbor gob json", key, codecs)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", out)
	}
}
