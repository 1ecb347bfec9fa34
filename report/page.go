package report

import (
	"bytes"
	_ "embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The HTML pages (report.html, compare.html) share one template, one style
// sheet and one script, all inlined, so a page opens offline from disk.
var (
	//go:embed assets/page.tmpl
	pageTemplate string
	//go:embed assets/page.css
	pageCSS string
	//go:embed assets/page.js
	pageJS string

	pageTmpl = template.Must(template.New("page").Parse(pageTemplate))
)

// page is one HTML page: a side bar of links and a column of sections.
type page struct {
	Kind     string // under the brand in the side bar: "report", "compare"
	Title    string
	Lead     []string
	Badges   []badge
	Nav      []navItem
	Sections []section
	Footer   string
	CSS      template.CSS
	JS       template.JS
}

type badge struct{ Text, Class string }

type navItem struct {
	ID, Text, Class string
	Sub             []navItem
}

type section struct {
	ID, Title, Tag, Class string
	Blocks                []block
}

// block is one piece of a section; exactly one field is set.
type block struct {
	H3, H4  *heading
	Text    string
	Note    string
	Warn    string
	List    []string
	Defs    []kv // a list of terms and what they mean
	KV      []kv
	Figures []figure
	Missing string
	Table   *table
	Details *details
}

type heading struct{ ID, Text, Note string }

type kv struct{ K, V string }

type figure struct {
	Title    string
	Src      template.URL // a data: URI, so the page needs no other file
	PNG, SVG string       // the files beside the page, for a closer look
}

type details struct {
	Summary string
	Open    bool
	Blocks  []block
}

// table is a table whose columns the reader can sort.
type table struct {
	ID, Class string
	Sortable  bool
	Cols      []col
	Rows      []row
}

type col struct {
	Name, Title string
	Num         bool // right-aligned, sorted as numbers
}

type row struct {
	Class string
	Cells []cell
}

// cell is one table cell: what it shows and the value it sorts by.
type cell struct {
	Text  string
	Sort  string // data-v: a number in numeric columns; "" sorts last
	Title string // tooltip
	Class string
	Bar   string // a bar of this width in percent, when set
	Link  string
	Chips []string
	Sub   string // a second, smaller line
	Aside string // a smaller note after the text
}

// add appends a row, marking the cells of numeric columns.
func (t *table) add(class string, cells ...cell) {
	for i := range cells {
		if i < len(t.Cols) && t.Cols[i].Num {
			cells[i].Class = strings.TrimSpace("num " + cells[i].Class)
		}
	}
	t.Rows = append(t.Rows, row{Class: class, Cells: cells})
}

// text is a cell that sorts by what it shows.
func text(s string) cell { return cell{Text: s, Sort: s} }

// number is a cell showing s and sorting by x; a missing x sorts last.
func number(s string, x float64) cell {
	c := cell{Text: s}
	if !math.IsNaN(x) && !math.IsInf(x, 0) {
		c.Sort = strconv.FormatFloat(x, 'g', -1, 64)
	}
	return c
}

// blank is an empty cell that sorts last.
func blank() cell { return cell{} }

func (p *page) render() ([]byte, error) {
	p.CSS = template.CSS(pageCSS)
	p.JS = template.JS(pageJS)
	var b bytes.Buffer
	if err := pageTmpl.Execute(&b, p); err != nil {
		return nil, fmt.Errorf("render %s page: %w", p.Kind, err)
	}
	return b.Bytes(), nil
}

// dataURI reads a chart written beside the page and inlines it.
func dataURI(dir, rel string) (template.URL, error) {
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		return "", err
	}
	mime := "image/png"
	if strings.HasSuffix(rel, ".svg") {
		mime = "image/svg+xml"
	}
	// The bytes are base64-encoded by us, so the URI cannot carry markup.
	return template.URL("data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(data)), nil
}

// anchor turns names into an id: letters, digits and dashes.
func anchor(parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte('-')
		}
		for _, r := range strings.ToLower(p) {
			switch {
			case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
				b.WriteRune(r)
			default:
				b.WriteByte('_')
			}
		}
	}
	return b.String()
}
