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
// With -go it writes the same traffic for --go as well: boutique's model
// structs (datasets/boutique/model_gen.go's struct types) as a module of
// their own, DIR/shop (package shop), and the messages as encoding/json
// values in DIR/gosamples, one <Type>.jsonl a type, for
//
//	cd DIR/shop && serbench run --go . --type <every type> --samples ../gosamples
//
// (the tool prints the whole command).
//
// Usage, from serbench's folder: go run ./tools/boutiquesamples -out DIR [-n N] [-go]
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"

	"github.com/serbench/serbench/datasets/boutique"
)

func main() {
	out := flag.String("out", "", "the folder to write demo.proto and samples/ into (made if missing)")
	n := flag.Int("n", 0, "only the trace's first n messages (0: all of them)")
	schema := flag.String("proto", filepath.Join("datasets", "boutique", "boutique.proto"), "boutique's schema")
	goToo := flag.Bool("go", false, "also write the model's structs as DIR/shop and the messages as encoding/json in DIR/gosamples, for --go")
	flag.Parse()
	if *out == "" || *n < 0 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: boutiquesamples -out DIR [-n N] [-go] [-proto boutique.proto]")
		os.Exit(2)
	}
	tr := trace(*n) // made once: both forms write the same messages
	err := write(*out, *schema, tr)
	if err == nil && *goToo {
		err = writeGo(*out, filepath.Join(filepath.Dir(*schema), "model_gen.go"), tr)
	}
	if err != nil {
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

// write writes the renamed schema and the messages tr to dir.
func write(dir, schema string, tr boutique.Trace) error {
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
	if err := boutique.WritePayloads(filepath.Join(dir, "samples"), tr); err != nil {
		return err
	}
	fmt.Printf("%s and %d messages in %s\n", filepath.Join(dir, "demo.proto"), len(tr), filepath.Join(dir, "samples"))
	return nil
}

// trace is boutique's trace, its first n messages (all for 0).
func trace(n int) boutique.Trace {
	tr := boutique.GenerateTrace()
	if n > 0 && n < len(tr) {
		tr = tr[:n]
	}
	return tr
}

// writeGo writes model's struct types as the module example.com/shop in
// dir/shop and the messages tr as encoding/json values in dir/gosamples,
// one <Type>.jsonl a type.
func writeGo(dir, model string, tr boutique.Trace) error {
	src, types, err := structs(model)
	if err != nil {
		return err
	}
	shop := filepath.Join(dir, "shop")
	if err := os.MkdirAll(shop, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(shop, "go.mod"), []byte("module example.com/shop\n\ngo 1.22\n"), 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(shop, "shop.go"), src, 0o644); err != nil {
		return err
	}
	files := map[string]*bytes.Buffer{}
	for _, m := range tr {
		name := reflect.TypeOf(m).Elem().Name()
		b, err := json.Marshal(m)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		if files[name] == nil {
			files[name] = &bytes.Buffer{}
		}
		files[name].Write(b)
		files[name].WriteByte('\n')
	}
	samples := filepath.Join(dir, "gosamples")
	if err := os.MkdirAll(samples, 0o755); err != nil {
		return err
	}
	var have []string
	for _, t := range types {
		if f := files[t]; f != nil {
			if err := os.WriteFile(filepath.Join(samples, t+".jsonl"), f.Bytes(), 0o644); err != nil {
				return err
			}
			have = append(have, t)
		}
	}
	fmt.Printf("%s and %d values in %s: cd %s && serbench run --go . --type %s --samples ../gosamples\n",
		shop, len(tr), samples, shop, strings.Join(have, ","))
	return nil
}

// structs returns the struct types of the Go file model, with their
// comments, as the source of a package shop, and their names in the
// file's order.
func structs(model string) ([]byte, []string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, model, nil, parser.ParseComments)
	if err != nil {
		return nil, nil, fmt.Errorf("%w (run from serbench's folder, or give -proto beside model_gen.go)", err)
	}
	var out bytes.Buffer
	out.WriteString("// Package shop is Online Boutique's messages as plain Go structs\n// (boutiquesamples -go).\npackage shop\n")
	var names []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.TYPE || len(g.Specs) != 1 {
			continue
		}
		ts := g.Specs[0].(*ast.TypeSpec)
		if _, ok := ts.Type.(*ast.StructType); !ok {
			continue
		}
		out.WriteString("\n")
		if g.Doc != nil {
			for _, c := range g.Doc.List {
				out.WriteString(c.Text + "\n")
			}
		}
		out.WriteString("type ")
		if err := printer.Fprint(&out, fset, ts); err != nil {
			return nil, nil, err
		}
		out.WriteString("\n")
		names = append(names, ts.Name.Name)
	}
	if len(names) == 0 {
		return nil, nil, fmt.Errorf("%s: no struct types", model)
	}
	src, err := format.Source(out.Bytes())
	return src, names, err
}
