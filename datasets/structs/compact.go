package structs

// compactOffers are the Colfer, Bebop and Thrift conversions of a
// variant's root type (colfer.go, bebop.go, thrift.go).
func compactOffers(variant string) []any {
	return append(append(colferOffers(variant), bebopOffers(variant)...), thriftOffers(variant)...)
}
