// Thrift schema of twitter.proto, written by protoc-gen-serbench (mode=user).

namespace go thgen

struct SbTimestamp {
  1: i64 Seconds
  2: i32 Nanos
}

// serbench.twitter.Twitter
struct Twitter {
  1: list<Status> Statuses
  2: SearchMetadata SearchMetadata
}

// serbench.twitter.Status
struct Status {
  1: Metadata Metadata
  2: string CreatedAt
  3: i64 ID
  4: string IDStr
  5: string Text
  6: string Source
  7: bool Truncated
  8: optional i64 InReplyToStatusID
  9: optional string InReplyToStatusIDStr
  10: optional i64 InReplyToUserID
  11: optional string InReplyToUserIDStr
  12: optional string InReplyToScreenName
  13: User User
  14: optional Point Geo
  15: optional Point Coordinates
  16: optional Place Place
  17: list<i64> Contributors
  18: optional Status RetweetedStatus
  19: i64 RetweetCount
  20: i64 FavoriteCount
  21: Entities Entities
  22: bool Favorited
  23: bool Retweeted
  24: optional bool PossiblySensitive
  25: string Lang
}

// serbench.twitter.Metadata
struct Metadata {
  1: string ResultType
  2: string ISOLanguageCode
}

// serbench.twitter.User
struct User {
  1: i64 ID
  2: string IDStr
  3: string Name
  4: string ScreenName
  5: string Location
  6: string Description
  7: optional string URL
  8: UserEntities Entities
  9: bool Protected
  10: i64 FollowersCount
  11: i64 FriendsCount
  12: i64 ListedCount
  13: string CreatedAt
  14: i64 FavouritesCount
  15: optional i64 UTCOffset
  16: optional string TimeZone
  17: bool GeoEnabled
  18: bool Verified
  19: i64 StatusesCount
  20: string Lang
  21: bool ContributorsEnabled
  22: bool IsTranslator
  23: bool IsTranslationEnabled
  24: string ProfileBackgroundColor
  25: string ProfileBackgroundImageURL
  26: string ProfileBackgroundImageURLHTTPS
  27: bool ProfileBackgroundTile
  28: string ProfileImageURL
  29: string ProfileImageURLHTTPS
  30: optional string ProfileBannerURL
  31: string ProfileLinkColor
  32: string ProfileSidebarBorderColor
  33: string ProfileSidebarFillColor
  34: string ProfileTextColor
  35: bool ProfileUseBackgroundImage
  36: bool DefaultProfile
  37: bool DefaultProfileImage
  38: bool Following
  39: bool FollowRequestSent
  40: bool Notifications
}

// serbench.twitter.UserEntities
struct UserEntities {
  1: optional URLs URL
  2: URLs Description
}

// serbench.twitter.URLs
struct URLs {
  1: list<URL> URLs
}

// serbench.twitter.URL
struct URL {
  1: string URL
  2: string ExpandedURL
  3: string DisplayURL
  4: list<i64> Indices
}

// serbench.twitter.Point
struct Point {
  1: string Type
  2: list<double> Coordinates
}

// serbench.twitter.Place
struct Place {
  1: string ID
  2: string URL
  3: string PlaceType
  4: string Name
  5: string FullName
  6: string CountryCode
  7: string Country
}

// serbench.twitter.Entities
struct Entities {
  1: list<Hashtag> Hashtags
  2: list<Hashtag> Symbols
  3: list<URL> URLs
  4: list<UserMention> UserMentions
  5: list<Media> Media
}

// serbench.twitter.Hashtag
struct Hashtag {
  1: string Text
  2: list<i64> Indices
}

// serbench.twitter.UserMention
struct UserMention {
  1: string ScreenName
  2: string Name
  3: i64 ID
  4: string IDStr
  5: list<i64> Indices
}

// serbench.twitter.Media
struct Media {
  1: i64 ID
  2: string IDStr
  3: list<i64> Indices
  4: string MediaURL
  5: string MediaURLHTTPS
  6: string URL
  7: string DisplayURL
  8: string ExpandedURL
  9: string Type
  10: Sizes Sizes
  11: optional i64 SourceStatusID
  12: optional string SourceStatusIDStr
}

// serbench.twitter.Sizes
struct Sizes {
  1: Size Medium
  2: Size Small
  3: Size Thumb
  4: Size Large
}

// serbench.twitter.Size
struct Size {
  1: i64 W
  2: i64 H
  3: string Resize
}

// serbench.twitter.SearchMetadata
struct SearchMetadata {
  1: double CompletedIn
  2: i64 MaxID
  3: string MaxIDStr
  4: string NextResults
  5: string Query
  6: string RefreshURL
  7: i64 Count
  8: i64 SinceID
  9: string SinceIDStr
}
