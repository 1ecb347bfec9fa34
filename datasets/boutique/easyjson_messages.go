// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	"github.com/serbench/serbench/datasets/boutique/ej"
	"github.com/serbench/serbench/digest"
)

func ejCartItem(m *CartItem) *ej.CartItem {
	if m == nil {
		return nil
	}
	return &ej.CartItem{
		ProductID: m.ProductID,
		Quantity:  m.Quantity,
	}
}

func fromCartItemEJ(m *ej.CartItem) *CartItem {
	if m == nil {
		return nil
	}
	return &CartItem{
		ProductID: m.ProductID,
		Quantity:  m.Quantity,
	}
}

func visitCartItemEJ(h *digest.Hasher, m *ej.CartItem) {
	if m == nil {
		m = &ej.CartItem{}
	}
	h.String(m.ProductID)
	h.Int64(int64(m.Quantity))
}

func ejAddItemRequest(m *AddItemRequest) *ej.AddItemRequest {
	if m == nil {
		return nil
	}
	return &ej.AddItemRequest{
		UserID: m.UserID,
		Item:   ejCartItem(m.Item),
	}
}

func fromAddItemRequestEJ(m *ej.AddItemRequest) *AddItemRequest {
	if m == nil {
		return nil
	}
	return &AddItemRequest{
		UserID: m.UserID,
		Item:   fromCartItemEJ(m.Item),
	}
}

func visitAddItemRequestEJ(h *digest.Hasher, m *ej.AddItemRequest) {
	if m == nil {
		m = &ej.AddItemRequest{}
	}
	h.String(m.UserID)
	if m.Item == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCartItemEJ(h, m.Item)
	}
}

func ejEmptyCartRequest(m *EmptyCartRequest) *ej.EmptyCartRequest {
	if m == nil {
		return nil
	}
	return &ej.EmptyCartRequest{
		UserID: m.UserID,
	}
}

func fromEmptyCartRequestEJ(m *ej.EmptyCartRequest) *EmptyCartRequest {
	if m == nil {
		return nil
	}
	return &EmptyCartRequest{
		UserID: m.UserID,
	}
}

func visitEmptyCartRequestEJ(h *digest.Hasher, m *ej.EmptyCartRequest) {
	if m == nil {
		m = &ej.EmptyCartRequest{}
	}
	h.String(m.UserID)
}

func ejGetCartRequest(m *GetCartRequest) *ej.GetCartRequest {
	if m == nil {
		return nil
	}
	return &ej.GetCartRequest{
		UserID: m.UserID,
	}
}

func fromGetCartRequestEJ(m *ej.GetCartRequest) *GetCartRequest {
	if m == nil {
		return nil
	}
	return &GetCartRequest{
		UserID: m.UserID,
	}
}

func visitGetCartRequestEJ(h *digest.Hasher, m *ej.GetCartRequest) {
	if m == nil {
		m = &ej.GetCartRequest{}
	}
	h.String(m.UserID)
}

func ejEmptyUser(m *EmptyUser) *ej.EmptyUser {
	if m == nil {
		return nil
	}
	return &ej.EmptyUser{
		UserID: m.UserID,
	}
}

func fromEmptyUserEJ(m *ej.EmptyUser) *EmptyUser {
	if m == nil {
		return nil
	}
	return &EmptyUser{
		UserID: m.UserID,
	}
}

func visitEmptyUserEJ(h *digest.Hasher, m *ej.EmptyUser) {
	if m == nil {
		m = &ej.EmptyUser{}
	}
	h.String(m.UserID)
}

func ejCart(m *Cart) *ej.Cart {
	if m == nil {
		return nil
	}
	return &ej.Cart{
		UserID: m.UserID,
		Items:  mapList(m.Items, ejCartItem),
	}
}

func fromCartEJ(m *ej.Cart) *Cart {
	if m == nil {
		return nil
	}
	return &Cart{
		UserID: m.UserID,
		Items:  mapList(m.Items, fromCartItemEJ),
	}
}

