// Package doccheck holds the tests of the repository's documentation:
// every relative link of a Markdown file resolves to a file, and its
// anchor to a heading of that file; every command and flag of serbench is
// named in the docs, and every field of the results folder's format in
// docs/results.md; no paragraph of the docs runs past 1,000 characters,
// and the longest docs stay within their lines; no comment of
// hand-written code names a date.
package doccheck
