// Command dropunreachable removes the statement go vet reports as unreachable in
// protoc-gen-go-pulsar's code, so that `go vet ./...` stays clean over the
// committed generated files: the WhichOneof of a message without a oneof
// is a switch whose only clause (default) panics, followed by
// panic("unreachable"), which no path reaches. Removing it changes no
// behaviour; any other code is left as it is.
//
// Usage (from a go:generate line, after protoc-gen-go-pulsar's):
//
//	go run github.com/serbench/serbench/tools/dropunreachable FILE.go...
package main

import (
	"fmt"
	"go/format"
	"os"
	"regexp"
)

// deadPanic is that switch and the panic after it; the replacement keeps
// the switch.
var deadPanic = regexp.MustCompile(`(\tswitch d\.FullName\(\) \{\n\tdefault:\n\t\tpanic\([^\n]*\)\n\t\}\n)\tpanic\("unreachable"\)\n`)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: dropunreachable FILE.go...")
		os.Exit(2)
	}
	for _, name := range os.Args[1:] {
		if err := rewrite(name); err != nil {
			fmt.Fprintln(os.Stderr, "dropunreachable:", err)
			os.Exit(1)
		}
	}
}

func rewrite(name string) error {
	src, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	out, err := format.Source(deadPanic.ReplaceAll(src, []byte("$1")))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return os.WriteFile(name, out, 0o644)
}
