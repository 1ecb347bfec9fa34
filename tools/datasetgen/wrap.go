package main

import (
	"fmt"
	"strings"

	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
)

// A wrapped list (-wrap Message/field): the committed .proto carries a
// model's list field ([]*Big) in a message of one repeated field (Big
// Array, as seed 003's Huge did) where the derivation gives a repeated
// field. The protobuf family writes the wrapper, always present; every
// other format, whose schema serbench writes, carries the plain list.

// applyWraps returns derived with each wrapped field made the committed
// file's wrapper message: a singular field of the wrapper's type, which
// the derived file must also have (a model type holding the same list).
// It refuses a field that is not a repeated message field, or whose
// committed wrapper is not a message of one repeated field of the same
// element type.
func applyWraps(derived, committed protoreflect.FileDescriptor, wraps []string) (protoreflect.FileDescriptor, error) {
	if len(wraps) == 0 {
		return derived, nil
	}
	fdp := protodesc.ToFileDescriptorProto(derived)
	pkg := string(derived.Package())
	for _, w := range wraps {
		msg, field, ok := strings.Cut(w, "/")
		if !ok {
			return nil, fmt.Errorf("-wrap %s: want Message/field", w)
		}
		dm := derived.Messages().ByName(protoreflect.Name(msg))
		cm := committed.Messages().ByName(protoreflect.Name(msg))
		if dm == nil || cm == nil {
			return nil, fmt.Errorf("-wrap %s: no message %s in both schemas", w, msg)
		}
		df, cf := dm.Fields().ByName(protoreflect.Name(field)), cm.Fields().ByName(protoreflect.Name(field))
		if df == nil || cf == nil {
			return nil, fmt.Errorf("-wrap %s: no field %s in both schemas", w, field)
		}
		if !df.IsList() || df.Message() == nil {
			return nil, fmt.Errorf("-wrap %s: the derived field is not a list of messages", w)
		}
		wm := cf.Message()
		if wm == nil || cf.IsList() || cf.IsMap() || wm.Fields().Len() != 1 || !wm.Fields().Get(0).IsList() ||
			wm.Fields().Get(0).Message() == nil || wm.Fields().Get(0).Message().FullName() != df.Message().FullName() {
			return nil, fmt.Errorf("-wrap %s: the committed field is not a message of one repeated %s", w, df.Message().FullName())
		}
		if derived.Messages().ByName(wm.Name()) == nil || wm.Parent() != protoreflect.Descriptor(committed) {
			return nil, fmt.Errorf("-wrap %s: the wrapper %s is not a top-level message of the model", w, wm.FullName())
		}
		for _, m := range fdp.GetMessageType() {
			if m.GetName() != msg {
				continue
			}
			for _, f := range m.GetField() {
				if f.GetName() == field {
					f.Label = descriptorpb.FieldDescriptorProto_LABEL_OPTIONAL.Enum()
					f.TypeName = proto(".%s.%s", pkg, wm.Name())
				}
			}
		}
	}
	var files protoregistry.Files
	var register func(fs protoreflect.FileImports) error
	register = func(fs protoreflect.FileImports) error {
		for i := range fs.Len() {
			f := fs.Get(i).FileDescriptor
			if _, err := files.FindFileByPath(f.Path()); err == nil {
				continue
			}
			if err := register(f.Imports()); err != nil {
				return err
			}
			if err := files.RegisterFile(f); err != nil {
				return err
			}
		}
		return nil
	}
	if err := register(derived.Imports()); err != nil {
		return nil, err
	}
	out, err := protodesc.NewFile(fdp, &files)
	if err != nil {
		return nil, fmt.Errorf("the derived schema with its wrapped lists: %w", err)
	}
	return out, nil
}

// proto is a *string of the formatted text.
func proto(format string, a ...any) *string {
	s := fmt.Sprintf(format, a...)
	return &s
}
