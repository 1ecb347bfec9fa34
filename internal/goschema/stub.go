// Package goschema derives a .proto schema from a user's Go types, with the
// conversions between them, for `serbench run --go`: the schema codecs bind
// to the user's types through the derived messages.
//
// This file is a stub until the derivation lands: Derive leaves every type
// out.
package goschema

// Options say which Go types to derive a schema from, and how to name it.
type Options struct {
	Dir, Pattern string // Dir: folder to load from (absolute); Pattern: import path or "./x" dir pattern
	Types        []string
	ProtoPackage string // e.g. "serbench.gotypes"
	GoPackage    string // go_package for the .proto (import path protoc-gen-go's code gets)
	ConvPackage  string // package name of the conversion file
}

// Result is the derived schema and its conversions.
type Result struct {
	PkgPath, PkgName string
	ProtoFile        string
	Proto            []byte            // the derived .proto
	Messages         map[string]string // root Go type -> proto message name
	Conv             []byte            // Go source: func ToProto<T>(*userpkg.T) (*pb.<Msg>, error); func FromProto<T>(*pb.<Msg>) (*userpkg.T, error)
	LeftOut          map[string]string // root type -> why no derived schema can carry it
}

// Derive derives the schema of o.Types; user errors are *suite.UsageError.
func Derive(o Options) (*Result, error) {
	r := &Result{LeftOut: map[string]string{}, Messages: map[string]string{}}
	for _, t := range o.Types {
		r.LeftOut[t] = "derived schemas: not built yet"
	}
	return r, nil
}
