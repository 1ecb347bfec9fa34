package doccheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// flagMethods are flag.FlagSet's methods that define a flag, with the
// index of the argument that names it.
var flagMethods = map[string]int{
	"Var": 1, "TextVar": 1, "Func": 0, "BoolFunc": 0,
	"Bool": 0, "BoolVar": 1, "String": 0, "StringVar": 1,
	"Int": 0, "IntVar": 1, "Int64": 0, "Int64Var": 1,
	"Uint": 0, "UintVar": 1, "Uint64": 0, "Uint64Var": 1,
	"Float64": 0, "Float64Var": 1, "Duration": 0, "DurationVar": 1,
}

// cliSource parses the command's package, internal/cli, without its tests.
// The tests read its source rather than import it: importing it would link
// every codec and dataset into this package's test binary.
func cliSource(t *testing.T, root string) []*ast.File {
	t.Helper()
	dir := filepath.Join(root, "internal", "cli")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// registeredFlags are the names of the flags internal/cli's code defines:
// calls of a flag-defining method whose name argument is a string literal.
// (The hidden worker commands' own protocol flags are runner/timeworker's,
// not read here; the flags they share with run and fidelity are.)
func registeredFlags(files []*ast.File) []string {
	seen := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			i, ok := flagMethods[sel.Sel.Name]
			// A flag definition has a name, a default or a target, and a usage.
			if !ok || len(call.Args) < 3 || i >= len(call.Args) {
				return true
			}
			if lit, ok := call.Args[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if name, err := strconv.Unquote(lit.Value); err == nil {
					seen[name] = true
				}
			}
			return true
		})
	}
	var out []string
	for name := range seen {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

// helpFlagLine is a line of the help that describes a flag.
var helpFlagLine = regexp.MustCompile(`(?m)^ {2}--([a-z][a-z0-9-]*)`)

// helpFlagsAndCommands reads help.go: the flags its help text describes a
// line each, and the commands commandNames lists.
func helpFlagsAndCommands(t *testing.T, files []*ast.File) (flags, commands []string) {
	t.Helper()
	seen := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					break
				}
				s, err := strconv.Unquote(n.Value)
				if err != nil {
					break
				}
				for _, m := range helpFlagLine.FindAllStringSubmatch(s, -1) {
					if !seen[m[1]] {
						seen[m[1]] = true
						flags = append(flags, m[1])
					}
				}
			case *ast.FuncDecl:
				if n.Name.Name != "commandNames" || n.Body == nil {
					break
				}
				ast.Inspect(n.Body, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if s, err := strconv.Unquote(lit.Value); err == nil {
							commands = append(commands, s)
						}
					}
					return true
				})
			}
			return true
		})
	}
	return flags, commands
}

// userDocs is the text of the docs a user reads: docs/*.md and README.md.
func userDocs(t *testing.T) string {
	t.Helper()
	root, files := tracked(t, "*.md")
	var b strings.Builder
	for _, rel := range files {
		if rel != "README.md" && !(strings.HasPrefix(rel, "docs/") && !strings.Contains(rel[len("docs/"):], "/")) {
			continue
		}
		text, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		b.Write(text)
		b.WriteString("\n")
	}
	return b.String()
}

// Every flag of every serbench command, and every command, is named in the
// docs (docs/*.md or README.md): a flag as --name or -name, a command as
// "serbench NAME". The flags are those internal/cli defines and those its
// help describes (TestHelpListsEveryFlag holds the two together).
func TestFlagsDocumented(t *testing.T) {
	root, _ := tracked(t, "*.md")
	files := cliSource(t, root)
	registered := registeredFlags(files)
	helpFlags, commands := helpFlagsAndCommands(t, files)
	if len(registered) < 30 || len(helpFlags) < 30 || len(commands) < 10 {
		t.Fatalf("read %d flags defined, %d in the help and %d commands from internal/cli: the reader is broken", len(registered), len(helpFlags), len(commands))
	}
	for _, name := range helpFlags {
		if !slices.Contains(registered, name) {
			t.Errorf("the help describes --%s, which internal/cli does not define as a string literal", name)
		}
	}
	docs := userDocs(t)
	for _, name := range registered {
		re := regexp.MustCompile(`(?:^|[^\w-])--?` + regexp.QuoteMeta(name) + `(?:[^\w-]|$)`)
		if !re.MatchString(docs) {
			t.Errorf("flag --%s is in no doc (docs/*.md, README.md)", name)
		}
	}
	for _, name := range append(commands, "help") {
		if !strings.Contains(docs, "serbench "+name) {
			t.Errorf("command %q is in no doc as \"serbench %s\"", name, name)
		}
	}
	t.Logf("%d flags, %d commands", len(registered), len(commands)+1)
}

func TestRegisteredFlags(t *testing.T) {
	src := `package p
func f() {
	fs.StringVar(&x, "out", "", "folder")
	fs.Var(&l, "codec", "codecs")
	n := fs.Int("jobs", 2, "workers")
	b.String()
	fmt.Sprintf("%s", "x")
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := registeredFlags([]*ast.File{f}), []string{"codec", "jobs", "out"}; !slices.Equal(got, want) {
		t.Errorf("registeredFlags = %q, want %q", got, want)
	}
}
