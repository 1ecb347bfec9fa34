# Cap'n Proto schema of twitter.proto, written by protoc-gen-serbench (mode=user).
@0xd369a336c2f7aedd;

using SbGo = import "/go.capnp";
$SbGo.package("capnpb");
$SbGo.import("github.com/serbench/serbench/datasets/twitter/capnpb");

struct SbTimestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}

# serbench.twitter.Twitter
struct Twitter {
  statuses @0 :List(Status);
  searchMetadata @1 :SearchMetadata;
}

# serbench.twitter.Status
struct Status {
  metadata @0 :Metadata;
  createdAt @1 :Text;
  id @2 :Int64;
  idStr @3 :Text;
  text @4 :Text;
  source @5 :Text;
  truncated @6 :Bool;
  inReplyToStatusId :union {
    none @7 :Void;
    value @8 :Int64;
  }
  inReplyToStatusIdStr :union {
    none @9 :Void;
    value @10 :Text;
  }
  inReplyToUserId :union {
    none @11 :Void;
    value @12 :Int64;
  }
  inReplyToUserIdStr :union {
    none @13 :Void;
    value @14 :Text;
  }
  inReplyToScreenName :union {
    none @15 :Void;
    value @16 :Text;
  }
  user @17 :User;
  geo @18 :Point;
  coordinates @19 :Point;
  place @20 :Place;
  contributors @21 :List(Int64);
  retweetedStatus @22 :Status;
  retweetCount @23 :Int64;
  favoriteCount @24 :Int64;
  entities @25 :Entities;
  favorited @26 :Bool;
  retweeted @27 :Bool;
  possiblySensitive :union {
    none @28 :Void;
    value @29 :Bool;
  }
  lang @30 :Text;
}

# serbench.twitter.Metadata
struct Metadata {
  resultType @0 :Text;
  isoLanguageCode @1 :Text;
}

# serbench.twitter.User
struct User {
  id @0 :Int64;
  idStr @1 :Text;
  name @2 :Text;
  screenName @3 :Text;
  location @4 :Text;
  description @5 :Text;
  url :union {
    none @6 :Void;
    value @7 :Text;
  }
  entities @8 :UserEntities;
  protected @9 :Bool;
  followersCount @10 :Int64;
  friendsCount @11 :Int64;
  listedCount @12 :Int64;
  createdAt @13 :Text;
  favouritesCount @14 :Int64;
  utcOffset :union {
    none @15 :Void;
    value @16 :Int64;
  }
  timeZone :union {
    none @17 :Void;
    value @18 :Text;
  }
  geoEnabled @19 :Bool;
  verified @20 :Bool;
  statusesCount @21 :Int64;
  lang @22 :Text;
  contributorsEnabled @23 :Bool;
  isTranslator @24 :Bool;
  isTranslationEnabled @25 :Bool;
  profileBackgroundColor @26 :Text;
  profileBackgroundImageUrl @27 :Text;
  profileBackgroundImageUrlHttps @28 :Text;
  profileBackgroundTile @29 :Bool;
  profileImageUrl @30 :Text;
  profileImageUrlHttps @31 :Text;
  profileBannerUrl :union {
    none @32 :Void;
    value @33 :Text;
  }
  profileLinkColor @34 :Text;
  profileSidebarBorderColor @35 :Text;
  profileSidebarFillColor @36 :Text;
  profileTextColor @37 :Text;
  profileUseBackgroundImage @38 :Bool;
  defaultProfile @39 :Bool;
  defaultProfileImage @40 :Bool;
  following @41 :Bool;
  followRequestSent @42 :Bool;
  notifications @43 :Bool;
}

# serbench.twitter.UserEntities
struct UserEntities {
  url @0 :URLs;
  description @1 :URLs;
}

# serbench.twitter.URLs
struct URLs {
  urls @0 :List(URL);
}

# serbench.twitter.URL
struct URL {
  url @0 :Text;
  expandedUrl @1 :Text;
  displayUrl @2 :Text;
  indices @3 :List(Int64);
}

# serbench.twitter.Point
struct Point {
  type @0 :Text;
  coordinates @1 :List(Float64);
}

# serbench.twitter.Place
struct Place {
  id @0 :Text;
  url @1 :Text;
  placeType @2 :Text;
  name @3 :Text;
  fullName @4 :Text;
  countryCode @5 :Text;
  country @6 :Text;
}

# serbench.twitter.Entities
struct Entities {
  hashtags @0 :List(Hashtag);
  symbols @1 :List(Hashtag);
  urls @2 :List(URL);
  userMentions @3 :List(UserMention);
  media @4 :List(Media);
}

# serbench.twitter.Hashtag
struct Hashtag {
  text @0 :Text;
  indices @1 :List(Int64);
}

# serbench.twitter.UserMention
struct UserMention {
  screenName @0 :Text;
  name @1 :Text;
  id @2 :Int64;
  idStr @3 :Text;
  indices @4 :List(Int64);
}

# serbench.twitter.Media
struct Media {
  id @0 :Int64;
  idStr @1 :Text;
  indices @2 :List(Int64);
  mediaUrl @3 :Text;
  mediaUrlHttps @4 :Text;
  url @5 :Text;
  displayUrl @6 :Text;
  expandedUrl @7 :Text;
  type @8 :Text;
  sizes @9 :Sizes;
  sourceStatusId :union {
    none @10 :Void;
    value @11 :Int64;
  }
  sourceStatusIdStr :union {
    none @12 :Void;
    value @13 :Text;
  }
}

# serbench.twitter.Sizes
struct Sizes {
  medium @0 :Size;
  small @1 :Size;
  thumb @2 :Size;
  large @3 :Size;
}

# serbench.twitter.Size
struct Size {
  w @0 :Int64;
  h @1 :Int64;
  resize @2 :Text;
}

# serbench.twitter.SearchMetadata
struct SearchMetadata {
  completedIn @0 :Float64;
  maxId @1 :Int64;
  maxIdStr @2 :Text;
  nextResults @3 :Text;
  query @4 :Text;
  refreshUrl @5 :Text;
  count @6 :Int64;
  sinceId @7 :Int64;
  sinceIdStr @8 :Text;
}
