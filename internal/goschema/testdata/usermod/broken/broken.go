// Package broken does not build.
package broken

type Order struct {
	ID Missing
}
