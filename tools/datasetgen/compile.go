package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// step is one command of a schema's compilation, run in the dataset's
// folder; dirs are the folders it must find made.
type step struct {
	dirs []string
	args []string
}

// serbenchCmd is the prefix of this module's generator commands.
const serbenchCmd = "github.com/serbench/serbench/tools/"

// followUps are the commands a codec needs after protoc-gen-serbench: the
// compilers of the schema it writes for each schema codec (below the
// folder, in fbs/, capnp/, ...), and the Go files or folders they write,
// which gofmt formats after them (bebopc-go, thrift and bencgen do not);
// gogofaster's read visits, rewritten from protobuf_gen.go's; pulsar's
// whole code. importPath is the dataset package's, which thrift's
// generated imports name; proto is the committed .proto.
func followUps(codec, importPath, proto string) (steps []step, formatted []string) {
	switch codec {
	case "gogofaster":
		return []step{
			{args: []string{"go", "run", serbenchCmd + "gogofastervisit", "-o", "gogo_visit_gen.go", "-funcs", "^visit.*PB$", "protobuf_gen.go"}},
			{args: []string{"go", "run", serbenchCmd + "buildtag", "-codec", "gogofaster", "gogo_visit_gen.go"}},
		}, nil
	case "pulsar":
		// pulsar's types come from a copy of the .proto under package
		// <package>.pulsar (protorepackage: protobuf-go's registry takes one
		// file per path and one message per name); dropunreachable removes the
		// line of pulsar's code go vet reports; pulsarconv copies
		// protobuf_gen.go's conversions onto pulsarpb.
		copied := "pulsarpb/" + proto
		return []step{
			{args: []string{"go", "run", serbenchCmd + "protorepackage", "-suffix", "pulsar", "-go_package", importPath + "/pulsarpb", "-o", copied, proto}},
			{args: []string{"go", "run", serbenchCmd + "protocrun", "--go-pulsar_out=.", "--go-pulsar_opt=paths=source_relative,features=protoc+fast", copied}},
			{args: []string{"go", "run", serbenchCmd + "dropunreachable", strings.TrimSuffix(copied, ".proto") + ".pulsar.go"}},
			{args: []string{"go", "run", serbenchCmd + "pulsarconv", "-codec", "pulsar", "-pkg", "pulsarpb", "-o", "pulsar_gen.go", "protobuf_gen.go"}},
		}, nil
	case "flatbuffers":
		return []step{{args: []string{"flatc", "--go", "-o", ".", "fbs/schema.fbs"}}}, nil
	case "capnp":
		return []step{{args: []string{"go", "run", serbenchCmd + "capnpgen", "capnp/schema.capnp", "capnpb"}}}, nil
	case "colfer":
		// Colfer's default limits (16 MiB a message, 64 Ki elements a
		// list) are below the big variants'.
		return []step{{args: []string{"go", "tool", "colf", "-b", ".", "-s", "4 << 30", "-l", "16 << 20", "Go", "colfer/schema.colf"}}}, nil
	case "bebop":
		return []step{{dirs: []string{"bop"}, args: []string{"go", "tool", "bebopc-go", "-i", "bebop/schema.bop", "-o", "bop/schema.go", "-package", "bop"}}},
			[]string{"bop"}
	case "thrift":
		return []step{{args: []string{"thrift", "--gen", "go:package_prefix=" + importPath + "/", "-out", ".", "thrift/schema.thrift"}}},
			[]string{"thgen"}
	case "benc":
		// bencgen appends its breaking-change metadata to the schema it
		// reads; protoc-gen-serbench has just written the schema anew, so
		// each run appends it once.
		return []step{{args: []string{"go", "tool", "bencgen", "--in", "benc/schema.benc", "--lang", "go", "--out", "bencpb", "--file", "..."}}},
			[]string{"bencpb/schema.go"}
	}
	return nil, nil
}

// runFollowUps runs the follow-up commands of codecs in dir, then gofmt on
// what they wrote that needs it. bencgen makes a new file executable, so
// its file's mode is set back to a plain file's.
func runFollowUps(dir, importPath, proto string, codecs []string) error {
	var formatted []string
	for _, c := range codecs {
		steps, f := followUps(c, importPath, proto)
		for _, s := range steps {
			for _, d := range s.dirs {
				if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
					return err
				}
			}
			if err := command(dir, s.args...); err != nil {
				return fmt.Errorf("%s: %w", c, err)
			}
		}
		formatted = append(formatted, f...)
	}
	if len(formatted) == 0 {
		return nil
	}
	if err := command(dir, append([]string{"go", "run", "cmd/gofmt", "-w"}, formatted...)...); err != nil {
		return err
	}
	for _, f := range formatted {
		if strings.HasSuffix(f, ".go") {
			if err := os.Chmod(filepath.Join(dir, f), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// command runs args in dir, its output passed on.
func command(dir string, args ...string) error {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w", strings.Join(args, " "), err)
	}
	return nil
}
