// Package valgrind counts the instructions of a piece of Go code under
// valgrind's callgrind tool: the client requests a program makes of
// valgrind (Running, Collect, DumpAt), through a tiny amd64 stub, and the
// parent's side, the command line that runs a program under callgrind
// (Args) and the reading of its dumps (ReadDumps); and the count of a
// whole run of a program that makes no requests (CountArgs, ReadTotal).
//
// Why callgrind and client requests rather than the difference of two
// whole-program counts: the program starts with instrumentation off
// (--instr-atstart=no), so loading and validating a cell's data runs at
// near-native speed, and only what lies between two requests is counted,
// with no start-up or exit cost to subtract (docs/methodology.md,
// "Instructions per op").
package valgrind

import (
	"runtime"
	"unsafe"
)

// Request codes, as valgrind.h and callgrind.h number them.
const (
	reqRunningOnValgrind = 0x1001
	// Callgrind's own requests start at VG_USERREQ_TOOL_BASE('C','T').
	toolBaseCT = 'C'<<24 | 'T'<<16
	// DUMP_STATS and ZERO_STATS, unused, are the base and the next.
	reqToggleCollect      = toolBaseCT + 2
	reqDumpStatsAt        = toolBaseCT + 3
	reqStartInstrumenting = toolBaseCT + 4
	reqStopInstrumenting  = toolBaseCT + 5
)

func do(code uintptr, arg uintptr) uintptr {
	args := [6]uintptr{code, arg}
	return request(&args, 0)
}

// Running reports whether the program runs under valgrind; always false
// on architectures without the stub.
func Running() bool { return do(reqRunningOnValgrind, 0) > 0 }

// Supported reports whether this architecture can make client requests.
func Supported() bool { return supported }

// StartInstrumentation turns callgrind's instrumentation on (the program
// was started with --instr-atstart=no): what runs before it is not even
// simulated, and so runs several times faster.
func StartInstrumentation() { do(reqStartInstrumenting, 0) }

// StopInstrumentation turns it off again.
func StopInstrumentation() { do(reqStopInstrumenting, 0) }

// ToggleCollect turns the collection of counts on or off (the program was
// started with --collect-atstart=no, so the first call turns it on).
func ToggleCollect() { do(reqToggleCollect, 0) }

// DumpAt writes the counts collected since the last dump to a dump file
// of their own (the next part, ReadDumps) with why as its trigger, and
// zeroes them.
func DumpAt(why string) {
	b := append([]byte(why), 0)
	do(reqDumpStatsAt, uintptr(unsafe.Pointer(&b[0])))
	runtime.KeepAlive(b)
}