func visitCartEJ(h *digest.Hasher, m *ej.Cart) {
	if m == nil {
		m = &ej.Cart{}
	}
	h.String(m.UserID)
	h.Len(len(m.Items))
	for _, e := range m.Items {
		visitCartItemEJ(h, e)
	}
}

func ejEmpty(m *Empty) *ej.Empty {
	if m == nil {
		return nil
	}
	return &ej.Empty{}
}

func fromEmptyEJ(m *ej.Empty) *Empty {
	if m == nil {
		return nil
	}
	return &Empty{}
}

func visitEmptyEJ(h *digest.Hasher, m *ej.Empty) {
	_ = m
}

func ejListRecommendationsRequest(m *ListRecommendationsRequest) *ej.ListRecommendationsRequest {
	if m == nil {
		return nil
	}
	return &ej.ListRecommendationsRequest{
		UserID:     m.UserID,
		ProductIDs: m.ProductIDs,
	}
}

func fromListRecommendationsRequestEJ(m *ej.ListRecommendationsRequest) *ListRecommendationsRequest {
	if m == nil {
		return nil
	}
	return &ListRecommendationsRequest{
		UserID:     m.UserID,
		ProductIDs: m.ProductIDs,
	}
}

func visitListRecommendationsRequestEJ(h *digest.Hasher, m *ej.ListRecommendationsRequest) {
	if m == nil {
		m = &ej.ListRecommendationsRequest{}
	}
	h.String(m.UserID)
	h.Len(len(m.ProductIDs))
	for _, e := range m.ProductIDs {
		h.String(e)
	}
}

func ejListRecommendationsResponse(m *ListRecommendationsResponse) *ej.ListRecommendationsResponse {
	if m == nil {
		return nil
	}
	return &ej.ListRecommendationsResponse{
		ProductIDs: m.ProductIDs,
	}
}

func fromListRecommendationsResponseEJ(m *ej.ListRecommendationsResponse) *ListRecommendationsResponse {
	if m == nil {
		return nil
	}
	return &ListRecommendationsResponse{
		ProductIDs: m.ProductIDs,
	}
}

func visitListRecommendationsResponseEJ(h *digest.Hasher, m *ej.ListRecommendationsResponse) {
	if m == nil {
		m = &ej.ListRecommendationsResponse{}
	}
	h.Len(len(m.ProductIDs))
	for _, e := range m.ProductIDs {
		h.String(e)
	}
}

func ejProduct(m *Product) *ej.Product {
	if m == nil {
		return nil
	}
	return &ej.Product{
		ID:          m.ID,
		Name:        m.Name,
		Description: m.Description,
		Picture:     m.Picture,
		PriceUSD:    ejMoney(m.PriceUSD),
		Categories:  m.Categories,
	}
}

func fromProductEJ(m *ej.Product) *Product {
	if m == nil {
		return nil
	}
	return &Product{
		ID:          m.ID,
		Name:        m.Name,
		Description: m.Description,
		Picture:     m.Picture,
		PriceUSD:    fromMoneyEJ(m.PriceUSD),
		Categories:  m.Categories,
	}
}

func visitProductEJ(h *digest.Hasher, m *ej.Product) {
	if m == nil {
		m = &ej.Product{}
	}
	h.String(m.ID)
	h.String(m.Name)
	h.String(m.Description)
	h.String(m.Picture)
	if m.PriceUSD == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.PriceUSD)
	}
	h.Len(len(m.Categories))
	for _, e := range m.Categories {
		h.String(e)
	}
}

func ejListProductsResponse(m *ListProductsResponse) *ej.ListProductsResponse {
	if m == nil {
		return nil
	}
	return &ej.ListProductsResponse{
		Products: mapList(m.Products, ejProduct),
	}
}

