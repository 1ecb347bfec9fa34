package boutique

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/serbench/serbench/jsonl"
)

// payloadExt is the extension of a payload file: <MessageName>.jsonl.
const payloadExt = ".jsonl"

// maxLine bounds one payload line (a ListProductsResponse is ~25 KB).
const maxLine = 16 << 20

// LoadPayloads reads a directory in the published layout: one file
// <MessageName>.jsonl per message type, one protojson object per line
// (proto field names, int64 as a JSON string). A missing file means no
// messages of that type; a file whose name is no message type is skipped
// with a warning. The messages are put in a seeded random order, so that
// the trace mixes types as the generated one does. It needs the protobuf
// conversions (payload_protobuf.go), which a lean worker of another codec
// does not compile.
func LoadPayloads(dir string) (Trace, []string, error) {
	if err := payloadsUnsupported(); err != nil {
		return nil, nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("payloads: %w", err)
	}
	byName := map[string]Kind{}
	for k := range numKinds {
		byName[k.String()+payloadExt] = k
	}
	var warnings []string
	var tr Trace
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	for _, name := range names {
		k, ok := byName[name]
		if !ok {
			warnings = append(warnings, fmt.Sprintf("payloads: %s is not a message type's file (<MessageName>%s): skipped",
				filepath.Join(dir, name), payloadExt))
			continue
		}
		msgs, err := readPayloadFile(filepath.Join(dir, name), k)
		if err != nil {
			return nil, warnings, err
		}
		tr = append(tr, msgs...)
	}
	rng := rand.New(rand.NewChaCha8(seed))
	rng.Shuffle(len(tr), func(i, j int) { tr[i], tr[j] = tr[j], tr[i] })
	return tr, warnings, nil
}

func readPayloadFile(path string, k Kind) (Trace, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("payloads: %w", err)
	}
	defer f.Close()
	var out Trace
	line, err := jsonl.Lines(f, maxLine, func(_ int, b []byte) error {
		m, err := unmarshalPayload(k, b)
		if err != nil {
			return err
		}
		out = append(out, m)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("payloads: %s:%d: %w", path, line, err)
	}
	return out, nil
}

// WritePayloads writes tr to dir in the published layout (protojson with
// proto field names, one message per line, one file per type present).
func WritePayloads(dir string, tr Trace) error {
	if err := payloadsUnsupported(); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var files [numKinds]strings.Builder
	for _, m := range tr {
		k := m.kind()
		b, err := marshalPayload(m)
		if err != nil {
			return fmt.Errorf("payloads: %s: %w", k, err)
		}
		files[k].Write(b)
		files[k].WriteByte('\n')
	}
	var errs []error
	for k := range numKinds {
		if files[k].Len() == 0 {
			continue
		}
		errs = append(errs, os.WriteFile(filepath.Join(dir, k.String()+payloadExt), []byte(files[k].String()), 0o644))
	}
	return errors.Join(errs...)
}
