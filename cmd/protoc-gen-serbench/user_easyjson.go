package main

import (
	"fmt"
	"net/url"
)

// easyjson in user mode: --serbench_opt=easyjson=on writes the mirrors
// (easyjson_mirror_gen.go), on which the build then runs easyjson, and
// the table offers them; easyjson=<why not, query-escaped> leaves them out
// with the build's reason (userproto's Schema.NoEasyjson).

// setEasyjson records the easyjson option.
func (s *userSchema) setEasyjson(opt string) error {
	if opt == "on" {
		s.Easyjson = true
		return nil
	}
	why, err := url.QueryUnescape(opt)
	if err != nil {
		return fmt.Errorf("easyjson=%s: %w", opt, err)
	}
	s.NoEasyjson = why
	return nil
}
