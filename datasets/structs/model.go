// Package structs is the dataset of seed 003: gob against protobuf on five
// nested structs of growing size, Tiny, Medium, Big, Huge (1,330 Bigs) and
// ComplexAndHuge (a map of 50 Huges), each alone and in a slice.
package structs

import (
	"strconv"
	"time"
)

// The model types are field for field the seed's. They carry JSON names
// (the proto field names) so that json and easyjson write the same
// document, and no JSON methods, so that encoding/json uses reflection.

// Tiny is the smallest struct: an id and a short string.
type Tiny struct {
	TinyID  int64  `json:"tiny_id"`
	SomeStr string `json:"some_str"`
}

// Medium is a person with a balance, a creation time and a Tiny.
type Medium struct {
	MediumID           int64      `json:"medium_id"`
	FirstName          string     `json:"first_name"`
	LastName           string     `json:"last_name"`
	MediumMoneyBalance float64    `json:"medium_money_balance"`
	CreatedAt          *time.Time `json:"created_at"`
	TinyField          *Tiny      `json:"tiny_field"`
}

// Big is a record with three timestamps (DeletedAt nil unless deleted), a
// Tiny and a Medium.
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

// Huge holds 1,330 Bigs in three slices.
type Huge struct {
	BigSlice        []*Big `json:"big_slice"`
	BiggerSlice     []*Big `json:"bigger_slice"`
	TheBiggestSlice []*Big `json:"the_biggest_slice"`
}

// ComplexMap is the seed's named map type; gob names it in the stream.
type ComplexMap map[string]*Huge

// ComplexAndHuge maps the keys "0" to "49" to a Huge each.
type ComplexAndHuge struct {
	ComplexMap ComplexMap `json:"complex_map"`
}

// The seed's slice benchmarks encoded these wrapper structs, not bare
// slices (gob and protobuf alike), so the slice variants do too.

// TinyArray is the tiny-slice message.
type TinyArray struct {
	TinyArr []*Tiny `json:"tiny_arr"`
}

// MediumArray is the medium-slice message.
type MediumArray struct {
	MediumArr []*Medium `json:"medium_arr"`
}

// BigArray is the big-slice message.
type BigArray struct {
	BigArr []*Big `json:"big_arr"`
}

// HugeArray is the huge-slice message.
type HugeArray struct {
	HugeArr []*Huge `json:"huge_arr"`
}

// ComplexAndHugeArray is the complexmap-slice message.
type ComplexAndHugeArray struct {
	ComplexAndHugeArr []*ComplexAndHuge `json:"complex_arr"`
}

// Counts of the published benchmark, the same for every codec.
const (
	HugeBigs          = 50   // Huge.BigSlice
	HugeBiggerBigs    = 256  // Huge.BiggerSlice
	HugeBiggestBigs   = 1024 // Huge.TheBiggestSlice
	MapKeys           = 50   // ComplexAndHuge.ComplexMap
	TinySliceLen      = 5
	MediumSliceLen    = 10
	BigSliceLen       = 50
	HugeSliceLen      = 50
	ComplexMapListLen = 10 // the seed's gob count; its protobuf run used 50
)

// BigsPerHuge is the number of Bigs in one Huge.
const BigsPerHuge = HugeBigs + HugeBiggerBigs + HugeBiggestBigs

// mapKey is the seed's key for the i-th Huge of a ComplexMap.
func mapKey(i int) string { return strconv.Itoa(i) }
