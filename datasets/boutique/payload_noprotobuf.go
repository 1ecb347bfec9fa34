//go:build serbench_lean && !serbench_protobuf

package boutique

import "errors"

// A lean worker without protobuf has no protobuf conversions to read the
// payload files' protojson with (payload_protobuf.go); serbench builds the
// workers of a payload run with protobuf.

func payloadsUnsupported() error {
	return errors.New("payloads: this worker was built without protobuf, which reading payloads needs")
}

func unmarshalPayload(Kind, []byte) (Message, error) { return nil, payloadsUnsupported() }

func marshalPayload(Message) ([]byte, error) { return nil, payloadsUnsupported() }
