// Package ej holds easyjson's mirror of the objectlist model: the generated
// methods live here, not on the model, so encoding/json stays reflective
// (the flaw of seed 002 was exactly that they did not).
package ej

//go:generate go tool easyjson -all -no_std_marshalers types.go

// Object mirrors objectlist.Object with the same JSON names.
type Object struct {
	StringProp1 string     `json:"string_prop_1"`
	StringProp2 string     `json:"string_prop_2"`
	List        []Embedded `json:"list"`
}

// Embedded mirrors objectlist.Embedded.
type Embedded struct {
	StringProp string `json:"string_prop"`
	IntProp    int64  `json:"int_prop"`
}
