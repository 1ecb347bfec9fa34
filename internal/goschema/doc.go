// Package goschema derives a protobuf schema from Go struct types and writes the Go conversions between them.
//
// It is the schema half of `serbench run --go PKG --type T` (issue 27):
// the schema codecs (FlatBuffers, Cap'n Proto, Thrift, Avro, Symphony, ...)
// run on a user's Go types through the --proto pipeline, on a .proto
// derived here, and the values cross between the user's type and
// protoc-gen-go's with the functions of Result.Conv. The user's package is
// read as source, with go/types (golang.org/x/tools/go/packages), never
// run.
//
// # Mapping
//
// MAPPING.md beside this file has the same table with examples.
//
//	Go                                   proto3                             back in Go (FromProto)
//	bool, string                         bool, string
//	int8, int16, int32                   int32                              range checked: an error, never a wrap
//	int, int64                           int64                              int: range checked
//	uint8, uint16, uint32                uint32                             range checked
//	uint, uint64, uintptr                uint64                             range checked
//	float32, float64                     float, double
//	named types (type Status string,     their underlying type              converted back to the named type
//	  enum-like type Level int8)           (no proto enum)
//	[]byte, named byte slices            bytes                              empty → nil; a copy of the message's bytes
//	[N]byte                              bytes (always N bytes)             N bytes, or none (the zero array); else an error
//	time.Time                            .google.protobuf.Timestamp         UTC (the location is lost), no monotonic reading;
//	                                       (absent when IsZero)               absent → time.Time{}
//	*time.Time                           .google.protobuf.Timestamp         nil ↔ absent
//	time.Duration, *time.Duration        .google.protobuf.Duration          (0 absent); out of time.Duration's range → an error
//	  (Options.DurationAsInt64: int64      nanoseconds; Symphony takes no Duration)
//	*scalar (*int, *string, ...)         optional scalar                    nil ↔ absent
//	struct, named or not                 a message (always present)         absent → the zero struct
//	*struct                              a message                          nil ↔ absent
//	[]T, [N]T                            repeated T                         empty → nil; [N]T: N elements or none
//	[][]T, []map[K]V                     repeated <wrapper>                 wrappers: message TList { repeated T items = 1; },
//	                                                                          message KVMap { map<K, V> entries = 1; }
//	map[K]V, K string/integer/bool       map<K, V>                          empty → nil; keys range checked
//	map[K][]V, map[K]map[K2]V            map<K, wrapper>
//	[]*T, map[K]*T                       repeated T, map<K, T>              a nil element is an error in ToProto
//
// Structs. Fields are numbered from 1 in declaration order. Names follow
// encoding/json: a json tag's name, else the Go field name, written in
// proto's lower snake_case (UserID → user_id, HTTPServer → http_server,
// userId → user_id, IDs → ids), the one style every schema language of the
// pipeline (flatc's and capnpc-go's Go names among them) spells alike;
// `json:"-"` fields are skipped (so they come back zero); embedded structs
// are flattened, their fields promoted with encoding/json's rules (the
// shallowest field of a name wins, then the tagged one; two at the same
// depth cancel). Two departures, both for an exact round trip: an embedded
// pointer to a struct is a field of its own, named after its type, with
// presence (flattened, its nil could not come back), and an embedded
// time.Time is a Timestamp field named time. Names are made identifiers
// every schema language of the pipeline takes (ASCII letters, digits and _,
// starting with a letter: other characters become _, leading _ are
// dropped, a leading digit gets an f) and unique, with _2, _3, ..., under
// protoc-gen-go's and protojson's spellings too (id and ID clash: the
// second is id_2).
//
// Messages are named after the Go types: the user package's own bare
// (Order), those of other packages too unless the name is taken, then
// prefixed with the capitalized package name (SharedItem); instantiated
// generic types with their type arguments (Pair_int16); anonymous structs
// Parent_Field; wrappers by what they hold (Int32List, DoubleListList,
// StringList, Int32BoolMap). A taken name gets _2, _3, .... Recursive types
// are allowed (proto3 messages can be recursive; some formats refuse
// recursion, which the later pipeline handles).
//
// # Left out
//
// A root type is left out (Result.LeftOut, with the Go path of the first
// field in the way, e.g. "Order.Items[].Meta: interface{} has no schema (an
// interface)"; [] stands for a list element or a map value) when it reaches
// an interface, a channel, a func, a complex number or unsafe.Pointer; an
// unexported field (no codec can see it, and it would come back zero); a
// map key that is not a string, an integer or a bool; a pointer to a
// pointer, slice, array or map; a named type that is unexported (the
// conversions, in another package, cannot name it); or a promoted field
// that encoding/json drops, hidden by a shallower field of its name or
// clashing with one at the same depth (its value would not come back).
// Its message, and messages only it reaches, are not in the schema, and
// Conv has no functions for it. Types of other packages are allowed; their packages
// are imported by Conv (Result.Imports), so they must be importable from
// the conversion's module: a package under internal/ is not.
//
// # Conversions
//
// For each root T, Conv has ToProto<T>(v *T) (*pb.M, error) and
// FromProto<T>(m *pb.M) (*T, error) (nil gives nil), and a pair of
// unexported helpers per message. Go names of protoc-gen-go's code are
// protoc-gen-go's own: the schema is compiled here (protocompile) and named
// by google.golang.org/protobuf/compiler/protogen, as protoc-gen-go does.
// ToProto's message shares v's byte slices; FromProto copies. Errors name
// the Go path of the value: "Order.Items[2].Qty: 300 is out of range for
// int8", "Order.Refs[1]: a nil pointer in a list or map cannot be
// carried", `Order.Nested["n"][1000]: ...`.
//
// What protobuf cannot tell apart comes back as Go's zero value: nil rather
// than an empty slice, map or byte slice; time.Time in UTC. serbench's
// round-trip validation leaves a codec out where the user's data differs
// from what came back (empty non-nil slices, times in other zones,
// values of `json:"-"` fields).
package goschema
