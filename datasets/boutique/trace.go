package boutique

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"fmt"

	capnp "capnproto.org/go/capnp/v3"
	flatbuffers "github.com/google/flatbuffers/go"
	"github.com/mailru/easyjson"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/symphonycodec"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// The trace variant's bindings. Each message's bytes are exactly the
// codec's own encoding of that message, as on the wire of an RPC whose
// method names the message type: the decoder of each message is chosen
// before timing from its kind (suite.Funcs.DecodeFor), the way an RPC
// server picks the request type from the method.

// ops is the erased table the trace bindings dispatch through.
var ops = func() (t [numKinds]erased) {
	for k, kd := range kinds {
		t[k] = kd.erase()
	}
	return t
}()

// perKind returns, for a message, the decoder made for its kind: the
// decoders are built once per kind, not once per message.
func perKind[V any](mk func(Kind) func([]byte) (V, error)) func(Message) func([]byte) (V, error) {
	var table [numKinds]func([]byte) (V, error)
	for k := range table {
		table[k] = mk(Kind(k))
	}
	return func(m Message) func([]byte) (V, error) { return table[m.kind()] }
}

func identity(m Message) (Message, error) { return m, nil }

// Typed values of the trace bindings: the kind, and the codec's own value.
type (
	pbMsg struct {
		k Kind
		p proto.Message
	}
	ejMsg struct {
		k Kind
		e ejValue
	}
	fbMsg struct {
		k   Kind
		m   Message // encode: the message to build
		buf []byte  // decode: the bytes and the root table's position
		pos flatbuffers.UOffsetT
	}
	cpMsg struct {
		k Kind
		m Message   // encode: the message to build
		p capnp.Ptr // decode: the root struct
	}
	symMsg struct {
		k Kind
		p symphonycodec.Message
	}
	// symRawMsg is a message's Symphony bytes, viewed in place.
	symRawMsg struct {
		k Kind
		b []byte
	}
)

