package boutique

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
)

// seed fixes the generator: the same trace on every run and machine.
var seed = [32]byte{'s', 'e', 'r', 'b', 'e', 'n', 'c', 'h', '/', 'b', 'o', 'u', 't', 'i', 'q', 'u', 'e', '/', '0', '0', '1'}

// TraceCounts is how many messages of each kind the trace holds (SPEC 2.5).
//
// SPEC 2.5 gives these per-type counts and also a total of 99,848 (the
// seed's "Loaded 99848 payload entries"), but the counts as listed add up
// to 99,222: 626 short, exactly one GetSupportedCurrenciesResponse group.
// The per-type figures are kept as published; TraceLen is their sum.
var TraceCounts = [numKinds]int{
	KCartItem:                       6260,
	KAddItemRequest:                 6260,
	KEmptyCartRequest:               2504,
	KGetCartRequest:                 3130,
	KEmptyUser:                      1565,
	KCart:                           3130,
	KEmpty:                          1,
	KListRecommendationsRequest:     3130,
	KListRecommendationsResponse:    3130,
	KProduct:                        6260,
	KListProductsResponse:           1565,
	KGetProductRequest:              3130,
	KSearchProductsRequest:          2504,
	KSearchProductsResponse:         2504,
	KGetQuoteRequest:                2504,
	KGetQuoteResponse:               2504,
	KShipOrderRequest:               2504,
	KShipOrderResponse:              2504,
	KAddress:                        4695,
	KMoney:                          6260,
	KGetSupportedCurrenciesResponse: 626,
	KCurrencyConversionRequest:      2504,
	KCreditCardInfo:                 2504,
	KChargeRequest:                  2504,
	KChargeResponse:                 2504,
	KOrderItem:                      3756,
	KOrderResult:                    2504,
	KSendOrderConfirmationRequest:   2504,
	KPlaceOrderRequest:              2504,
	KPlaceOrderResponse:             2504,
	KAdRequest:                      2504,
	KAdResponse:                     2504,
	KAd:                             3756,
}

// TraceLen is the number of messages in the generated trace.
var TraceLen = func() int {
	n := 0
	for _, c := range TraceCounts {
		n += c
	}
	return n
}()

// Pools of realistic values. Online Boutique's currency service supports
// these 33 codes; GetSupportedCurrenciesResponse lists them all.
var (
	currencyCodes = []string{
		"EUR", "USD", "JPY", "BGN", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "ISK", "NOK",
		"HRK", "RUB", "TRY", "AUD", "BRL", "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR",
		"NZD", "PHP", "SGD", "THB", "ZAR",
	}
	nanosChoices = []int32{0, 250000000, 500000000, 750000000, 990000000}
	words        = []string{
		"vintage", "classic", "modern", "rustic", "handmade", "organic", "premium", "compact", "portable",
		"durable", "elegant", "minimal", "bold", "soft", "bright", "sturdy", "cozy", "sleek", "natural", "retro",
	}
	nouns = []string{
		"sunglasses", "tank top", "watch", "loafers", "hairdryer", "candle holder", "salt shaker", "bamboo glass jar",
		"mug", "typewriter", "camera", "bicycle", "record player", "city bike", "air plant", "terrarium",
		"barista kit", "lamp", "backpack", "scarf",
	}
	categoryWords = []string{
		"accessories", "clothing", "tops", "footwear", "hair", "beauty", "decor", "home", "kitchen", "vintage",
		"photography", "music", "garden", "cycling", "travel", "office", "gifts", "sale", "new", "outdoor",
		"sports", "toys", "books", "electronics", "audio", "lighting", "bath", "bedding", "storage", "tools",
		"pets", "crafts", "jewelry", "bags", "shoes", "watches", "eyewear", "summer", "winter", "kids",
	}
	streets   = []string{"Amphitheatre Parkway", "Main Street", "Market Street", "Broadway", "Elm Street", "Oak Avenue", "Maple Drive", "Cedar Lane", "Pine Road", "Lakeview Terrace"}
	cities    = []string{"Mountain View", "San Francisco", "New York", "Seattle", "Austin", "Chicago", "Boston", "Denver", "Portland", "Atlanta", "Toronto", "London", "Paris", "Berlin", "Tokyo"}
	states    = []string{"CA", "NY", "WA", "TX", "IL", "MA", "CO", "OR", "GA", "ON", "England", "Ile-de-France", "Berlin", "Tokyo"}
	countries = []string{"United States", "Canada", "United Kingdom", "France", "Germany", "Japan", "Spain", "Italy", "Netherlands", "Australia"}
	names     = []string{"alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy", "mallory", "oscar", "peggy", "trent", "victor", "walter"}
)

