# Cap'n Proto schema of canada.proto, written by protoc-gen-serbench (mode=user).
@0xd9efa557b55f785b;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/canada/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.canada.FeatureCollection
struct FeatureCollection {
  type @0 :Text;
  features @1 :List(Feature);
}

# serbench.canada.Feature
struct Feature {
  type @0 :Text;
  properties @1 :Properties;
  geometry @2 :Geometry;
}

# serbench.canada.Properties
struct Properties {
  name @0 :Text;
}

# serbench.canada.Geometry
struct Geometry {
  type @0 :Text;
  coordinates @1 :List(DoubleListList);
}

# serbench.canada.DoubleListList
struct DoubleListList {
  items @0 :List(DoubleList);
}

# serbench.canada.DoubleList
struct DoubleList {
  items @0 :List(Float64);
}
