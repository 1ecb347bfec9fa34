// Package ej holds easyjson's mirror of the transaction model: the generated
// methods live here, not on the model, so encoding/json stays reflective.
package ej

import "math/big"

//go:generate go tool easyjson -all -no_std_marshalers types.go

// Transactions is the message: the bare list, as gob and json encode it.
//
//easyjson:json
type Transactions []*Transaction

// Transaction mirrors transaction.Transaction.
type Transaction struct {
	Data      []byte
	From      *PublicKey
	Signature *Signature
	Nonce     uint64
}

// PublicKey mirrors transaction.PublicKey.
type PublicKey struct {
	Key []byte
}

// Signature mirrors transaction.Signature; big.Int brings its own JSON methods.
type Signature struct {
	R, S *big.Int
}
