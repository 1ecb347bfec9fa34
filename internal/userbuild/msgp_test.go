package userbuild

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// msgp drops a field it cannot carry with only a warning: runMsgp makes
// that warning the codecs' reason, and writes the methods otherwise.
func TestRunMsgp(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "msgp")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/tinylib/msgp").CombinedOutput(); err != nil {
		t.Fatalf("build msgp: %v\n%s", err, out)
	}
	for _, c := range []struct{ name, field, want string }{
		{"carried", "M map[bool]int32\n\tT *time.Time", ""},
		{"dropped", "M map[bool]int32\n\tC chan int", "msgp cannot carry the schema (it would drop a field: A: C: ignored)"},
	} {
		dir := t.TempDir()
		mirror := filepath.Join(dir, filepath.FromSlash(msgpMirror))
		if err := os.MkdirAll(filepath.Dir(mirror), 0o755); err != nil {
			t.Fatal(err)
		}
		src := "package mp\n\nimport \"time\"\n\n//msgp:maps binkeys\n\ntype A struct {\n\t" + c.field + "\n}\n\nvar _ time.Time\n"
		if err := os.WriteFile(mirror, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := runMsgp(bin, dir); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(msgpOut))); c.want == "" && err != nil {
			t.Errorf("%s: no methods written: %v", c.name, err)
		}
	}
}
