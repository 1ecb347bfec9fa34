// Package procinfo reads the machine facts serbench needs from /proc: a
// package of its own so that a lean timing worker, which sets its memory
// limit from the machine's memory, links this and not the results format.
package procinfo

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// Field returns the value of key in a "key: value" file such as
// /proc/meminfo, trimmed, or "" when the file or the key is missing.
func Field(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// PhysicalMemory is the machine's memory in bytes, or 0 when unknown.
func PhysicalMemory() uint64 { return meminfo("MemTotal") }

// AvailableMemory is the memory the kernel can still give processes
// without swapping (MemAvailable), in bytes, or 0 when unknown.
func AvailableMemory() uint64 { return meminfo("MemAvailable") }

func meminfo(key string) uint64 {
	kb, err := strconv.ParseUint(strings.TrimSuffix(Field("/proc/meminfo", key), " kB"), 10, 64)
	if err != nil {
		return 0
	}
	return kb << 10
}
