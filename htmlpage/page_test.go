package htmlpage

import (
	"math"
	"strings"
	"testing"
)

func TestIDSetGivesUniqueAnchors(t *testing.T) {
	ids := IDSet{}
	if a, b, c := ids.ID("v", "Tick Data"), ids.ID("v", "tick-data"), ids.ID("v", "tick_data"); a != "v-tick_data" || b != "v-tick_data-2" || c != "v-tick_data-3" {
		t.Errorf("ids %q %q %q", a, b, c)
	}
}

func TestRenderEscapesAndSorts(t *testing.T) {
	tab := &Table{ID: "t", Sortable: true, Cols: []Col{{Name: "name"}, {Name: "time", Num: true}}}
	tab.Add("", Text("<b>x</b>"), Number("1 µs", 1000))
	tab.Add("", Text("y"), Number("–", math.NaN()))
	p := &Page{Kind: "test", Title: "a page", Sections: []Section{{ID: "s", Title: "S", Blocks: []Block{{Table: tab}}}}}
	b, err := p.Render()
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	for _, want := range []string{"&lt;b&gt;x&lt;/b&gt;", `data-v="1000"`, `class="num"`} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "<b>x</b>") || strings.Contains(page, `data-v="NaN"`) {
		t.Error("page carries markup from a cell, or a NaN sort key")
	}
}

// A keyed row carries its codec, family and labels for the filter bar, and
// the bar has a pressed chip for each family and label, all escaped.
func TestRenderFilter(t *testing.T) {
	tab := &Table{Cols: []Col{{Name: "codec"}}}
	tab.AddKeyed(&Keys{Codec: "pb", Family: `A "B"`, Labels: []string{"codegen", "binary"}}, "", Text("pb"))
	tab.Add("", Text("total"))
	p := &Page{Kind: "test", Title: "a page", Filter: &Filter{Families: []string{`A "B"`}, Labels: []string{"codegen", "binary"}},
		Sections: []Section{{ID: "s", Title: "S", Blocks: []Block{{Table: tab}}}}}
	b, err := p.Render()
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	for _, want := range []string{
		`<tr data-codec="pb" data-family="A &#34;B&#34;" data-labels="codegen binary">`,
		`<button type="button" class="fchip" data-kind="family" data-key="A &#34;B&#34;" aria-pressed="true">A &#34;B&#34;</button>`,
		`<button type="button" class="fchip" data-kind="label" data-key="binary" aria-pressed="true">binary</button>`,
		"<tr><td data-v=\"total\">total</td></tr>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
}
