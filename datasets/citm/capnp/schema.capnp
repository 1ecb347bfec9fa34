# Cap'n Proto schema of citm.proto, written by protoc-gen-serbench (mode=user).
@0xc7aaee993f9c7d25;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/citm/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.citm.Catalog
struct Catalog {
  areaNames @0 :List(CatalogAreaNamesEntry);
  audienceSubCategoryNames @1 :List(CatalogAudienceSubCategoryNamesEntry);
  blockNames @2 :List(CatalogBlockNamesEntry);
  events @3 :List(CatalogEventsEntry);
  performances @4 :List(Performance);
  seatCategoryNames @5 :List(CatalogSeatCategoryNamesEntry);
  subTopicNames @6 :List(CatalogSubTopicNamesEntry);
  subjectNames @7 :List(CatalogSubjectNamesEntry);
  topicNames @8 :List(CatalogTopicNamesEntry);
  topicSubTopics @9 :List(CatalogTopicSubTopicsEntry);
  venueNames @10 :List(CatalogVenueNamesEntry);
}

# serbench.citm.Catalog.area_names's entries
struct CatalogAreaNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.audience_sub_category_names's entries
struct CatalogAudienceSubCategoryNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.block_names's entries
struct CatalogBlockNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.events's entries
struct CatalogEventsEntry {
  key @0 :Int64;
  value @1 :Event;
}

# serbench.citm.Catalog.seat_category_names's entries
struct CatalogSeatCategoryNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.sub_topic_names's entries
struct CatalogSubTopicNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.subject_names's entries
struct CatalogSubjectNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.topic_names's entries
struct CatalogTopicNamesEntry {
  key @0 :Int64;
  value @1 :Text;
}

# serbench.citm.Catalog.topic_sub_topics's entries
struct CatalogTopicSubTopicsEntry {
  key @0 :Int64;
  value @1 :Int64List;
}

# serbench.citm.Catalog.venue_names's entries
struct CatalogVenueNamesEntry {
  key @0 :Text;
  value @1 :Text;
}

# serbench.citm.Event
struct Event {
  description :union {
    none @0 :Void;
    value @1 :Text;
  }
  id @2 :Int64;
  logo :union {
    none @3 :Void;
    value @4 :Text;
  }
  name @5 :Text;
  subTopicIds @6 :List(Int64);
  subjectCode :union {
    none @7 :Void;
    value @8 :Text;
  }
  subtitle :union {
    none @9 :Void;
    value @10 :Text;
  }
  topicIds @11 :List(Int64);
}

# serbench.citm.Performance
struct Performance {
  eventId @0 :Int64;
  id @1 :Int64;
  logo :union {
    none @2 :Void;
    value @3 :Text;
  }
  name :union {
    none @4 :Void;
    value @5 :Text;
  }
  prices @6 :List(Price);
  seatCategories @7 :List(SeatCategory);
  seatMapImage :union {
    none @8 :Void;
    value @9 :Text;
  }
  start @10 :Int64;
  venueCode @11 :Text;
}

# serbench.citm.Price
struct Price {
  amount @0 :Int64;
  audienceSubCategoryId @1 :Int64;
  seatCategoryId @2 :Int64;
}

# serbench.citm.SeatCategory
struct SeatCategory {
  areas @0 :List(Area);
  seatCategoryId @1 :Int64;
}

# serbench.citm.Area
struct Area {
  areaId @0 :Int64;
  blockIds @1 :List(Int64);
}

# serbench.citm.Int64List
struct Int64List {
  items @0 :List(Int64);
}
