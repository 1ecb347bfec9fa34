// Package apidoc holds the packages a user may import to go doc's
// conventions: every exported identifier has a doc comment that starts with
// its name.
package apidoc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// importable are the packages a user's own code may import, relative to
// this folder.
var importable = []string{"../../suite", "../../resultset", "../../bench", "../../bench/sonic"}

func TestExportedIdentifiersHaveDocComments(t *testing.T) {
	for _, dir := range importable {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, parser.ParseComments)
		if err != nil {
			t.Fatalf("parse %s: %v", dir, err)
		}
		for _, p := range pkgs {
			for _, f := range p.Files {
				for _, problem := range undocumented(f) {
					t.Errorf("%s: %s", fset.Position(problem.pos), problem.why)
				}
			}
		}
	}
}

type problem struct {
	pos token.Pos
	why string
}

// undocumented lists f's exported identifiers without a fitting comment.
func undocumented(f *ast.File) []problem {
	var out []problem
	need := func(doc *ast.CommentGroup, pos token.Pos, name string) {
		if !startsWithName(doc, name) {
			out = append(out, problem{pos, name + ": no doc comment starting with its name"})
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.IsExported() && exportedReceiver(d) {
				need(d.Doc, d.Pos(), d.Name.Name)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if !s.Name.IsExported() {
						continue
					}
					doc := s.Doc
					if doc == nil && len(d.Specs) == 1 {
						doc = d.Doc
					}
					need(doc, s.Pos(), s.Name.Name)
					out = append(out, undocumentedFields(s)...)
				case *ast.ValueSpec:
					// A constant or variable may share its group's comment
					// (the Status constants) or carry a line comment.
					for _, n := range s.Names {
						if n.IsExported() && s.Doc == nil && s.Comment == nil && (d.Doc == nil || !d.Lparen.IsValid()) {
							need(d.Doc, n.Pos(), n.Name)
						}
					}
				}
			}
		}
	}
	return out
}

// undocumentedFields lists the exported fields and interface methods of s
// that have neither a comment of their own nor a mention in the comment of
// the field above them, for fields declared as a group under one comment
// ("NsPerOp, BytesPerOp and AllocsPerOp are ...").
func undocumentedFields(s *ast.TypeSpec) []problem {
	var list *ast.FieldList
	switch t := s.Type.(type) {
	case *ast.StructType:
		list = t.Fields
	case *ast.InterfaceType:
		list = t.Methods
	default:
		return nil
	}
	var out []problem
	var group *ast.CommentGroup
	for _, fl := range list.List {
		if fl.Doc != nil {
			group = fl.Doc
		}
		for _, n := range fl.Names {
			if !n.IsExported() || fl.Comment != nil {
				continue
			}
			if group == nil || !regexp.MustCompile(`\b`+n.Name+`\b`).MatchString(group.Text()) {
				out = append(out, problem{n.Pos(), s.Name.Name + "." + n.Name + ": no comment naming it"})
			}
		}
		if fl.Doc == nil && fl.Comment != nil {
			group = nil // a line comment speaks for its own field only
		}
	}
	return out
}

// startsWithName reports whether doc begins with name, or with an article
// and name ("A Cell is ...").
func startsWithName(doc *ast.CommentGroup, name string) bool {
	if doc == nil {
		return false
	}
	words := strings.Fields(doc.Text())
	if len(words) > 1 && (words[0] == "A" || words[0] == "An" || words[0] == "The") {
		words = words[1:]
	}
	return len(words) > 0 && strings.TrimRight(words[0], ".,:;") == name
}

// exportedReceiver reports whether d is a function or a method of an
// exported type: methods of unexported types are not in go doc.
func exportedReceiver(d *ast.FuncDecl) bool {
	if d.Recv == nil {
		return true
	}
	t := d.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	id, ok := t.(*ast.Ident)
	return ok && id.IsExported()
}
