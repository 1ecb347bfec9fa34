package boutique

import (
	"testing"

	"github.com/serbench/serbench/codecs/baseline"
)

// checkTruncated decodes every prefix of m's baseline encoding: each must
// fail, never panic; the whole encoding gives m back.
func checkTruncated[M Message](t *testing.T, c baseline.Conv[M], m M) {
	t.Helper()
	b := c.Append(nil, m)
	if len(b) != c.Size(m) {
		t.Errorf("%T: %d bytes, Size says %d", m, len(b), c.Size(m))
	}
	got, err := baseline.Decode(b, c.Read)
	if err != nil {
		t.Fatalf("%T: %v", m, err)
	}
	if err := equal(m, got); err != nil {
		t.Fatalf("%T: round trip: %v", m, err)
	}
	for n := range len(b) {
		if _, err := baseline.Decode(b[:n], c.Read); err == nil {
			t.Fatalf("%T: %d of %d bytes decoded without error", m, n, len(b))
		}
	}
}

// The generated baseline code of the messages with every field kind:
// nested messages, lists of messages (a nil element too), lists of strings.
func TestBaselineTruncated(t *testing.T) {
	var cart *Cart
	var order *OrderResult
	var recs *ListRecommendationsRequest
	for _, m := range smallTrace(6) {
		switch m := m.(type) {
		case *Cart:
			cart = m
		case *OrderResult:
			order = m
		case *ListRecommendationsRequest:
			recs = m
		}
	}
	if cart == nil || order == nil || recs == nil {
		t.Fatal("the small trace lacks a Cart, an OrderResult or a ListRecommendationsRequest")
	}
	checkTruncated(t, baselineCart(), &Cart{UserID: cart.UserID, Items: append(cart.Items[:len(cart.Items):len(cart.Items)], nil)})
	checkTruncated(t, baselineOrderResult(), order)
	checkTruncated(t, baselineListRecommendationsRequest(), recs)
	checkTruncated(t, baselineEmpty(), &Empty{})
}
