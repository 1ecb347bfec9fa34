package structs

// compactOffers are the Colfer and Thrift conversions of a variant's root
// type (colfer.go, thrift.go).
func compactOffers(variant string) []any {
	return append(colferOffers(variant), thriftOffers(variant)...)
}
