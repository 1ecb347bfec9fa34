package sonic

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/bytedance/sonic"
)

// Each path declares itself: a fallback never carries sonic's name alone.
func TestDeclare(t *testing.T) {
	none := func(string) string { return "" }
	for _, tc := range []struct {
		kind     int
		goarch   string
		env      map[string]string
		title    string
		label    string // the one of LabelJIT, LabelFallback it carries, or ""
		runtime  string
		notesPre string
	}{
		{sonic.UseStdJSON, "amd64", nil, "sonic (fallback to encoding/json)", LabelFallback, RuntimeFallback, "NOT sonic"},
		{sonic.UseStdJSON, "riscv64", nil, "sonic (fallback to encoding/json)", LabelFallback, RuntimeFallback, "NOT sonic"},
		{sonic.UseSonicJSON, "amd64", nil, "sonic", LabelJIT, "sonic: JIT encoder, JIT decoder (amd64)", "sonic's own implementation runs"},
		{sonic.UseSonicJSON, "amd64", map[string]string{"SONIC_USE_OPTDEC": "1"}, "sonic", "", "sonic: JIT encoder, optdec decoder (amd64)", "sonic's own implementation runs"},
		{sonic.UseSonicJSON, "amd64", map[string]string{"SONIC_ENCODER_USE_VM": "1"}, "sonic", "", "sonic: VM encoder, JIT decoder (amd64)", "sonic's own implementation runs"},
		{sonic.UseSonicJSON, "arm64", nil, "sonic", "", "sonic: VM encoder, optdec decoder (arm64)", "sonic's own implementation runs"},
	} {
		getenv := none
		if tc.env != nil {
			getenv = func(k string) string { return tc.env[k] }
		}
		c := declare(tc.kind, tc.goarch, getenv)
		if c.Title != tc.title || c.Runtime != tc.runtime || !strings.Contains(c.Notes, tc.notesPre) {
			t.Errorf("kind %d %s %v: title %q, runtime %q, notes %q", tc.kind, tc.goarch, tc.env, c.Title, c.Runtime, c.Notes)
		}
		for _, l := range []string{LabelJIT, LabelFallback} {
			if slices.Contains(c.Labels, l) != (l == tc.label) {
				t.Errorf("kind %d %s %v: labels %v, want %q of jit/fallback", tc.kind, tc.goarch, tc.env, c.Labels, tc.label)
			}
		}
	}
}

// The codec of this build says what actually runs: sonic's own encoder
// passes invalid UTF-8 through (ConfigDefault does not validate), where
// encoding/json, its fallback, replaces it with U+FFFD. The path must also
// be the one sonic v1.15.5's build constraints choose (`go test -tags
// go1.28` checks the fallback on any machine).
func TestThisBuild(t *testing.T) {
	b, err := sonic.Marshal("a\xffb")
	if err != nil {
		t.Fatal(err)
	}
	ownCode := bytes.Equal(b, []byte("\"a\xffb\""))
	if std := bytes.Equal(b, []byte(`"a\ufffdb"`)); ownCode == std {
		t.Fatalf("sonic.Marshal wrote %q: neither sonic's nor encoding/json's output", b)
	}
	fallback := slices.Contains(Codec.Labels, LabelFallback)
	if ownCode == fallback || (Codec.Runtime == RuntimeFallback) != fallback {
		t.Errorf("sonic's own code ran: %v; the codec declares labels %v, runtime %q", ownCode, Codec.Labels, Codec.Runtime)
	}
	if ownCode != sonicOwnCode {
		t.Errorf("sonic's own code ran: %v, sonic's build constraints say %v", ownCode, sonicOwnCode)
	}
}
