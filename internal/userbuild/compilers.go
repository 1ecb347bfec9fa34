package userbuild

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The schema languages' code for a schema: protoc-gen-serbench (user mode,
// <codec>=on) writes the language's schema file and the binding in the
// model; the language's compiler then writes its Go package from the
// schema file. The hand-written codecs (jx, ...) have no schema file and
// no compiler: only their code in the model, which the build drops all
// the same when it does not compile.
type compiler struct {
	opt    string // the plugin's option: flatbuffers=on
	tool   string // the compiler's command; "" for none
	schema string // where the plugin writes the schema file in the module
	pkg    string // the package the compiler writes
	plugin bool   // the compiler is built from serbench's go.mod into .plugins, not found on $PATH
	gen    string // the plugin's binding in the model
	args   func(s *Schema, dir, schema string) []string
}

var compilers = []compiler{
	{opt: "flatbuffers", tool: "flatc", schema: "fbs/schema.fbs", pkg: "fb", gen: "flatbuffers_gen.go",
		args: func(_ *Schema, dir, schema string) []string { return []string{"--go", "-o", dir, schema} }},
	{opt: "thrift", tool: "thrift", schema: "thrift/schema.thrift", pkg: "thgen", gen: "thrift_gen.go",
		args: func(_ *Schema, dir, schema string) []string { return []string{"--gen", "go", "-out", dir, schema} }},
	// capnp runs capnpc-go (built with the protoc plugins, at go.mod's
	// version) as its Go back end, with go-capnp's std folder for the
	// /go.capnp annotations; the output is capnpb/schema.capnp.go.
	{opt: "capnp", tool: "capnp", schema: "capnp/schema.capnp", pkg: "capnpb", gen: "capnp_gen.go",
		args: func(s *Schema, dir, schema string) []string {
			return []string{"compile", "-I", s.capnpStd, "--src-prefix=" + filepath.Dir(schema),
				"-o" + filepath.Join(dir, ".plugins", "capnpc-go") + ":" + filepath.Join(dir, "capnpb"), schema}
		}},
	// The hand-written codecs: code only, no compiler, droppable all the same.
	{opt: "jx", gen: "jx_gen.go"},
	{opt: "fastjson", gen: "fastjson_gen.go"},
	{opt: "baseline", gen: "baseline_gen.go"},
	{opt: "mus", gen: "mus_gen.go"},
	{opt: "benc", tool: "bencgen", plugin: true, schema: "benc/schema.benc", pkg: "bencpb", gen: "benc_gen.go",
		args: func(_ *Schema, dir, schema string) []string {
			return []string{"--in", schema, "--lang", "go", "--out", filepath.Join(dir, "bencpb"), "--file", "schema", "--force"}
		}},
	// The built-in datasets' limits: 4 GiB a message, 16 Mi elements a list.
	{opt: "colfer", tool: "colf", plugin: true, schema: "colfer/schema.colf", pkg: "colf", gen: "colfer_gen.go",
		args: func(_ *Schema, dir, schema string) []string {
			return []string{"-b", dir, "-s", "4 << 30", "-l", "16 << 20", "Go", schema}
		}},
	{opt: "bebop", tool: "bebopc-go", plugin: true, schema: "bebop/schema.bop", pkg: "bop", gen: "bebop_gen.go",
		args: func(_ *Schema, dir, schema string) []string {
			return []string{"-i", schema, "-o", filepath.Join(dir, "bop", "schema.go"), "-package", "bop"}
		}},
}

// capnpModule is go-capnp's module, whose std folder holds go.capnp.
const capnpModule = "capnproto.org/go/capnp/v3"

// findCapnpStd sets s.capnpStd to go-capnp's std folder in the module
// cache, where serbench's build put it, when capnp will run.
func (s *Schema) findCapnpStd(goBin, src string) error {
	for _, c := range compilers {
		if c.opt == "capnp" && (s.capnpStd != "" || s.plan(c) != "on") {
			return nil
		}
	}
	cmd := exec.Command(goBin, "list", "-m", "-f", "{{.Dir}}", capnpModule)
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("find %s's std folder for capnp: %w", capnpModule, err)
	}
	s.capnpStd = filepath.Join(strings.TrimSpace(string(out)), "std")
	return nil
}

