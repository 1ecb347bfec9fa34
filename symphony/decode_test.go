package symphony

import "testing"

// The look aheads of every level of a nested input share one budget: a
// quarter of the input's length in string slots, however often they ask.
func TestReserveStringsBudget(t *testing.T) {
	d := NewDecoder(make([]byte, 400), true, false)
	total := 0
	for range 50 {
		d.strs = nil // as if each level's slab had been used up
		d.ReserveStrings(1000, 1000)
		total += len(d.strs)
	}
	if total > 100 {
		t.Errorf("reserved %d string slots for a 400-byte input, want at most 100", total)
	}
}

// A count that cannot fit its bytes counts as 0 in a look ahead.
func TestListLen(t *testing.T) {
	b := make([]byte, 32)
	b[0] = 8 // the entry: the payload is at 8
	b[8] = 5 // a count of 5, in 24 bytes: fits
	d := NewDecoder(b, false, false)
	if n := d.ListLen(0, 0, len(b)); n != 5 {
		t.Errorf("ListLen = %d, want 5", n)
	}
	b[8] = 6 // 6 elements of at least 4 bytes do not fit in 20
	if n := d.ListLen(0, 0, len(b)); n != 0 {
		t.Errorf("ListLen of an impossible count = %d, want 0", n)
	}
}
