package citm

// The model of citm_catalog.json: a ticketing catalogue of the Cité de la
// musique's events and performances, typed field by field as the JSON
// libraries' own benchmarks type it. Its maps are keyed by numeric ids,
// which encoding/json reads into int64 keys and writes back as the same
// strings; venueNames is keyed by venue codes. A field that is null in
// some objects is a pointer (description, subjectCode and subtitle are
// null throughout, typed as the strings they hold elsewhere). The structs
// carry no JSON methods.

// Catalog is the whole document.
type Catalog struct {
	AreaNames                map[int64]string  `json:"areaNames"`
	AudienceSubCategoryNames map[int64]string  `json:"audienceSubCategoryNames"`
	BlockNames               map[int64]string  `json:"blockNames"`
	Events                   map[int64]Event   `json:"events"`
	Performances             []Performance     `json:"performances"`
	SeatCategoryNames        map[int64]string  `json:"seatCategoryNames"`
	SubTopicNames            map[int64]string  `json:"subTopicNames"`
	SubjectNames             map[int64]string  `json:"subjectNames"`
	TopicNames               map[int64]string  `json:"topicNames"`
	TopicSubTopics           map[int64][]int64 `json:"topicSubTopics"`
	VenueNames               map[string]string `json:"venueNames"`
}

// Event is a show, which has one or more performances.
type Event struct {
	Description *string `json:"description"`
	ID          int64   `json:"id"`
	Logo        *string `json:"logo"`
	Name        string  `json:"name"`
	SubTopicIDs []int64 `json:"subTopicIds"`
	SubjectCode *string `json:"subjectCode"`
	Subtitle    *string `json:"subtitle"`
	TopicIDs    []int64 `json:"topicIds"`
}

// Performance is one date of an event, with its prices by seat category.
type Performance struct {
	EventID        int64          `json:"eventId"`
	ID             int64          `json:"id"`
	Logo           *string        `json:"logo"`
	Name           *string        `json:"name"`
	Prices         []Price        `json:"prices"`
	SeatCategories []SeatCategory `json:"seatCategories"`
	SeatMapImage   *string        `json:"seatMapImage"`
	Start          int64          `json:"start"` // milliseconds since 1970
	VenueCode      string         `json:"venueCode"`
}

// Price is a seat category's price for an audience.
type Price struct {
	Amount                int64 `json:"amount"`
	AudienceSubCategoryID int64 `json:"audienceSubCategoryId"`
	SeatCategoryID        int64 `json:"seatCategoryId"`
}

// SeatCategory lists the areas of the hall a category covers.
type SeatCategory struct {
	Areas          []Area `json:"areas"`
	SeatCategoryID int64  `json:"seatCategoryId"`
}

// Area is an area of the hall and its blocks.
type Area struct {
	AreaID   int64   `json:"areaId"`
	BlockIDs []int64 `json:"blockIds"`
}
