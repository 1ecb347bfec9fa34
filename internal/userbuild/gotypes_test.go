package userbuild

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/serbench/serbench/internal/goschema"
	"github.com/serbench/serbench/suite"
)

// TestGoDerivedSchema wires a derived schema into run --go's build as
// goschema's Derive gives it: a .proto of the test module's Customer (and
// no message for Order) with its conversions (testdata/derived). The
// schema codecs must bind to Customer through it and validate, and be left
// out of Order with Derive's reason.
func TestGoDerivedSchema(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program for the types (about a minute)")
	}
	proto, err := os.ReadFile(filepath.Join("testdata", "derived", "gotypes.proto"))
	if err != nil {
		t.Fatal(err)
	}
	conv, err := os.ReadFile(filepath.Join("testdata", "derived", "conv.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	model, err := filepath.Abs(filepath.Join("..", "cli", "gotypestest", "testdata", "gotypes", "internal", "model"))
	if err != nil {
		t.Fatal(err)
	}
	saved := derive
	t.Cleanup(func() { derive = saved })
	derive = func(o goschema.Options) (*goschema.Result, error) {
		if o.ProtoPackage != derivedPackage || o.GoPackage != "example.com/gotypes/"+buildModElem+"/pb" || o.ConvPackage != convPackage || o.Dir != model {
			t.Errorf("Derive got %+v", o)
		}
		return &goschema.Result{ProtoFile: "gotypes.proto", Proto: proto, Conv: conv,
			Messages: map[string]string{"Customer": "Customer"},
			LeftOut:  map[string]string{"Order": "no derived schema for Order here"}}, nil
	}
	t.Setenv(CacheEnv, t.TempDir())
	g, err := LoadGo(GoOptions{Package: model, Types: []string{"Order", "Customer"}})
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	bin, err := g.Build(&stderr)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	cmd := exec.Command(bin, "verify", "--go", model, "--type", "Order,Customer", "--messages", "20")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil || !strings.Contains(out.String(), " 0 failed") {
		t.Fatalf("verify: %v\n%s\n%s", err, out.String(), errOut.String())
	}
	log := errOut.String()
	for _, c := range []string{"protobuf", "vtprotobuf", "protojson", "symphony", "jx", "baseline", "mus", "colfer", "bebop", "json", "easyjson", "msgp"} {
		for _, v := range []string{"Customer"} {
			if cell := "model/" + v + "/" + c + "/read ok"; !strings.Contains(log, cell) {
				t.Errorf("no %s", cell)
			}
		}
	}
	for _, c := range []string{"protobuf", "flatbuffers", "capnp", "symphony"} {
		if strings.Contains(log, "model/trace/"+c+"/") || strings.Contains(log, "model/Order/"+c+"/") {
			t.Errorf("%s has cells of Order, which no derived schema carries", c)
		}
	}
	if !strings.Contains(log, "Order: no derived schema for Order here") {
		t.Errorf("the schema codecs are not left out of Order with Derive's reason:\n%s", log)
	}
	// A derivation error that is the user's is bad usage.
	derive = func(goschema.Options) (*goschema.Result, error) {
		return nil, &suite.UsageError{Msg: "--type Order: a field of kind chan"}
	}
	g.easyjson, g.msgp = "", ""
	if err := g.deriveSchema(t.TempDir(), "", ""); err == nil || !strings.Contains(err.Error(), "kind chan") {
		t.Errorf("a user error of Derive: %v", err)
	}
}
