package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// runGenerator runs, in the current folder, the generator of the mirrors
// just written to out (msgp's or easyjson's; anyjson's offers have none),
// then gives its file and out the lean build constraint of codec
// (tools/buildtag), which the generators know nothing of.
func runGenerator(codec, out string) error {
	files := []string{out}
	base := strings.TrimSuffix(out, ".go")
	var gen []string
	switch codec {
	case "msgp":
		files = append(files, base+"_msgp.go")
		gen = []string{"go", "tool", "msgp", "-file", out, "-o", base + "_msgp.go", "-tests=false", "-io=false"}
	case "easyjson":
		// easyjson builds the package, so every other generated file
		// it compiles must be written before this runs.
		files = append(files, base+"_easyjson.go")
		gen = []string{"go", "tool", "easyjson", "-all", "-no_std_marshalers", out}
	}
	if gen != nil {
		if err := run(gen); err != nil {
			return err
		}
	}
	return run(append([]string{"go", "run", "github.com/serbench/serbench/tools/buildtag", "-codec", codec}, files...))
}

func run(args []string) error {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w", strings.Join(args, " "), err)
	}
	return nil
}
