// Command boutiquesamples writes boutique's generated trace as sample
// files, one <MessageName>.jsonl a message type (protojson, a message a
// line): a user's schema and captured traffic of a real service's shape
// (33 message types, 99,222 messages, 16 MB), for
//
//	go run ./cmd/serbench run --proto datasets/boutique/boutique.proto --samples DIR
//
// Usage: go run ./tools/boutiquesamples -out DIR [-n N]
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/serbench/serbench/datasets/boutique"
)

func main() {
	out := flag.String("out", "", "the folder to write the <MessageName>.jsonl files into (made if missing)")
	n := flag.Int("n", 0, "only the trace's first n messages (0: all of them)")
	flag.Parse()
	if *out == "" || *n < 0 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: boutiquesamples -out DIR [-n N]")
		os.Exit(2)
	}
	tr := boutique.GenerateTrace()
	if *n > 0 && *n < len(tr) {
		tr = tr[:*n]
	}
	if err := boutique.WritePayloads(*out, tr); err != nil {
		fmt.Fprintln(os.Stderr, "boutiquesamples:", err)
		os.Exit(1)
	}
	fmt.Printf("%d messages written to %s\n", len(tr), *out)
}
