package userbuild

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// msgp's code for the schema: protoc-gen-serbench writes the mirrors of the
// model types (package mp, msgp_mirror_gen.go) with the model's
// conversions (model/msgp_gen.go), and tinylib/msgp, built from serbench's
// go.mod tool directive, writes their methods. msgp only parses the mirror
// file. When it fails, or warns (it drops a field it cannot carry, with a
// warning), or its code does not compile, the mirrors are removed and the
// model written again without them, with the reason as the two codecs'
// (userproto's Schema.LeftOut). The other codecs need not wait for it.

const (
	msgpOn     = "on"
	msgpMirror = "mp/msgp_mirror_gen.go"
	msgpOut    = "mp/msgp_mirror_gen_msgp.go"
	msgpModel  = "model/msgp_gen.go"
)

// generateMsgp runs msgp on the mirrors when the model has them.
func (s *Schema) generateMsgp(dir, gogo string) error {
	if s.msgp != msgpOn {
		return nil
	}
	if why := runMsgp(filepath.Join(dir, ".plugins", "msgp"), dir); why != "" {
		s.msgp = why
		return s.withoutMsgp(dir, gogo)
	}
	return nil
}

// runMsgp runs msgp (bin) on dir's mirror file: "" when it wrote their
// methods, else why not.
func runMsgp(bin, dir string) string { return runMsgpOn(bin, dir, msgpMirror, msgpOut) }

// runMsgpOn runs msgp (bin) on dir's file mirror (slash-separated, relative
// to dir), writing file gen: "" when it wrote their methods, else why not.
func runMsgpOn(bin, dir, mirror, gen string) string {
	// -v prints msgp's warnings, which are otherwise silent.
	cmd := exec.Command(bin, "-v", "-file", filepath.FromSlash(mirror), "-o", filepath.FromSlash(gen), "-tests=false", "-io=false")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		line, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		if line == "" {
			line = err.Error()
		}
		return "msgp could not write its code for the schema: " + line
	}
	for line := range strings.SplitSeq(string(out), "\n") {
		if _, warn, ok := strings.Cut(line, "warn: "); ok {
			warn = strings.TrimPrefix(strings.TrimSpace(warn), mirror+": ")
			return "msgp cannot carry the schema (it would drop a field: " + warn + ")"
		}
	}
	return ""
}

// withoutMsgp removes msgp's code and writes the model again without it.
func (s *Schema) withoutMsgp(dir, gogo string) error {
	if err := errors.Join(os.RemoveAll(filepath.Join(dir, "mp")), removeIfThere(filepath.Join(dir, filepath.FromSlash(msgpModel)))); err != nil {
		return err
	}
	return s.generateModel(dir, gogo)
}

// dropMsgp handles a failed build of dir: when msgp's code or the
// conversions are what does not compile, it removes them, writes the model
// again without them and reports true, so that the build is retried.
func (s *Schema) dropMsgp(dir, gogo string, buildErr error, stderr io.Writer) (bool, error) {
	if buildErr == nil || s.msgp != msgpOn || !strings.Contains(buildErr.Error(), "msgp_") {
		return false, nil
	}
	why := buildErrorLine(buildErr, "msgp_") // the compiler's error, not the package's name
	fmt.Fprintf(stderr, "serbench: msgp's code for %s does not compile (%s): building without it\n", s.Proto, why)
	s.msgp = "msgp's code or serbench's conversions for the schema did not compile: " + why
	// gogofaster's code may have been left out as the module was written.
	if _, err := os.Stat(filepath.Join(dir, "gogopb")); err != nil && gogo == "on" {
		gogo = "build"
	}
	return true, s.withoutMsgp(dir, gogo)
}
