package boutique

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/serbench/serbench/codecs"
	"github.com/serbench/serbench/codecs/protobuf"
	"github.com/serbench/serbench/digest"
	"github.com/serbench/serbench/suite"
)

// spec25 is SPEC 2.5's per-type counts, written out independently of TraceCounts.
var spec25 = map[string]int{
	"CartItem": 6260, "AddItemRequest": 6260, "Product": 6260, "Money": 6260, "Address": 4695,
	"OrderItem": 3756, "Ad": 3756, "Cart": 3130, "GetCartRequest": 3130, "ListRecommendationsRequest": 3130,
	"ListRecommendationsResponse": 3130, "GetProductRequest": 3130, "EmptyUser": 1565, "ListProductsResponse": 1565,
	"GetSupportedCurrenciesResponse": 626, "Empty": 1,
}

func TestTraceCounts(t *testing.T) {
	tr := GenerateTrace()
	if len(tr) != TraceLen {
		t.Fatalf("trace has %d messages, want %d", len(tr), TraceLen)
	}
	var got [numKinds]int
	for _, m := range tr {
		got[m.kind()]++
	}
	sum := 0
	for k := range numKinds {
		want, ok := spec25[k.String()]
		if !ok {
			want = 2504 // "every other type"
		}
		if got[k] != want {
			t.Errorf("%s: %d messages, want %d", k, got[k], want)
		}
		sum += want
	}
	// SPEC 2.5's listed counts add up to 99,222, not its stated 99,848.
	if sum != 99222 || TraceLen != sum {
		t.Errorf("sum of SPEC counts %d, TraceLen %d", sum, TraceLen)
	}
	checkRanges(t, tr)
	// Determinism: a second generation gives the same digests.
	again := GenerateTrace()
	for i := range tr {
		if hashMessage(tr[i]) != hashMessage(again[i]) {
			t.Fatalf("message %d differs between two generations", i)
		}
	}
}

func in(t *testing.T, what string, v, lo, hi int) {
	t.Helper()
	if v < lo || v > hi {
		t.Errorf("%s = %d, want %d..%d", what, v, lo, hi)
	}
}

func checkRanges(t *testing.T, tr Trace) {
	t.Helper()
	users, products := map[string]bool{}, map[string]bool{}
	idOK := func(s, prefix string) bool {
		return strings.HasPrefix(s, prefix) && len(s) == len(prefix)+8 && strings.Trim(s[len(prefix):], "0123456789abcdef") == ""
	}
	var small, quantities int
	for _, m := range tr {
		switch m := m.(type) {
		case *Cart:
			in(t, "cart items", len(m.Items), 1, 10)
			if len(m.Items) <= 3 {
				small++
			}
			users[m.UserID] = true
		case *CartItem:
			in(t, "quantity", int(m.Quantity), 1, 1000)
			if m.Quantity <= 3 {
				quantities++
			}
			if !idOK(m.ProductID, "prod_") {
				t.Fatalf("product id %q", m.ProductID)
			}
			products[m.ProductID] = true
		case *AddItemRequest:
			if !idOK(m.UserID, "user_") {
				t.Fatalf("user id %q", m.UserID)
			}
			users[m.UserID] = true
		case *Product:
			in(t, "categories", len(m.Categories), 1, 40)
			if !strings.HasPrefix(m.Picture, "https://") {
				t.Fatalf("picture %q", m.Picture)
			}
		case *ListProductsResponse:
			in(t, "products", len(m.Products), 10, 50)
		case *SearchProductsResponse:
			in(t, "results", len(m.Results), 0, 20)
		case *AdRequest:
			in(t, "context keys", len(m.ContextKeys), 1, 60)
		case *AdResponse:
			in(t, "ads", len(m.Ads), 0, 50)
		case *ListRecommendationsRequest:
			in(t, "recommendation request ids", len(m.ProductIDs), 1, 20)
		case *ListRecommendationsResponse:
			in(t, "recommendation response ids", len(m.ProductIDs), 1, 10)
		case *Money:
			in(t, "units", int(m.Units), 1, 500)
			switch m.Nanos {
			case 0, 250000000, 500000000, 750000000, 990000000:
			default:
				t.Fatalf("nanos %d", m.Nanos)
			}
		case *CreditCardInfo:
			if len(m.CreditCardNumber) != 16 || strings.Trim(m.CreditCardNumber, "0123456789") != "" {
				t.Fatalf("card number %q", m.CreditCardNumber)
			}
		case *Address:
			in(t, "zip", int(m.ZipCode), 10000, 99999)
		}
	}
	in(t, "distinct users", len(users), 1500, 2000)
	in(t, "distinct products", len(products), 3000, 5000)
	// 75% of carts and quantities in 1–3.
	if f := float64(small) / float64(TraceCounts[KCart]); f < 0.72 || f > 0.78 {
		t.Errorf("carts of 1–3 items: %.2f, want ~0.75", f)
	}
	if f := float64(quantities) / float64(TraceCounts[KCartItem]); f < 0.72 || f > 0.78 {
		t.Errorf("quantities 1–3: %.2f, want ~0.75", f)
	}
}

