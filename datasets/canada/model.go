package canada

// The model of canada.json: Canada's border as a GeoJSON FeatureCollection
// of one Polygon feature, 480 rings of 55,563 [longitude, latitude] pairs
// in all, nearly every number a float with 15 to 17 significant digits.
// Typed as the JSON libraries' own benchmarks type it; the structs carry
// no JSON methods.

// FeatureCollection is the whole document.
type FeatureCollection struct {
	Type     string    `json:"type"`
	Features []Feature `json:"features"`
}

// Feature is a named geometry.
type Feature struct {
	Type       string     `json:"type"`
	Properties Properties `json:"properties"`
	Geometry   Geometry   `json:"geometry"`
}

// Properties name a feature.
type Properties struct {
	Name string `json:"name"`
}

// Geometry is a polygon: its rings, each a list of positions.
type Geometry struct {
	Type        string         `json:"type"`
	Coordinates [][][2]float64 `json:"coordinates"`
}
