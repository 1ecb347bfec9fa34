package transaction

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/internal/handjsontest"
)

// The hand-written JSON codecs write the wire form's JSON (wire.go):
// encoding/json reads their bytes back, and they read encoding/json's, nil
// and empty apart.
func TestHandWrittenJSON(t *testing.T) {
	gen, err := ToWire(Generate(3))
	if err != nil {
		t.Fatal(err)
	}
	msgs := []*WireTransactions{gen, {}, {Txx: []*WireTransaction{}}, {Txx: []*WireTransaction{{Data: []byte{}, Nonce: 1 << 63}}}, nil}
	equal := func(want, got *WireTransactions) error {
		if !reflect.DeepEqual(want, got) {
			return fmt.Errorf("%+v, want %+v", got, want)
		}
		return nil
	}
	t.Run("jx", func(t *testing.T) {
		c := jxOfferWireTransactions().(jx.Conv[*WireTransactions])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
	t.Run("fastjson", func(t *testing.T) {
		c := fjOfferWireTransactions().(fastjson.Conv[*WireTransactions])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
}
