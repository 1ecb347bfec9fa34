package tickdata

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/internal/handjsontest"
)

// The hand-written JSON codecs write the model's JSON: encoding/json reads
// their bytes back, and they read encoding/json's, nil and empty apart.
func TestHandWrittenJSON(t *testing.T) {
	msgs := []*TickData{Seed(), Filled(), {}, {TransactionIDs: []string{}, ContractFees: []int64{}, VarStruct: []byte{}}, nil}
	equal := func(want, got *TickData) error {
		if !reflect.DeepEqual(want, got) {
			return fmt.Errorf("%+v, want %+v", got, want)
		}
		return nil
	}
	t.Run("jx", func(t *testing.T) {
		c := jxOfferTickData().(jx.Conv[*TickData])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
	t.Run("fastjson", func(t *testing.T) {
		c := fjOfferTickData().(fastjson.Conv[*TickData])
		handjsontest.Check(t, msgs, equal, c.Marshal, c.Unmarshal)
	})
}
