package goschema

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
)

// renameMessages gives the named types of pkg that names lists (Go type
// name → message name, Options.MessageNames) those message names instead
// of their Go names: a dataset whose committed .proto names a message as
// one of the dataset's other Go types is named (transaction's wire form,
// whose Transaction is not the model's Transaction). It runs after
// nameMessages and fails when a name is not a proto identifier, names no
// type reached, or clashes with another message's name.
func renameMessages(pkg *types.Package, msgs, wrappers []*message, names map[string]string) error {
	if len(names) == 0 {
		return nil
	}
	done := map[string]bool{}
	for _, m := range msgs {
		if m.named == nil || m.named.Obj().Pkg() != pkg {
			continue
		}
		name, ok := names[m.named.Obj().Name()]
		if !ok {
			continue
		}
		if protoIdent(name) != name {
			return fmt.Errorf("message name %q of Go type %s is not a proto identifier", name, m.named.Obj().Name())
		}
		m.name = name
		done[m.named.Obj().Name()] = true
	}
	var missing []string
	for goName := range names {
		if !done[goName] {
			missing = append(missing, goName)
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		return fmt.Errorf("message names for %s: no such struct type of the package is reached from the roots", strings.Join(missing, ", "))
	}
	seen := map[string]string{}
	for _, m := range append(slices.Clone(msgs), wrappers...) {
		if other, ok := seen[nameKey(m.name)]; ok {
			return fmt.Errorf("message name %s clashes with %s", m.name, other)
		}
		seen[nameKey(m.name)] = m.name
	}
	return nil
}
