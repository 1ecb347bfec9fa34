// Package symphonyfuzz holds the fuzz targets of the Symphony codec: the
// struct decoder, the hybrid decoder and the Raw getters, over every message
// type of every dataset and of the test schema (see fuzz_test.go). Run one
// with, for example:
//
//	go test -run '^$' -fuzz '^FuzzUnmarshalSymphony$' -fuzztime 10m ./symphony/symphonyfuzz
//
// Inputs that once failed are kept in testdata/fuzz and run by go test.
package symphonyfuzz
