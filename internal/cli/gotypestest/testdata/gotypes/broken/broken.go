// Package broken does not compile, for run --go's bad-input test.
package broken

// Thing is a struct of a package that does not build.
type Thing struct{ N int }

var n int = "not an int"
