package userbuild

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"text/template"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"

	"github.com/serbench/serbench/internal/gobuild"
	"github.com/serbench/serbench/internal/goschema"
	"github.com/serbench/serbench/suite"
)

// `serbench run --go PKG --type T,U`: the program for a user's Go types is
// built as --proto's is, in a cached temporary module (the same module
// path, so that a schema derived from the types gets --proto's code) that
// requires the user's module through a replace to its folder, so that the
// user's tree is never written. The code repeated per type is written from
// the templates of gotemplates/: the program package, which hands package
// usergo the types, the two mains that run it (serbench's command line and
// the lean timing worker), and easyjson's mirrors.

//go:embed gotemplates/*.tmpl
var goTemplateFS embed.FS

var goTemplates = template.Must(template.ParseFS(goTemplateFS, "gotemplates/*.tmpl"))

// GoOptions name the user's package, its types and their samples.
type GoOptions struct {
	Package string   // an import path, or a folder (./internal/model)
	Types   []string // exported struct types of the package
	Samples string   // checked to exist before the build
	// Setup is how the program is built beyond its sources
	// (gobuild.Counting, for counts), part of its cache key.
	Setup gobuild.Setup
}

// goBinName is the program's name in its cache folder.
const goBinName = "serbench-go"

// GoTypes is the user's package as the go command lists it, with the types
// to run on.
type GoTypes struct {
	Pattern    string // as given
	listDir    string // where the go command runs for it
	listArg    string // the pattern the go command gets there
	ImportPath string
	Dir        string // the package's folder
	Name       string // the package's name
	ModPath    string // the user's module
	ModDir     string
	Types      []string
	stderr     io.Writer
	// easyjson and msgp are "on" while their mirrors are in the build,
	// else why they are not.
	easyjson, msgp string
	// derived is the schema derived from the types (goschema), schema its
	// compiled .proto while its code is in the build, gogo gofaster's plan
	// for it, and noSchema why no type has its schema codecs, or "".
	derived  *goschema.Result
	schema   *Schema
	gogo     string
	noSchema string
	setup    gobuild.Setup // GoOptions.Setup
}

// derive is goschema.Derive; tests replace it.
var derive = goschema.Derive

// Names the derived schema gets.
const (
	goMsgpMirror   = "gomp/msgp_mirror_gen.go"      // msgp's mirrors of the types (mp is the derived schema's)
	goMsgpOut      = "gomp/msgp_mirror_gen_msgp.go" // and msgp's methods on them
	derivedPackage = "serbench.gotypes"             // its proto package
	convPackage    = "conv"                         // the package of its conversions
	derivedFile    = "gotypes.proto"                // its file, when Derive names none
)

// RunGo builds the program for o's types, or reuses the cached one, and
// runs it with args (the command and its flags, as given to serbench). It
// returns the program's exit status.
func RunGo(o GoOptions, args []string, stdout, stderr io.Writer) (int, error) {
	g, err := LoadGo(o)
	if err != nil {
		return 0, err
	}
	if o.Samples != "" {
		if _, err := os.Stat(o.Samples); err != nil {
			return 0, &suite.UsageError{Msg: fmt.Sprintf("--samples %s: no such file or folder", o.Samples)}
		}
	}
	bin, err := g.Build(stderr)
	if err != nil {
		return 0, err
	}
	return runProgram(bin, args, stdout, stderr)
}

func usage(format string, args ...any) error {
	return &suite.UsageError{Msg: fmt.Sprintf(format, args...)}
}

