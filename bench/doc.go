// Package bench times serbench's codecs on your own Go types, from your own
// _test.go: which serialization libraries carry your type exactly, how
// fast they encode and decode it, and how big it gets.
//
//	func TestOrder(t *testing.T)      { bench.Verify(t, orders) }
//	func BenchmarkOrder(b *testing.B) { bench.Benchmark(b, orders) }
//
// where orders is a []*Order (or a []Order) of samples. Then
//
//	go test -run TestOrder -v                        # which codecs carry Order, and where the others differ
//	go test -run '^$' -bench Order -benchmem -count 6 > new.txt
//	benchstat -col /codec new.txt                    # the codecs side by side
//
// # Codecs
//
// The codecs are serbench's own codec packages (codecs/<name>), called as
// `serbench run` calls them and named as it names them, so that figures
// line up with its reports:
//
//   - every reflection codec, on any Go value: gob, json, go-json, jsoniter,
//     jsoniter-fastest, segmentio-json, json-v2, dedis-protobuf, msgpack,
//     shamaton-msgpack, shamaton-msgpack-array, ugorji-msgpack,
//     hashicorp-msgpack, ugorji-binc, cbor, ugorji-cbor, bson,
//     kelindar-binary, gotiny, alecthomas-binary, xdr, xml, sereal, yaml,
//     goccy-yaml, toml, burntsushi-toml, bencode; and sonic, when the test
//     imports package bench/sonic (see Heap below);
//   - the codecs of generated code the type already has: protobuf and
//     protojson for a proto.Message (protoc-gen-go), vtprotobuf for one
//     with MarshalVT and UnmarshalVT too (protoc-gen-go-vtproto), easyjson
//     for MarshalEasyJSON and UnmarshalEasyJSON, msgp for MarshalMsg and
//     UnmarshalMsg (tinylib/msgp). The methods are found on T, or on *T
//     for a struct type T.
//
// Codecs that need code serbench generates for its own datasets
// (FlatBuffers, Cap'n Proto, Symphony, gogofaster, Thrift, Avro, ...) are
// not offered, nor the reuse forms (protobuf+reuse, msgp+reuse, ...):
// bench times the plain call. WithCodecs restricts the set.
//
// # What is timed
//
// Benchmark runs sub-benchmarks codec=<name>/op=encode and
// codec=<name>/op=decode, each a `for b.Loop()` loop that goes round the
// samples: encode takes sample i mod len(samples); decode takes the bytes
// the codec wrote for that sample, encoded before the timer starts, and
// decodes them into a new value every time: for a pointer type *E a new E
// (reflect.New), for any other T a new T, as your own code would allocate
// it. A reflection codec gets a sample of a T that is not a pointer in an
// interface on every call, as json.Marshal(order) would (for a struct, a
// copy and an allocation). Everything else (the validation, the encoding of
// decode's inputs, the pointer to a struct T whose *T has the generated
// methods) happens before the loop. Each reports
// allocations (b.ReportAllocs) and the mean encoded size of a sample as the
// extra unit encoded-B/msg, which benchstat shows as a table of its own.
//
// One difference from `serbench run`: its bindings decode a pointer model
// into a variable of the pointer type (json.Unmarshal(b, &p) with p a nil
// *E, the library allocating the E), which costs one 8-byte allocation more
// per decode than bench's new E.
//
// # Validation
//
// Before a codec is timed, and in Verify, every sample goes through an
// encode and a decode and must equal the original: under reflect.DeepEqual's
// rules by default (proto.Equal for protobuf messages), or WithEqual's
// function. A codec that returns an error, panics or gives back another
// value fails, with its first failing sample and where it differs, for
// instance
//
//	codec gob does not carry *orders.Order: sample 1: round trip differs: .Tags: want empty []string, got nil []string (reflect.DeepEqual tells a nil slice from an empty one)
//
// A failing codec is skipped (its sub-benchmark or subtest reports SKIP with
// that reason), unless WithCodecs named it: then it fails. Verify also logs
// which codecs carry the type, which fail, and which cannot bind it at all.
// See Verify for when it fails.
//
// # Safety
//
// No panic of a codec escapes: a panic while validating is the codec's
// failure, and a panic while timed fails its sub-benchmark, while the other
// codecs go on. A stack overflow cannot be recovered in Go, so bench keeps
// codecs away from what would overflow: samples that hold a pointer cycle
// are refused at once (most codecs would recurse without end), and
// kelindar-binary, which walks a type that refers to itself (type Node
// struct{ Next *Node }) without end, is not bound to such a type.
//
// # Heap
//
// Importing bench links every codec library above into the test binary,
// and their initialisation leaves objects on the heap for the life of the
// process. Every garbage collection marks them, so an allocating call
// timed beside them reads slower than the same loop in a test binary of
// its own (serbench's own measurements: docs/methodology.md, "Lean
// workers"). Live heap after initialisation (two runtime.GC calls, then
// runtime.ReadMemStats's HeapAlloc) of a tiny test binary, Go 1.26,
// linux/amd64, median of 3 runs:
//
//	nothing imported                       0.10 MB
//	bench                                  0.35 MB  (+0.25 MB)
//	bench and bench/sonic                  0.80 MB  (+0.71 MB)
//
// (go run ./bench/internal/initheap.) Of bench's 0.25 MB,
// ugorji/go/codec is 0.12 MB,
// hashicorp-msgpack 0.07 MB, easyjson 0.04 MB. sonic alone adds 0.46 MB,
// more than every other codec together, which is why it is not in bench's
// default set but in package bench/sonic: a test file that imports it
//
//	import _ "github.com/serbench/serbench/bench/sonic"
//
// gets codec=sonic beside the others. Go has no way to leave an imported
// package's initialisation out at run time, so choosing codecs with
// WithCodecs does not shrink the heap; for a figure as lean as serbench's
// own workers (one codec package each), time the call in a test binary of
// its own. To measure again, from serbench's source tree:
//
//	go run ./bench/internal/initheap          # the three lines above
//	go run ./bench/internal/initheap -each    # and each package bench imports, alone
package bench
