package twitter

// The model of twitter.json: a Twitter search API (v1.1) response of 100
// statuses, typed field by field as the JSON libraries' own benchmarks
// type it. Every field the document holds is here, so encoding/json
// writes the same JSON value back:
//
//   - ids are int64, which hold them exactly (a float64 would not);
//   - a field that is null in some statuses is a pointer (null is nil);
//   - a field that some objects leave out is a pointer with omitempty
//     (absent is nil), so a present zero or empty value stays present;
//   - geo, coordinates, place and contributors are null throughout the
//     document; they are typed as the API documents them.
//
// The structs carry no JSON methods: encoding/json and the other
// reflection codecs measure their own paths on them.

// Twitter is the whole document.
type Twitter struct {
	Statuses       []Status       `json:"statuses"`
	SearchMetadata SearchMetadata `json:"search_metadata"`
}

// SearchMetadata describes the search.
type SearchMetadata struct {
	CompletedIn float64 `json:"completed_in"`
	MaxID       int64   `json:"max_id"`
	MaxIDStr    string  `json:"max_id_str"`
	NextResults string  `json:"next_results"`
	Query       string  `json:"query"`
	RefreshURL  string  `json:"refresh_url"`
	Count       int     `json:"count"`
	SinceID     int64   `json:"since_id"`
	SinceIDStr  string  `json:"since_id_str"`
}

// Status is one tweet; a retweet holds the tweet it repeats.
type Status struct {
	Metadata             Metadata `json:"metadata"`
	CreatedAt            string   `json:"created_at"`
	ID                   int64    `json:"id"`
	IDStr                string   `json:"id_str"`
	Text                 string   `json:"text"`
	Source               string   `json:"source"`
	Truncated            bool     `json:"truncated"`
	InReplyToStatusID    *int64   `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string  `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64   `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string  `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string  `json:"in_reply_to_screen_name"`
	User                 User     `json:"user"`
	Geo                  *Point   `json:"geo"`
	Coordinates          *Point   `json:"coordinates"`
	Place                *Place   `json:"place"`
	Contributors         []int64  `json:"contributors"`
	RetweetedStatus      *Status  `json:"retweeted_status,omitempty"`
	RetweetCount         int      `json:"retweet_count"`
	FavoriteCount        int      `json:"favorite_count"`
	Entities             Entities `json:"entities"`
	Favorited            bool     `json:"favorited"`
	Retweeted            bool     `json:"retweeted"`
	PossiblySensitive    *bool    `json:"possibly_sensitive,omitempty"`
	Lang                 string   `json:"lang"`
}

// Metadata is the search's note on a status.
type Metadata struct {
	ResultType      string `json:"result_type"`
	ISOLanguageCode string `json:"iso_language_code"`
}

// User is a status's author.
type User struct {
	ID                             int64        `json:"id"`
	IDStr                          string       `json:"id_str"`
	Name                           string       `json:"name"`
	ScreenName                     string       `json:"screen_name"`
	Location                       string       `json:"location"`
	Description                    string       `json:"description"`
	URL                            *string      `json:"url"`
	Entities                       UserEntities `json:"entities"`
	Protected                      bool         `json:"protected"`
	FollowersCount                 int          `json:"followers_count"`
	FriendsCount                   int          `json:"friends_count"`
	ListedCount                    int          `json:"listed_count"`
	CreatedAt                      string       `json:"created_at"`
	FavouritesCount                int          `json:"favourites_count"`
	UTCOffset                      *int         `json:"utc_offset"`
	TimeZone                       *string      `json:"time_zone"`
	GeoEnabled                     bool         `json:"geo_enabled"`
	Verified                       bool         `json:"verified"`
	StatusesCount                  int          `json:"statuses_count"`
	Lang                           string       `json:"lang"`
	ContributorsEnabled            bool         `json:"contributors_enabled"`
	IsTranslator                   bool         `json:"is_translator"`
	IsTranslationEnabled           bool         `json:"is_translation_enabled"`
	ProfileBackgroundColor         string       `json:"profile_background_color"`
	ProfileBackgroundImageURL      string       `json:"profile_background_image_url"`
	ProfileBackgroundImageURLHTTPS string       `json:"profile_background_image_url_https"`
	ProfileBackgroundTile          bool         `json:"profile_background_tile"`
	ProfileImageURL                string       `json:"profile_image_url"`
	ProfileImageURLHTTPS           string       `json:"profile_image_url_https"`
	ProfileBannerURL               *string      `json:"profile_banner_url,omitempty"`
	ProfileLinkColor               string       `json:"profile_link_color"`
	ProfileSidebarBorderColor      string       `json:"profile_sidebar_border_color"`
	ProfileSidebarFillColor        string       `json:"profile_sidebar_fill_color"`
	ProfileTextColor               string       `json:"profile_text_color"`
	ProfileUseBackgroundImage      bool         `json:"profile_use_background_image"`
	DefaultProfile                 bool         `json:"default_profile"`
	DefaultProfileImage            bool         `json:"default_profile_image"`
	Following                      bool         `json:"following"`
	FollowRequestSent              bool         `json:"follow_request_sent"`
	Notifications                  bool         `json:"notifications"`
}

