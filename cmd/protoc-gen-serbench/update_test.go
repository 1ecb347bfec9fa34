package main

import (
	"strings"
	"testing"
)

func TestDeclareUpdates(t *testing.T) {
	newS := func() *schema {
		return &schema{Messages: []*message{{Name: "CartItem", Fields: []*field{
			{Proto: "product_id", Kind: kindString}, {Proto: "quantity", Kind: kindInt},
		}}}}
	}
	s := newS()
	if err := s.declareUpdates(updateFlags{"CartItem/quantity/product_id"}); err != nil {
		t.Fatal(err)
	}
	if u := s.Messages[0].Update; u == nil || u.Int.Proto != "quantity" || u.Str.Proto != "product_id" || !s.HasUpdates() {
		t.Fatalf("update %+v", u)
	}
	for decl, want := range map[string]string{
		"CartItem/quantity":             "want Message/scalar_field/string_field",
		"Cart/quantity/product_id":      "no message Cart",
		"CartItem/product_id/quantity":  "is not a single int",
		"CartItem/quantity/quantity":    "is not a single string",
		"CartItem/quantity/description": "has no field description",
	} {
		err := newS().declareUpdates(updateFlags{decl})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", decl, err, want)
		}
	}
}
