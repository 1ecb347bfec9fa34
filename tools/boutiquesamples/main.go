// Command boutiquesamples writes a user's schema and captured traffic of a
// real service's shape: Online Boutique's schema (datasets/boutique's
// boutique.proto as package hipstershop, with the demo's services) as
// DIR/demo.proto, and boutique's generated trace (33 message types,
// 99,222 messages, 64 MB) as sample files in DIR/samples, one
// <MessageName>.jsonl a type (protojson, a message a line), for
//
//	go run ./cmd/serbench run --proto DIR/demo.proto --samples DIR/samples
//
// The schema is renamed because serbench's own program links boutique's
// protobuf types, and protobuf's registry refuses a second file or message
// of the same name.
//
// Usage, from serbench's folder: go run ./tools/boutiquesamples -out DIR [-n N]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/serbench/serbench/datasets/boutique"
)

func main() {
	out := flag.String("out", "", "the folder to write demo.proto and samples/ into (made if missing)")
	n := flag.Int("n", 0, "only the trace's first n messages (0: all of them)")
	schema := flag.String("proto", filepath.Join("datasets", "boutique", "boutique.proto"), "boutique's schema")
	flag.Parse()
	if *out == "" || *n < 0 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: boutiquesamples -out DIR [-n N] [-proto boutique.proto]")
		os.Exit(2)
	}
	if err := write(*out, *schema, *n); err != nil {
		fmt.Fprintln(os.Stderr, "boutiquesamples:", err)
		os.Exit(1)
	}
}

// services are the Online Boutique demo's RPCs over the schema's messages.
const services = `
service CartService {
  rpc AddItem(AddItemRequest) returns (Empty) {}
  rpc GetCart(GetCartRequest) returns (Cart) {}
  rpc EmptyCart(EmptyCartRequest) returns (Empty) {}
}
service RecommendationService {
  rpc ListRecommendations(ListRecommendationsRequest) returns (ListRecommendationsResponse) {}
}
service ProductCatalogService {
  rpc ListProducts(Empty) returns (ListProductsResponse) {}
  rpc GetProduct(GetProductRequest) returns (Product) {}
  rpc SearchProducts(SearchProductsRequest) returns (SearchProductsResponse) {}
}
service ShippingService {
  rpc GetQuote(GetQuoteRequest) returns (GetQuoteResponse) {}
  rpc ShipOrder(ShipOrderRequest) returns (ShipOrderResponse) {}
}
service CurrencyService {
  rpc GetSupportedCurrencies(Empty) returns (GetSupportedCurrenciesResponse) {}
  rpc Convert(CurrencyConversionRequest) returns (Money) {}
}
service PaymentService {
  rpc Charge(ChargeRequest) returns (ChargeResponse) {}
}
service EmailService {
  rpc SendOrderConfirmation(SendOrderConfirmationRequest) returns (Empty) {}
}
service CheckoutService {
  rpc PlaceOrder(PlaceOrderRequest) returns (PlaceOrderResponse) {}
}
service AdService {
  rpc GetAds(AdRequest) returns (AdResponse) {}
}
`

var (
	packageLine   = regexp.MustCompile(`(?m)^package [\w.]+;$`)
	goPackageLine = regexp.MustCompile(`(?m)^option go_package = "[^"]*";$`)
)

// write writes the renamed schema and the trace's first n messages (all
// for 0) to dir.
func write(dir, schema string, n int) error {
	src, err := os.ReadFile(schema)
	if err != nil {
		return fmt.Errorf("%w (run from serbench's folder, or give -proto)", err)
	}
	if !packageLine.Match(src) || !goPackageLine.Match(src) {
		return fmt.Errorf("%s: no package or go_package line to rename", schema)
	}
	src = packageLine.ReplaceAll(src, []byte("package hipstershop;"))
	src = goPackageLine.ReplaceAll(src, []byte(`option go_package = "example.com/hipstershop";`))
	src = append(src, services...)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "demo.proto"), src, 0o644); err != nil {
		return err
	}
	tr := boutique.GenerateTrace()
	if n > 0 && n < len(tr) {
		tr = tr[:n]
	}
	if err := boutique.WritePayloads(filepath.Join(dir, "samples"), tr); err != nil {
		return err
	}
	fmt.Printf("%s and %d messages in %s\n", filepath.Join(dir, "demo.proto"), len(tr), filepath.Join(dir, "samples"))
	return nil
}
