// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import "slices"

func eqCartItem(a, b *CartItem) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.ProductID == b.ProductID &&
		a.Quantity == b.Quantity
}

func eqAddItemRequest(a, b *AddItemRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID &&
		eqCartItem(a.Item, b.Item)
}

func eqEmptyCartRequest(a, b *EmptyCartRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID
}

func eqGetCartRequest(a, b *GetCartRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID
}

func eqEmptyUser(a, b *EmptyUser) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID
}

func eqCart(a, b *Cart) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID &&
		slices.EqualFunc(a.Items, b.Items, eqCartItem)
}

func eqEmpty(a, b *Empty) bool {
	if a == nil || b == nil {
		return a == b
	}
	return true
}

func eqListRecommendationsRequest(a, b *ListRecommendationsRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID &&
		slices.Equal(a.ProductIDs, b.ProductIDs)
}

func eqListRecommendationsResponse(a, b *ListRecommendationsResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.Equal(a.ProductIDs, b.ProductIDs)
}

func eqProduct(a, b *Product) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.ID == b.ID &&
		a.Name == b.Name &&
		a.Description == b.Description &&
		a.Picture == b.Picture &&
		eqMoney(a.PriceUSD, b.PriceUSD) &&
		slices.Equal(a.Categories, b.Categories)
}

func eqListProductsResponse(a, b *ListProductsResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.EqualFunc(a.Products, b.Products, eqProduct)
}

func eqGetProductRequest(a, b *GetProductRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.ID == b.ID
}

func eqSearchProductsRequest(a, b *SearchProductsRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Query == b.Query
}

func eqSearchProductsResponse(a, b *SearchProductsResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.EqualFunc(a.Results, b.Results, eqProduct)
}

func eqGetQuoteRequest(a, b *GetQuoteRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqAddress(a.Address, b.Address) &&
		slices.EqualFunc(a.Items, b.Items, eqCartItem)
}

func eqGetQuoteResponse(a, b *GetQuoteResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqMoney(a.CostUSD, b.CostUSD)
}

func eqShipOrderRequest(a, b *ShipOrderRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqAddress(a.Address, b.Address) &&
		slices.EqualFunc(a.Items, b.Items, eqCartItem)
}

func eqShipOrderResponse(a, b *ShipOrderResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.TrackingID == b.TrackingID
}

func eqAddress(a, b *Address) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.StreetAddress == b.StreetAddress &&
		a.City == b.City &&
		a.State == b.State &&
		a.Country == b.Country &&
		a.ZipCode == b.ZipCode
}

func eqMoney(a, b *Money) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.CurrencyCode == b.CurrencyCode &&
		a.Units == b.Units &&
		a.Nanos == b.Nanos
}

func eqGetSupportedCurrenciesResponse(a, b *GetSupportedCurrenciesResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.Equal(a.CurrencyCodes, b.CurrencyCodes)
}

func eqCurrencyConversionRequest(a, b *CurrencyConversionRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqMoney(a.From, b.From) &&
		a.ToCode == b.ToCode &&
		a.UserID == b.UserID
}

func eqCreditCardInfo(a, b *CreditCardInfo) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.CreditCardNumber == b.CreditCardNumber &&
		a.CreditCardCVV == b.CreditCardCVV &&
		a.CreditCardExpirationYear == b.CreditCardExpirationYear &&
		a.CreditCardExpirationMonth == b.CreditCardExpirationMonth
}

func eqChargeRequest(a, b *ChargeRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqMoney(a.Amount, b.Amount) &&
		eqCreditCardInfo(a.CreditCard, b.CreditCard)
}

func eqChargeResponse(a, b *ChargeResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.TransactionID == b.TransactionID
}

func eqOrderItem(a, b *OrderItem) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqCartItem(a.Item, b.Item) &&
		eqMoney(a.Cost, b.Cost)
}

func eqOrderResult(a, b *OrderResult) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.OrderID == b.OrderID &&
		a.ShippingTrackingID == b.ShippingTrackingID &&
		eqMoney(a.ShippingCost, b.ShippingCost) &&
		eqAddress(a.ShippingAddress, b.ShippingAddress) &&
		slices.EqualFunc(a.Items, b.Items, eqOrderItem)
}

func eqSendOrderConfirmationRequest(a, b *SendOrderConfirmationRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Email == b.Email &&
		eqOrderResult(a.Order, b.Order)
}

func eqPlaceOrderRequest(a, b *PlaceOrderRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID &&
		a.UserCurrency == b.UserCurrency &&
		eqAddress(a.Address, b.Address) &&
		a.Email == b.Email &&
		eqCreditCardInfo(a.CreditCard, b.CreditCard)
}

func eqPlaceOrderResponse(a, b *PlaceOrderResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return eqOrderResult(a.Order, b.Order)
}

