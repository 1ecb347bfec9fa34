package boutique

import "testing"

// BenchmarkTrace times every codec and op on the full trace, one message per
// op (go test -bench Trace -benchmem ./datasets/boutique).
func BenchmarkTrace(b *testing.B) {
	ds := Dataset(Source{})
	l, err := ds.Load(TraceVariant)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range ds.Codecs() {
		p, err := l.Prepare(c.Codec)
		if err != nil {
			b.Fatalf("%s: %v", c.Codec, err)
		}
		b.Logf("%s: %.0f bytes per message", c.Codec, p.EncodedBytes)
		for _, op := range c.Ops {
			loop := p.Loop(op)
			b.Run(c.Codec+"/"+string(op), func(b *testing.B) {
				b.ReportAllocs()
				if err := loop(b.N); err != nil {
					b.Fatal(err)
				}
			})
		}
	}
}
