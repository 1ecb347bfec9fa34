# Cap'n Proto schema of structs.proto, written by protoc-gen-serbench (mode=user).
@0xb564b6182dc0af68;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/structs/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.structs.Tiny
struct Tiny {
  tinyId @0 :Int64;
  someStr @1 :Text;
}

# serbench.structs.TinyArray
struct TinyArray {
  tinyArr @0 :List(Tiny);
}

# serbench.structs.Medium
struct Medium {
  mediumId @0 :Int64;
  firstName @1 :Text;
  lastName @2 :Text;
  mediumMoneyBalance @3 :Float64;
  createdAt @4 :SbTimestamp;
  tinyField @5 :Tiny;
}

# serbench.structs.MediumArray
struct MediumArray {
  mediumArr @0 :List(Medium);
}

# serbench.structs.Big
struct Big {
  bigId @0 :Int64;
  age @1 :UInt64;
  country @2 :Text;
  countryBytes @3 :Data $SbGo.name("countryBytes_");
  createdAt @4 :SbTimestamp;
  updatedAt @5 :SbTimestamp;
  deletedAt @6 :SbTimestamp;
  tinyField @7 :Tiny;
  mediumField @8 :Medium;
}

# serbench.structs.BigArray
struct BigArray {
  bigArr @0 :List(Big);
}

# serbench.structs.Huge
struct Huge {
  bigSlice @0 :List(Big);
  biggerSlice @1 :List(Big);
  theBiggestSlice @2 :List(Big);
}

# serbench.structs.HugeArray
struct HugeArray {
  hugeArr @0 :List(Huge);
}

# serbench.structs.ComplexAndHuge
struct ComplexAndHuge {
  complexMap @0 :List(ComplexAndHugeComplexMapEntry);
}

# serbench.structs.ComplexAndHuge.complex_map's entries
struct ComplexAndHugeComplexMapEntry {
  key @0 :Text;
  value @1 :Huge;
}

# serbench.structs.ComplexAndHugeArray
struct ComplexAndHugeArray {
  complexArr @0 :List(ComplexAndHuge);
}
