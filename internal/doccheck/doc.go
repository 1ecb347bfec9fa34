// Package doccheck holds the tests of the repository's documentation:
// every relative link of a Markdown file resolves to a file, and its
// anchor to a heading of that file; no comment of hand-written code
// names a date.
package doccheck
