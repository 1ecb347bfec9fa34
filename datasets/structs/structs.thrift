// The structs of seed 003, field for field the model: a pointer is an
// optional field (absent when nil), a time its Unix nanoseconds as an
// optional i64 (Thrift has no time type; every time of the data is within
// i64 nanoseconds' years 1678 to 2262), a slice a list, the map a map.
// Thrift has no unsigned integers: Age travels as an i64 of the same bits.
namespace go thriftgen

struct Tiny {
  1: i64 tiny_id
  2: string some_str
}

struct TinyArray {
  1: list<Tiny> tiny_arr
}

struct Medium {
  1: i64 medium_id
  2: string first_name
  3: string last_name
  4: double medium_money_balance
  5: optional i64 created_at
  6: optional Tiny tiny_field
}

struct MediumArray {
  1: list<Medium> medium_arr
}

struct Big {
  1: i64 big_id
  2: i64 age
  3: string country
  4: binary country_bytes
  5: optional i64 created_at
  6: optional i64 updated_at
  7: optional i64 deleted_at
  8: optional Tiny tiny_field
  9: optional Medium medium_field
}

struct BigArray {
  1: list<Big> big_arr
}

struct Huge {
  1: list<Big> big_slice
  2: list<Big> bigger_slice
  3: list<Big> the_biggest_slice
}

struct HugeArray {
  1: list<Huge> huge_arr
}

struct ComplexAndHuge {
  1: map<string, Huge> complex_map
}

struct ComplexAndHugeArray {
  1: list<ComplexAndHuge> complex_arr
}
