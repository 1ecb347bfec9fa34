package main

import "testing"

func TestModelName(t *testing.T) {
	for proto, want := range map[string]string{
		"id":                          "ID",
		"product_id":                  "ProductID",
		"product_ids":                 "ProductIDs",
		"price_usd":                   "PriceUSD",
		"redirect_url":                "RedirectURL",
		"credit_card_cvv":             "CreditCardCVV",
		"credit_card_expiration_year": "CreditCardExpirationYear",
		"shipping_tracking_id":        "ShippingTrackingID",
		"currency_codes":              "CurrencyCodes",
		"status":                      "Status", // a plural s only after an initialism
		"api_urls":                    "APIURLs",
		"http_status":                 "HTTPStatus",
		"zip_code2":                   "ZipCode2",
	} {
		if got := modelName(proto); got != want {
			t.Errorf("modelName(%q) = %q, want %q", proto, got, want)
		}
	}
}

func TestSchemaCamel(t *testing.T) {
	for proto, want := range map[string]string{
		"id":              "Id",
		"product_ids":     "ProductIds",
		"price_usd":       "PriceUsd",
		"credit_card_cvv": "CreditCardCvv",
		"text":            "Text",
	} {
		if got := schemaCamel(proto); got != want {
			t.Errorf("schemaCamel(%q) = %q, want %q", proto, got, want)
		}
	}
}