func TestBindingsValidate(t *testing.T) {
	small := smallTrace(6)
	d := newDataset("test", fixedTrace(small))
	reg := &suite.Registry{Codecs: codecs.All()}
	var bound []string
	for _, c := range reg.CodecsOf(d) {
		bound = append(bound, c.Codec)
	}
	// Every codec fit for boutique but the +any forms: it offers no tree.
	if want := codecs.WithoutAnyForms(reg.Fit(d.Info().Name, "")); !slices.Equal(bound, want) {
		t.Fatalf("codecs bound %v, want %v", bound, want)
	}
	for _, v := range d.Info().Variants {
		l, err := d.Load(v.Name)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		bs := reg.Bindings(d, v.Name)
		var names []string
		for _, b := range bs {
			names = append(names, b.Codec.Name)
		}
		if want := codecs.WithoutAnyForms(reg.Fit(d.Info().Name, v.Name)); !slices.Equal(names, want) {
			t.Errorf("%s: codecs bound %v, want %v", v.Name, names, want)
		}
		for _, c := range bs {
			p, err := l.Prepare(c)
			if err != nil {
				t.Errorf("%s/%s: %v", v.Name, c.Codec.Name, err)
				continue
			}
			for _, op := range c.Ops {
				if err := p.Loop(op)(2 * l.Messages()); err != nil {
					t.Errorf("%s/%s/%s: %v", v.Name, c.Codec.Name, op, err)
				}
			}
		}
	}
}

func TestDigestCatchesChange(t *testing.T) {
	tr := smallTrace(1)
	for _, m := range tr {
		if p, ok := m.(*PlaceOrderRequest); ok {
			before := hashMessage(p)
			p.CreditCard.CreditCardExpirationMonth++
			if hashMessage(p) == before {
				t.Error("changing a nested int32 kept the digest")
			}
			p.CreditCard = nil
			if hashMessage(p) == before {
				t.Error("removing a nested message kept the digest")
			}
		}
		if p, ok := m.(*Product); ok {
			before := hashMessage(p)
			p.Categories = append(p.Categories[:len(p.Categories)-1:len(p.Categories)-1], p.Categories[len(p.Categories)-1]+"x")
			if hashMessage(p) == before {
				t.Error("changing a repeated string kept the digest")
			}
		}
	}
}

func TestPayloadsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	tr := smallTrace(3)
	if err := WritePayloads(dir, tr); err != nil {
		t.Fatal(err)
	}
	// A missing file is no messages of that type; an unknown one a warning.
	if err := os.Remove(filepath.Join(dir, "Money.jsonl")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Bogus.jsonl"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, warnings, err := LoadPayloads(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "Bogus.jsonl") {
		t.Errorf("warnings %q, want one naming Bogus.jsonl", warnings)
	}
	want := map[uint64]int{}
	for _, m := range tr {
		if m.kind() != KMoney {
			want[hashMessage(m)]++
		}
	}
	if len(got) != len(tr)-min(3, TraceCounts[KMoney]) {
		t.Errorf("loaded %d messages, want %d", len(got), len(tr)-3)
	}
	for _, m := range got {
		if m.kind() == KMoney {
			t.Fatal("loaded a Money with no Money file")
		}
		h := hashMessage(m)
		if want[h] == 0 {
			t.Fatalf("loaded %s not in the written trace: %+v", m.kind(), m)
		}
		want[h]--
	}
	// The dataset reads a payload dir too.
	fd, warnings, err := Dataset().(suite.FileLoader).LoadFiles(dir)
	if err != nil || len(warnings) != 1 || !strings.Contains(warnings[0], "Bogus.jsonl") {
		t.Fatalf("LoadFiles: %v, warnings %q (want one, about Bogus.jsonl)", err, warnings)
	}
	d := fd
	l, err := d.Load("Product")
	if err != nil {
		t.Fatal(err)
	}
	if l.Messages() != 3 {
		t.Errorf("Product variant from payloads: %d messages, want 3", l.Messages())
	}
	if _, err := d.Load("Money"); err == nil {
		t.Error("Money variant with no Money file loaded")
	}
}

