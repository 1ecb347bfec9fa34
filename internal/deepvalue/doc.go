// Package deepvalue compares and digests any Go value by reflection, under
// reflect.DeepEqual's rules: the Equal and read Digest of run --go's user
// types (package usergo) and of the datasets whose models are too large to
// write both out by hand (the public JSON documents). It imports no codec
// and no go-cmp, so a lean timing worker may link it.
package deepvalue