func eqAdRequest(a, b *AdRequest) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.UserID == b.UserID &&
		slices.Equal(a.ContextKeys, b.ContextKeys)
}

func eqAdResponse(a, b *AdResponse) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.EqualFunc(a.Ads, b.Ads, eqAd)
}

func eqAd(a, b *Ad) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.RedirectURL == b.RedirectURL &&
		a.Text == b.Text
}

// eqAny reports whether a and b are the same message; nil and empty lists are equal.
func eqAny(a, b Message) bool {
	switch a := a.(type) {
	case *CartItem:
		b, ok := b.(*CartItem)
		return ok && eqCartItem(a, b)
	case *AddItemRequest:
		b, ok := b.(*AddItemRequest)
		return ok && eqAddItemRequest(a, b)
	case *EmptyCartRequest:
		b, ok := b.(*EmptyCartRequest)
		return ok && eqEmptyCartRequest(a, b)
	case *GetCartRequest:
		b, ok := b.(*GetCartRequest)
		return ok && eqGetCartRequest(a, b)
	case *EmptyUser:
		b, ok := b.(*EmptyUser)
		return ok && eqEmptyUser(a, b)
	case *Cart:
		b, ok := b.(*Cart)
		return ok && eqCart(a, b)
	case *Empty:
		b, ok := b.(*Empty)
		return ok && eqEmpty(a, b)
	case *ListRecommendationsRequest:
		b, ok := b.(*ListRecommendationsRequest)
		return ok && eqListRecommendationsRequest(a, b)
	case *ListRecommendationsResponse:
		b, ok := b.(*ListRecommendationsResponse)
		return ok && eqListRecommendationsResponse(a, b)
	case *Product:
		b, ok := b.(*Product)
		return ok && eqProduct(a, b)
	case *ListProductsResponse:
		b, ok := b.(*ListProductsResponse)
		return ok && eqListProductsResponse(a, b)
	case *GetProductRequest:
		b, ok := b.(*GetProductRequest)
		return ok && eqGetProductRequest(a, b)
	case *SearchProductsRequest:
		b, ok := b.(*SearchProductsRequest)
		return ok && eqSearchProductsRequest(a, b)
	case *SearchProductsResponse:
		b, ok := b.(*SearchProductsResponse)
		return ok && eqSearchProductsResponse(a, b)
	case *GetQuoteRequest:
		b, ok := b.(*GetQuoteRequest)
		return ok && eqGetQuoteRequest(a, b)
	case *GetQuoteResponse:
		b, ok := b.(*GetQuoteResponse)
		return ok && eqGetQuoteResponse(a, b)
	case *ShipOrderRequest:
		b, ok := b.(*ShipOrderRequest)
		return ok && eqShipOrderRequest(a, b)
	case *ShipOrderResponse:
		b, ok := b.(*ShipOrderResponse)
		return ok && eqShipOrderResponse(a, b)
	case *Address:
		b, ok := b.(*Address)
		return ok && eqAddress(a, b)
	case *Money:
		b, ok := b.(*Money)
		return ok && eqMoney(a, b)
	case *GetSupportedCurrenciesResponse:
		b, ok := b.(*GetSupportedCurrenciesResponse)
		return ok && eqGetSupportedCurrenciesResponse(a, b)
	case *CurrencyConversionRequest:
		b, ok := b.(*CurrencyConversionRequest)
		return ok && eqCurrencyConversionRequest(a, b)
	case *CreditCardInfo:
		b, ok := b.(*CreditCardInfo)
		return ok && eqCreditCardInfo(a, b)
	case *ChargeRequest:
		b, ok := b.(*ChargeRequest)
		return ok && eqChargeRequest(a, b)
	case *ChargeResponse:
		b, ok := b.(*ChargeResponse)
		return ok && eqChargeResponse(a, b)
	case *OrderItem:
		b, ok := b.(*OrderItem)
		return ok && eqOrderItem(a, b)
	case *OrderResult:
		b, ok := b.(*OrderResult)
		return ok && eqOrderResult(a, b)
	case *SendOrderConfirmationRequest:
		b, ok := b.(*SendOrderConfirmationRequest)
		return ok && eqSendOrderConfirmationRequest(a, b)
	case *PlaceOrderRequest:
		b, ok := b.(*PlaceOrderRequest)
		return ok && eqPlaceOrderRequest(a, b)
	case *PlaceOrderResponse:
		b, ok := b.(*PlaceOrderResponse)
		return ok && eqPlaceOrderResponse(a, b)
	case *AdRequest:
		b, ok := b.(*AdRequest)
		return ok && eqAdRequest(a, b)
	case *AdResponse:
		b, ok := b.(*AdResponse)
		return ok && eqAdResponse(a, b)
	case *Ad:
		b, ok := b.(*Ad)
		return ok && eqAd(a, b)
	}
	return false
}
