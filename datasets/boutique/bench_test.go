package boutique

import (
	"testing"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/suite"
)

// BenchmarkTrace times every codec and op on the full trace, one message per
// op (go test -bench Trace -benchmem ./datasets/boutique).
func BenchmarkTrace(b *testing.B) {
	ds := Dataset()
	l, err := ds.Load(TraceVariant)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range suite.BindAll(ds, TraceVariant, codecs.All()) {
		p, err := l.Prepare(c)
		if err != nil {
			b.Fatalf("%s: %v", c.Codec.Name, err)
		}
		b.Logf("%s: %.0f bytes per message", c.Codec.Name, p.EncodedBytes)
		for _, op := range c.Ops {
			loop := p.Loop(op)
			b.Run(c.Codec.Name+"/"+string(op), func(b *testing.B) {
				b.ReportAllocs()
				if err := loop(b.N); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
}
