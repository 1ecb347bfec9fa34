// Thrift schema of objectlist.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.objectlist.Embedded
struct Embedded {
  1: string StringProp
  2: i64 IntProp
}

// serbench.objectlist.Object
struct Object {
  1: string StringProp1
  2: string StringProp2
  3: list<Embedded> List
}
