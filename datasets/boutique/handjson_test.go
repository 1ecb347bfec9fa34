package boutique

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/serbench/serbench/suite"
)

// The generated jx and fastjson code writes the model's JSON: the bytes
// are encoding/json's (without its HTML escaping, which neither library
// does), encoding/json reads them back, and the code reads encoding/json's
// bytes. Every kind is checked on its trace messages, its zero value
// (every field omitted) and a nil.
func TestHandWrittenJSON(t *testing.T) {
	tr := GenerateTrace()[:3000]
	load := fixedTrace(tr)
	for k := range Kind(numKinds) {
		msgs := []Message{}
		for _, m := range tr {
			if m.kind() == k {
				msgs = append(msgs, m)
			}
		}
		def := kinds[k].def(suite.Info{}, "test", k, load)
		convs := reflect.ValueOf(def).Elem().FieldByName("Conversions").Interface().([]any)
		found := 0
		for _, c := range convs {
			ct := reflect.TypeOf(c)
			if !strings.HasSuffix(ct.PkgPath(), "/codecs/jx") && !strings.HasSuffix(ct.PkgPath(), "/codecs/fastjson") {
				continue
			}
			found++
			marshal := reflect.ValueOf(c).MethodByName("Marshal")
			unmarshal := reflect.ValueOf(c).MethodByName("Unmarshal")
			mt := marshal.Type().In(0) // *Message type
			cases := append(msgs, reflect.New(mt.Elem()).Interface().(Message), reflect.Zero(mt).Interface().(Message))
			for i, m := range cases {
				out := marshal.Call([]reflect.Value{reflect.ValueOf(m)})
				if err, _ := out[1].Interface().(error); err != nil {
					t.Fatalf("%s %s %d: marshal: %v", ct, k, i, err)
				}
				got := out[0].Bytes()
				var std bytes.Buffer
				enc := json.NewEncoder(&std)
				enc.SetEscapeHTML(false)
				if err := enc.Encode(m); err != nil {
					t.Fatal(err)
				}
				if want := bytes.TrimSuffix(std.Bytes(), []byte("\n")); !bytes.Equal(got, want) {
					t.Fatalf("%s %s %d: wrote\n%s\nencoding/json writes\n%s", ct, k, i, got, want)
				}
				back := reflect.New(mt)
				if err := json.Unmarshal(got, back.Interface()); err != nil {
					t.Fatalf("%s %s %d: encoding/json cannot read it: %v", ct, k, i, err)
				}
				if err := equal(m, back.Elem().Interface().(Message)); err != nil && !reflect.ValueOf(m).IsNil() {
					t.Fatalf("%s %s %d: encoding/json reads back another model: %v", ct, k, i, err)
				}
				std2, err := json.Marshal(m)
				if err != nil {
					t.Fatal(err)
				}
				out = unmarshal.Call([]reflect.Value{reflect.ValueOf(std2)})
				if err, _ := out[1].Interface().(error); err != nil {
					t.Fatalf("%s %s %d: cannot read encoding/json's bytes: %v", ct, k, i, err)
				}
				if !reflect.ValueOf(m).IsNil() {
					if err := equal(m, out[0].Interface().(Message)); err != nil {
						t.Fatalf("%s %s %d: reads encoding/json's bytes as another model: %v", ct, k, i, err)
					}
				} else if !out[0].IsNil() {
					t.Fatalf("%s %s %d: null read as %v", ct, k, i, out[0])
				}
			}
		}
		if found != 2 {
			t.Errorf("%s: %d of jx and fastjson offered, want both", k, found)
		}
	}
}
