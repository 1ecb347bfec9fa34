// Package ej holds easyjson's mirror of the tickdata model: the generated
// methods live here, not on the model, so encoding/json stays reflective.
package ej

//go:generate go tool easyjson -all -no_std_marshalers types.go

// TickData mirrors tickdata.TickData with the proto JSON field names.
type TickData struct {
	ComputorIndex  uint32   `json:"computor_index"`
	Epoch          uint32   `json:"epoch"`
	TickNumber     uint32   `json:"tick_number"`
	Timestamp      uint64   `json:"timestamp"`
	VarStruct      []byte   `json:"var_struct"`
	TimeLock       []byte   `json:"time_lock"`
	TransactionIDs []string `json:"transaction_ids"`
	ContractFees   []int64  `json:"contract_fees"`
	SignatureHex   string   `json:"signature_hex"`
}
