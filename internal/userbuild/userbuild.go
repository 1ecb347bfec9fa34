// Package userbuild is the building half of `serbench run --proto`: it
// compiles the user's .proto (in Go), checks the samples against it,
// writes a temporary Go module (the protoc-generated types, the dataset
// package protoc-gen-serbench writes for the schema, and a main that runs
// serbench's command line on it), builds it with the Go toolchain serbench
// runs with, caches the program by the schema's and serbench's hashes,
// and runs it with the user's arguments. Nothing is written into
// serbench's own tree.
package userbuild

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"

	"github.com/serbench/serbench/human"
	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/suite"
)

// Options name the schema and its samples.
type Options struct {
	Proto     string   // the .proto file
	ProtoPath []string // where its imports are found; default its folder
	Samples   string   // checked here before the build, so that bad input fails at once
	Message   string
	// Setup is how the program is built beyond its sources
	// (gobuild.Counting, for counts), part of its cache key.
	Setup gobuild.Setup
}

// CacheEnv overrides where built programs are cached (default: the
// folder gobuild.ProgramsKind of serbench's cache, $SERBENCH_CACHE/proto
// or the user cache folder's serbench/proto).
const CacheEnv = gobuild.ProgramsCacheEnv

// binName is the built program's name in its cache folder.
const binName = "serbench-proto"

// WorkerName is the name of the lean timing worker beside a program built
// for a schema or Go types, whose main is the module's worker folder: it
// links the program's dataset and serbench's codecs but not serbench's
// command line (timeworker.MainUser).
const WorkerName = "serbench-worker"

// writeWorkerMain writes the lean timing worker's main, src, into the
// module in dir.
func writeWorkerMain(dir string, src []byte) error {
	if err := os.MkdirAll(filepath.Join(dir, "worker"), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "worker", "main.go"), src, 0o644)
}

// buildWorker builds the lean timing worker of the module in tmp, once
// its program has built. One that does not build is said, and the
// program itself serves the cells, as before there was a worker.
func buildWorker(goBin, tmp string, setup gobuild.Setup, what string, stderr io.Writer) {
	if err := goRun(goBin, tmp, true, setup, "build", "-o", WorkerName, "./worker"); err != nil {
		fmt.Fprintf(stderr, "serbench: warning: the lean timing worker for %s did not build (%s): the program itself serves its cells\n", what, buildErrorLine(err, ""))
		_ = os.Remove(filepath.Join(tmp, WorkerName))
	}
}

// LeanWorker returns the lean timing worker beside the running program,
// when it is a program built for a schema or Go types that has one.
func LeanWorker() (string, bool) {
	exe, err := os.Executable()
	if err != nil {
		return "", false
	}
	path := filepath.Join(filepath.Dir(exe), WorkerName)
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
		return "", false
	}
	return path, true
}

// Run builds the program for o's schema, or reuses the cached one, and
// runs it with args (the command and its flags, as given to serbench). It
// returns the program's exit status.
func Run(o Options, args []string, stdout, stderr io.Writer) (int, error) {
	s, err := Load(o)
	if err != nil {
		return 0, err
	}
	if err := s.CheckInput(o.Samples, o.Message); err != nil {
		return 0, err
	}
	bin, err := s.Build(stderr)
	if err != nil {
		return 0, err
	}
	return runProgram(bin, args, stdout, stderr)
}

// runProgram runs a built program with the user's arguments and returns
// its exit status.
func runProgram(bin string, args []string, stdout, stderr io.Writer) (int, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode(), nil
	}
	if err != nil {
		return 0, fmt.Errorf("run %s: %w", bin, err)
	}
	return 0, nil
}

// toolchain is what a build's cache key and build need: serbench's source
// tree and its hash, and the go command and its version.
type toolchain struct{ src, srcHash, goBin, goVer string }

func findToolchain() (toolchain, error) {
	var t toolchain
	var err error
	if t.src, err = gobuild.SourceDir(); err != nil {
		return t, err
	}
	if t.goBin, err = gobuild.GoTool(); err != nil {
		return t, err
	}
	if t.goVer, err = gobuild.GoVersion(t.goBin); err != nil {
		return t, err
	}
	t.srcHash, err = gobuild.HashSource(t.src)
	return t, err
}

