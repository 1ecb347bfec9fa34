package main

// easyjson in user mode: --serbench_opt=easyjson=on writes the mirrors
// (easyjson_mirror_gen.go), on which the build then runs easyjson, and
// the table offers them; easyjson=<why not, query-escaped> leaves them out
// with the build's reason (userproto's Schema.NoEasyjson).

// setEasyjson records the easyjson option.
func (s *userSchema) setEasyjson(opt string) error {
	var err error
	s.Easyjson, s.NoEasyjson, err = onOrWhy("easyjson", opt)
	return err
}
