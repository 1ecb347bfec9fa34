// Package bench benchmarks serbench's codecs on your own Go types, from
// your own _test.go (documentation in progress).
package bench