func fromListProductsResponseEJ(m *ej.ListProductsResponse) *ListProductsResponse {
	if m == nil {
		return nil
	}
	return &ListProductsResponse{
		Products: mapList(m.Products, fromProductEJ),
	}
}

func visitListProductsResponseEJ(h *digest.Hasher, m *ej.ListProductsResponse) {
	if m == nil {
		m = &ej.ListProductsResponse{}
	}
	h.Len(len(m.Products))
	for _, e := range m.Products {
		visitProductEJ(h, e)
	}
}

func ejGetProductRequest(m *GetProductRequest) *ej.GetProductRequest {
	if m == nil {
		return nil
	}
	return &ej.GetProductRequest{
		ID: m.ID,
	}
}

func fromGetProductRequestEJ(m *ej.GetProductRequest) *GetProductRequest {
	if m == nil {
		return nil
	}
	return &GetProductRequest{
		ID: m.ID,
	}
}

func visitGetProductRequestEJ(h *digest.Hasher, m *ej.GetProductRequest) {
	if m == nil {
		m = &ej.GetProductRequest{}
	}
	h.String(m.ID)
}

func ejSearchProductsRequest(m *SearchProductsRequest) *ej.SearchProductsRequest {
	if m == nil {
		return nil
	}
	return &ej.SearchProductsRequest{
		Query: m.Query,
	}
}

func fromSearchProductsRequestEJ(m *ej.SearchProductsRequest) *SearchProductsRequest {
	if m == nil {
		return nil
	}
	return &SearchProductsRequest{
		Query: m.Query,
	}
}

func visitSearchProductsRequestEJ(h *digest.Hasher, m *ej.SearchProductsRequest) {
	if m == nil {
		m = &ej.SearchProductsRequest{}
	}
	h.String(m.Query)
}

func ejSearchProductsResponse(m *SearchProductsResponse) *ej.SearchProductsResponse {
	if m == nil {
		return nil
	}
	return &ej.SearchProductsResponse{
		Results: mapList(m.Results, ejProduct),
	}
}

func fromSearchProductsResponseEJ(m *ej.SearchProductsResponse) *SearchProductsResponse {
	if m == nil {
		return nil
	}
	return &SearchProductsResponse{
		Results: mapList(m.Results, fromProductEJ),
	}
}

func visitSearchProductsResponseEJ(h *digest.Hasher, m *ej.SearchProductsResponse) {
	if m == nil {
		m = &ej.SearchProductsResponse{}
	}
	h.Len(len(m.Results))
	for _, e := range m.Results {
		visitProductEJ(h, e)
	}
}

func ejGetQuoteRequest(m *GetQuoteRequest) *ej.GetQuoteRequest {
	if m == nil {
		return nil
	}
	return &ej.GetQuoteRequest{
		Address: ejAddress(m.Address),
		Items:   mapList(m.Items, ejCartItem),
	}
}

func fromGetQuoteRequestEJ(m *ej.GetQuoteRequest) *GetQuoteRequest {
	if m == nil {
		return nil
	}
	return &GetQuoteRequest{
		Address: fromAddressEJ(m.Address),
		Items:   mapList(m.Items, fromCartItemEJ),
	}
}

func visitGetQuoteRequestEJ(h *digest.Hasher, m *ej.GetQuoteRequest) {
	if m == nil {
		m = &ej.GetQuoteRequest{}
	}
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressEJ(h, m.Address)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		visitCartItemEJ(h, e)
	}
}

func ejGetQuoteResponse(m *GetQuoteResponse) *ej.GetQuoteResponse {
	if m == nil {
		return nil
	}
	return &ej.GetQuoteResponse{
		CostUSD: ejMoney(m.CostUSD),
	}
}

func fromGetQuoteResponseEJ(m *ej.GetQuoteResponse) *GetQuoteResponse {
	if m == nil {
		return nil
	}
	return &GetQuoteResponse{
		CostUSD: fromMoneyEJ(m.CostUSD),
	}
}