// plan is the plugin's value of c's option: on, missing (no compiler) or
// build (its code did not compile: the build goes on without it).
func (s *Schema) plan(c compiler) string {
	if why := s.compilerOff[c.opt]; why != "" {
		return why
	}
	if c.tool == "" || c.plugin {
		return "on"
	}
	if _, err := exec.LookPath(c.tool); err != nil {
		return "missing"
	}
	return "on"
}

// compilerOpts are the plugin's options of every schema language; the
// cache key holds them too, so that installing a compiler later does not
// reuse the build that left its codec out.
func (s *Schema) compilerOpts() string {
	var opts []string
	for _, c := range compilers {
		opts = append(opts, c.opt+"="+s.plan(c))
	}
	return strings.Join(opts, ",")
}

// compileSchemas runs each compiler on the schema file the plugin wrote,
// if it wrote one, and removes the compiler's package otherwise. A
// compiler that rejects the schema file is turned off like code that does
// not compile (build), with its error on stderr, and compileSchemas
// reports true: the model must be written again without that language.
func (s *Schema) compileSchemas(dir string, stderr io.Writer) (bool, error) {
	if stderr == nil {
		stderr = io.Discard
	}
	for _, c := range compilers {
		if c.tool == "" {
			continue
		}
		pkg := filepath.Join(dir, c.pkg)
		if err := os.RemoveAll(pkg); err != nil {
			return false, err
		}
		schema := filepath.Join(dir, filepath.FromSlash(c.schema))
		if _, err := os.Stat(schema); err != nil || s.plan(c) != "on" {
			continue
		}
		// bebopc-go writes its file into a folder that must be there.
		if err := os.MkdirAll(pkg, 0o755); err != nil {
			return false, err
		}
		var out bytes.Buffer
		tool := c.tool
		if c.plugin {
			tool = filepath.Join(dir, ".plugins", c.tool)
		}
		cmd := exec.Command(tool, c.args(s, dir, schema)...)
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			msg, _, _ := strings.Cut(strings.TrimSpace(out.String()), "\n")
			fmt.Fprintf(stderr, "serbench: %s rejects the schema serbench wrote for %s (%s: %v): building without it\n", c.tool, s.Proto, msg, err)
			s.turnOff(c, c.tool+": "+msg)
			return true, os.RemoveAll(pkg)
		}
	}
	return false, nil
}

// failedCompiler returns the schema language whose code the build error is
// in, turned off for the next generation, and its error line; or "". The first compiler error in a language's own files
// (its package, its binding in the model) names it; failing that, the
// first language the output mentions.
func (s *Schema) failedCompiler(err error) (lang, line string) {
	msg := err.Error()
	for line := range strings.SplitSeq(msg, "\n") {
		line = strings.TrimSpace(line)
		if !goErrorLine.MatchString(line) {
			continue
		}
		file, _, _ := strings.Cut(line, ":")
		file = "/" + filepath.ToSlash(file)
		for _, c := range compilers {
			if s.plan(c) == "on" && (strings.HasSuffix(file, "/model/"+c.gen) || c.pkg != "" && strings.Contains(file, "/"+c.pkg+"/")) {
				return s.turnOff(c, line), line
			}
		}
	}
	for _, c := range compilers {
		if s.plan(c) != "on" {
			continue
		}
		// Its binding, its package's files, or an import of it that fails.
		for _, about := range []string{c.gen, c.pkg + "/", s.modPath() + "/" + c.pkg} {
			if (about == c.gen || c.pkg != "") && strings.Contains(msg, about) {
				line := buildErrorLine(err, about)
				return s.turnOff(c, line), line
			}
		}
	}
	return "", ""
}

// turnOff leaves c's language out of the next generation (build: its code
// did not compile, why) and returns its option's name.
func (s *Schema) turnOff(c compiler, why string) string {
	if s.compilerOff == nil {
		s.compilerOff = map[string]string{}
	}
	s.compilerOff[c.opt] = builtWithout(why)
	return c.opt
}

// builtWithout is a plugin option's value for code left out of the
// build: build, and the error (query-escaped, as the option's values are)
// that the codecs' reason quotes, so that a cached program still says it.
func builtWithout(why string) string {
	if why == "" {
		return "build"
	}
	return "build:" + url.QueryEscape(why)
}
