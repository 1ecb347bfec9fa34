package bebop

import (
	"testing"

	"github.com/serbench/serbench/datasets/structs/bop"
)

// Every truncation of a message fails with an error, not a panic, though
// bebopc-go's message decoders index the buffer unchecked.
func TestTruncatedMessageIsAnError(t *testing.T) {
	id, name := int64(7), "Olena"
	b := bop.Medium{MediumID: &id, FirstName: &name, TinyField: &bop.Tiny{TinyID: 1, SomeStr: "x"}}.MarshalBebop()
	if _, err := decode[bop.Medium](b); err != nil {
		t.Fatalf("whole message: %v", err)
	}
	for n := range len(b) - 1 {
		if _, err := decode[bop.Medium](b[:n]); err == nil {
			t.Errorf("message cut to %d of %d bytes decoded without error", n, len(b))
		}
	}
}
