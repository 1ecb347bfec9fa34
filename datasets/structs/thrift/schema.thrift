// Thrift schema of structs.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.structs.Tiny
struct Tiny {
  1: i64 TinyID
  2: string SomeStr
}

// serbench.structs.TinyArray
struct TinyArray {
  1: list<Tiny> TinyArr
}

// serbench.structs.Medium
struct Medium {
  1: i64 MediumID
  2: string FirstName
  3: string LastName
  4: double MediumMoneyBalance
  5: optional i64 CreatedAt
  6: optional Tiny TinyField
}

// serbench.structs.MediumArray
struct MediumArray {
  1: list<Medium> MediumArr
}

// serbench.structs.Big
struct Big {
  1: i64 BigID
  2: i64 Age
  3: string Country
  4: binary CountryBytes
  5: optional i64 CreatedAt
  6: optional i64 UpdatedAt
  7: optional i64 DeletedAt
  8: optional Tiny TinyField
  9: optional Medium MediumField
}

// serbench.structs.BigArray
struct BigArray {
  1: list<Big> BigArr
}

// serbench.structs.Huge
struct Huge {
  1: list<Big> BigSlice
  2: list<Big> BiggerSlice
  3: list<Big> TheBiggestSlice
}

// serbench.structs.HugeArray
struct HugeArray {
  1: list<Huge> HugeArr
}

// serbench.structs.ComplexAndHuge
struct ComplexAndHuge {
  1: map<string, Huge> ComplexMap
}

// serbench.structs.ComplexAndHugeArray
struct ComplexAndHugeArray {
  1: list<ComplexAndHuge> ComplexAndHugeArr
}
