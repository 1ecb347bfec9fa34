package symphonytest

import (
	"testing"

	"google.golang.org/protobuf/proto"
)

// Side-by-side benchmarks on the test schema: a quick check of the codec's
// speed against protobuf on the same messages (serbench's own runs measure
// the datasets).
func BenchmarkEverything(b *testing.B) {
	msgs := randomEverything(9, 64)
	var pbs, sys [][]byte
	for _, m := range msgs {
		p, _ := proto.Marshal(m)
		s, _ := m.MarshalSymphony()
		pbs, sys = append(pbs, p), append(sys, s)
	}
	b.Run("protobuf/encode", func(b *testing.B) {
		for i := range b.N {
			if _, err := proto.Marshal(msgs[i%len(msgs)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("symphony/encode", func(b *testing.B) {
		for i := range b.N {
			if _, err := msgs[i%len(msgs)].MarshalSymphony(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("protobuf/decode", func(b *testing.B) {
		for i := range b.N {
			var m Everything
			if err := proto.Unmarshal(pbs[i%len(pbs)], &m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("symphony/decode", func(b *testing.B) {
		for i := range b.N {
			var m Everything
			if err := m.UnmarshalSymphony(sys[i%len(sys)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}
