//go:build !unix

package timeworker

import "os"

// mapFile reads the file at path: this system has no mapping.
func mapFile(path string) ([]byte, error) { return os.ReadFile(path) }
