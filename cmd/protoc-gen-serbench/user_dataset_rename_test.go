package main

import (
	"os"
	"path/filepath"
	"testing"
)

// Where the names file names a message's Go type otherwise than
// protoc-gen-go does, the values of that message type take the new name
// too: a list of Tx in Txs is a list of the model's *WireTx.
func TestUserDatasetRenamesMessageValues(t *testing.T) {
	tx := &elem{kind: "message", model: "*Tx", pb: "*pb.Tx", msg: "Tx"}
	s := &userSchema{Model: "x/ds", Messages: []*userMessage{
		{Name: "Tx", FullName: "p.Tx", Fields: []*uField{{Name: "Nonce", Proto: "nonce", Card: "single",
			Elem: &elem{kind: "scalar", scalar: "uint64", model: "uint64"}}}},
		{Name: "Txs", FullName: "p.Txs", Fields: []*uField{{Name: "Txx", Proto: "txx", Card: "repeated", Elem: tx}}},
	}}
	names := filepath.Join(t.TempDir(), "names.json")
	if err := os.WriteFile(names, []byte(`{
		"p.Tx": {"go": "WireTx", "fields": {"nonce": {"go": "Nonce", "json": "Nonce"}}},
		"p.Txs": {"go": "WireTxs", "fields": {"txx": {"go": "Txx", "json": "Txx"}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.setDataset(userOptions{pkg: "ds", lean: true, names: names}); err != nil {
		t.Fatal(err)
	}
	if s.Messages[0].Name != "WireTx" || s.Messages[1].Name != "WireTxs" || tx.msg != "WireTx" || tx.model != "*WireTx" || tx.pb != "*pb.Tx" {
		t.Errorf("messages %s, %s; element msg %s, model %s, pb %s", s.Messages[0].Name, s.Messages[1].Name, tx.msg, tx.model, tx.pb)
	}
}
