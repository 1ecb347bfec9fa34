// Package answer picks, from a run's records, what a visitor of the
// published site came for: per dataset, the codec fastest to encode, the
// fastest to decode and the one with the smallest encoding; and a ranking
// of the codecs across datasets. It computes and writes nothing: publish
// renders its figures.
//
// A dataset has several variants (sizes, message types), and a codec's
// standing on it is its score: the geometric mean, over the variants it
// carries, of its figure's ratio to the variant's best (1 where it is the
// best, 2 where it takes twice the best's time or bytes). A codec carries
// a variant when its cell there was measured; it carries a dataset when
// it carries at least half of the dataset's variants, and only such
// codecs are ranked there, so that a codec measured on one easy variant
// cannot win a dataset. The ranking across datasets is, the same way, the
// geometric mean of a codec's scores over the datasets it carries, ranked
// among those that carry at least half of them.
//
// Like with like, as the reports rank: baselines are never ranked, and a
// zero-copy decode, which opens a view and builds no value, is not ranked
// with decodes that build values.
package answer

import (
	"cmp"
	"math"
	"slices"

	"github.com/serbench/serbench/resultset"
	"github.com/serbench/serbench/suite"
)

// Pick is what an answer ranks by.
type Pick string

// The picks, in the order the answer shows them.
const (
	Encode Pick = "encode" // the encode time
	Decode Pick = "decode" // the decode time of codecs that build values
	Size   Pick = "size"   // the encoded size
)

// Picks are every Pick, in order.
var Picks = []Pick{Encode, Decode, Size}

// Score is a codec's standing on a dataset (or across datasets).
type Score struct {
	Codec string
	// Ratio is the geometric mean of the codec's ratios to the best: 1 is
	// the best everywhere it was measured.
	Ratio float64
	// Carried is how many variants (or datasets) the ratio is over.
	Carried int
	// Values are the codec's figures by variant (ns per op, or encoded
	// bytes), and Zstd its encodings' sizes under zstd, where measured.
	Values, Zstd map[string]float64
}

// Choice is one pick's ranking of a dataset (or across datasets).
type Choice struct {
	Pick Pick
	// Of is how many variants (datasets) have a ranked figure for it.
	Of int
	// Ranked are the codecs that carry at least half of them, best (the
	// lowest ratio) first; Others those that carry fewer, best first.
	Ranked, Others []Score
}

// Best is the choice's best codec; ok is false when none is ranked.
func (c Choice) Best() (Score, bool) {
	if len(c.Ranked) == 0 {
		return Score{}, false
	}
	return c.Ranked[0], true
}

// Next is the codec ranked second; ok is false when there is none.
func (c Choice) Next() (Score, bool) {
	if len(c.Ranked) < 2 {
		return Score{}, false
	}
	return c.Ranked[1], true
}

// Lead is how far ahead the best is: the second's ratio over the best's
// (1.05: the second is 5% behind); 0 with fewer than two ranked.
func (c Choice) Lead() float64 {
	b, ok1 := c.Best()
	n, ok2 := c.Next()
	if !ok1 || !ok2 || !(b.Ratio > 0) {
		return 0
	}
	return n.Ratio / b.Ratio
}

// Dataset is one dataset's answer.
type Dataset struct {
	Name     string
	Variants []string // in the order the records name them
	Choices  []Choice // one per Picks, in order
}

// Choice is the dataset's choice for p; ok is false when it has none.
func (d Dataset) Choice(p Pick) (Choice, bool) {
	i := slices.IndexFunc(d.Choices, func(c Choice) bool { return c.Pick == p })
	if i < 0 {
		return Choice{}, false
	}
	return d.Choices[i], true
}

// Answer is a run's answer: each dataset's, in the order the records
// name them, and the ranking across them, one Choice per Picks.
type Answer struct {
	Datasets []Dataset
	Ranking  []Choice
}

// Of answers from recs.
func Of(recs []resultset.Record) Answer {
	var a Answer
	byDataset := map[string][]*resultset.Record{}
	var names []string
	for i := range recs {
		r := &recs[i]
		if _, ok := byDataset[r.Dataset]; !ok {
			names = append(names, r.Dataset)
		}
		byDataset[r.Dataset] = append(byDataset[r.Dataset], r)
	}
	for _, name := range names {
		a.Datasets = append(a.Datasets, datasetOf(name, byDataset[name]))
	}
	for _, p := range Picks {
		a.Ranking = append(a.Ranking, across(p, a.Datasets))
	}
	return a
}

