package userbuild

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Symphony's code for the schema: protoc-gen-symphony writes its methods
// and Raw views beside protoc-gen-go's types in pb. It carries no oneof,
// proto3 optional or message of another Go package (Duration, the
// wrappers, the other well-known types but Timestamp), and rejects such a
// schema: it runs as a plugin step of its own, so that its error only
// leaves the Symphony codecs out, with the error as their reason
// (userproto's Schema.LeftOut), and never fails the build.

// symphonyOn is Schema.symphony when the code is there.
const symphonyOn = "on"

// generateSymphony runs protoc-gen-symphony into dir's pb package, and
// records in s.symphony whether it did or why not.
func (s *Schema) generateSymphony(dir string) {
	err := s.runPlugin(dir, "protoc-gen-symphony", "module="+s.modPath()+","+s.mappings(s.pbPath()+";pb", nil), dir, nil)
	if err == nil {
		s.symphony = symphonyOn
		return
	}
	s.symphony = "protoc-gen-symphony cannot carry the schema: " + pluginMessage(err)
}

// dropSymphony handles a failed build of dir: when protoc-gen-symphony's
// code is what does not compile, it removes that code, writes the model
// again without Symphony and reports true, so that the build is retried
// without it. The other codecs need not wait for Symphony.
func (s *Schema) dropSymphony(dir string, buildErr error, stderr io.Writer) (bool, error) {
	if buildErr == nil || s.symphony != symphonyOn || !strings.Contains(buildErr.Error(), "_symphony.pb.go") {
		return false, nil
	}
	line := buildErrorLine(buildErr, "_symphony.pb.go")
	fmt.Fprintf(stderr, "serbench: protoc-gen-symphony's code for %s does not compile (%s): building without it\n", s.Proto, line)
	files, err := filepath.Glob(filepath.Join(dir, "pb", "*_symphony.pb.go"))
	if err != nil {
		return false, err
	}
	for _, f := range files {
		if err := os.Remove(f); err != nil {
			return false, err
		}
	}
	s.symphony = "protoc-gen-symphony's code for the schema does not compile: " + line
	gogo := s.gogoPlan()
	if _, err := os.Stat(filepath.Join(dir, "gogopb")); err != nil && gogo == "on" {
		gogo = builtWithout("")
	}
	return true, s.generateModel(dir, gogo)
}