// Schema is a compiled .proto file and its imports.
type Schema struct {
	Proto   string   // the file as given
	Include []string // the import folders, absolute
	Root    string   // the file's name relative to its import folder
	set     []byte   // the FileDescriptorSet of the file and its imports, for the cache key
	// protoFiles are the file and its imports, dependencies first, as the
	// plugins are given them.
	protoFiles []*descriptorpb.FileDescriptorProto
	Files      *protoregistry.Files
	FileNames  []string      // every file of the set, imports first
	setup      gobuild.Setup // Options.Setup
	// compilerOff says why a schema language's code is not generated after
	// all (its option's value: build).
	compilerOff map[string]string
	symphony    string // "on" when protoc-gen-symphony's code is in pb, else why not (symphony.go)
	easyjson    string // "on" when the easyjson mirrors are written, else why not (easyjson.go)
	capnpStd    string // go-capnp's std folder (go.capnp), for capnp compile
	stderr      io.Writer
	msgp        string // "on" when the msgp mirrors are written, else why not (msgp.go)
	gogoOff     string // why gogofaster's code was left out as the module was written (userproto's NoGogo*), or ""
	mod         string // the built module's path; "" is protoModPath (see modPath)
}

// Load compiles o.Proto and its imports (in Go, with protocompile): a file
// that is not valid proto is bad usage, reported with the first error.
func Load(o Options) (*Schema, error) {
	st, err := os.Stat(o.Proto)
	if err != nil || st.IsDir() {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto %s: not a .proto file", o.Proto)}
	}
	abs, err := filepath.Abs(o.Proto)
	if err != nil {
		return nil, err
	}
	s := &Schema{Proto: o.Proto, setup: o.Setup}
	paths := o.ProtoPath
	if len(paths) == 0 {
		paths = []string{filepath.Dir(abs)}
	}
	for _, p := range paths {
		ap, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		if st, err := os.Stat(ap); err != nil || !st.IsDir() {
			return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto-path %s: not a folder", p)}
		}
		s.Include = append(s.Include, ap)
		if rel, err := filepath.Rel(ap, abs); err == nil && !strings.HasPrefix(rel, "..") && s.Root == "" {
			s.Root = filepath.ToSlash(rel)
		}
	}
	if s.Root == "" {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto %s is in none of the --proto-path folders", o.Proto)}
	}
	// A schema may mark Symphony's public fields with serbench's option
	// (import "symphony/options/options.proto"), found in serbench's tree,
	// after the user's own folders.
	if src, err := gobuild.SourceDir(); err == nil {
		s.Include = append(s.Include, src)
	}
	if s.protoFiles, err = compileProto(s.Include, s.Root); err != nil {
		msg, _, _ := strings.Cut(err.Error(), "\n")
		return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto %s: %s", o.Proto, msg)}
	}
	set := &descriptorpb.FileDescriptorSet{File: s.protoFiles}
	// Comments are in the set: they are in the generated code.
	if s.set, err = (proto.MarshalOptions{Deterministic: true}).Marshal(set); err != nil {
		return nil, fmt.Errorf("--proto %s: %w", o.Proto, err)
	}
	if s.Files, err = protodesc.NewFiles(set); err != nil {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto %s: %v", o.Proto, err)}
	}
	for _, f := range set.GetFile() {
		s.FileNames = append(s.FileNames, f.GetName())
	}
	if name := s.registered(); name != "" {
		return nil, &suite.UsageError{Msg: fmt.Sprintf("--proto %s: %s is serbench's own (one of its datasets' schemas): "+
			"protobuf's registry takes a file or name once in a program, and serbench's program links its own; "+
			"give the schema a package of its own", o.Proto, name)}
	}
	return s, nil
}