func visitGetQuoteResponseEJ(h *digest.Hasher, m *ej.GetQuoteResponse) {
	if m == nil {
		m = &ej.GetQuoteResponse{}
	}
	if m.CostUSD == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.CostUSD)
	}
}

func ejShipOrderRequest(m *ShipOrderRequest) *ej.ShipOrderRequest {
	if m == nil {
		return nil
	}
	return &ej.ShipOrderRequest{
		Address: ejAddress(m.Address),
		Items:   mapList(m.Items, ejCartItem),
	}
}

func fromShipOrderRequestEJ(m *ej.ShipOrderRequest) *ShipOrderRequest {
	if m == nil {
		return nil
	}
	return &ShipOrderRequest{
		Address: fromAddressEJ(m.Address),
		Items:   mapList(m.Items, fromCartItemEJ),
	}
}

func visitShipOrderRequestEJ(h *digest.Hasher, m *ej.ShipOrderRequest) {
	if m == nil {
		m = &ej.ShipOrderRequest{}
	}
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressEJ(h, m.Address)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		visitCartItemEJ(h, e)
	}
}

func ejShipOrderResponse(m *ShipOrderResponse) *ej.ShipOrderResponse {
	if m == nil {
		return nil
	}
	return &ej.ShipOrderResponse{
		TrackingID: m.TrackingID,
	}
}

func fromShipOrderResponseEJ(m *ej.ShipOrderResponse) *ShipOrderResponse {
	if m == nil {
		return nil
	}
	return &ShipOrderResponse{
		TrackingID: m.TrackingID,
	}
}

func visitShipOrderResponseEJ(h *digest.Hasher, m *ej.ShipOrderResponse) {
	if m == nil {
		m = &ej.ShipOrderResponse{}
	}
	h.String(m.TrackingID)
}

func ejAddress(m *Address) *ej.Address {
	if m == nil {
		return nil
	}
	return &ej.Address{
		StreetAddress: m.StreetAddress,
		City:          m.City,
		State:         m.State,
		Country:       m.Country,
		ZipCode:       m.ZipCode,
	}
}

func fromAddressEJ(m *ej.Address) *Address {
	if m == nil {
		return nil
	}
	return &Address{
		StreetAddress: m.StreetAddress,
		City:          m.City,
		State:         m.State,
		Country:       m.Country,
		ZipCode:       m.ZipCode,
	}
}

func visitAddressEJ(h *digest.Hasher, m *ej.Address) {
	if m == nil {
		m = &ej.Address{}
	}
	h.String(m.StreetAddress)
	h.String(m.City)
	h.String(m.State)
	h.String(m.Country)
	h.Int64(int64(m.ZipCode))
}

func ejMoney(m *Money) *ej.Money {
	if m == nil {
		return nil
	}
	return &ej.Money{
		CurrencyCode: m.CurrencyCode,
		Units:        m.Units,
		Nanos:        m.Nanos,
	}
}

func fromMoneyEJ(m *ej.Money) *Money {
	if m == nil {
		return nil
	}
	return &Money{
		CurrencyCode: m.CurrencyCode,
		Units:        m.Units,
		Nanos:        m.Nanos,
	}
}

func visitMoneyEJ(h *digest.Hasher, m *ej.Money) {
	if m == nil {
		m = &ej.Money{}
	}
	h.String(m.CurrencyCode)
	h.Int64(int64(m.Units))
	h.Int64(int64(m.Nanos))
}

func ejGetSupportedCurrenciesResponse(m *GetSupportedCurrenciesResponse) *ej.GetSupportedCurrenciesResponse {
	if m == nil {
		return nil
	}
	return &ej.GetSupportedCurrenciesResponse{
		CurrencyCodes: m.CurrencyCodes,
	}
}