// datasetOf is one dataset's answer from its records.
func datasetOf(name string, recs []*resultset.Record) Dataset {
	d := Dataset{Name: name}
	for _, r := range recs {
		if !slices.Contains(d.Variants, r.Variant) {
			d.Variants = append(d.Variants, r.Variant)
		}
	}
	for _, p := range Picks {
		d.Choices = append(d.Choices, choiceOf(p, recs))
	}
	return d
}

// figure is r's figure for p, and whether r is a ranked cell of p.
func figure(p Pick, r *resultset.Record) (float64, bool) {
	if !r.OK() || slices.Contains(r.Labels, suite.LabelBaseline) {
		return 0, false
	}
	var v float64
	switch p {
	case Encode:
		v = r.NsPerOp
		if r.Op != string(suite.Encode) {
			return 0, false
		}
	case Decode:
		v = r.NsPerOp
		if r.Op != string(suite.Decode) || slices.Contains(r.Labels, suite.LabelZeroCopy) {
			return 0, false
		}
	case Size:
		// Every op of a codec reports the same encoded size: the encode
		// cell's stands for it, with its zstd size.
		v = r.EncodedBytes
		if r.Op != string(suite.Encode) {
			return 0, false
		}
	}
	return v, v > 0 && !math.IsInf(v, 0)
}

// choiceOf ranks a dataset's codecs by p: each variant's figures against
// its best, each codec's ratios summed up as their geometric mean.
func choiceOf(p Pick, recs []*resultset.Record) Choice {
	best := map[string]float64{}
	for _, r := range recs {
		if v, ok := figure(p, r); ok && (best[r.Variant] == 0 || v < best[r.Variant]) {
			best[r.Variant] = v
		}
	}
	scores := map[string]*Score{}
	var order []string
	logs := map[string]float64{}
	for _, r := range recs {
		v, ok := figure(p, r)
		if !ok {
			continue
		}
		s := scores[r.Codec]
		if s == nil {
			s = &Score{Codec: r.Codec, Values: map[string]float64{}, Zstd: map[string]float64{}}
			scores[r.Codec] = s
			order = append(order, r.Codec)
		}
		if _, dup := s.Values[r.Variant]; dup {
			continue // a folder that holds a cell twice: its first record
		}
		s.Values[r.Variant] = v
		if p == Size && r.ZstdBytes != nil && *r.ZstdBytes > 0 {
			s.Zstd[r.Variant] = *r.ZstdBytes
		}
		s.Carried++
		logs[r.Codec] += math.Log(v / best[r.Variant])
	}
	var all []Score
	for _, c := range order {
		s := scores[c]
		s.Ratio = math.Exp(logs[c] / float64(s.Carried))
		all = append(all, *s)
	}
	return split(p, len(best), all)
}

// across ranks the codecs over datasets by their scores for p: a codec's
// is the geometric mean of its ratios on the datasets it carries.
func across(p Pick, ds []Dataset) Choice {
	logs := map[string]float64{}
	carried := map[string]int{}
	var order []string
	of := 0
	for _, d := range ds {
		c, ok := d.Choice(p)
		if !ok || len(c.Ranked) == 0 {
			continue
		}
		of++
		for _, s := range c.Ranked {
			if carried[s.Codec] == 0 {
				order = append(order, s.Codec)
			}
			carried[s.Codec]++
			logs[s.Codec] += math.Log(s.Ratio)
		}
	}
	var all []Score
	for _, c := range order {
		all = append(all, Score{Codec: c, Ratio: math.Exp(logs[c] / float64(carried[c])), Carried: carried[c]})
	}
	return split(p, of, all)
}

// split sorts scores best first and parts those that carry at least half
// of of from the others.
func split(p Pick, of int, scores []Score) Choice {
	slices.SortStableFunc(scores, func(a, b Score) int {
		if c := cmp.Compare(a.Ratio, b.Ratio); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Carried, a.Carried); c != 0 {
			return c
		}
		return cmp.Compare(a.Codec, b.Codec)
	})
	c := Choice{Pick: p, Of: of}
	for _, s := range scores {
		if 2*s.Carried >= of {
			c.Ranked = append(c.Ranked, s)
		} else {
			c.Others = append(c.Others, s)
		}
	}
	return c
}
