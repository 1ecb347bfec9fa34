// Package options holds the is_public field option of Symphony schemas.
package options

// Generated from the module root so that the file registers as
// symphony/options/options.proto, the path schemas import it by.
//go:generate go run github.com/serbench/serbench/tools/protocrun --go_out=../.. --go_opt=paths=source_relative symphony/options/options.proto
