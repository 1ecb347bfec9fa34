# The object of seed 002: a one-to-one copy of objectlist.proto.
@0xdbcdfbc90e49b5e2;

using Go = import "/go.capnp";
$Go.package("capnpb");
$Go.import("github.com/serbench/serbench/datasets/objectlist/capnpb");

struct Embedded {
  stringProp @0 :Text;
  intProp @1 :Int64;
}

struct Object {
  stringProp1 @0 :Text;
  stringProp2 @1 :Text;
  list @2 :List(Embedded);
}
