// Package schematest holds the end-to-end tests of `serbench verify
// --proto` on the schema languages (tests only): the shop schema every
// language carries, and the schemas one language cannot hold. A package of
// its own, apart from prototest, so that each test binary stays well
// within go test's ten-minute limit on two cores (see package clitest).
package schematest
