// The object of seed 002: objectlist.proto's messages, field for field.
namespace go thriftgen

struct Embedded {
  1: string string_prop
  2: i64 int_prop
}

struct Object {
  1: string string_prop_1
  2: string string_prop_2
  3: list<Embedded> items // "list" is a Thrift keyword
}
