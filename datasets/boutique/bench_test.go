package boutique

import (
	"testing"

	"github.com/serbench/serbench/suite"
)

// BenchmarkTrace times every codec and op on the full trace, one message per
// op (go test -bench Trace -benchmem ./datasets/boutique).
func BenchmarkTrace(b *testing.B) {
	l, err := Dataset(Source{}).Load(TraceVariant)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range allCodecs {
		p, err := l.Prepare(c)
		if err != nil {
			b.Fatalf("%s: %v", c, err)
		}
		b.Logf("%s: %.0f bytes per message", c, p.EncodedBytes)
		for _, op := range suite.Ops {
			loop := p.Loop(op)
			b.Run(c+"/"+string(op), func(b *testing.B) {
				b.ReportAllocs()
				if err := loop(b.N); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
}
