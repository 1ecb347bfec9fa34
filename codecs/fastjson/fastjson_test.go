package fastjson

import (
	"encoding/json"
	"testing"

	"github.com/valyala/fastjson"
)

// fastjson's Arena writes a string holding a quote, a backslash or a
// control character with strconv.AppendQuote, whose Go escapes (\x01, \a,
// \v, \x7f, \U0001xxxx for an unprintable rune) are not JSON. The Notes
// say so; no dataset has such strings. When this test fails, fastjson has
// fixed it: update the Notes.
func TestArenaWritesGoEscapes(t *testing.T) {
	for _, s := range []string{"\x01", "a\ab", "\"\x7f"} {
		var a fastjson.Arena
		b := a.NewString(s).MarshalTo(nil)
		if json.Valid(b) {
			t.Errorf("%q is written as valid JSON %s", s, b)
		}
	}
	for _, s := range []string{"\"<&>\\/", "\t\n\r\b\f", "é 🙂 \u2028"} {
		var a fastjson.Arena
		b := a.NewString(s).MarshalTo(nil)
		var back string
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Errorf("%q is written as %s, read back as %q (%v)", s, b, back, err)
		}
	}
}
