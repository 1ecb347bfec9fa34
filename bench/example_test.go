package bench_test

import (
	"testing"

	"github.com/serbench/serbench/bench"
)

// Order is a type of your own.
type Order struct {
	ID       int64
	Customer string
	Items    []Item
	Notes    map[string]string
}

// Item is part of an Order.
type Item struct {
	SKU   string
	Qty   int
	Price float64
}

// orders are the samples: a few values as your program sees them. Every
// codec's figures are the mean over them.
var orders = []*Order{
	{ID: 1, Customer: "ada", Items: []Item{{"A-1", 2, 9.99}, {"B-7", 1, 120}}, Notes: map[string]string{"gift": "yes"}},
	{ID: 2, Customer: "grace", Items: []Item{{"C-3", 10, 0.5}}},
}

// In your own _test.go this is func TestOrder: which codecs carry Order
// exactly (go test -run TestOrder -v lists them, with the first difference
// of each that does not).
func testOrder(t *testing.T) {
	bench.Verify(t, orders)
}

// In your own _test.go this is func BenchmarkOrder: the sub-benchmarks
// Order/codec=<name>/op=encode and op=decode of every codec that carries
// Order.
func benchmarkOrder(b *testing.B) {
	bench.Benchmark(b, orders)
}

// A few codecs only; a named codec that cannot carry Order fails the
// benchmark instead of being skipped.
func benchmarkOrderSome(b *testing.B) {
	bench.Benchmark(b, orders, bench.WithCodecs("json", "cbor", "msgpack"))
}

// Benchmark and Verify on a type of your own. Then:
//
//	go test -run '^$' -bench Order -benchmem -count 6 > new.txt
//	benchstat -col /codec new.txt
func Example() {
	_, _, _ = testOrder, benchmarkOrder, benchmarkOrderSome
}
