package charts

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/serbench/serbench/answer"
	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// AnswerFile is the answer chart's file name, without extension, in the
// charts folder.
const AnswerFile = "answer"

// answerPanels name the answer chart's panels, by pick.
var answerPanels = map[answer.Pick]string{
	answer.Encode: "fastest to encode",
	answer.Decode: "fastest to decode (building values)",
	answer.Size:   "smallest encoding",
}

// Answer writes into dir/charts/ the chart of a's answer: a panel per
// pick, a row per dataset naming its best codec, coloured by its family,
// whose bar is the best's lead, the next codec's score over the best's,
// so that a glance tells a clear answer from a toss-up. recs are the
// records a was computed from (for the codecs' families). ok is false,
// and nothing written, when no dataset has an answer.
func Answer(dir string, reg *suite.Registry, recs []resultset.Record, a answer.Answer) (Chart, bool, error) {
	f := answerFigure(reg, recs, a)
	if f == nil {
		return Chart{}, false, nil
	}
	pngData, svgData, err := f.render()
	if err != nil {
		return Chart{}, false, fmt.Errorf("charts: the answer: %w", err)
	}
	ch := f.chart()
	if err := os.MkdirAll(filepath.Join(dir, resultset.DirCharts), 0o755); err != nil {
		return Chart{}, false, fmt.Errorf("charts: %w", err)
	}
	for _, w := range []struct {
		rel  string
		data []byte
	}{{ch.PNG, pngData}, {ch.SVG, svgData}} {
		if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(w.rel)), w.data, 0o644); err != nil {
			return Chart{}, false, fmt.Errorf("charts: %w", err)
		}
	}
	return ch, true, nil
}

// answerFigure is the answer chart before it is drawn, or nil when no
// dataset has a best codec.
func answerFigure(reg *suite.Registry, recs []resultset.Record, a answer.Answer) *figure {
	pal := newPalette(reg, recs, globalCodecs(reg, recs))
	f := &figure{file: AnswerFile, metric: leadMetric, pal: pal, each: "pick"}
	for _, p := range answer.Picks {
		pn := panel{variant: answerPanels[p]}
		for _, d := range a.Datasets {
			c, ok := d.Choice(p)
			if !ok {
				continue
			}
			best, ok := c.Best()
			if !ok {
				continue
			}
			r := row{codec: d.Name + ": " + best.Codec, family: pal.codecs[best.Codec].family, rank: len(pn.ranked) + 1,
				s: slot{ok: true, v: c.Lead()}}
			if _, next := c.Next(); !next {
				r.s = slot{note: "no other codec to compare"}
			}
			pn.ranked = append(pn.ranked, r)
		}
		if len(pn.ranked) > 0 {
			f.panels = append(f.panels, pn)
		}
	}
	if len(f.panels) == 0 {
		return nil
	}
	f.title = "Which codec for which data: the best of each dataset, and its lead"
	f.subtitle = "Each row names a dataset and its best codec, coloured by the codec's family. A codec's score on a dataset is the " +
		"geometric mean, over the variants it carries, of its time (or size) over the variant's best; the best has the lowest " +
		"score. Bar: its lead, the next codec's score over its own (1× is a tie; a lead within the runs' intervals, a few percent, " +
		"is a toss-up)."
	f.finish()
	return f
}