// UserEntities are the links in a user's profile.
type UserEntities struct {
	URL         *URLs `json:"url,omitempty"`
	Description URLs  `json:"description"`
}

// URLs is a list of links.
type URLs struct {
	URLs []URL `json:"urls"`
}

// Entities are what a status's text holds besides words.
type Entities struct {
	Hashtags     []Hashtag     `json:"hashtags"`
	Symbols      []Hashtag     `json:"symbols"` // cashtags, shaped as hashtags
	URLs         []URL         `json:"urls"`
	UserMentions []UserMention `json:"user_mentions"`
	Media        []Media       `json:"media,omitempty"`
}

// Hashtag is a #tag and where it stands in the text.
type Hashtag struct {
	Text    string `json:"text"`
	Indices []int  `json:"indices"`
}

// URL is a link and where it stands in the text.
type URL struct {
	URL         string `json:"url"`
	ExpandedURL string `json:"expanded_url"`
	DisplayURL  string `json:"display_url"`
	Indices     []int  `json:"indices"`
}

// UserMention is an @name and where it stands in the text.
type UserMention struct {
	ScreenName string `json:"screen_name"`
	Name       string `json:"name"`
	ID         int64  `json:"id"`
	IDStr      string `json:"id_str"`
	Indices    []int  `json:"indices"`
}

// Media is an attached photo.
type Media struct {
	ID                int64   `json:"id"`
	IDStr             string  `json:"id_str"`
	Indices           []int   `json:"indices"`
	MediaURL          string  `json:"media_url"`
	MediaURLHTTPS     string  `json:"media_url_https"`
	URL               string  `json:"url"`
	DisplayURL        string  `json:"display_url"`
	ExpandedURL       string  `json:"expanded_url"`
	Type              string  `json:"type"`
	Sizes             Sizes   `json:"sizes"`
	SourceStatusID    *int64  `json:"source_status_id,omitempty"`
	SourceStatusIDStr *string `json:"source_status_id_str,omitempty"`
}

// Sizes are a photo's renditions.
type Sizes struct {
	Medium Size `json:"medium"`
	Small  Size `json:"small"`
	Thumb  Size `json:"thumb"`
	Large  Size `json:"large"`
}

// Size is one rendition.
type Size struct {
	W      int    `json:"w"`
	H      int    `json:"h"`
	Resize string `json:"resize"`
}

// Point is a GeoJSON point (geo, coordinates).
type Point struct {
	Type        string    `json:"type"`
	Coordinates []float64 `json:"coordinates"`
}

// Place is a named place a status was sent from.
type Place struct {
	ID          string `json:"id"`
	URL         string `json:"url"`
	PlaceType   string `json:"place_type"`
	Name        string `json:"name"`
	FullName    string `json:"full_name"`
	CountryCode string `json:"country_code"`
	Country     string `json:"country"`
}