// registered returns the first of the schema's own files and top-level
// names (messages, enums and their values, extensions, services, as
// protobuf's registry takes them) that this program's registry holds
// already, or "". The program built for the schema links serbench's
// datasets, as this one does, and protobuf panics as it starts on a
// second registration (datasets/boutique/boutique.proto as --proto did).
func (s *Schema) registered() string {
	for _, name := range s.ownFiles() {
		if _, err := protoregistry.GlobalFiles.FindFileByPath(name); err == nil {
			return "file " + name
		}
		fd, err := s.Files.FindFileByPath(name)
		if err != nil {
			continue
		}
		var names []protoreflect.FullName
		for i := range fd.Messages().Len() {
			names = append(names, fd.Messages().Get(i).FullName())
		}
		for i := range fd.Enums().Len() {
			e := fd.Enums().Get(i)
			names = append(names, e.FullName())
			for j := range e.Values().Len() {
				names = append(names, e.Values().Get(j).FullName())
			}
		}
		for i := range fd.Extensions().Len() {
			names = append(names, fd.Extensions().Get(i).FullName())
		}
		for i := range fd.Services().Len() {
			names = append(names, fd.Services().Get(i).FullName())
		}
		for _, n := range names {
			if _, err := protoregistry.GlobalFiles.FindDescriptorByName(n); err == nil {
				return string(n) + " (in " + name + ")"
			}
		}
	}
	return ""
}

// ownFiles are the schema's files but the linked ones, which the
// plugins generate code for.
func (s *Schema) ownFiles() []string {
	var files []string
	for _, f := range s.FileNames {
		if !linked(f) {
			files = append(files, f)
		}
	}
	return files
}

// key is the cache key of the program: the compiled schema, serbench's
// source and the Go toolchain.
func (s *Schema) key(source, goVer string) string {
	h := sha256.New()
	fmt.Fprintf(h, "serbench-proto 1\x00%s\x00%s\x00", source, goVer)
	h.Write(s.set)
	return hex.EncodeToString(h.Sum(nil))[:24]
}

// cacheGeneration returns the folder of the cache for programs built from
// tc's tree and toolchain, held by this process till it exits
// (gobuild.Hold), after removing the programs of all but the newest other
// tree (gobuild.Prune): each is over 200 MB, and without this every edit
// or update of serbench left another behind for each schema run. The
// cache's cap is read first, so that a bad one fails before a build.
func cacheGeneration(tc toolchain) (string, error) {
	if _, err := gobuild.CacheMax(); err != nil {
		return "", err
	}
	root, err := gobuild.CacheDir(gobuild.ProgramsKind)
	if err != nil {
		return "", err
	}
	gen := gobuild.Generation(root, tc.goVer, tc.srcHash)
	if err := gobuild.Hold(gen); err != nil {
		return "", fmt.Errorf("cache: %w", err)
	}
	gobuild.Prune(root, gen)
	return gen, nil
}

// holdProgram holds dir, a program's folder of the cache, for this
// process till it exits (gobuild.Hold: no trim of the cache removes it
// meanwhile), making it if need be, and marks it used (gobuild.MarkUsed);
// it reports whether the program's binary, bin, is there. Held before it
// is looked for, a program found stays till it has run.
func holdProgram(dir, bin string) (bool, error) {
	if err := gobuild.Hold(dir); err != nil {
		return false, fmt.Errorf("cache: %w", err)
	}
	gobuild.MarkUsed(dir)
	_, err := os.Stat(bin)
	return err == nil, nil
}

// install moves the program built in tmp into dir, its folder of the
// cache (held: holdProgram), the binary (named bin) last: a serbench that
// finds the binary finds the whole program. Another serbench may have
// built the same program meanwhile: what it moved first stays, as good.
func install(tmp, dir, bin string) error {
	files, err := os.ReadDir(tmp)
	if err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	for _, f := range files {
		if f.Name() == bin {
			continue
		}
		if err := os.Rename(filepath.Join(tmp, f.Name()), filepath.Join(dir, f.Name())); err != nil {
			if _, statErr := os.Stat(filepath.Join(dir, f.Name())); statErr != nil {
				return fmt.Errorf("cache: %w", err)
			}
		}
	}
	if err := os.Rename(filepath.Join(tmp, bin), filepath.Join(dir, bin)); err != nil {
		return fmt.Errorf("cache: %w", err)
	}
	return nil
}

// trimCache trims serbench's cache to its cap after a build
// (gobuild.TrimCache), saying what it removed.
func trimCache(stderr io.Writer) {
	t, err := gobuild.TrimCache()
	if err != nil {
		fmt.Fprintf(stderr, "serbench: warning: trimming the cache: %v\n", err)
		return
	}
	if len(t.Removed) > 0 {
		fmt.Fprintf(stderr, "serbench: the cache was over its cap: removed the %d least recently used entries (%s; serbench cache shows what is left)\n",
			len(t.Removed), human.Bytes(float64(t.Freed())))
	}
}
