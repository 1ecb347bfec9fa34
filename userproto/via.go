package userproto

import (
	"fmt"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs/gogofaster"
	"github.com/serbench/serbench/suite"
)

// Via binds the codecs of s's message fullName (its protobuf, FlatBuffers,
// Symphony, ... conversions, over the model type M and protoc-gen-go's P) to
// a user's Go type T, with to and from converting T to P and back: for `run
// --go`, whose schema codecs bind through the schema derived from the
// user's types (suite.Via). It is an error when the schema has no such
// message, or its types are not M and P.
func Via[T any, M comparable, P proto.Message](s *Schema, fullName string, to func(T) (P, error), from func(P) (T, error)) (suite.Through[T], error) {
	for _, k := range s.Kinds {
		if k.FullName() != fullName {
			continue
		}
		kind, ok := k.(*Kind[M, P])
		if !ok {
			return nil, fmt.Errorf("message %s: its types are not %T and %T", fullName, *new(M), *new(P))
		}
		inner, ok := kind.def(suite.Info{Name: s.Name()}, "", nil).(*suite.Def[M])
		if !ok {
			return nil, fmt.Errorf("message %s: no Def over %T", fullName, *new(M))
		}
		return suite.Via(inner,
			func(t T) (M, error) {
				p, err := to(t)
				if err != nil {
					var zero M
					return zero, err
				}
				return kind.fromPB(p), nil
			},
			func(m M) (T, error) { return from(kind.toPB(m)) },
		), nil
	}
	return nil, fmt.Errorf("the schema has no message %s", fullName)
}

// LeftOutCodecs says why codecs whose code is generated for s (FlatBuffers,
// Symphony, gogofaster, ...) were not: codec name → reason.
func LeftOutCodecs(s *Schema) map[string]string {
	out := map[string]string{}
	for c, why := range s.LeftOut {
		out[c] = why
	}
	if why := noGogoWhy[s.NoGogo]; why != "" && out[gogofaster.Name] == "" {
		out[gogofaster.Name] = why
	}
	return out
}
