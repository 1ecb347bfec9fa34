package userbuild

import (
	"errors"
	"github.com/serbench/serbench/internal/gobuild"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// easyjson's code for the schema: protoc-gen-serbench writes the mirrors
// of the model types (model/easyjson_mirror_gen.go) and easyjson, built
// from serbench's go.mod tool directive, writes their methods. easyjson
// loads the model package to write them: when it fails, the mirrors are
// removed and the model written again without them, with easyjson's error
// as the codec's reason (userproto's Schema.LeftOut). The other codecs
// need not wait for it.

const (
	easyjsonOn     = "on"
	easyjsonMirror = "easyjson_mirror_gen.go"
	easyjsonOut    = "easyjson_mirror_gen_easyjson.go"
)

// generateEasyjson runs easyjson on the mirrors when the model has them.
func (s *Schema) generateEasyjson(dir, gogo string) error {
	if s.easyjson != easyjsonOn {
		return nil
	}
	goBin, err := gobuild.GoTool()
	if err != nil {
		return err
	}
	model := filepath.Join(dir, "model")
	var line string
	for {
		cmd := exec.Command(filepath.Join(dir, ".plugins", "easyjson"), "-no_std_marshalers", easyjsonMirror)
		cmd.Dir = model
		// easyjson runs the go command to load the package: the toolchain
		// serbench runs with, completing the program's go.mod as the build does.
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false -mod=mod",
			"PATH="+filepath.Dir(goBin)+string(os.PathListSeparator)+os.Getenv("PATH"))
		out, err := cmd.CombinedOutput()
		if err == nil {
			return nil
		}
		// Another language's code that does not compile fails easyjson's
		// load of the model: leave that language out and load it again.
		// The go command names files from the model's folder: ../thgen/x.go
		// is the module's thgen/x.go, as the build names it.
		msg := strings.ReplaceAll("\n"+strings.TrimSpace(string(out)), "\n../", "\n")[1:]
		loadErr := errors.New(msg + ": " + err.Error())
		retry, dropErr := s.dropFailed(dir, gogo, loadErr)
		if dropErr != nil {
			return dropErr
		}
		if !retry {
			// easyjson's own error, or the compiler's under a "# package" line.
			if line = firstLine(loadErr); strings.HasPrefix(line, "# ") {
				line = buildErrorLine(loadErr, "")
			}
			break
		}
	}
	s.easyjson = "easyjson could not write its code for the schema: " + line
	if err := errors.Join(os.Remove(filepath.Join(model, easyjsonMirror)), removeIfThere(filepath.Join(model, easyjsonOut))); err != nil {
		return err
	}
	return s.generateModel(dir, gogo)
}

func removeIfThere(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
