package objectlist

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/internal/handjsontest"
)

// The generated jx and fastjson code (jx_gen.go, fastjson_gen.go) writes
// the model's JSON: encoding/json reads their bytes back, and they read
// encoding/json's, nil and empty apart.
// (fastjson writes control characters other than \t \n \r as Go escapes,
// not JSON: see codecs/fastjson's test; no variant has any.)
func TestHandWrittenJSON(t *testing.T) {
	msgs := []*Object{Published(1), Varied(MidN), {}, {StringProp1: "\"<&>\\/\u2028é\t", List: []Embedded{}}, nil}
	equal := func(want, got *Object) error {
		if !reflect.DeepEqual(want, got) {
			return fmt.Errorf("%.200v, want %.200v", got, want)
		}
		return nil
	}
	t.Run("jx", func(t *testing.T) {
		c := jxOfferObject().(jx.Conv[*Object])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
	t.Run("fastjson", func(t *testing.T) {
		c := fjOfferObject().(fastjson.Conv[*Object])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
}
