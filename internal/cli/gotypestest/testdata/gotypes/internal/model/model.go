// Package model is a user's Go types for serbench run --go's tests: nested
// structs, pointers, slices, maps, bytes, times, an embedded struct, json
// tags, a named string type and an enum-like int type.
package model

import "time"

// Status is an enum-like int type.
type Status int

// The statuses of an order.
const (
	Pending Status = iota
	Paid
	Shipped
	Cancelled
)

// Currency is a named string type.
type Currency string

// Audit is embedded in the types that record who changed them.
type Audit struct {
	CreatedBy string    `json:"created_by"`
	CreatedAt time.Time `json:"created_at"`
}

// Money is an amount in a currency.
type Money struct {
	Currency Currency `json:"currency"`
	Units    int64    `json:"units"`
	Nanos    int32    `json:"nanos"`
}

// Address is where an order goes.
type Address struct {
	Street  string `json:"street"`
	City    string `json:"city"`
	Zip     uint32 `json:"zip"`
	Country string `json:"country"`
}

// Item is a line of an order.
type Item struct {
	SKU      string  `json:"sku"`
	Quantity int     `json:"qty"`
	Price    Money   `json:"price"`
	Weight   float64 `json:"weight"`
	Tags     []string
}

// Order is a customer's order.
type Order struct {
	Audit
	ID         uint64            `json:"id"`
	Customer   string            `json:"customer"`
	Status     Status            `json:"status"`
	Items      []Item            `json:"items"`
	ShipTo     *Address          `json:"ship_to"`
	Total      Money             `json:"total"`
	Labels     map[string]string `json:"labels"`
	Signature  []byte            `json:"signature"`
	PaidAt     *time.Time        `json:"paid_at"`
	Gift       bool              `json:"gift"`
	Attributes map[string]int32  `json:"attributes"`
}

// Customer is a second root type, for the trace of several types.
type Customer struct {
	Name     string   `json:"name"`
	Email    string   `json:"email"`
	Home     Address  `json:"home"`
	Balance  Money    `json:"balance"`
	Orders   []uint64 `json:"orders"`
	Verified bool     `json:"verified"`
}

// NotAStruct is a named type that is not a struct, for the bad-input test.
type NotAStruct []Item