func fromGetSupportedCurrenciesResponseEJ(m *ej.GetSupportedCurrenciesResponse) *GetSupportedCurrenciesResponse {
	if m == nil {
		return nil
	}
	return &GetSupportedCurrenciesResponse{
		CurrencyCodes: m.CurrencyCodes,
	}
}

func visitGetSupportedCurrenciesResponseEJ(h *digest.Hasher, m *ej.GetSupportedCurrenciesResponse) {
	if m == nil {
		m = &ej.GetSupportedCurrenciesResponse{}
	}
	h.Len(len(m.CurrencyCodes))
	for _, e := range m.CurrencyCodes {
		h.String(e)
	}
}

func ejCurrencyConversionRequest(m *CurrencyConversionRequest) *ej.CurrencyConversionRequest {
	if m == nil {
		return nil
	}
	return &ej.CurrencyConversionRequest{
		From:   ejMoney(m.From),
		ToCode: m.ToCode,
		UserID: m.UserID,
	}
}

func fromCurrencyConversionRequestEJ(m *ej.CurrencyConversionRequest) *CurrencyConversionRequest {
	if m == nil {
		return nil
	}
	return &CurrencyConversionRequest{
		From:   fromMoneyEJ(m.From),
		ToCode: m.ToCode,
		UserID: m.UserID,
	}
}

func visitCurrencyConversionRequestEJ(h *digest.Hasher, m *ej.CurrencyConversionRequest) {
	if m == nil {
		m = &ej.CurrencyConversionRequest{}
	}
	if m.From == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.From)
	}
	h.String(m.ToCode)
	h.String(m.UserID)
}

func ejCreditCardInfo(m *CreditCardInfo) *ej.CreditCardInfo {
	if m == nil {
		return nil
	}
	return &ej.CreditCardInfo{
		CreditCardNumber:          m.CreditCardNumber,
		CreditCardCVV:             m.CreditCardCVV,
		CreditCardExpirationYear:  m.CreditCardExpirationYear,
		CreditCardExpirationMonth: m.CreditCardExpirationMonth,
	}
}

func fromCreditCardInfoEJ(m *ej.CreditCardInfo) *CreditCardInfo {
	if m == nil {
		return nil
	}
	return &CreditCardInfo{
		CreditCardNumber:          m.CreditCardNumber,
		CreditCardCVV:             m.CreditCardCVV,
		CreditCardExpirationYear:  m.CreditCardExpirationYear,
		CreditCardExpirationMonth: m.CreditCardExpirationMonth,
	}
}

func visitCreditCardInfoEJ(h *digest.Hasher, m *ej.CreditCardInfo) {
	if m == nil {
		m = &ej.CreditCardInfo{}
	}
	h.String(m.CreditCardNumber)
	h.Int64(int64(m.CreditCardCVV))
	h.Int64(int64(m.CreditCardExpirationYear))
	h.Int64(int64(m.CreditCardExpirationMonth))
}

func ejChargeRequest(m *ChargeRequest) *ej.ChargeRequest {
	if m == nil {
		return nil
	}
	return &ej.ChargeRequest{
		Amount:     ejMoney(m.Amount),
		CreditCard: ejCreditCardInfo(m.CreditCard),
	}
}

func fromChargeRequestEJ(m *ej.ChargeRequest) *ChargeRequest {
	if m == nil {
		return nil
	}
	return &ChargeRequest{
		Amount:     fromMoneyEJ(m.Amount),
		CreditCard: fromCreditCardInfoEJ(m.CreditCard),
	}
}

func visitChargeRequestEJ(h *digest.Hasher, m *ej.ChargeRequest) {
	if m == nil {
		m = &ej.ChargeRequest{}
	}
	if m.Amount == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.Amount)
	}
	if m.CreditCard == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCreditCardInfoEJ(h, m.CreditCard)
	}
}

func ejChargeResponse(m *ChargeResponse) *ej.ChargeResponse {
	if m == nil {
		return nil
	}
	return &ej.ChargeResponse{
		TransactionID: m.TransactionID,
	}
}

