//go:build (!amd64 && !arm64) || go1.28 || !go1.17 || (arm64 && !go1.20)

package sonic

// sonicOwnCode: sonic v1.15.5's compat.go builds here (its constraint,
// copied), so encoding/json runs. `go test -tags go1.28` builds this path
// on any machine.
const sonicOwnCode = false
