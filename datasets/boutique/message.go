package boutique

import "fmt"

// Message is any of the 33 message types (always a non-nil pointer).
type Message interface{ kind() Kind }

// KindOf returns m's kind.
func KindOf(m Message) Kind { return m.kind() }

// String returns the message name of k.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}
