// Package model is a user's package for goschema's tests: every mapping
// rule, and the types no derived schema can carry.
package model

import (
	"time"

	"example.com/usermod/shared"
)

// Status is a named string type.
type Status string

// Level is an enum-like int8 type.
type Level int8

// Levels.
const (
	Low Level = iota
	High
)

// Kind is an enum-like int type, also used as a map key.
type Kind int

// Blob is a named byte slice.
type Blob []byte

// Hash is a named byte array.
type Hash [4]byte

// Base is embedded in Order: its fields are promoted.
type Base struct {
	CreatedBy string `json:"created_by"`
	Version   int
}

// Extra is embedded in Order by pointer: a field of its own.
type Extra struct {
	Comment string
}

// Item is a nested struct and is recursive.
type Item struct {
	SKU      string  `json:"sku"`
	Qty      int32   `json:"qty"`
	Price    float64 `json:"price"`
	Children []*Item `json:"children,omitempty"`
}

// Order has a field of every kind.
type Order struct {
	Base
	*Extra
	ID       int64             `json:"id"`
	Customer string            `json:"customer,omitempty"`
	Status   Status            `json:"status"`
	Level    Level             `json:"level"`
	Kind     Kind              `json:"kind"`
	Small    int16             `json:"small"`
	Tiny     uint8             `json:"tiny"`
	Word     uint16            `json:"word"`
	Count    uint              `json:"count"`
	Big      uint64            `json:"big"`
	Addr     uintptr           `json:"addr_ptr"`
	Ratio    float32           `json:"ratio"`
	Price    float64           `json:"price"`
	Paid     bool              `json:"paid"`
	Data     []byte            `json:"data"`
	Raw      Blob              `json:"raw"`
	Sum      Hash              `json:"sum"`
	Created  time.Time         `json:"created"`
	Shipped  *time.Time        `json:"shipped"`
	Timeout  time.Duration     `json:"timeout"`
	Retry    *time.Duration    `json:"retry"`
	Note     *string           `json:"note"`
	Qty      *int8             `json:"qty"`
	Flag     *bool             `json:"flag"`
	Items    []Item            `json:"items"`
	Refs     []*Item           `json:"refs"`
	Tags     []string          `json:"tags"`
	Fixed    [3]int16          `json:"fixed"`
	Hashes   []Hash            `json:"hashes"`
	Matrix   [][]int32         `json:"matrix"`
	Cube     [][][]float64     `json:"cube"`
	Times    []time.Time       `json:"times"`
	Labels   map[string]string `json:"labels"`
	Counts   map[Kind]int64    `json:"counts"`
	ByID     map[uint32]*Item  `json:"by_id"`
	Groups   map[string][]string
	Nested   map[string]map[int8]bool
	Waits    map[string]time.Duration
	Address  shared.Address `json:"address"`
	Alt      *shared.Item   `json:"alt"`
	Meta     struct {
		Source string      `json:"source"`
		Seen   []time.Time `json:"seen"`
	} `json:"meta"`
	Skipped string `json:"-"`
	Dash    string `json:"-,"`
	Type    string `json:"type"`
	Weird   string `json:"weird-name"`
	UpperID string `json:"ID"`
	Span    Pair[int16]
	Ptrs    []*int                `json:"ptrs"`
	Names   map[string]*Status    `json:"names"`
	Pos     *struct{ X, Y int32 } `json:"pos"`
	Two     [2]Item               `json:"two"`
	Stamps  map[int]*time.Time    `json:"stamps"`
}

// Alias is another name of Tree: its functions are ToProtoAlias and
// FromProtoAlias.
type Alias = Tree

// Pair is generic: Pair[int16] gets message Pair_int16.
type Pair[T any] struct {
	A, B T
}

// Event embeds time.Time, which is a field of its own, and an
// unexported struct, whose field Deep is promoted.
type Event struct {
	time.Time
	inner
	Name string `json:"name"`
}

type inner struct {
	Deep string
}

// WithShadow's Version hides Base.Version.
type WithShadow struct {
	Base
	Version int
}

// WithClash embeds two structs with a field X.
type WithClash struct {
	A
	B
}

// A is embedded in WithClash.
type A struct{ X, Y int }

// B is embedded in WithClash.
type B struct{ X int }

// Tree is a recursive root.
type Tree struct {
	NodeID   int64
	HTTPPort uint16
	Name     string
	Left     *Tree
	Right    *Tree
	Kids     []Tree
}

// Holder is reached from WithIface.
type Holder struct {
	Meta interface{}
}

// WithIface has an interface deep inside.
type WithIface struct {
	Name  string
	Items []Holder
}

// WithChan has a channel.
type WithChan struct {
	C chan int
}

// WithFunc has a func.
type WithFunc struct {
	F func() error
}

// WithSecret has an unexported field.
type WithSecret struct {
	Name   string
	secret string
}

// WithKey has a map with a struct key.
type WithKey struct {
	M map[shared.Point]string
}

// WithComplex has a complex number.
type WithComplex struct {
	C complex128
}

// NotStruct is not a struct.
type NotStruct int

type unexported struct{ A int }

var _ = WithSecret{}.secret
var _ = unexported{}

var _ = Event{}.inner

// NewEvent returns an Event with Deep set.
func NewEvent(deep string) *Event {
	return &Event{inner: inner{Deep: deep}}
}
