// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	"github.com/serbench/serbench/digest"
)

func hashCartItem(h *digest.Hasher, m *CartItem) {
	if m == nil {
		m = &CartItem{}
	}
	h.String(m.ProductID)
	h.Int64(int64(m.Quantity))
}

func hashAddItemRequest(h *digest.Hasher, m *AddItemRequest) {
	if m == nil {
		m = &AddItemRequest{}
	}
	h.String(m.UserID)
	if m.Item == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashCartItem(h, m.Item)
	}
}

func hashEmptyCartRequest(h *digest.Hasher, m *EmptyCartRequest) {
	if m == nil {
		m = &EmptyCartRequest{}
	}
	h.String(m.UserID)
}

func hashGetCartRequest(h *digest.Hasher, m *GetCartRequest) {
	if m == nil {
		m = &GetCartRequest{}
	}
	h.String(m.UserID)
}

func hashEmptyUser(h *digest.Hasher, m *EmptyUser) {
	if m == nil {
		m = &EmptyUser{}
	}
	h.String(m.UserID)
}

func hashCart(h *digest.Hasher, m *Cart) {
	if m == nil {
		m = &Cart{}
	}
	h.String(m.UserID)
	h.Len(len(m.Items))
	for _, e := range m.Items {
		hashCartItem(h, e)
	}
}

func hashEmpty(h *digest.Hasher, m *Empty) {
	_ = m
}

func hashListRecommendationsRequest(h *digest.Hasher, m *ListRecommendationsRequest) {
	if m == nil {
		m = &ListRecommendationsRequest{}
	}
	h.String(m.UserID)
	h.Len(len(m.ProductIDs))
	for _, e := range m.ProductIDs {
		h.String(e)
	}
}

func hashListRecommendationsResponse(h *digest.Hasher, m *ListRecommendationsResponse) {
	if m == nil {
		m = &ListRecommendationsResponse{}
	}
	h.Len(len(m.ProductIDs))
	for _, e := range m.ProductIDs {
		h.String(e)
	}
}

func hashProduct(h *digest.Hasher, m *Product) {
	if m == nil {
		m = &Product{}
	}
	h.String(m.ID)
	h.String(m.Name)
	h.String(m.Description)
	h.String(m.Picture)
	if m.PriceUSD == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.PriceUSD)
	}
	h.Len(len(m.Categories))
	for _, e := range m.Categories {
		h.String(e)
	}
}

func hashListProductsResponse(h *digest.Hasher, m *ListProductsResponse) {
	if m == nil {
		m = &ListProductsResponse{}
	}
	h.Len(len(m.Products))
	for _, e := range m.Products {
		hashProduct(h, e)
	}
}

func hashGetProductRequest(h *digest.Hasher, m *GetProductRequest) {
	if m == nil {
		m = &GetProductRequest{}
	}
	h.String(m.ID)
}

func hashSearchProductsRequest(h *digest.Hasher, m *SearchProductsRequest) {
	if m == nil {
		m = &SearchProductsRequest{}
	}
	h.String(m.Query)
}

func hashSearchProductsResponse(h *digest.Hasher, m *SearchProductsResponse) {
	if m == nil {
		m = &SearchProductsResponse{}
	}
	h.Len(len(m.Results))
	for _, e := range m.Results {
		hashProduct(h, e)
	}
}

func hashGetQuoteRequest(h *digest.Hasher, m *GetQuoteRequest) {
	if m == nil {
		m = &GetQuoteRequest{}
	}
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashAddress(h, m.Address)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		hashCartItem(h, e)
	}
}

func hashGetQuoteResponse(h *digest.Hasher, m *GetQuoteResponse) {
	if m == nil {
		m = &GetQuoteResponse{}
	}
	if m.CostUSD == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.CostUSD)
	}
}

func hashShipOrderRequest(h *digest.Hasher, m *ShipOrderRequest) {
	if m == nil {
		m = &ShipOrderRequest{}
	}
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashAddress(h, m.Address)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		hashCartItem(h, e)
	}
}

func hashShipOrderResponse(h *digest.Hasher, m *ShipOrderResponse) {
	if m == nil {
		m = &ShipOrderResponse{}
	}
	h.String(m.TrackingID)
}

