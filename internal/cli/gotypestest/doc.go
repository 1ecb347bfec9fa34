// Package gotypestest holds the end-to-end tests of `serbench run --go`
// and `verify --go` (its tests only), and the user modules they run on in
// testdata: a package of its own, apart from internal/cli's, so that each
// test binary stays well within go test's ten-minute limit on two cores
// (see package clitest).
package gotypestest
