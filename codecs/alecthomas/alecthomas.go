// Package alecthomas is the github.com/alecthomas/binary codec: a compact
// reflection codec of Go structs, bound to the models' own Go values.
package alecthomas

import (
	"fmt"

	"github.com/alecthomas/binary"

	"github.com/serbench/serbench/codecs/internal/deref"
	"github.com/serbench/serbench/suite"
)

// Name is the codec's name.
const Name = "alecthomas-binary"

// noPointers is why the structs and boutique messages with pointer fields
// (a *time.Time, a nested struct or message) are left out.
const noPointers = "The message has pointer fields or elements (a *time.Time, a nested struct or message), and " +
	"alecthomas/binary decodes no pointers and encodes no slices of them (\"binary: unsupported type *structs.Tiny\", " +
	"\"*boutique.CartItem\" and the like)."

const nilPointers = "The model's pointers are the document's nulls and absent fields, and alecthomas/binary panics " +
	"on a nil one (\"reflect: call of reflect.Value.Type on zero Value\")."

// Codec is binary.Marshal and binary.Unmarshal.
var Codec = suite.Codec{
	Name:   Name,
	Title:  "alecthomas/binary",
	Module: "github.com/alecthomas/binary",
	URL:    "https://github.com/alecthomas/binary",
	Family: "binary (Go structs)",
	Labels: []string{suite.LabelReflection, suite.LabelBinary},
	Notes: "binary.Marshal and binary.Unmarshal on the model values: fields in declaration order with no names; " +
		"a pointer model (*T) is written as T and read into a new T.",
	Unfit: map[string]string{
		"transaction": "alecthomas/binary supports no pointer fields or elements (\"binary: unsupported type " +
			"*transaction.Transaction\"), and the message is a []*Transaction with *PublicKey and *Signature fields.",
		// Every struct but Tiny has pointer fields or elements.
		"structs/medium":           noPointers,
		"structs/big":              noPointers,
		"structs/huge":             noPointers,
		"structs/complexmap":       noPointers,
		"structs/tiny-slice":       noPointers,
		"structs/medium-slice":     noPointers,
		"structs/big-slice":        noPointers,
		"structs/huge-slice":       noPointers,
		"structs/complexmap-slice": noPointers,
		// The message types with a nested message, and the mixes of all.
		"boutique/trace":                        noPointers,
		"boutique/sample":                       noPointers,
		"boutique/AddItemRequest":               noPointers,
		"boutique/Cart":                         noPointers,
		"boutique/Product":                      noPointers,
		"boutique/ListProductsResponse":         noPointers,
		"boutique/SearchProductsResponse":       noPointers,
		"boutique/GetQuoteRequest":              noPointers,
		"boutique/GetQuoteResponse":             noPointers,
		"boutique/ShipOrderRequest":             noPointers,
		"boutique/CurrencyConversionRequest":    noPointers,
		"boutique/ChargeRequest":                noPointers,
		"boutique/OrderItem":                    noPointers,
		"boutique/OrderResult":                  noPointers,
		"boutique/SendOrderConfirmationRequest": noPointers,
		"boutique/PlaceOrderRequest":            noPointers,
		"boutique/PlaceOrderResponse":           noPointers,
		"boutique/AdResponse":                   noPointers,
		// The public documents' models (datasets twitter, citm, canada, golang, fhir).
		"twitter": nilPointers,
		"citm":    nilPointers,
		"fhir":    nilPointers,
	},
	Bind: func(m suite.Model) (suite.Binding, bool) {
		return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
	},
}

func marshal(v any) ([]byte, error) {
	b, err := binary.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("alecthomas-binary: %w", err)
	}
	return b, nil
}

func unmarshal(b []byte, ptr any) error {
	if err := deref.Decode(ptr, func(into any) error { return binary.Unmarshal(b, into) }); err != nil {
		return fmt.Errorf("alecthomas-binary: %w", err)
	}
	return nil
}