// isDirPattern reports whether a --go value names a folder rather than an
// import path.
func isDirPattern(p string) bool {
	return filepath.IsAbs(p) || p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") ||
		strings.HasPrefix(p, `.\`) || strings.HasPrefix(p, `..\`)
}

// goList is what `go list -json` says of a package.
type goList struct {
	ImportPath, Dir, Name string
	GoFiles               []string
	Module                *struct{ Path, Dir, GoMod string }
	Error                 *struct{ Err string }
	DepsErrors            []*struct{ Err string }
}

// LoadGo lists o's package with the go command and checks its types: a
// package that is not there, does not parse or is not in a module, a type
// that is not declared, not exported or not a struct are bad usage.
func LoadGo(o GoOptions) (*GoTypes, error) {
	if len(o.Types) == 0 {
		return nil, usage("--go %s needs --type T[,U...]", o.Package)
	}
	goBin, err := gobuild.GoTool()
	if err != nil {
		return nil, err
	}
	g := &GoTypes{Pattern: o.Package, listArg: o.Package, setup: o.Setup}
	if isDirPattern(o.Package) {
		abs, err := filepath.Abs(o.Package)
		if err != nil {
			return nil, err
		}
		if st, err := os.Stat(abs); err != nil || !st.IsDir() {
			return nil, usage("--go %s: no such folder", o.Package)
		}
		g.listDir, g.listArg = abs, "."
	} else if g.listDir, err = os.Getwd(); err != nil {
		return nil, err
	}
	cmd := exec.Command(goBin, "list", "-e", "-json=ImportPath,Dir,Name,GoFiles,Module,Error,DepsErrors", g.listArg)
	cmd.Dir = g.listDir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false")
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		return nil, usage("--go %s: %s", o.Package, firstNonEmpty(errb.String(), err.Error()))
	}
	var l goList
	if err := json.Unmarshal(out, &l); err != nil {
		return nil, usage("--go %s: not one package (%v)", o.Package, err)
	}
	switch {
	case l.Error != nil:
		return nil, usage("--go %s: %s", o.Package, oneLine(l.Error.Err))
	case len(l.DepsErrors) > 0:
		return nil, usage("--go %s does not build: %s", o.Package, oneLine(l.DepsErrors[0].Err))
	case l.Module == nil || l.Module.Dir == "":
		return nil, usage("--go %s: the package is in no module (--go takes a package of a module with a go.mod)", o.Package)
	case l.Name == "main":
		return nil, usage("--go %s: a main package cannot be imported: move the types to a package of their own", o.Package)
	}
	g.ImportPath, g.Dir, g.Name, g.ModPath, g.ModDir = l.ImportPath, l.Dir, l.Name, l.Module.Path, l.Module.Dir
	if err := g.checkTypes(l.GoFiles, o.Types); err != nil {
		return nil, err
	}
	g.Types = o.Types
	return g, nil
}

// checkTypes checks that every type of types is an exported, non-generic
// struct type declared in the package's files.
func (g *GoTypes) checkTypes(files, types []string) error {
	fset := token.NewFileSet()
	specs := map[string]*ast.TypeSpec{}
	for _, f := range files {
		af, err := parser.ParseFile(fset, filepath.Join(g.Dir, f), nil, parser.SkipObjectResolution)
		if err != nil {
			return usage("--go %s does not build: %s", g.Pattern, oneLine(err.Error()))
		}
		for _, d := range af.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, s := range gd.Specs {
					ts := s.(*ast.TypeSpec)
					specs[ts.Name.Name] = ts
				}
			}
		}
	}
	isStruct := func(ts *ast.TypeSpec) bool {
		for range 10 { // type T U, U a struct of the package
			switch t := ts.Type.(type) {
			case *ast.StructType:
				return true
			case *ast.Ident:
				if ts = specs[t.Name]; ts == nil {
					return false
				}
			default:
				return false
			}
		}
		return false
	}
	var structs []string
	for name, ts := range specs {
		if ast.IsExported(name) && ts.TypeParams == nil && !ts.Assign.IsValid() && isStruct(ts) {
			structs = append(structs, name)
		}
	}
	sort.Strings(structs)
	valid := strings.Join(structs, ", ")
	if valid == "" {
		valid = "none"
	}
	seen := map[string]bool{}
	for _, name := range types {
		ts := specs[name]
		switch {
		case seen[name]:
			return usage("--type %s: named twice", name)
		case ts == nil:
			return usage("--type %s: package %s declares no type %s (its exported struct types: %s)", name, g.ImportPath, name, valid)
		case !ast.IsExported(name):
			return usage("--type %s: not exported (its exported struct types: %s)", name, valid)
		case ts.TypeParams != nil:
			return usage("--type %s: a generic type (give a struct type without type parameters)", name)
		case ts.Assign.IsValid():
			return usage("--type %s: an alias (give the type it names)", name)
		case !isStruct(ts):
			return usage("--type %s: not a struct type (its exported struct types: %s)", name, valid)
		}
		seen[name] = true
	}
	return nil
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func firstNonEmpty(a, b string) string {
	if s := oneLine(a); s != "" {
		return s
	}
	return oneLine(b)
}

// hashModule hashes the user's module as a build of the package may read
// it: its Go files, go.mod and go.sum, but those of hidden folders and of
// nested modules.
func (g *GoTypes) hashModule() (string, error) {
	h := sha256.New()
	err := filepath.WalkDir(g.ModDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path == g.ModDir {
				return nil
			}
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || strings.HasSuffix(name, "_test.go") ||
			!(strings.HasSuffix(name, ".go") || name == "go.mod" || name == "go.sum") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(g.ModDir, path)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("hash the module of %s: %w", g.Pattern, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Build returns the program for the types: the cached one when serbench,
// the user's module, the types and the Go toolchain are the ones it was
// built from, else a new build, cached.
func (g *GoTypes) Build(stderr io.Writer) (string, error) {
	tc, err := findToolchain()
	if err != nil {
		return "", err
	}
	src, goBin, goVer, srcHash := tc.src, tc.goBin, tc.goVer, tc.srcHash
	modHash, err := g.hashModule()
	if err != nil {
		return "", err
	}
	gen, err := cacheGeneration(tc)
	if err != nil {
		return "", err
	}
	g.stderr = stderr
	h := sha256.New()
	fmt.Fprintf(h, "serbench-go 1\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s\x00%s", srcHash, goVer, modHash, g.ImportPath, g.ModDir,
		strings.Join(g.Types, ","), (&Schema{}).compilerOpts())
	if k := g.setup.Key(); k != "" {
		fmt.Fprintf(h, "\x00%s", k)
	}
	dir := filepath.Join(gen, "go-"+hex.EncodeToString(h.Sum(nil))[:24])
	bin := filepath.Join(dir, goBinName)
	found, err := holdProgram(dir, bin)
	if err != nil {
		return "", err
	}
	if found {
		fmt.Fprintf(stderr, "serbench: reusing the cached build for %s (%s)\n", g.Pattern, dir)
		return bin, nil
	}
	// The user's package must build on its own first: its errors are the
	// user's to fix, not serbench's.
	if err := g.goCmd(goBin, "build", g.listArg); err != nil {
		return "", usage("--go %s does not build: %s", g.Pattern, buildErrorLine(err, ""))
	}
	fmt.Fprintf(stderr, "serbench: building the program for %s (%s) with %s (%s; cached in %s)\n", g.Pattern, strings.Join(g.Types, ", "), goBin, goVer, dir)
	tmp, err := os.MkdirTemp(gen, "build-")
	if err != nil {
		return "", fmt.Errorf("cache: %w", err)
	}
	defer os.RemoveAll(tmp)
	if err := g.writeModule(tmp, src, goBin); err != nil {
		return "", err
	}
	err = goRun(goBin, tmp, true, g.setup, "build", "-o", goBinName, ".")
	if err != nil && g.schema != nil {
		if err = g.dropSchemaCode(tmp, goBin, err); err != nil && g.schema != nil && !strings.Contains(err.Error(), "ej/") && !strings.Contains(err.Error(), "gomp/") {
			// The derived schema's conversions do not compile: the
			// reflection and mirror codecs need not wait for them.
			line := buildErrorLine(err, "")
			fmt.Fprintf(stderr, "serbench: the code of the schema derived from %s does not compile (%s): building without it\n", g.Pattern, line)
			if err = g.withoutSchema(tmp, "the code of the schema derived from the types did not compile: "+line); err == nil {
				err = goRun(goBin, tmp, true, g.setup, "build", "-o", goBinName, ".")
			}
		}
	}
	// A mirror whose code does not compile leaves its codecs out: the
	// other codecs need not wait for it.
	for _, m := range []struct {
		on      *string
		folder  string
		codec   string
		without func(dir, why string) error
	}{
		{&g.msgp, "gomp/", "msgp", g.withoutMsgp},
		{&g.easyjson, "ej/", "easyjson", g.withoutEasyjson},
	} {
		if err == nil || *m.on != easyjsonOn || !strings.Contains(err.Error(), m.folder) {
			continue
		}
		line := buildErrorLine(err, m.folder)
		fmt.Fprintf(stderr, "serbench: %s's code for %s does not compile (%s): building without it\n", m.codec, g.Pattern, line)
		if err = m.without(tmp, m.codec+"'s code for the types did not compile: "+line); err == nil {
			err = goRun(goBin, tmp, true, g.setup, "build", "-o", goBinName, ".")
		}
	}
	if err != nil {
		return "", fmt.Errorf("build the program for %s: %w", g.Pattern, err)
	}
	buildWorker(goBin, tmp, g.setup, g.Pattern, stderr)
	if err := install(tmp, dir, goBinName); err != nil {
		return "", err
	}
	trimCache(stderr)
	return bin, nil
}

// goCmd runs the go command on the user's package, where it was listed,
// outside any workspace, with its output in the error.
func (g *GoTypes) goCmd(goBin string, args ...string) error {
	cmd := exec.Command(goBin, args...)
	cmd.Dir = g.listDir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false")
	out, err := cmd.CombinedOutput()
	if err != nil {
		// The go command's status on a line of its own, so that the
		// compiler's first error line is the message.
		return errors.New(strings.TrimSpace(string(out)) + "\n" + err.Error())
	}
	return nil
}

// goTemplateData is what the templates of gotemplates/ get.
type goTemplateData struct {
	ModPath, ImportPath, Name, TypeList string
	Types                               []goTypeData
	Easyjson, Msgp, Schema              bool
	LeftOut                             map[string]string
}

// goTypeData is one type in the templates.
type goTypeData struct {
	Name     string
	Message  string // the Go name of the derived schema's message, or ""
	FullName string // the message's full name
	NoSchema string // why no derived schema carries it
}

func (g *GoTypes) templateData() goTemplateData {
	d := goTemplateData{ModPath: g.buildModPath(), ImportPath: g.ImportPath, Name: g.Name, TypeList: strings.Join(g.Types, ", "),
		Easyjson: g.easyjson == easyjsonOn, Msgp: g.msgp == msgpOn, Schema: g.schema != nil, LeftOut: map[string]string{}}
	if !d.Easyjson {
		d.LeftOut["easyjson"] = g.easyjson
	}
	if !d.Msgp {
		d.LeftOut["msgp"], d.LeftOut["msgp+reuse"] = g.msgp, g.msgp
	}
	for _, t := range g.Types {
		td := goTypeData{Name: t, NoSchema: g.noSchema}
		if g.derived != nil {
			if why := g.derived.LeftOut[t]; why != "" {
				td.NoSchema = why
			} else if msg := g.derived.Messages[t]; msg != "" && g.schema != nil {
				td.Message, td.FullName = msg, msg
				if i := strings.LastIndex(msg, "."); i >= 0 {
					td.Message = msg[i+1:]
				} else {
					td.FullName = derivedPackage + "." + msg
				}
			}
		}
		if td.Message == "" && td.NoSchema == "" {
			td.NoSchema = "the schema derived from the types has no message for " + t
		}
		d.Types = append(d.Types, td)
	}
	return d
}

// writeTemplate executes template name into path, gofmt-ed.
func writeTemplate(path, name string, data any) error {
	var b bytes.Buffer
	if err := goTemplates.ExecuteTemplate(&b, name, data); err != nil {
		return fmt.Errorf("template %s: %w", name, err)
	}
	src, err := format.Source(b.Bytes())
	if err != nil {
		return fmt.Errorf("template %s: %w", name, err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, src, 0o644)
}

// writeMain writes into dir the types' dataset (the program folder, which
// names the mirrors' and the derived schema's code that are there), the
// program's main and its lean timing worker's (WorkerName).
func (g *GoTypes) writeMain(dir string) error {
	d := g.templateData()
	for path, name := range map[string]string{
		filepath.Join(dir, "program", "program.go"): "program.go.tmpl",
		filepath.Join(dir, "main.go"):               "main.go.tmpl",
		filepath.Join(dir, "worker", "main.go"):     "worker.go.tmpl",
	} {
		if err := writeTemplate(path, name, d); err != nil {
			return err
		}
	}
	return nil
}

// writeModule writes the program's module into dir: go.mod and go.sum
// (serbench's and the user's requirements), easyjson's mirrors with
// easyjson's code, and the main.
func (g *GoTypes) writeModule(dir, src, goBin string) error {
	if err := g.writeGoMod(dir, src); err != nil {
		return err
	}
	pluginDir := filepath.Join(dir, ".plugins")
	if err := goRun(goBin, src, false, gobuild.Setup{}, "build", "-o", pluginDir+string(filepath.Separator), plugins["easyjson"], plugins["msgp"], "./tools/mirrorgen"); err != nil {
		return fmt.Errorf("build easyjson, msgp and mirrorgen: %w", err)
	}
	g.easyjson, g.msgp = easyjsonOn, msgpOn
	if err := g.deriveSchema(dir, src, goBin); err != nil {
		return err
	}
	// msgp's mirrors: mirrorgen's deep mirrors in package mp, then msgp's
	// methods on them.
	if err := os.MkdirAll(filepath.Join(dir, "gomp"), 0o755); err != nil {
		return err
	}
	mg := exec.Command(filepath.Join(pluginDir, "mirrorgen"), append([]string{"-msgp", "-from", g.Dir, "-import", g.ImportPath, "-pkg", "gomp",
		"-o", filepath.Join(dir, filepath.FromSlash(goMsgpMirror))}, g.Types...)...)
	if out, err := mg.CombinedOutput(); err != nil {
		g.msgp = "serbench could not write msgp's mirrors of the types: " + strings.TrimPrefix(firstNonEmpty(string(out), err.Error()), "mirrorgen: ")
	} else if why := runMsgpOn(filepath.Join(pluginDir, "msgp"), dir, goMsgpMirror, goMsgpOut); why != "" {
		g.msgp = strings.Replace(why, "for the schema", "for the types", 1)
	}
	if g.msgp != msgpOn {
		fmt.Fprintf(g.stderr, "serbench: %s: building without it\n", g.msgp)
		if err := os.RemoveAll(filepath.Join(dir, "gomp")); err != nil {
			return err
		}
	}
	if err := writeTemplate(filepath.Join(dir, "ej", easyjsonMirror), "easyjson.go.tmpl", g.templateData()); err != nil {
		return err
	}
	if g.schema != nil {
		if err := writeTemplate(filepath.Join(dir, "via", "via.go"), "via.go.tmpl", g.templateData()); err != nil {
			return err
		}
	}
	if err := g.writeMain(dir); err != nil {
		return err
	}
	cmd := exec.Command(filepath.Join(pluginDir, "easyjson"), "-no_std_marshalers", easyjsonMirror)
	cmd.Dir = filepath.Join(dir, "ej")
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false -mod=mod",
		"PATH="+filepath.Dir(goBin)+string(os.PathListSeparator)+os.Getenv("PATH"))
	if out, err := cmd.CombinedOutput(); err != nil {
		line := oneLine(string(out))
		if line == "" {
			line = err.Error()
		}
		fmt.Fprintf(g.stderr, "serbench: easyjson could not write its code for %s (%s): building without it\n", g.Pattern, line)
		return g.withoutEasyjson(dir, "easyjson could not write its code for the types: "+line)
	}
	return nil
}

// withoutMsgp removes msgp's mirrors and writes the main again without
// them; why is the codec's reason.
func (g *GoTypes) withoutMsgp(dir, why string) error {
	g.msgp = why
	if err := os.RemoveAll(filepath.Join(dir, "gomp")); err != nil {
		return err
	}
	return g.writeMain(dir)
}

// withoutEasyjson removes easyjson's mirrors and writes the main again
// without them; why is the codec's reason.
func (g *GoTypes) withoutEasyjson(dir, why string) error {
	g.easyjson = why
	if err := os.RemoveAll(filepath.Join(dir, "ej")); err != nil {
		return err
	}
	return g.writeMain(dir)
}

// writeGoMod writes go.mod and go.sum: serbench's module replaced by its
// tree and the user's by its folder, each with its requirements (the
// higher version where both require a module), and both go.sum files.
func (g *GoTypes) writeGoMod(dir, src string) error {
	sbMod, sbSum, err := readMod(src)
	if err != nil {
		return fmt.Errorf("serbench's go.mod: %w", err)
	}
	mf := new(modfile.File)
	if err := mf.AddModuleStmt(g.buildModPath()); err != nil {
		return err
	}
	goVer := sbMod.Go.Version
	const v0 = "v0.0.0-00010101000000-000000000000"
	if err := mf.AddRequire(ModulePath, v0); err != nil {
		return err
	}
	if err := mf.AddReplace(ModulePath, "", src, ""); err != nil {
		return err
	}
	versions := map[string]string{}
	for _, r := range sbMod.Require {
		versions[r.Mod.Path] = r.Mod.Version
	}
	sums := [][]byte{sbSum}
	if g.ModPath != ModulePath {
		userMod, userSum, err := readMod(g.ModDir)
		if err != nil {
			return usage("--go %s: the module's go.mod: %v", g.Pattern, err)
		}
		sums = append(sums, userSum)
		if userMod.Go != nil && gover(userMod.Go.Version) > gover(goVer) {
			goVer = userMod.Go.Version
		}
		if err := mf.AddRequire(g.ModPath, v0); err != nil {
			return err
		}
		if err := mf.AddReplace(g.ModPath, "", g.ModDir, ""); err != nil {
			return err
		}
		for _, r := range userMod.Require {
			if v, ok := versions[r.Mod.Path]; !ok || semver.Compare(r.Mod.Version, v) > 0 {
				versions[r.Mod.Path] = r.Mod.Version
			}
		}
		for _, r := range userMod.Replace {
			np := r.New.Path
			if r.New.Version == "" && !filepath.IsAbs(np) {
				np = filepath.Join(g.ModDir, np) // a folder, relative to the user's module
			}
			if r.Old.Path == ModulePath {
				continue
			}
			if err := mf.AddReplace(r.Old.Path, r.Old.Version, np, r.New.Version); err != nil {
				return err
			}
		}
	}
	if err := mf.AddGoStmt(goVer); err != nil {
		return err
	}
	paths := slices.Sorted(maps.Keys(versions))
	for _, p := range paths {
		if p != ModulePath && p != g.ModPath {
			mf.AddNewRequire(p, versions[p], true)
		}
	}
	mf.Cleanup()
	out, err := mf.Format()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), out, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "go.sum"), bytes.Join(sums, []byte("\n")), 0o644)
}

// gover orders go versions ("1.26.0", "1.22") as semver does.
func gover(v string) string {
	if strings.Count(v, ".") == 1 {
		v += ".0"
	}
	return semverPad(v)
}

func semverPad(v string) string {
	parts := strings.Split(v, ".")
	for i, p := range parts {
		parts[i] = fmt.Sprintf("%06s", p)
	}
	return strings.Join(parts, ".")
}

// readMod reads a module's go.mod and go.sum (empty when it has none).
func readMod(dir string) (*modfile.File, []byte, error) {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return nil, nil, err
	}
	mf, err := modfile.Parse("go.mod", b, nil)
	if err != nil {
		return nil, nil, err
	}
	sum, err := os.ReadFile(filepath.Join(dir, "go.sum"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, nil, err
	}
	return mf, sum, nil
}

// deriveSchema derives a .proto from the types (package goschema) and, when
// it gives one, writes --proto's code for it into dir as --proto's build
// does (protoc-gen-go's and the plugins' types in pb, the dataset package
// protoc-gen-serbench writes in model, the schema languages' code) and the
// conversions between the types and its messages in package conv; the
// schema codecs then bind to the types through it (package via). A schema
// that cannot be derived or compiled leaves the schema codecs out with the
// reason; bad input is the user's error.
func (g *GoTypes) deriveSchema(dir, src, goBin string) error {
	res, err := derive(goschema.Options{Dir: g.listDir, Pattern: g.listArg, Types: g.Types,
		ProtoPackage: derivedPackage, GoPackage: g.buildModPath() + "/pb", ConvPackage: convPackage})
	if err != nil {
		var ue *suite.UsageError
		if errors.As(err, &ue) {
			return err
		}
		g.noSchema = "serbench could not derive a schema from the types: " + oneLine(err.Error())
		fmt.Fprintf(g.stderr, "serbench: %s\n", g.noSchema)
		return nil
	}
	g.derived = res
	if len(res.Proto) == 0 {
		return nil
	}
	name := res.ProtoFile
	if name == "" {
		name = derivedFile
	}
	protoDir := filepath.Join(dir, ".schema")
	path := filepath.Join(protoDir, filepath.Base(name))
	if err := os.MkdirAll(protoDir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, res.Proto, 0o644); err != nil {
		return err
	}
	s, err := Load(Options{Proto: path})
	if err != nil {
		g.noSchema = "the schema derived from the types does not compile: " + oneLine(err.Error())
		fmt.Fprintf(g.stderr, "serbench: %s\n", g.noSchema)
		return nil
	}
	if err := os.MkdirAll(filepath.Join(dir, convPackage), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, convPackage, "conv.go"), res.Conv, 0o644); err != nil {
		return err
	}
	s.stderr, s.mod = g.stderr, g.buildModPath()
	g.gogo = s.gogoPlan()
	if err := s.generate(dir, src, goBin, g.gogo, g.stderr); err != nil {
		return fmt.Errorf("the schema derived from %s: %w", g.Pattern, err)
	}
	// gogofaster's code may have been left out as the module was written.
	g.gogo = s.gogoPlan()
	g.schema = s
	return nil
}

// dropSchemaCode handles a failed build of dir whose error is in code of
// the derived schema that can be left out (a schema language's, gogofaster's,
// Symphony's, msgp's of the model): as --proto's build does, it leaves
// that code out, writes the model again and builds again, until the build
// passes or fails elsewhere. It returns the last build's error.
func (g *GoTypes) dropSchemaCode(dir, goBin string, err error) error {
	s := g.schema
	for err != nil {
		retry, dropErr := s.dropFailed(dir, g.gogo, err)
		if dropErr != nil {
			return dropErr
		}
		if !retry {
			break
		}
		err = goRun(goBin, dir, true, g.setup, "build", "-o", goBinName, ".")
	}
	if err != nil && g.gogo == "on" && strings.Contains(err.Error(), "gogo") {
		line := buildErrorLine(err, "gogo")
		fmt.Fprintf(g.stderr, "serbench: gogofaster's code for the derived schema does not compile (%s): building without it\n", line)
		g.gogo = builtWithout(line)
		if err = s.generateModel(dir, g.gogo); err == nil {
			err = goRun(goBin, dir, true, g.setup, "build", "-o", goBinName, ".")
		}
	}
	return err
}

// withoutSchema removes the derived schema's code and writes the main again
// without it; why is the schema codecs' reason.
func (g *GoTypes) withoutSchema(dir, why string) error {
	g.schema, g.noSchema = nil, why
	var errs []error
	for _, sub := range []string{"via", convPackage, "pb", "model", "gogopb", "mp"} {
		errs = append(errs, os.RemoveAll(filepath.Join(dir, sub)))
	}
	for _, c := range compilers {
		if c.schema != "" {
			errs = append(errs, os.RemoveAll(filepath.Join(dir, filepath.Dir(filepath.FromSlash(c.schema)))))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return g.writeMain(dir)
}

// buildModPath is the built program's module path: a path inside the
// user's module, because Go lets a package import an internal package
// only from inside the tree that holds it (by import path, in module
// mode), and --go ./internal/model must work. No folder of the user's is
// made or written.
func (g *GoTypes) buildModPath() string { return g.ModPath + "/" + buildModElem }

// buildModElem ends the built module's path; a package of the user's
// module under it would be ambiguous, which is why it is unlikely.
const buildModElem = "zz_serbench_gotypes"
