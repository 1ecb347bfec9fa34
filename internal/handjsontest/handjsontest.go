// Package handjsontest checks that a hand-written JSON codec writes the
// model's JSON as encoding/json knows it: encoding/json reads its bytes
// back to an equal model, and it reads encoding/json's bytes.
package handjsontest

import (
	"encoding/json"
	"testing"
)

// Check runs both directions on every message of msgs.
func Check[M any](t testing.TB, msgs []M, equal func(want, got M) error, marshal func(M) ([]byte, error), unmarshal func([]byte) (M, error)) {
	t.Helper()
	for i, m := range msgs {
		b, err := marshal(m)
		if err != nil {
			t.Fatalf("message %d: marshal: %v", i, err)
		}
		if !json.Valid(b) {
			t.Fatalf("message %d: not valid JSON: %.200s", i, b)
		}
		var back M
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("message %d: encoding/json cannot read it: %v", i, err)
		}
		if err := equal(m, back); err != nil {
			t.Errorf("message %d: encoding/json reads back another model: %v", i, err)
		}
		std, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := unmarshal(std)
		if err != nil {
			t.Fatalf("message %d: cannot read encoding/json's bytes: %v", i, err)
		}
		if err := equal(m, got); err != nil {
			t.Errorf("message %d: reads encoding/json's bytes as another model: %v", i, err)
		}
	}
}
