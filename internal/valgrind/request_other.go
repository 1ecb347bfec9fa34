//go:build !amd64

package valgrind

// request has no stub on this architecture: every answer is the default,
// as outside valgrind.
func request(args *[6]uintptr, dflt uintptr) uintptr { return dflt }

// supported says whether this architecture has the request stub.
const supported = false
