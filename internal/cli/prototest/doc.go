// Package prototest holds the end-to-end tests of `serbench run --proto`
// and `verify --proto` (its tests only): a package of their own, apart
// from internal/cli's, so that each test binary stays well within go
// test's ten-minute limit on two cores (see package clitest).
package prototest
