// Package doccheck holds the tests of the repository's documentation:
// every relative link of a Markdown file resolves to a file, and its
// anchor to a heading of that file; every command and flag of serbench is
// named in the docs, and every field of the results folder's format in
// docs/results.md; no comment of hand-written code names a date.
package doccheck