func TestPayloadErrors(t *testing.T) {
	dir := t.TempDir()
	bad := `{"currency_code":"BND","units":"358","nanos":990000000}` + "\n" + `{"currency_code":` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "Money.jsonl"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := LoadPayloads(dir)
	if err == nil || !strings.Contains(err.Error(), "Money.jsonl:2") {
		t.Errorf("malformed line: error %v, want one naming Money.jsonl:2", err)
	}
	_, _, err = LoadPayloads(filepath.Join(dir, "nope"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing dir: error %v, want os.ErrNotExist", err)
	}
	// The published example line loads as that Money.
	if err := os.WriteFile(filepath.Join(dir, "Money.jsonl"), []byte(bad[:strings.IndexByte(bad, '\n')+1]), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, _, err := LoadPayloads(dir)
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := tr[0].(*Money); len(tr) != 1 || !ok || *m != (Money{CurrencyCode: "BND", Units: 358, Nanos: 990000000}) {
		t.Errorf("loaded %+v", tr)
	}
}

func TestEqualCatchesChange(t *testing.T) {
	a := &OrderResult{Items: []*OrderItem{{Item: &CartItem{ProductID: "p", Quantity: 2}}}}
	b := &OrderResult{Items: []*OrderItem{{Item: &CartItem{ProductID: "p", Quantity: 3}}}}
	if err := equal[Message](a, b); err == nil {
		t.Error("a nested change compared equal")
	}
	if err := equal[Message](&Cart{}, &Cart{Items: []*CartItem{}}); err != nil {
		t.Errorf("nil and empty lists differ: %v", err)
	}
	if err := equal[Message](&Empty{}, &Money{}); err == nil {
		t.Error("different types compared equal")
	}
}

// A trace message's bytes are exactly the codec's own encoding of it: no
// type tag, since each decoder is chosen from the message before timing.
func TestTraceBytesAreTheCodecsOwn(t *testing.T) {
	tr := GenerateTrace()[:300]
	ds := newDataset("test", fixedTrace(tr))
	l, err := ds.Load(TraceVariant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := prepare(ds, l, TraceVariant, protobuf.Name)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range tr {
		if want := proto.Size(protoKindOf(m.kind()).toProto(m)); p.Sizes[i] != want {
			t.Fatalf("message %d (%s): %d bytes, proto.Size says %d", i, m.kind(), p.Sizes[i], want)
		}
	}
}

// hashMessage is the digest of any message, as validation computes it.
func hashMessage(m Message) uint64 {
	return digest.Of(func(h *digest.Hasher, m Message) { kinds[m.kind()].hashMessage(h, m) }, m)
}

// prepare validates the codec named codec on a loaded variant of d.
func prepare(d suite.Dataset, l suite.Loaded, variant, codec string) (*suite.Prepared, error) {
	b, err := (&suite.Registry{Codecs: codecs.All()}).Bind(d, variant, codec)
	if err != nil {
		return nil, err
	}
	return l.Prepare(b)
}

// The trace has update cells for the zero-copy formats, each updating as
// its format allows, and for protobuf by round trip.
func TestTraceUpdates(t *testing.T) {
	d := newDataset("test", fixedTrace(smallTrace(2)))
	reg := &suite.Registry{Codecs: codecs.All()}
	l, err := d.Load(TraceVariant)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"symphony-raw": suite.UpdateScalarInPlace,
		"flatbuffers":  suite.UpdateScalarInPlace,
		"capnp":        suite.UpdateInPlace,
		"protobuf":     suite.UpdateRoundTrip,
	}
	for _, b := range reg.Bindings(d, TraceVariant) {
		mode, ok := want[b.Codec.Name]
		if !ok {
			continue
		}
		delete(want, b.Codec.Name)
		if !slices.Contains(b.Ops, suite.Update) {
			t.Errorf("%s has no update cell: %v", b.Codec.Name, b.Ops)
			continue
		}
		p, err := l.Prepare(b)
		if err != nil {
			t.Errorf("%s: %v", b.Codec.Name, err)
			continue
		}
		if p.UpdateMode != mode || !strings.Contains(p.UpdateFields, "CartItem.quantity, CartItem.product_id") {
			t.Errorf("%s: mode %q, fields %q; want mode %q", b.Codec.Name, p.UpdateMode, p.UpdateFields, mode)
		}
	}
	if len(want) > 0 {
		t.Errorf("codecs not bound: %v", want)
	}
}

// One kind's messages made alone are the full trace's messages of that
// kind, the same values in the same order: a per-type variant generates
// only its own.
func TestKindIsTheTracesMessagesOfIt(t *testing.T) {
	var counts [numKinds]int
	for k, c := range TraceCounts {
		counts[k] = min(c, 40)
	}
	full := fixedTrace(generateTrace(counts, 0))
	gen := generatedTrace(counts)
	for k := range Kind(numKinds) {
		want, _ := full.kind(k)
		got, _ := gen.kind(k)
		if len(want) != counts[k] || !reflect.DeepEqual(got, want) {
			t.Errorf("%v: %d messages made alone, %d in the trace (want %d): the same values %v", k, len(got), len(want), counts[k], reflect.DeepEqual(got, want))
		}
	}
}

// A limited trace is the full trace's first messages, the same values: the
// sample variant generates only its own.
func TestTracePrefixIsTheTracesStart(t *testing.T) {
	var counts [numKinds]int
	for k, c := range TraceCounts {
		counts[k] = min(c, 40)
	}
	full := generateTrace(counts, 0)
	const n = 300
	part := generateTrace(counts, n)
	if len(part) != n || len(full) <= n {
		t.Fatalf("%d and %d messages, want %d of more", len(part), len(full), n)
	}
	if !reflect.DeepEqual(part, full[:n]) {
		t.Error("the limited trace differs from the full trace's start")
	}
}
