package vtprotobuf_test

import (
	"bytes"
	"fmt"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/catalog"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/codecs/vtprotobuf"
	"github.com/serbench/serbench/suite"
)

// MarshalVT writes exactly proto.Marshal's bytes for every message of
// these variants (field order and encodings alike), so the two codecs'
// sizes are the same and their times compare the same work. Maps are left
// out: neither writes map entries in a fixed order (structs' complexmap).
func TestMarshalVTIsProtoMarshal(t *testing.T) {
	variants := map[string][]string{
		"transaction": {"5000"},
		"tickdata":    {"seed", "filled"},
		"objectlist":  {"small", "mid-varied"},
		"structs":     {"tiny", "medium", "big", "huge", "big-slice"},
		"boutique":    {"sample"},
	}
	same := suite.Codec{Name: "vtprotobuf-vs-proto", Bind: protobuf.BindMessages(protobuf.MessageFuncs{
		Encode: func(m proto.Message) ([]byte, error) {
			vt, err := m.(vtprotobuf.Message).MarshalVT()
			if err != nil {
				return nil, err
			}
			ref, err := proto.Marshal(m)
			if err != nil {
				return nil, err
			}
			if !bytes.Equal(vt, ref) {
				return nil, fmt.Errorf("MarshalVT gave %x, proto.Marshal %x", vt, ref)
			}
			return vt, nil
		},
		Decode: func(b []byte, m proto.Message) error { return proto.Unmarshal(b, m) },
	})}
	seen := 0
	for _, ds := range catalog.Datasets() {
		for _, v := range variants[ds.Info().Name] {
			seen++
			b, ok := ds.Bind(v, &same)
			if !ok {
				t.Errorf("%s/%s: does not bind", ds.Info().Name, v)
				continue
			}
			l, err := ds.Load(v)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := l.Prepare(b); err != nil {
				t.Errorf("%s/%s: %v", ds.Info().Name, v, err)
			}
		}
	}
	if seen != 11 {
		t.Errorf("checked %d variants, want 11", seen)
	}
}
