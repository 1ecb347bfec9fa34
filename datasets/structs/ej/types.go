// Package ej holds easyjson's mirror of the structs model: the generated
// methods live here, not on the model, so encoding/json stays reflective.
// The JSON names are the model's, so json and easyjson write the same
// document.
package ej

//go:generate go tool easyjson -all -no_std_marshalers types.go

import "time"

// Tiny mirrors structs.Tiny.
type Tiny struct {
	TinyID  int64  `json:"tiny_id"`
	SomeStr string `json:"some_str"`
}

// Medium mirrors structs.Medium.
type Medium struct {
	MediumID           int64      `json:"medium_id"`
	FirstName          string     `json:"first_name"`
	LastName           string     `json:"last_name"`
	MediumMoneyBalance float64    `json:"medium_money_balance"`
	CreatedAt          *time.Time `json:"created_at"`
	TinyField          *Tiny      `json:"tiny_field"`
}

// Big mirrors structs.Big.
type Big struct {
	BigID        int64      `json:"big_id"`
	Age          uint64     `json:"age"`
	Country      string     `json:"country"`
	CountryBytes []byte     `json:"country_bytes"`
	CreatedAt    *time.Time `json:"created_at"`
	UpdatedAt    *time.Time `json:"updated_at"`
	DeletedAt    *time.Time `json:"deleted_at"`
	TinyField    *Tiny      `json:"tiny_field"`
	MediumField  *Medium    `json:"medium_field"`
}

// Huge mirrors structs.Huge.
type Huge struct {
	BigSlice        []*Big `json:"big_slice"`
	BiggerSlice     []*Big `json:"bigger_slice"`
	TheBiggestSlice []*Big `json:"the_biggest_slice"`
}

// ComplexAndHuge mirrors structs.ComplexAndHuge.
type ComplexAndHuge struct {
	ComplexMap map[string]*Huge `json:"complex_map"`
}

// TinyArray mirrors structs.TinyArray.
type TinyArray struct {
	TinyArr []*Tiny `json:"tiny_arr"`
}

// MediumArray mirrors structs.MediumArray.
type MediumArray struct {
	MediumArr []*Medium `json:"medium_arr"`
}

// BigArray mirrors structs.BigArray.
type BigArray struct {
	BigArr []*Big `json:"big_arr"`
}

// HugeArray mirrors structs.HugeArray.
type HugeArray struct {
	HugeArr []*Huge `json:"huge_arr"`
}

// ComplexAndHugeArray mirrors structs.ComplexAndHugeArray.
type ComplexAndHugeArray struct {
	ComplexAndHugeArr []*ComplexAndHuge `json:"complex_arr"`
}
