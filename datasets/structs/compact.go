package structs

// compactOffers are the Colfer, Bebop and Thrift conversions of a
// variant's root type.
func compactOffers(variant string) []any {
	return thriftOffers(variant)
}
