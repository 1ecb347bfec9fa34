package doccheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var dateRE = regexp.MustCompile(`\b20[0-9]{2}-[01][0-9]-[0-3][0-9]\b`)

// No comment of hand-written Go code names a date: a comment states the
// rule and its reason; the dated measurements that led to it belong in
// the commit log.
func TestCommentsNameNoDate(t *testing.T) {
	root, files := tracked(t, "*.go")
	for _, rel := range files {
		if strings.Contains(rel, "testdata/") || strings.HasPrefix(rel, "results/") {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		if generated(f.Comments) {
			continue
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				if d := dateRE.FindString(c.Text); d != "" {
					t.Errorf("%s: a comment names %s: %s", fset.Position(c.Pos()), d, c.Text)
				}
			}
		}
	}
}

var generatedRE = regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`)

func generated(groups []*ast.CommentGroup) bool {
	for _, g := range groups {
		for _, c := range g.List {
			if generatedRE.MatchString(c.Text) {
				return true
			}
		}
	}
	return false
}
