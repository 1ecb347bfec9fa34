// Package htmlpage is the HTML page that serbench's reports share:
// report.html (package report) and compare.html (package compare) fill a
// Page with sections, blocks and sortable tables, and Render inlines one
// template, one style sheet and one script into it.
package htmlpage

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

// Page is one HTML page: a side bar of links and a column of sections.
type Page struct {
	Kind     string // under the brand in the side bar: "report", "compare"
	Title    string
	Lead     []string
	Badges   []Badge
	Nav      []NavItem
	Sections []Section
	Filter   *Filter // a bar of chips that hides the rows of codecs, when set
	Footer   string
	// Home is a relative URL of the page's index (the results site's), which
	// the side bar links first; empty for a page that stands alone.
	Home string
	CSS  template.CSS // set by Render
	JS   template.JS  // set by Render
}

// Filter is the page's filter bar: a toggle chip per family and per label.
// Turning a chip off hides every table row whose Keys carry that family, or
// that label; rows without Keys are never hidden. The bar shows only where
// the script runs: without it, the chips could not do anything.
type Filter struct {
	Families, Labels []string
}

// Keys mark a row as a codec's, for the filter bar: the codec's name, its
// family and its labels go into data- attributes of the row.
type Keys struct {
	Codec, Family string
	Labels        []string
}

// LabelList is the labels as the row's data-labels: separated by spaces.
func (k *Keys) LabelList() string { return strings.Join(k.Labels, " ") }

// Badge is a short figure under the title; Class colours it ("ok", "bad").
type Badge struct{ Text, Class string }

// NavItem is a link of the side bar, with its own links under it.
type NavItem struct {
	ID, Text, Class string
	Sub             []NavItem
}

// Section is a titled part of the page.
type Section struct {
	ID, Title, Tag, Class string
	Blocks                []Block
}

// Block is one piece of a section; exactly one field is set.
type Block struct {
	H3, H4  *Heading
	Text    string
	Note    string
	Warn    string
	List    []string
	Defs    []KV // a list of terms and what they mean
	KV      []KV
	Figures []Figure
	Missing string
	Table   *Table
	Details *Details
	// Calculator is an interactive block that the page's script fills.
	Calculator *Calculator
}

// Calculator is report.html's "which codec for my link" calculator: a form
// of inputs, a bar chart and a table that the page's script computes from
// Data, embedded in the page as JSON, whenever an input changes. It works
// offline like the rest of the page; without the script it shows Note.
type Calculator struct {
	ID string
	// Sets are the choices of data, each a dataset and variant: Value
	// indexes Data's sets.
	Sets []Option
	// Mbps and Cores are the inputs' first values.
	Mbps, Cores float64
	Note        string
	Data        any // marshalled to JSON into the page
}

// Option is a choice of a select input.
type Option struct{ Value, Text string }

// Heading is a heading inside a section, with a note beside it.
type Heading struct{ ID, Text, Note string }

// KV is a term and its value.
type KV struct{ K, V string }

// Figure is a chart shown in the page, inlined or linked.
type Figure struct {
	Title    string
	Src      template.URL // a data: URI, so the page needs no other file, or a relative link
	PNG, SVG string       // the files, relative to the page, for a closer look
	// Tall is a picture taller than wide (a chart of many codecs): it
	// takes a whole row of the charts' grid, so that its text stays
	// legible.
	Tall bool
}

// Details is a block the reader can fold.
type Details struct {
	Summary string
	Open    bool
	Blocks  []Block
}

// Table is a table whose columns the reader can sort.
type Table struct {
	ID, Class string
	Sortable  bool
	Cols      []Col
	Rows      []Row
}

// Col is a column of a Table.
type Col struct {
	Name, Title string
	Num         bool // right-aligned, sorted as numbers
}

// Row is a row of a Table.
type Row struct {
	Class string
	Keys  *Keys // the codec the row is about, for the filter bar
	Cells []Cell
}

// Cell is one table cell: what it shows and the value it sorts by.
type Cell struct {
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

// Add appends a row, marking the cells of numeric columns.
func (t *Table) Add(class string, cells ...Cell) {
	for i := range cells {
		if i < len(t.Cols) && t.Cols[i].Num {
			cells[i].Class = strings.TrimSpace("num " + cells[i].Class)
		}
	}
	t.Rows = append(t.Rows, Row{Class: class, Cells: cells})
}

// AddKeyed appends a row about a codec: the filter bar hides it with the
// codec's family or labels.
func (t *Table) AddKeyed(k *Keys, class string, cells ...Cell) {
	t.Add(class, cells...)
	t.Rows[len(t.Rows)-1].Keys = k
}

// Text is a cell that sorts by what it shows.
func Text(s string) Cell { return Cell{Text: s, Sort: s} }

// Number is a cell showing s and sorting by x; a missing x sorts last.
func Number(s string, x float64) Cell {
	c := Cell{Text: s}
	if !math.IsNaN(x) && !math.IsInf(x, 0) {
		c.Sort = strconv.FormatFloat(x, 'g', -1, 64)
	}
	return c
}

// Blank is an empty cell that sorts last.
func Blank() Cell { return Cell{} }

// Render executes the page's template with the style sheet and script
// inlined.
func (p *Page) Render() ([]byte, error) {
	p.CSS = template.CSS(pageCSS)
	p.JS = template.JS(pageJS)
	var b bytes.Buffer
	if err := pageTmpl.Execute(&b, p); err != nil {
		return nil, fmt.Errorf("render %s page: %w", p.Kind, err)
	}
	return b.Bytes(), nil
}

// DataURI reads a chart written beside the page and inlines it.
func DataURI(dir, rel string) (template.URL, error) {
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

// IDSet hands out unique anchors.
type IDSet map[string]bool

// ID is the anchor of parts, with a number added when it is taken.
func (s IDSet) ID(parts ...string) string {
	base := Anchor(parts...)
	id := base
	for i := 2; s[id]; i++ {
		id = base + "-" + strconv.Itoa(i)
	}
	s[id] = true
	return id
}

// Anchor turns names into an id: letters, digits and dashes.
func Anchor(parts ...string) string {
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