// generator makes messages from a seeded stream: the pools and the
// trace's order from the seed's, each kind's messages from its own
// (forKind).
type generator struct {
	rng      *rand.Rand
	users    []string
	products []string
}

func newGenerator() *generator {
	g := &generator{rng: rand.New(rand.NewChaCha8(seed))}
	g.users = g.ids("user_", 2000)
	g.products = g.ids("prod_", 5000)
	return g
}

// ids returns n distinct ids: prefix and 8 hex digits.
func (g *generator) ids(prefix string, n int) []string {
	seen := make(map[uint32]bool, n)
	out := make([]string, 0, n)
	for len(out) < n {
		v := g.rng.Uint32()
		if !seen[v] {
			seen[v] = true
			out = append(out, fmt.Sprintf("%s%08x", prefix, v))
		}
	}
	return out
}

func (g *generator) pick(pool []string) string { return pool[g.rng.IntN(len(pool))] }

// between returns a uniform integer in [lo, hi].
func (g *generator) between(lo, hi int) int { return lo + g.rng.IntN(hi-lo+1) }

// skewed returns 1–3 three times in four, else 4–hi (cart sizes, quantities).
func (g *generator) skewed(hi int) int {
	if g.rng.IntN(4) < 3 {
		return g.between(1, 3)
	}
	return g.between(4, hi)
}

func (g *generator) user() string    { return g.pick(g.users) }
func (g *generator) product() string { return g.pick(g.products) }

func (g *generator) uuid() string {
	a, b := g.rng.Uint64(), g.rng.Uint64()
	return fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", a>>32, (a>>16)&0xffff, a&0xffff, b>>48, b&0xffffffffffff)
}

func (g *generator) strs(n int, f func() string) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = f()
	}
	return out
}

func list[T any](n int, f func() T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = f()
	}
	return out
}

func (g *generator) cartItem() *CartItem {
	return &CartItem{ProductID: g.product(), Quantity: int32(g.skewed(1000))}
}

func (g *generator) cartItems() []*CartItem { return list(g.skewed(10), g.cartItem) }

func (g *generator) money() *Money {
	return &Money{
		CurrencyCode: g.pick(currencyCodes),
		Units:        int64(g.between(1, 500)),
		Nanos:        nanosChoices[g.rng.IntN(len(nanosChoices))],
	}
}

func (g *generator) address() *Address {
	return &Address{
		StreetAddress: fmt.Sprintf("%d %s", g.between(1, 9999), g.pick(streets)),
		City:          g.pick(cities),
		State:         g.pick(states),
		Country:       g.pick(countries),
		ZipCode:       int32(g.between(10000, 99999)),
	}
}