func traceBindings() []suite.Binding[Message] {
	protoConv := suite.Funcs[Message, pbMsg]{
		FromModel: func(m Message) (pbMsg, error) { return pbMsg{m.kind(), ops[m.kind()].toPB(m)}, nil },
		ToModel:   func(v pbMsg) (Message, error) { return ops[v.k].fromPB(v.p), nil },
		Visit:     func(h *digest.Hasher, v pbMsg) { ops[v.k].visitPB(h, v.p) },
	}
	pbf := protoConv
	pbf.Encode = func(v pbMsg) ([]byte, error) { return proto.Marshal(v.p) }
	pbf.DecodeFor = perKind(func(k Kind) func([]byte) (pbMsg, error) {
		return func(b []byte) (pbMsg, error) {
			p := ops[k].newPB()
			return pbMsg{k, p}, proto.Unmarshal(b, p)
		}
	})
	pjf := protoConv
	pjf.Encode = func(v pbMsg) ([]byte, error) { return protojson.Marshal(v.p) }
	pjf.DecodeFor = perKind(func(k Kind) func([]byte) (pbMsg, error) {
		return func(b []byte) (pbMsg, error) {
			p := ops[k].newPB()
			return pbMsg{k, p}, protojson.Unmarshal(b, p)
		}
	})
	symConv := suite.Funcs[Message, symMsg]{
		// The protobuf conversion: the Symphony methods are on the same
		// protoc-gen-go types.
		FromModel: func(m Message) (symMsg, error) {
			p, ok := ops[m.kind()].toPB(m).(symphonycodec.Message)
			if !ok {
				return symMsg{}, fmt.Errorf("%s: no Symphony methods", m.kind())
			}
			return symMsg{m.kind(), p}, nil
		},
		ToModel: func(v symMsg) (Message, error) { return ops[v.k].fromPB(v.p), nil },
		Visit:   func(h *digest.Hasher, v symMsg) { ops[v.k].visitPB(h, v.p) },
	}
	symf := symConv
	symf.Encode = func(v symMsg) ([]byte, error) { return symphonycodec.Marshal(v.p) }
	symf.DecodeFor = perKind(func(k Kind) func([]byte) (symMsg, error) {
		return func(b []byte) (symMsg, error) {
			p := ops[k].newSym()
			if err := p.UnmarshalSymphony(b); err != nil {
				return symMsg{}, fmt.Errorf("UnmarshalSymphony: %w", err)
			}
			return symMsg{k, p}, nil
		}
	})
	hybf := symConv
	hybf.Encode = func(v symMsg) ([]byte, error) { return symphonycodec.MarshalHybrid(v.p) }
	hybf.DecodeFor = perKind(func(k Kind) func([]byte) (symMsg, error) {
		return func(b []byte) (symMsg, error) {
			p := ops[k].newSym()
			if err := p.UnmarshalSymphonyHybrid(b); err != nil {
				return symMsg{}, fmt.Errorf("UnmarshalSymphonyHybrid: %w", err)
			}
			return symMsg{k, p}, nil
		}
	})
	return []suite.Binding[Message]{
		suite.Bind(codecs.Gob, suite.Funcs[Message, Message]{
			FromModel: identity,
			ToModel:   identity,
			Encode: func(m Message) ([]byte, error) {
				var buf bytes.Buffer
				// m is passed as `any` holding its concrete pointer type, so
				// gob describes and encodes e.g. *Product itself.
				if err := gob.NewEncoder(&buf).Encode(m); err != nil {
					return nil, fmt.Errorf("gob: %w", err)
				}
				return buf.Bytes(), nil
			},
			DecodeFor: perKind(func(k Kind) func([]byte) (Message, error) {
				return func(b []byte) (Message, error) { return ops[k].gobDecode(gob.NewDecoder(bytes.NewReader(b))) }
			}),
		}),
		suite.Bind(codecs.JSON, suite.Funcs[Message, Message]{
			FromModel: identity,
			ToModel:   identity,
			Encode:    func(m Message) ([]byte, error) { return json.Marshal(m) },
			DecodeFor: perKind(func(k Kind) func([]byte) (Message, error) {
				return func(b []byte) (Message, error) { return ops[k].jsonDecode(b) }
			}),
		}),
		suite.Bind(codecs.EasyJSON, suite.Funcs[Message, ejMsg]{
			FromModel: func(m Message) (ejMsg, error) { return ejMsg{m.kind(), ops[m.kind()].toEJ(m)}, nil },
			ToModel:   func(v ejMsg) (Message, error) { return ops[v.k].fromEJ(v.e), nil },
			Visit:     func(h *digest.Hasher, v ejMsg) { ops[v.k].visitEJ(h, v.e) },
			Encode:    func(v ejMsg) ([]byte, error) { return easyjson.Marshal(v.e) },
			DecodeFor: perKind(func(k Kind) func([]byte) (ejMsg, error) {
				return func(b []byte) (ejMsg, error) {
					e := ops[k].newEJ()
					return ejMsg{k, e}, easyjson.Unmarshal(b, e)
				}
			}),
		}),
		suite.Bind(codecs.Protobuf, pbf),
		suite.Bind(codecs.ProtoJSON, pjf),
		suite.Bind(codecs.FlatBuffers, suite.Funcs[Message, fbMsg]{
			FromModel: func(m Message) (fbMsg, error) { return fbMsg{k: m.kind(), m: m}, nil },
			ToModel:   func(v fbMsg) (Message, error) { return ops[v.k].fbTo(v.buf, v.pos), nil },
			Encode: func(v fbMsg) ([]byte, error) {
				b := flatbuffers.NewBuilder(fbInitialSize)
				b.Finish(ops[v.k].fbBuild(b, v.m))
				return b.FinishedBytes(), nil
			},
			DecodeFor: perKind(func(k Kind) func([]byte) (fbMsg, error) {
				return func(b []byte) (fbMsg, error) {
					if len(b) < flatbuffers.SizeUOffsetT {
						return fbMsg{}, errShort
					}
					// What GetRootAs… does: the root table's offset.
					return fbMsg{k: k, buf: b, pos: flatbuffers.GetUOffsetT(b)}, nil
				}
			}),
			Visit: func(h *digest.Hasher, v fbMsg) { ops[v.k].fbVisit(h, v.buf, v.pos) },
		}),
		suite.Bind(codecs.Capnp, suite.Funcs[Message, cpMsg]{
			FromModel: func(m Message) (cpMsg, error) { return cpMsg{k: m.kind(), m: m}, nil },
			ToModel:   func(v cpMsg) (Message, error) { return ops[v.k].cpTo(v.p) },
			Encode: func(v cpMsg) ([]byte, error) {
				msg, seg, err := capnp.NewMessage(capnp.SingleSegment(nil))
				if err != nil {
					return nil, err
				}
				root, err := ops[v.k].cpNewRoot(seg)
				if err != nil {
					return nil, err
				}
				if err := ops[v.k].cpSet(root, v.m); err != nil {
					return nil, err
				}
				return msg.Marshal()
			},
			DecodeFor: perKind(func(k Kind) func([]byte) (cpMsg, error) {
				return func(b []byte) (cpMsg, error) {
					msg, err := capnp.Unmarshal(b)
					if err != nil {
						return cpMsg{}, err
					}
					p, err := msg.Root()
					return cpMsg{k: k, p: p}, err
				}
			}),
			Visit: func(h *digest.Hasher, v cpMsg) { ops[v.k].cpVisit(h, v.p) },
		}),
		suite.Bind(codecs.Symphony, symf),
		suite.Bind(codecs.SymphonyHybrid, hybf),
		// As symphonycodec.Raw, with the view chosen by the message's kind:
		// the bytes are MarshalSymphony's (untimed), decode opens the view,
		// read visits it through the getters, and the round trip decodes it
		// with UnmarshalSymphony.
		suite.Bind(codecs.SymphonyRaw, suite.Funcs[Message, symRawMsg]{
			Ops: []suite.Op{suite.Decode, suite.Read},
			FromModel: func(m Message) (symRawMsg, error) {
				v, err := symConv.FromModel(m)
				if err != nil {
					return symRawMsg{}, err
				}
				b, err := symphonycodec.Marshal(v.p)
				return symRawMsg{m.kind(), b}, err
			},
			ToModel: func(v symRawMsg) (Message, error) {
				p := ops[v.k].newSym()
				if err := p.UnmarshalSymphony(v.b); err != nil {
					return nil, fmt.Errorf("UnmarshalSymphony: %w", err)
				}
				return ops[v.k].fromPB(p), nil
			},
			Encode: func(v symRawMsg) ([]byte, error) { return v.b, nil },
			DecodeFor: perKind(func(k Kind) func([]byte) (symRawMsg, error) {
				return func(b []byte) (symRawMsg, error) {
					if err := ops[k].symOpen(b); err != nil {
						return symRawMsg{}, fmt.Errorf("open: %w", err)
					}
					return symRawMsg{k, b}, nil
				}
			}),
			VisitErr: func(h *digest.Hasher, v symRawMsg) error {
				if err := ops[v.k].symVisit(h, v.b); err != nil {
					return fmt.Errorf("%s: %w", v.k, err)
				}
				return nil
			},
		}),
	}
}