func hashAddress(h *digest.Hasher, m *Address) {
	if m == nil {
		m = &Address{}
	}
	h.String(m.StreetAddress)
	h.String(m.City)
	h.String(m.State)
	h.String(m.Country)
	h.Int64(int64(m.ZipCode))
}

func hashMoney(h *digest.Hasher, m *Money) {
	if m == nil {
		m = &Money{}
	}
	h.String(m.CurrencyCode)
	h.Int64(int64(m.Units))
	h.Int64(int64(m.Nanos))
}

func hashGetSupportedCurrenciesResponse(h *digest.Hasher, m *GetSupportedCurrenciesResponse) {
	if m == nil {
		m = &GetSupportedCurrenciesResponse{}
	}
	h.Len(len(m.CurrencyCodes))
	for _, e := range m.CurrencyCodes {
		h.String(e)
	}
}

func hashCurrencyConversionRequest(h *digest.Hasher, m *CurrencyConversionRequest) {
	if m == nil {
		m = &CurrencyConversionRequest{}
	}
	if m.From == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.From)
	}
	h.String(m.ToCode)
	h.String(m.UserID)
}

func hashCreditCardInfo(h *digest.Hasher, m *CreditCardInfo) {
	if m == nil {
		m = &CreditCardInfo{}
	}
	h.String(m.CreditCardNumber)
	h.Int64(int64(m.CreditCardCVV))
	h.Int64(int64(m.CreditCardExpirationYear))
	h.Int64(int64(m.CreditCardExpirationMonth))
}

func hashChargeRequest(h *digest.Hasher, m *ChargeRequest) {
	if m == nil {
		m = &ChargeRequest{}
	}
	if m.Amount == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.Amount)
	}
	if m.CreditCard == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashCreditCardInfo(h, m.CreditCard)
	}
}

func hashChargeResponse(h *digest.Hasher, m *ChargeResponse) {
	if m == nil {
		m = &ChargeResponse{}
	}
	h.String(m.TransactionID)
}

func hashOrderItem(h *digest.Hasher, m *OrderItem) {
	if m == nil {
		m = &OrderItem{}
	}
	if m.Item == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashCartItem(h, m.Item)
	}
	if m.Cost == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.Cost)
	}
}

func hashOrderResult(h *digest.Hasher, m *OrderResult) {
	if m == nil {
		m = &OrderResult{}
	}
	h.String(m.OrderID)
	h.String(m.ShippingTrackingID)
	if m.ShippingCost == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashMoney(h, m.ShippingCost)
	}
	if m.ShippingAddress == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashAddress(h, m.ShippingAddress)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		hashOrderItem(h, e)
	}
}

func hashSendOrderConfirmationRequest(h *digest.Hasher, m *SendOrderConfirmationRequest) {
	if m == nil {
		m = &SendOrderConfirmationRequest{}
	}
	h.String(m.Email)
	if m.Order == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashOrderResult(h, m.Order)
	}
}

func hashPlaceOrderRequest(h *digest.Hasher, m *PlaceOrderRequest) {
	if m == nil {
		m = &PlaceOrderRequest{}
	}
	h.String(m.UserID)
	h.String(m.UserCurrency)
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashAddress(h, m.Address)
	}
	h.String(m.Email)
	if m.CreditCard == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashCreditCardInfo(h, m.CreditCard)
	}
}

func hashPlaceOrderResponse(h *digest.Hasher, m *PlaceOrderResponse) {
	if m == nil {
		m = &PlaceOrderResponse{}
	}
	if m.Order == nil {
		h.Len(0)
	} else {
		h.Len(1)
		hashOrderResult(h, m.Order)
	}
}

func hashAdRequest(h *digest.Hasher, m *AdRequest) {
	if m == nil {
		m = &AdRequest{}
	}
	h.String(m.UserID)
	h.Len(len(m.ContextKeys))
	for _, e := range m.ContextKeys {
		h.String(e)
	}
}

func hashAdResponse(h *digest.Hasher, m *AdResponse) {
	if m == nil {
		m = &AdResponse{}
	}
	h.Len(len(m.Ads))
	for _, e := range m.Ads {
		hashAd(h, e)
	}
}

func hashAd(h *digest.Hasher, m *Ad) {
	if m == nil {
		m = &Ad{}
	}
	h.String(m.RedirectURL)
	h.String(m.Text)
}
