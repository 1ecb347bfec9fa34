package symphonyfuzz

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	boutiquepb "github.com/serbench/serbench/datasets/boutique/pb"
	objectlistpb "github.com/serbench/serbench/datasets/objectlist/pb"
	structspb "github.com/serbench/serbench/datasets/structs/pb"
	tickdatapb "github.com/serbench/serbench/datasets/tickdata/pb"
	transactionpb "github.com/serbench/serbench/datasets/transaction/pb"
	"github.com/serbench/serbench/symphony"
	"github.com/serbench/serbench/symphony/symphonytest"
)

// message is what protoc-gen-symphony adds to a protoc-gen-go type.
type message interface {
	proto.Message
	MarshalSymphony() ([]byte, error)
	UnmarshalSymphony([]byte) error
	MarshalSymphonyHybrid() ([]byte, error)
	UnmarshalSymphonyHybrid([]byte) error
}

// target is one message type under test.
type target struct {
	mt   protoreflect.MessageType
	view func([]byte) any
}

func (t target) new() message { return t.mt.New().Interface().(message) }

// targets lists every message type (map entries aside) of every file, in a
// fixed order, so that a fuzz input's selector always names the same type.
var targets = func() []target {
	files := []struct {
		fd    protoreflect.FileDescriptor
		views map[string]func([]byte) any
	}{
		{symphonytest.File_kinds_proto, symphonytest.File_kinds_proto_RawViews},
		{transactionpb.File_transaction_proto, transactionpb.File_transaction_proto_RawViews},
		{tickdatapb.File_tickdata_proto, tickdatapb.File_tickdata_proto_RawViews},
		{objectlistpb.File_objectlist_proto, objectlistpb.File_objectlist_proto_RawViews},
		{structspb.File_structs_proto, structspb.File_structs_proto_RawViews},
		{boutiquepb.File_boutique_proto, boutiquepb.File_boutique_proto_RawViews},
	}
	var out []target
	for _, f := range files {
		var names []string
		for name := range f.views {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			mt, err := protoregistry.GlobalTypes.FindMessageByName(protoreflect.FullName(name))
			if err != nil {
				continue // a map entry has no Go type of its own
			}
			out = append(out, target{mt: mt, view: f.views[name]})
		}
	}
	return out
}()

func pick(sel uint16) target { return targets[int(sel)%len(targets)] }

// seed adds, for every type, filled messages in the form encode makes.
func seed(f *testing.F, encode func(message) ([]byte, error)) {
	r := rand.New(rand.NewPCG(42, 7))
	for i, t := range targets {
		for depth := range 3 {
			m := t.new()
			symphonytest.Fill(m.ProtoReflect(), r, depth)
			b, err := encode(m)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(uint16(i), b)
		}
	}
}

// FuzzUnmarshalSymphony: the decoder returns ErrMalformed or a message that
// encodes and decodes back to itself; it never panics.
func FuzzUnmarshalSymphony(f *testing.F) {
	seed(f, message.MarshalSymphony)
	f.Fuzz(func(t *testing.T, sel uint16, data []byte) {
		tg := pick(sel)
		m := tg.new()
		if err := m.UnmarshalSymphony(data); err != nil {
			if !errors.Is(err, symphony.ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
			return
		}
		again, err := m.MarshalSymphony()
		if err != nil {
			t.Fatalf("re-encoding an accepted message: %v", err)
		}
		back := tg.new()
		if err := back.UnmarshalSymphony(again); err != nil {
			t.Fatalf("decoding the re-encoded message: %v", err)
		}
		if !proto.Equal(m, back) {
			t.Fatalf("re-encoding changed the message")
		}
	})
}

// FuzzUnmarshalSymphonyHybrid: the same for the hybrid form, whose private
// part goes through protobuf's own decoder.
func FuzzUnmarshalSymphonyHybrid(f *testing.F) {
	seed(f, message.MarshalSymphonyHybrid)
	f.Fuzz(func(t *testing.T, sel uint16, data []byte) {
		tg := pick(sel)
		m := tg.new()
		if err := m.UnmarshalSymphonyHybrid(data); err != nil {
			return
		}
		again, err := m.MarshalSymphonyHybrid()
		if err != nil {
			t.Fatalf("re-encoding an accepted message: %v", err)
		}
		back := tg.new()
		if err := back.UnmarshalSymphonyHybrid(again); err != nil {
			t.Fatalf("decoding the re-encoded message: %v", err)
		}
		if !proto.Equal(m, back) {
			t.Fatalf("re-encoding changed the message")
		}
	})
}

// FuzzRaw: every getter of a view of any bytes returns a value or an error,
// never panics; and where the struct decoder accepts the bytes, every
// getter agrees with it.
func FuzzRaw(f *testing.F) {
	seed(f, message.MarshalSymphony)
	f.Fuzz(func(t *testing.T, sel uint16, data []byte) {
		tg := pick(sel)
		view := tg.view(data)
		_ = symphonytest.WalkRaw(view, tg.mt.Descriptor())
		m := tg.new()
		if m.UnmarshalSymphony(data) != nil {
			return
		}
		if err := symphonytest.CheckRaw(view, m.ProtoReflect()); err != nil {
			t.Fatalf("the view disagrees with the decoder: %v", err)
		}
	})
}
