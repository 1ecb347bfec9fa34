// Package doccheck holds the tests of the repository's documentation:
// that every relative link of a Markdown file resolves to a file, and its
// anchor to a heading of that file.
package doccheck
