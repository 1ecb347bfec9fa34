// Package layers holds the test that keeps docs/layout.md's import rule
// true: five layers of folders, each package importing only its own layer
// and the layers before it, so that a reader adding a codec or a dataset
// knows which packages they may use, and none of them can reach the
// command line.
package layers
