package golang

// The model of golang_source.json (Go's encoding/json benchmark data,
// code.json): the Go source tree as a tree of 12,806 small nodes, one per
// folder and file, each with a name, its children and a few statistics
// of the changes that touched it, nested up to 16 deep. Typed as Go's and
// the JSON libraries' own benchmarks type it; the structs carry no JSON
// methods.

// Source is the whole document.
type Source struct {
	Tree     Node   `json:"tree"`
	Username string `json:"username"`
}

// Node is a folder or a file.
type Node struct {
	Name     string  `json:"name"`
	Kids     []Node  `json:"kids"`
	CLWeight float64 `json:"cl_weight"`
	Touches  int     `json:"touches"`
	MinT     int64   `json:"min_t"` // Unix seconds
	MaxT     int64   `json:"max_t"`
	MeanT    int64   `json:"mean_t"`
}