// hashAny feeds m's fields to h, by its type.
func hashAny(h *digest.Hasher, m Message) {
	switch m := m.(type) {
	case *CartItem:
		hashCartItem(h, m)
	case *AddItemRequest:
		hashAddItemRequest(h, m)
	case *EmptyCartRequest:
		hashEmptyCartRequest(h, m)
	case *GetCartRequest:
		hashGetCartRequest(h, m)
	case *EmptyUser:
		hashEmptyUser(h, m)
	case *Cart:
		hashCart(h, m)
	case *Empty:
		hashEmpty(h, m)
	case *ListRecommendationsRequest:
		hashListRecommendationsRequest(h, m)
	case *ListRecommendationsResponse:
		hashListRecommendationsResponse(h, m)
	case *Product:
		hashProduct(h, m)
	case *ListProductsResponse:
		hashListProductsResponse(h, m)
	case *GetProductRequest:
		hashGetProductRequest(h, m)
	case *SearchProductsRequest:
		hashSearchProductsRequest(h, m)
	case *SearchProductsResponse:
		hashSearchProductsResponse(h, m)
	case *GetQuoteRequest:
		hashGetQuoteRequest(h, m)
	case *GetQuoteResponse:
		hashGetQuoteResponse(h, m)
	case *ShipOrderRequest:
		hashShipOrderRequest(h, m)
	case *ShipOrderResponse:
		hashShipOrderResponse(h, m)
	case *Address:
		hashAddress(h, m)
	case *Money:
		hashMoney(h, m)
	case *GetSupportedCurrenciesResponse:
		hashGetSupportedCurrenciesResponse(h, m)
	case *CurrencyConversionRequest:
		hashCurrencyConversionRequest(h, m)
	case *CreditCardInfo:
		hashCreditCardInfo(h, m)
	case *ChargeRequest:
		hashChargeRequest(h, m)
	case *ChargeResponse:
		hashChargeResponse(h, m)
	case *OrderItem:
		hashOrderItem(h, m)
	case *OrderResult:
		hashOrderResult(h, m)
	case *SendOrderConfirmationRequest:
		hashSendOrderConfirmationRequest(h, m)
	case *PlaceOrderRequest:
		hashPlaceOrderRequest(h, m)
	case *PlaceOrderResponse:
		hashPlaceOrderResponse(h, m)
	case *AdRequest:
		hashAdRequest(h, m)
	case *AdResponse:
		hashAdResponse(h, m)
	case *Ad:
		hashAd(h, m)
	}
}
