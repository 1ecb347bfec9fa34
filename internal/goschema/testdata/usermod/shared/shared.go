// Package shared holds types that model's types reach from another
// package.
package shared

// Address is reached from model.Order.
type Address struct {
	Street string `json:"street"`
	Zip    int32  `json:"zip"`
	Geo    *Point `json:"geo,omitempty"`
}

// Point is a struct of another package.
type Point struct {
	Lat, Lon float64
}

// Item clashes with model.Item: its message is named SharedItem.
// Its field reset is named Reset_ in protoc-gen-go's code (Reset is a
// method).
type Item struct {
	Name  string `json:"name"`
	Reset bool   `json:"reset"`
}
