package structs

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/serbench/serbench/codecs/fastjson"
	"github.com/serbench/serbench/codecs/jx"
	"github.com/serbench/serbench/internal/handjsontest"
)

// The hand-written JSON codecs write the model's JSON: encoding/json reads
// their bytes back, and they read encoding/json's, nil and empty apart.
func TestHandWrittenJSON(t *testing.T) {
	at := time.Date(2024, 2, 29, 23, 59, 59, 123456789, time.UTC)
	edge := &Big{CountryBytes: []byte{}, CreatedAt: &at, MediumField: &Medium{MediumMoneyBalance: 1e-7, CreatedAt: &at}}
	check(t, "big", []*Big{NewBig(), edge, {}, nil})
	check(t, "tiny", []*Tiny{NewTiny(), {}})
	check(t, "medium", []*Medium{NewMedium(), {MediumMoneyBalance: 12345678.901234567}})
	check(t, "big-slice", []*BigArray{NewBigArray(), {BigArr: []*Big{}}, {BigArr: []*Big{nil}}, {}})
	check(t, "complexmap", []*ComplexAndHuge{{ComplexMap: ComplexMap{"b": nil, "a": {BigSlice: []*Big{edge}}}}, {ComplexMap: ComplexMap{}}, {}})
	check(t, "tiny-slice", []*TinyArray{NewTinyArray()})
	check(t, "medium-slice", []*MediumArray{NewMediumArray()})
}

// check checks the hand-written JSON conversions variant offers on msgs.
func check[M any](t *testing.T, variant string, msgs []M) {
	t.Helper()
	equal := func(want, got M) error {
		// Strict: nil and empty apart (the dataset's Equal is not).
		if !reflect.DeepEqual(want, got) {
			return fmt.Errorf("%.300v, want %.300v", got, want)
		}
		return nil
	}
	var jc jx.Conv[M]
	var fc fastjson.Conv[M]
	for _, o := range offers.For(typeName[M]()) {
		switch c := o.(type) {
		case jx.Conv[M]:
			jc = c
		case fastjson.Conv[M]:
			fc = c
		}
	}
	if jc.Encode == nil || fc.Encode == nil {
		t.Fatalf("%T: no hand-written JSON offered", *new(M))
	}
	t.Run(fmt.Sprintf("jx/%T", *new(M)), func(t *testing.T) { handjsontest.Check(t, msgs, equal, jc.Marshal, jc.Unmarshal) })
	t.Run(fmt.Sprintf("fastjson/%T", *new(M)), func(t *testing.T) { handjsontest.Check(t, msgs, equal, fc.Marshal, fc.Unmarshal) })
}
