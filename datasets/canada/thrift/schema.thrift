// Thrift schema of canada.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.canada.FeatureCollection
struct FeatureCollection {
  1: string Type
  2: list<Feature> Features
}

// serbench.canada.Feature
struct Feature {
  1: string Type
  2: Properties Properties
  3: Geometry Geometry
}

// serbench.canada.Properties
struct Properties {
  1: string Name
}

// serbench.canada.Geometry
struct Geometry {
  1: string Type
  2: list<DoubleListList> Coordinates
}

// serbench.canada.DoubleListList
struct DoubleListList {
  1: list<DoubleList> Items
}

// serbench.canada.DoubleList
struct DoubleList {
  1: list<double> Items
}