func fromChargeResponseEJ(m *ej.ChargeResponse) *ChargeResponse {
	if m == nil {
		return nil
	}
	return &ChargeResponse{
		TransactionID: m.TransactionID,
	}
}

func visitChargeResponseEJ(h *digest.Hasher, m *ej.ChargeResponse) {
	if m == nil {
		m = &ej.ChargeResponse{}
	}
	h.String(m.TransactionID)
}

func ejOrderItem(m *OrderItem) *ej.OrderItem {
	if m == nil {
		return nil
	}
	return &ej.OrderItem{
		Item: ejCartItem(m.Item),
		Cost: ejMoney(m.Cost),
	}
}

func fromOrderItemEJ(m *ej.OrderItem) *OrderItem {
	if m == nil {
		return nil
	}
	return &OrderItem{
		Item: fromCartItemEJ(m.Item),
		Cost: fromMoneyEJ(m.Cost),
	}
}

func visitOrderItemEJ(h *digest.Hasher, m *ej.OrderItem) {
	if m == nil {
		m = &ej.OrderItem{}
	}
	if m.Item == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCartItemEJ(h, m.Item)
	}
	if m.Cost == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.Cost)
	}
}

func ejOrderResult(m *OrderResult) *ej.OrderResult {
	if m == nil {
		return nil
	}
	return &ej.OrderResult{
		OrderID:            m.OrderID,
		ShippingTrackingID: m.ShippingTrackingID,
		ShippingCost:       ejMoney(m.ShippingCost),
		ShippingAddress:    ejAddress(m.ShippingAddress),
		Items:              mapList(m.Items, ejOrderItem),
	}
}

func fromOrderResultEJ(m *ej.OrderResult) *OrderResult {
	if m == nil {
		return nil
	}
	return &OrderResult{
		OrderID:            m.OrderID,
		ShippingTrackingID: m.ShippingTrackingID,
		ShippingCost:       fromMoneyEJ(m.ShippingCost),
		ShippingAddress:    fromAddressEJ(m.ShippingAddress),
		Items:              mapList(m.Items, fromOrderItemEJ),
	}
}

func visitOrderResultEJ(h *digest.Hasher, m *ej.OrderResult) {
	if m == nil {
		m = &ej.OrderResult{}
	}
	h.String(m.OrderID)
	h.String(m.ShippingTrackingID)
	if m.ShippingCost == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyEJ(h, m.ShippingCost)
	}
	if m.ShippingAddress == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressEJ(h, m.ShippingAddress)
	}
	h.Len(len(m.Items))
	for _, e := range m.Items {
		visitOrderItemEJ(h, e)
	}
}

func ejSendOrderConfirmationRequest(m *SendOrderConfirmationRequest) *ej.SendOrderConfirmationRequest {
	if m == nil {
		return nil
	}
	return &ej.SendOrderConfirmationRequest{
		Email: m.Email,
		Order: ejOrderResult(m.Order),
	}
}

func fromSendOrderConfirmationRequestEJ(m *ej.SendOrderConfirmationRequest) *SendOrderConfirmationRequest {
	if m == nil {
		return nil
	}
	return &SendOrderConfirmationRequest{
		Email: m.Email,
		Order: fromOrderResultEJ(m.Order),
	}
}

func visitSendOrderConfirmationRequestEJ(h *digest.Hasher, m *ej.SendOrderConfirmationRequest) {
	if m == nil {
		m = &ej.SendOrderConfirmationRequest{}
	}
	h.String(m.Email)
	if m.Order == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitOrderResultEJ(h, m.Order)
	}
}

func ejPlaceOrderRequest(m *PlaceOrderRequest) *ej.PlaceOrderRequest {
	if m == nil {
		return nil
	}
	return &ej.PlaceOrderRequest{
		UserID:       m.UserID,
		UserCurrency: m.UserCurrency,
		Address:      ejAddress(m.Address),
		Email:        m.Email,
		CreditCard:   ejCreditCardInfo(m.CreditCard),
	}
}

