// Command buildtag gives generated files of a dataset the build constraint
// of the codec whose conversions they hold:
//
//	//go:build !serbench_lean || serbench_<codec>
//
// so that a lean timing worker of another codec does not compile them
// (internal/workerbuild.LeanTag). It runs from a go:generate line after the
// generator that wrote the files, which knows nothing of serbench's tags.
//
// Usage:
//
//	go run github.com/serbench/serbench/tools/buildtag -codec NAME[,NAME...] FILE...
//
// With several names, the file is compiled for any of them. A file's
// existing //go:build line is replaced; anything else is kept as it is.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	codecs := flag.String("codec", "", "the codec packages' folder names under codecs/, comma-separated")
	flag.Parse()
	if *codecs == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: buildtag -codec NAME[,NAME...] FILE...")
		os.Exit(2)
	}
	line := Constraint(strings.Split(*codecs, ","))
	for _, name := range flag.Args() {
		if err := rewrite(name, line); err != nil {
			fmt.Fprintln(os.Stderr, "buildtag:", err)
			os.Exit(1)
		}
	}
}

// Constraint is the //go:build line of a file of codecs' conversions.
func Constraint(codecs []string) string {
	var b strings.Builder
	b.WriteString("//go:build !serbench_lean")
	for _, c := range codecs {
		b.WriteString(" || serbench_" + strings.TrimSpace(c))
	}
	return b.String()
}

// rewrite puts line first in the file, followed by a blank line, in place
// of a //go:build line already there.
func rewrite(name, line string) error {
	src, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var kept [][]byte
	for _, l := range bytes.SplitAfter(src, []byte("\n")) {
		if !bytes.HasPrefix(l, []byte("//go:build ")) {
			kept = append(kept, l)
		}
	}
	rest := bytes.TrimLeft(bytes.Join(kept, nil), "\n")
	out := append([]byte(line+"\n\n"), rest...)
	if bytes.Equal(out, src) {
		return nil
	}
	return os.WriteFile(name, out, 0o644)
}
