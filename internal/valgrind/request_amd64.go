package valgrind

// request makes a client request (args[0] the request code, args[1:] its
// arguments) and returns valgrind's answer, or dflt outside valgrind.
//
//go:noescape
func request(args *[6]uintptr, dflt uintptr) uintptr

// supported says whether this architecture has the request stub.
const supported = true
