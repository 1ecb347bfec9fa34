//go:build (amd64 && go1.17 && !go1.28) || (arm64 && go1.20 && !go1.28)

package sonic

// sonicOwnCode: sonic v1.15.5's sonic.go builds here (its constraint,
// copied), so sonic's own code runs.
const sonicOwnCode = true
