// Command serbench measures serialization formats and libraries on the
// same data and reports which to use. See README.md.
package main

import (
	"os"

	"github.com/serbench/serbench/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
