package human

import (
	"math"
	"testing"
)

func TestFormats(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{Duration(3273), "3.27 µs"}, {Duration(445870533), "446 ms"}, {Duration(2946477600), "2.95 s"},
		{Duration(999.7), "1.00 µs"}, {Duration(0), "–"},
		{Bytes(559), "559 B"}, {Bytes(13320336), "13.3 MB"}, {Count(1234567), "1,234,567"}, {Count(0.5), "0.50"},
		{Ratio(4.6832), "4.68×"}, {Ratio(9.996), "10.0×"}, {Rate(312026), "312 k"}, {Sig3(0.01234), "0.0123"},
		{Pct(1.234), "1.23%"}, {Pct(100), "100.00%"}, {Pct(-0.001), "0.00%"}, {Pct(math.NaN()), "–"},
		{Change(20), "+20.00%"}, {Change(-19.371), "-19.37%"}, {Change(0.004), "0.00%"}, {Change(math.Inf(1)), "–"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestAnd(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"}} {
		if got := And(c.in); got != c.want {
			t.Errorf("And(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
