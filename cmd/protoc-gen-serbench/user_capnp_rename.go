package main

import (
	"fmt"
	"strings"
)

// A field whose capnpc-go methods would collide with another field's (a
// Text field country has CountryBytes, which a Data field country_bytes
// would have as its accessor) gets a Go name of its own: the accessor with
// "_" after it, through Go's name annotation ($SbGo.name), which changes no
// byte of the format.

// nameOrRename is name, renaming the field's Go accessor where its
// methods collide with another field's.
func (st *cpStruct) nameOrRename(proto string, methods ...string) (capName, acc, why string) {
	capName, acc, why = st.name(proto, methods...)
	if why == "" || !strings.HasPrefix(why, "capnpc-go's Go method") {
		return capName, acc, why
	}
	capName = lowerFirst(schemaCamel(proto))
	acc = upperFirst(capName)
	// name claimed this field's methods up to the one in the way.
	for _, pat := range methods {
		if n := strings.ReplaceAll(pat, "X", acc); st.methods[n] == proto {
			delete(st.methods, n)
		}
	}
	for suffix := "_"; len(suffix) <= 3; suffix += "_" {
		a := acc + suffix
		free := true
		for _, pat := range methods {
			if _, ok := st.methods[strings.ReplaceAll(pat, "X", a)]; ok {
				free = false
			}
		}
		if !free {
			continue
		}
		for _, pat := range methods {
			st.methods[strings.ReplaceAll(pat, "X", a)] = proto
		}
		if st.goNames == nil {
			st.goNames = map[string]string{}
		}
		st.goNames[capName] = lowerFirst(a)
		return capName, a, ""
	}
	return "", "", why
}

// goNameAnnotation is the field's Go name annotation, if it was renamed.
func (st *cpStruct) goNameAnnotation(capName string) string {
	if n, ok := st.goNames[capName]; ok {
		return fmt.Sprintf(" $%s.name(%q)", cpGoAlias, n)
	}
	return ""
}
