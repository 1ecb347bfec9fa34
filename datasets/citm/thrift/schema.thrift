// Thrift schema of citm.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.citm.Catalog
struct Catalog {
  1: map<i64, string> AreaNames
  2: map<i64, string> AudienceSubCategoryNames
  3: map<i64, string> BlockNames
  4: map<i64, Event> Events
  5: list<Performance> Performances
  6: map<i64, string> SeatCategoryNames
  7: map<i64, string> SubTopicNames
  8: map<i64, string> SubjectNames
  9: map<i64, string> TopicNames
  10: map<i64, Int64List> TopicSubTopics
  11: map<string, string> VenueNames
}

// serbench.citm.Event
struct Event {
  1: optional string Description
  2: i64 ID
  3: optional string Logo
  4: string Name
  5: list<i64> SubTopicIDs
  6: optional string SubjectCode
  7: optional string Subtitle
  8: list<i64> TopicIDs
}

// serbench.citm.Performance
struct Performance {
  1: i64 EventID
  2: i64 ID
  3: optional string Logo
  4: optional string Name
  5: list<Price> Prices
  6: list<SeatCategory> SeatCategories
  7: optional string SeatMapImage
  8: i64 Start
  9: string VenueCode
}

// serbench.citm.Price
struct Price {
  1: i64 Amount
  2: i64 AudienceSubCategoryID
  3: i64 SeatCategoryID
}

// serbench.citm.SeatCategory
struct SeatCategory {
  1: list<Area> Areas
  2: i64 SeatCategoryID
}

// serbench.citm.Area
struct Area {
  1: i64 AreaID
  2: list<i64> BlockIDs
}

// serbench.citm.Int64List
struct Int64List {
  1: list<i64> Items
}
