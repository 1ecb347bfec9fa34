// Command initheap measures what importing package bench adds to a test
// binary's live heap once init has run: it builds tiny test binaries in a
// scratch module (see package scratch), one without and one with
// `import _ "github.com/serbench/serbench/bench"`, runs each a few times,
// and prints the median HeapAlloc after two forced collections.
//
//	go run ./bench/internal/initheap          # without bench, with it, with bench/sonic too
//	go run ./bench/internal/initheap -each    # and each package bench imports, alone
//	go run ./bench/internal/initheap -pkgs github.com/bytedance/sonic,encoding/json
//
// The figures depend on the Go version and the machine's architecture;
// package bench's documentation quotes one.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/serbench/serbench/bench/internal/scratch"
)

const benchPath = "github.com/serbench/serbench/bench"

const testTemplate = `package p

import (
	"fmt"
	"runtime"
	"testing"
%s)

func TestInitHeap(t *testing.T) {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("initheap %%d %%d\n", ms.HeapAlloc, ms.HeapObjects)
}
`

func main() {
	each := flag.Bool("each", false, "also measure each package bench imports directly, alone")
	pkgs := flag.String("pkgs", "", "comma-separated packages to measure alone (in place of bench's imports with -each)")
	runs := flag.Int("runs", 3, "runs of each binary; the median is printed")
	flag.Parse()
	if err := run(*each, *pkgs, *runs); err != nil {
		fmt.Fprintln(os.Stderr, "initheap:", err)
		os.Exit(1)
	}
}

// probe is one test binary: the packages it imports for their init.
type probe struct {
	name    string
	imports []string
}

func run(each bool, pkgList string, runs int) error {
	dir, err := os.MkdirTemp("", "initheap-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	m, err := scratch.New(dir)
	if err != nil {
		return err
	}
	probes := []probe{
		{name: "none"},
		{name: "bench", imports: []string{benchPath}},
		{name: "bench and bench/sonic", imports: []string{benchPath, benchPath + "/sonic"}},
	}
	var alone []string
	switch {
	case pkgList != "":
		alone = strings.Split(pkgList, ",")
	case each:
		out, err := m.Run("list", "-f", `{{join .Imports "\n"}}`, benchPath)
		if err != nil {
			return err
		}
		for _, p := range strings.Fields(string(out)) {
			// Leave the standard library and bench's internal packages out.
			if strings.Contains(p, ".") && !strings.Contains(p, "/internal/") {
				alone = append(alone, p)
			}
		}
	}
	for _, p := range alone {
		probes = append(probes, probe{name: p, imports: []string{p}})
	}
	for i, p := range probes {
		var imps strings.Builder
		for _, imp := range p.imports {
			fmt.Fprintf(&imps, "\t_ %q\n", imp)
		}
		name := fmt.Sprintf("p%02d/p_test.go", i)
		if err := m.WriteFile(name, fmt.Appendf(nil, testTemplate, imps.String())); err != nil {
			return err
		}
	}
	bin := filepath.Join(dir, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		return err
	}
	if _, err := m.Run("test", "-c", "-o", bin+string(filepath.Separator), "./..."); err != nil {
		return err
	}
	base := -1.0
	fmt.Printf("%-60s %12s %12s %10s\n", "imports", "HeapAlloc", "added", "objects")
	for i, p := range probes {
		exe := filepath.Join(bin, fmt.Sprintf("p%02d.test", i))
		heap, objs, err := measure(exe, runs)
		if err != nil {
			return fmt.Errorf("%s: %w", p.name, err)
		}
		if base < 0 {
			base = heap
		}
		fmt.Printf("%-60s %12.0f %+12.0f %10.0f\n", p.name, heap, heap-base, objs)
	}
	return nil
}

// measure runs exe runs times and returns the median HeapAlloc and
// HeapObjects it printed.
func measure(exe string, runs int) (heap, objs float64, err error) {
	var heaps, counts []float64
	for range max(runs, 1) {
		cmd := exec.Command(exe, "-test.run=^TestInitHeap$", "-test.count=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return 0, 0, fmt.Errorf("%w: %s%s", err, out, stderr.Bytes())
		}
		h, o, err := parse(out)
		if err != nil {
			return 0, 0, err
		}
		heaps, counts = append(heaps, h), append(counts, o)
	}
	return median(heaps), median(counts), nil
}

func parse(out []byte) (heap, objs float64, err error) {
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) == 3 && f[0] == "initheap" {
			h, err1 := strconv.ParseFloat(f[1], 64)
			o, err2 := strconv.ParseFloat(f[2], 64)
			if err1 != nil || err2 != nil {
				break
			}
			return h, o, nil
		}
	}
	return 0, 0, fmt.Errorf("no initheap line in the output: %q", out)
}

func median(xs []float64) float64 {
	slices.Sort(xs)
	return xs[len(xs)/2]
}