func fromPlaceOrderRequestEJ(m *ej.PlaceOrderRequest) *PlaceOrderRequest {
	if m == nil {
		return nil
	}
	return &PlaceOrderRequest{
		UserID:       m.UserID,
		UserCurrency: m.UserCurrency,
		Address:      fromAddressEJ(m.Address),
		Email:        m.Email,
		CreditCard:   fromCreditCardInfoEJ(m.CreditCard),
	}
}

func visitPlaceOrderRequestEJ(h *digest.Hasher, m *ej.PlaceOrderRequest) {
	if m == nil {
		m = &ej.PlaceOrderRequest{}
	}
	h.String(m.UserID)
	h.String(m.UserCurrency)
	if m.Address == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressEJ(h, m.Address)
	}
	h.String(m.Email)
	if m.CreditCard == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCreditCardInfoEJ(h, m.CreditCard)
	}
}

func ejPlaceOrderResponse(m *PlaceOrderResponse) *ej.PlaceOrderResponse {
	if m == nil {
		return nil
	}
	return &ej.PlaceOrderResponse{
		Order: ejOrderResult(m.Order),
	}
}

func fromPlaceOrderResponseEJ(m *ej.PlaceOrderResponse) *PlaceOrderResponse {
	if m == nil {
		return nil
	}
	return &PlaceOrderResponse{
		Order: fromOrderResultEJ(m.Order),
	}
}

func visitPlaceOrderResponseEJ(h *digest.Hasher, m *ej.PlaceOrderResponse) {
	if m == nil {
		m = &ej.PlaceOrderResponse{}
	}
	if m.Order == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitOrderResultEJ(h, m.Order)
	}
}

func ejAdRequest(m *AdRequest) *ej.AdRequest {
	if m == nil {
		return nil
	}
	return &ej.AdRequest{
		UserID:      m.UserID,
		ContextKeys: m.ContextKeys,
	}
}

func fromAdRequestEJ(m *ej.AdRequest) *AdRequest {
	if m == nil {
		return nil
	}
	return &AdRequest{
		UserID:      m.UserID,
		ContextKeys: m.ContextKeys,
	}
}

func visitAdRequestEJ(h *digest.Hasher, m *ej.AdRequest) {
	if m == nil {
		m = &ej.AdRequest{}
	}
	h.String(m.UserID)
	h.Len(len(m.ContextKeys))
	for _, e := range m.ContextKeys {
		h.String(e)
	}
}

func ejAdResponse(m *AdResponse) *ej.AdResponse {
	if m == nil {
		return nil
	}
	return &ej.AdResponse{
		Ads: mapList(m.Ads, ejAd),
	}
}

func fromAdResponseEJ(m *ej.AdResponse) *AdResponse {
	if m == nil {
		return nil
	}
	return &AdResponse{
		Ads: mapList(m.Ads, fromAdEJ),
	}
}

func visitAdResponseEJ(h *digest.Hasher, m *ej.AdResponse) {
	if m == nil {
		m = &ej.AdResponse{}
	}
	h.Len(len(m.Ads))
	for _, e := range m.Ads {
		visitAdEJ(h, e)
	}
}

func ejAd(m *Ad) *ej.Ad {
	if m == nil {
		return nil
	}
	return &ej.Ad{
		RedirectURL: m.RedirectURL,
		Text:        m.Text,
	}
}

func fromAdEJ(m *ej.Ad) *Ad {
	if m == nil {
		return nil
	}
	return &Ad{
		RedirectURL: m.RedirectURL,
		Text:        m.Text,
	}
}

func visitAdEJ(h *digest.Hasher, m *ej.Ad) {
	if m == nil {
		m = &ej.Ad{}
	}
	h.String(m.RedirectURL)
	h.String(m.Text)
}
