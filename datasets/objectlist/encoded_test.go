package objectlist_test

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/datasets/objectlist"
	"github.com/serbench/serbench/suite"
)

var updateEncoded = flag.Bool("update-encoded", false, "rewrite testdata/encoded.txt with the encodings of today")

// TestEncodedBytes pins what every bound codec writes on the test variants:
// the size and a hash of the bytes. A change to a schema or to generated
// code that changes a format's bytes fails here, so that it is made on
// purpose (go test -run TestEncodedBytes -update-encoded) and said why.
// A codec whose bytes vary from one encoding of the same message to the
// next (a map's random order: goavro-json's native maps, sereal's) is
// pinned by nothing; which ones vary is found on mid-varied (mid for a
// codec that fails it as declared), whose 1,000 elements cannot come out in
// the same order three times by chance.
func TestEncodedBytes(t *testing.T) {
	ds := objectlist.Dataset()
	reg := &suite.Registry{Codecs: codecs.All()}
	encode := func(v, c string) ([]byte, error) {
		l, err := ds.Load(v)
		if err != nil {
			return nil, err
		}
		b, err := reg.Bind(ds, v, c)
		if err != nil {
			return nil, err
		}
		p, err := l.Prepare(b)
		if err != nil {
			return nil, err
		}
		return p.Encoded(0), nil
	}
	varies := map[string]bool{}
	midVaried, _ := ds.Info().Variant(objectlist.MidVaried)
	for _, c := range allCodecs {
		v := objectlist.MidVaried
		if _, known := midVaried.KnownFailure(c); known {
			v = objectlist.Mid
		}
		var prev []byte
		for i := range 3 {
			enc, err := encode(v, c)
			if err != nil {
				t.Fatalf("%s/%s: %v", v, c, err)
			}
			if i > 0 && string(enc) != string(prev) {
				varies[c] = true
			}
			prev = enc
		}
	}
	var got strings.Builder
	fmt.Fprintln(&got, "# variant codec bytes sha256 (TestEncodedBytes; -update-encoded rewrites it)")
	for _, v := range testVariants {
		info, _ := ds.Info().Variant(v)
		for _, c := range allCodecs {
			if _, known := info.KnownFailure(c); known {
				continue
			}
			if varies[c] {
				fmt.Fprintf(&got, "%s %s varies\n", v, c)
				continue
			}
			enc, err := encode(v, c)
			if err != nil {
				t.Errorf("%s/%s: %v", v, c, err)
				continue
			}
			fmt.Fprintf(&got, "%s %s %d %x\n", v, c, len(enc), sha256.Sum256(enc))
		}
	}
	const file = "testdata/encoded.txt"
	if *updateEncoded {
		if err := os.WriteFile(file, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	wantLines, gotLines := strings.Split(string(want), "\n"), strings.Split(got.String(), "\n")
	if len(wantLines) != len(gotLines) {
		t.Errorf("%d lines, %s has %d", len(gotLines), file, len(wantLines))
	}
	for i := range min(len(wantLines), len(gotLines)) {
		if wantLines[i] != gotLines[i] {
			t.Errorf("line %d: %s, %s has %s", i+1, gotLines[i], file, wantLines[i])
		}
	}
}
