// Package ugorji is the github.com/ugorji/go/codec codecs: MessagePack,
// Binc and CBOR through its handles, reflection codecs bound to the models'
// own Go values.
package ugorji

import (
	"fmt"

	"github.com/ugorji/go/codec"

	"github.com/serbench/serbench/suite"
)

// The codecs' names.
const (
	MsgpackName = "ugorji-msgpack"
	BincName    = "ugorji-binc"
	CborName    = "ugorji-cbor"
)

// The handles, set once: a Handle caches type information and is safe to
// share between encoders and decoders once configured.
var (
	// WriteExt writes the MessagePack spec of 2013 (str and bin apart,
	// times as the timestamp extension, which keeps nanoseconds).
	msgpackHandle = &codec.MsgpackHandle{WriteExt: true}
	bincHandle    = &codec.BincHandle{}
	// Its CBOR decoder rounds every time to the microsecond, whichever
	// way it was written, so TimeRFC3339 would gain nothing.
	cborHandle = &codec.CborHandle{}
)

// unfitBigInt is why the handles leave out transaction.
var unfitBigInt = map[string]string{
	"transaction": "Signature.R and S are *big.Int, which has no exported fields, and no BinaryMarshaler, the only " +
		"marshaler interface these binary handles use: it is written as an empty map and read back as 0.",
}

// The codecs of the three handles, each listed with its format's family.
var (
	Msgpack = handleCodec(MsgpackName, "MessagePack", "MsgpackHandle{WriteExt: true} (str and bin types apart, times as the "+
		"timestamp extension)", msgpackHandle, unfitBigInt)
	Binc = handleCodec(BincName, "Binc", "BincHandle{} (default options)", bincHandle, unfitBigInt)
	CBOR = handleCodec(CborName, "CBOR", "CborHandle{} (default options: times as tag 1 epoch seconds, a float64)", cborHandle, map[string]string{
		"transaction": unfitBigInt["transaction"],
		"structs": "Its CBOR decoder rounds every time to the microsecond (decodeTime ends in t.Round(time.Microsecond)), " +
			"whichever way it was written; the times have nanoseconds.",
	})
)

func handleCodec(name, family, handle string, h codec.Handle, unfit map[string]string) suite.Codec {
	marshal := func(v any) ([]byte, error) {
		var b []byte
		if err := codec.NewEncoderBytes(&b, h).Encode(v); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return b, nil
	}
	unmarshal := func(b []byte, ptr any) error {
		if err := codec.NewDecoderBytes(b, h).Decode(ptr); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
	return suite.Codec{
		Name:   name,
		Title:  family + " (ugorji/go/codec)",
		Module: "github.com/ugorji/go/codec",
		URL:    "https://github.com/ugorji/go",
		Family: family,
		// Its default build reads and writes values through package
		// unsafe (the "safe" build tag turns that off).
		Labels: []string{suite.LabelReflection, suite.LabelBinary, suite.LabelUnsafe},
		Notes: "A new codec.NewEncoderBytes or codec.NewDecoderBytes per op, then Encode or Decode of the model " +
			"value, with one shared " + handle + "; structs as maps keyed by field name; the default (unsafe) build.",
		Unfit: unfit,
		Bind: func(m suite.Model) (suite.Binding, bool) {
			return m.BindModel(suite.ModelFuncs{Marshal: marshal, Unmarshal: unmarshal}), true
		},
	}
}
