# The structs of seed 003: a one-to-one copy of structs.proto. Timestamp
# mirrors google.protobuf.Timestamp (seconds and nanos, null when the time
# is nil), and ComplexMapEntry is the entry message protobuf encodes
# map<string, Huge> as: the entries are sorted by key.
@0xfa6ef488b4bfd3d3;

using Go = import "/go.capnp";
$Go.package("capnpb");
$Go.import("github.com/serbench/serbench/datasets/structs/capnpb");

struct Timestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

struct Tiny {
  tinyId @0 :Int64;
  someStr @1 :Text;
}

struct TinyArray {
  tinyArr @0 :List(Tiny);
}

struct Medium {
  mediumId @0 :Int64;
  firstName @1 :Text;
  lastName @2 :Text;
  mediumMoneyBalance @3 :Float64;
  createdAt @4 :Timestamp;
  tinyField @5 :Tiny;
}

struct MediumArray {
  mediumArr @0 :List(Medium);
}

struct Big {
  bigId @0 :Int64;
  age @1 :UInt64;
  country @2 :Text;
  # capnpc-go already names country's byte accessor CountryBytes.
  countryBytes @3 :Data $Go.name("countryBytesData");
  createdAt @4 :Timestamp;
  updatedAt @5 :Timestamp;
  deletedAt @6 :Timestamp; # null when the record is not deleted
  tinyField @7 :Tiny;
  mediumField @8 :Medium;
}

# BigArray is both a field of Huge and the big-slice message.
struct BigArray {
  bigArr @0 :List(Big);
}

struct Huge {
  bigSlice @0 :BigArray; # 50 Bigs
  biggerSlice @1 :BigArray; # 256 Bigs
  theBiggestSlice @2 :BigArray; # 1,024 Bigs
}

struct HugeArray {
  hugeArr @0 :List(Huge);
}

struct ComplexMapEntry {
  key @0 :Text;
  value @1 :Huge;
}

struct ComplexAndHuge {
  complexMap @0 :List(ComplexMapEntry); # keys "0" to "49", sorted
}

struct ComplexAndHugeArray {
  complexArr @0 :List(ComplexAndHuge);
}
