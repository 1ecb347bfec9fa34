# Cap'n Proto schema of golang.proto, written by protoc-gen-serbench (mode=user).
@0xb8645cf3da6e7dc4;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/golang/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.golang.Source
struct Source {
  tree @0 :Node;
  username @1 :Text;
}

# serbench.golang.Node
struct Node {
  name @0 :Text;
  kids @1 :List(Node);
  clWeight @2 :Float64;
  touches @3 :Int64;
  minT @4 :Int64;
  maxT @5 :Int64;
  meanT @6 :Int64;
}
