#include "textflag.h"

// func request(args *[6]uintptr, dflt uintptr) uintptr
//
// Valgrind's client request on amd64: the preamble of four rotations of
// RDI (by 128 bits in all, so RDI is unchanged) followed by XCHGQ BX, BX,
// with RAX pointing at the request and its five arguments and RDX holding
// the default result, which a native run returns untouched. Written as
// bytes because valgrind matches these exact encodings.
TEXT ·request(SB), NOSPLIT, $0-24
	MOVQ args+0(FP), AX
	MOVQ dflt+8(FP), DX
	BYTE $0x48; BYTE $0xc1; BYTE $0xc7; BYTE $0x03 // ROLQ $3, DI
	BYTE $0x48; BYTE $0xc1; BYTE $0xc7; BYTE $0x0d // ROLQ $13, DI
	BYTE $0x48; BYTE $0xc1; BYTE $0xc7; BYTE $0x3d // ROLQ $61, DI
	BYTE $0x48; BYTE $0xc1; BYTE $0xc7; BYTE $0x33 // ROLQ $51, DI
	BYTE $0x48; BYTE $0x87; BYTE $0xdb             // XCHGQ BX, BX
	MOVQ DX, ret+16(FP)
	RET
