package kelindar

import (
	"testing"

	"github.com/serbench/serbench/datasets/tickdata"
)

// kelindar/binary can panic on a short input; the codec must return an error instead.
func TestShortInputIsAnError(t *testing.T) {
	b, err := marshal(tickdata.Filled())
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, len(b) / 2, len(b) - 1} {
		var got *tickdata.TickData
		if err := unmarshal(b[:n], &got); err == nil {
			t.Errorf("%d of %d bytes: no error", n, len(b))
		}
	}
	var got *tickdata.TickData
	if err := unmarshal(b, &got); err != nil || got == nil || got.SignatureHex != tickdata.Filled().SignatureHex {
		t.Errorf("whole message: %v, %+v", err, got)
	}
}
