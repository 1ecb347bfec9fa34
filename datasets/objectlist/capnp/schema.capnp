# Cap'n Proto schema of objectlist.proto, written by protoc-gen-serbench (mode=user).
@0xed9fd7a72263b19b;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/objectlist/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.objectlist.Embedded
struct Embedded {
  stringProp @0 :Text;
  intProp @1 :Int64;
}

# serbench.objectlist.Object
struct Object {
  stringProp1 @0 :Text;
  stringProp2 @1 :Text;
  list @2 :List(Embedded);
}
