// Thrift schema of golang.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.golang.Source
struct Source {
  1: Node Tree
  2: string Username
}

// serbench.golang.Node
struct Node {
  1: string Name
  2: list<Node> Kids
  3: double CLWeight
  4: i64 Touches
  5: i64 MinT
  6: i64 MaxT
  7: i64 MeanT
}
