package main

import "github.com/serbench/serbench/codecs/easyjson"

// easyjson in user mode: --serbench_opt=easyjson=on writes the mirrors
// (easyjson_mirror_gen.go), on which the build then runs easyjson, and
// the table offers them; easyjson=<why not, query-escaped> leaves them out
// with the build's reason (in LeftOut).

// setEasyjson records the easyjson option.
func (s *userSchema) setEasyjson(opt string) error {
	on, why, err := onOrWhy("easyjson", opt)
	s.Easyjson = on
	if !on {
		s.LeftOut[easyjson.Name] = why
	}
	return err
}