func (g *generator) sentence() string {
	n := g.between(8, 16)
	w := make([]string, n)
	for i := range w {
		if i%3 == 2 {
			w[i] = g.pick(nouns)
		} else {
			w[i] = g.pick(words)
		}
	}
	s := strings.Join(w, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func (g *generator) newProduct() *Product {
	id := g.product()
	desc := g.sentence()
	if g.rng.IntN(2) == 0 {
		desc += " " + g.sentence()
	}
	return &Product{
		ID:          id,
		Name:        strings.ToUpper(g.pick(words)[:1]) + g.pick(words)[1:] + " " + g.pick(nouns),
		Description: desc,
		Picture:     "https://storage.googleapis.com/online-boutique/products/" + id + ".jpg",
		PriceUSD:    g.money(),
		Categories:  g.strs(g.between(1, 40), func() string { return g.pick(categoryWords) }),
	}
}

func (g *generator) creditCard() *CreditCardInfo {
	var b strings.Builder
	b.WriteByte(byte('3' + g.rng.IntN(3))) // 3, 4 or 5: Amex-, Visa- and Mastercard-like
	for range 15 {
		b.WriteByte(byte('0' + g.rng.IntN(10)))
	}
	return &CreditCardInfo{
		CreditCardNumber:          b.String(),
		CreditCardCVV:             int32(g.between(100, 999)),
		CreditCardExpirationYear:  int32(g.between(2026, 2035)),
		CreditCardExpirationMonth: int32(g.between(1, 12)),
	}
}

func (g *generator) orderItem() *OrderItem { return &OrderItem{Item: g.cartItem(), Cost: g.money()} }

func (g *generator) orderResult() *OrderResult {
	return &OrderResult{
		OrderID:            g.uuid(),
		ShippingTrackingID: strings.ToUpper(g.uuid()[:18]),
		ShippingCost:       g.money(),
		ShippingAddress:    g.address(),
		Items:              list(g.skewed(10), g.orderItem),
	}
}

func (g *generator) email() string {
	return fmt.Sprintf("%s.%d@example.com", g.pick(names), g.between(1, 9999))
}

func (g *generator) ad() *Ad {
	id := g.product()
	return &Ad{
		RedirectURL: "/product/" + id,
		Text:        strings.ToUpper(g.pick(nouns)[:1]) + g.pick(nouns)[1:] + " for sale. " + fmt.Sprint(g.between(1, 9)*5) + "% off.",
	}
}

// message returns the next message of kind k.
func (g *generator) message(k Kind) Message {
	switch k {
	case KCartItem:
		return g.cartItem()
	case KAddItemRequest:
		return &AddItemRequest{UserID: g.user(), Item: g.cartItem()}
	case KEmptyCartRequest:
		return &EmptyCartRequest{UserID: g.user()}
	case KGetCartRequest:
		return &GetCartRequest{UserID: g.user()}
	case KEmptyUser:
		return &EmptyUser{UserID: g.user()}
	case KCart:
		return &Cart{UserID: g.user(), Items: g.cartItems()}
	case KEmpty:
		return &Empty{}
	case KListRecommendationsRequest:
		return &ListRecommendationsRequest{UserID: g.user(), ProductIDs: g.strs(g.between(1, 20), g.product)}
	case KListRecommendationsResponse:
		return &ListRecommendationsResponse{ProductIDs: g.strs(g.between(1, 10), g.product)}
	case KProduct:
		return g.newProduct()
	case KListProductsResponse:
		return &ListProductsResponse{Products: list(g.between(10, 50), g.newProduct)}
	case KGetProductRequest:
		return &GetProductRequest{ID: g.product()}
	case KSearchProductsRequest:
		return &SearchProductsRequest{Query: g.pick(words)}
	case KSearchProductsResponse:
		return &SearchProductsResponse{Results: list(g.between(0, 20), g.newProduct)}
	case KGetQuoteRequest:
		return &GetQuoteRequest{Address: g.address(), Items: g.cartItems()}
	case KGetQuoteResponse:
		return &GetQuoteResponse{CostUSD: g.money()}
	case KShipOrderRequest:
		return &ShipOrderRequest{Address: g.address(), Items: g.cartItems()}
	case KShipOrderResponse:
		return &ShipOrderResponse{TrackingID: strings.ToUpper(g.uuid()[:18])}
	case KAddress:
		return g.address()
	case KMoney:
		return g.money()
	case KGetSupportedCurrenciesResponse:
		return &GetSupportedCurrenciesResponse{CurrencyCodes: append([]string(nil), currencyCodes...)}
	case KCurrencyConversionRequest:
		return &CurrencyConversionRequest{From: g.money(), ToCode: g.pick(currencyCodes), UserID: g.user()}
	case KCreditCardInfo:
		return g.creditCard()
	case KChargeRequest:
		return &ChargeRequest{Amount: g.money(), CreditCard: g.creditCard()}
	case KChargeResponse:
		return &ChargeResponse{TransactionID: g.uuid()}
	case KOrderItem:
		return g.orderItem()
	case KOrderResult:
		return g.orderResult()
	case KSendOrderConfirmationRequest:
		return &SendOrderConfirmationRequest{Email: g.email(), Order: g.orderResult()}
	case KPlaceOrderRequest:
		return &PlaceOrderRequest{
			UserID: g.user(), UserCurrency: g.pick(currencyCodes), Address: g.address(),
			Email: g.email(), CreditCard: g.creditCard(),
		}
	case KPlaceOrderResponse:
		return &PlaceOrderResponse{Order: g.orderResult()}
	case KAdRequest:
		return &AdRequest{UserID: g.user(), ContextKeys: g.strs(g.between(1, 60), func() string { return g.pick(categoryWords) })}
	case KAdResponse:
		return &AdResponse{Ads: list(g.between(0, 50), g.ad)}
	case KAd:
		return g.ad()
	}
	panic(fmt.Sprintf("boutique: no kind %d", k))
}

// Trace is a sequence of messages of any kind, in the order ops visit them.
type Trace []Message

// generateTrace returns the seeded trace: counts[k] messages of each kind,
// in a seeded random order (a shuffled mix, as RPCs interleave); with a
// limit above 0, only its first limit messages, the same ones (the order
// is shuffled first, then the messages are made in it). Each kind's
// messages come from a stream of their own (forKind), so that
// generateKind makes one kind's alone.
func generateTrace(counts [numKinds]int, limit int) Trace {
	g := newGenerator()
	var order []Kind
	for k, n := range counts {
		for range n {
			order = append(order, Kind(k))
		}
	}
	g.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	if limit > 0 && len(order) > limit {
		order = order[:limit]
	}
	var gens [numKinds]*generator
	out := make(Trace, len(order))
	for i, k := range order {
		if gens[k] == nil {
			gens[k] = g.forKind(k)
		}
		out[i] = gens[k].message(k)
	}
	return out
}

// generateKind returns the trace's messages of kind k, in trace order,
// without making the others: a worker timing one message type neither
// spends the trace's generation (0.2-0.8 s, in each of a variant's 176
// workers) nor grows its heap to the trace's 64 MB (see traceLoader).
func generateKind(counts [numKinds]int, k Kind) Trace {
	g := newGenerator().forKind(k)
	out := make(Trace, counts[k])
	for i := range out {
		out[i] = g.message(k)
	}
	return out
}

// forKind returns a generator over g's pools whose stream is kind k's
// own: the seed with k folded into its last bytes.
func (g *generator) forKind(k Kind) *generator {
	s := seed
	binary.LittleEndian.PutUint64(s[24:], binary.LittleEndian.Uint64(s[24:])^uint64(k+1))
	return &generator{rng: rand.New(rand.NewChaCha8(s)), users: g.users, products: g.products}
}

// GenerateTrace returns the full seeded trace of TraceLen messages.
func GenerateTrace() Trace { return generateTrace(TraceCounts, 0) }

// smallTrace is a trace with at most n messages of each kind, for tests.
func smallTrace(n int) Trace {
	var counts [numKinds]int
	for k, c := range TraceCounts {
		counts[k] = min(c, n)
	}
	return generateTrace(counts, 0)
}
