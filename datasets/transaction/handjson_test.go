package transaction

import (
	"errors"
	"math/big"
	"testing"

	"github.com/serbench/serbench/internal/jsoncompat"
)

// The hand-written JSON codecs write the model's JSON: encoding/json reads
// their bytes back, and they read encoding/json's, nil pointers included.
func TestHandWrittenJSON(t *testing.T) {
	edge := []*Transaction{nil, {}, {Data: []byte{}, From: &PublicKey{}, Signature: &Signature{R: big.NewInt(0)}}}
	msgs := [][]*Transaction{Generate(3), edge, nil}
	equal := func(want, got []*Transaction) error {
		if (want == nil) != (got == nil) {
			return errors.New("nil and empty differ")
		}
		return Equal(want, got)
	}
	t.Run("jx", func(t *testing.T) { c := jxConv(); jsoncompat.Check(t, msgs, equal, c.Marshal, c.Unmarshal) })
	t.Run("fastjson", func(t *testing.T) { c := fastjsonConv(); jsoncompat.Check(t, msgs, equal, c.Marshal, c.Unmarshal) })
}
