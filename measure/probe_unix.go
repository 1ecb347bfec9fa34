//go:build unix

package measure

import (
	"syscall"
	"unsafe"
)

// probeMemory maps n bytes outside the Go heap.
func probeMemory(n int) ([]byte, error) {
	return syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
}

// bytesAs views b as a slice of T; b is page-aligned memory of its own.
func bytesAs[T uint32 | uint64](b []byte) []T {
	var t T
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/int(unsafe.Sizeof(t)))
}
