// Package gosrc holds what serbench's code readers (generators, the lean
// workers' writer, fidelity's plain programs) share about Go source.
package gosrc

import (
	"go/ast"
	"strconv"
	"strings"
)

// ImportNames maps each package f imports, by the name its identifiers
// use (the import's own name, else the path's last element), to its path.
func ImportNames(f *ast.File) map[string]string {
	names := map[string]string{}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		name := p[strings.LastIndex(p, "/")+1:]
		if im.Name != nil {
			name = im.Name.Name
		}
		names[name] = p
	}
	return names
}
