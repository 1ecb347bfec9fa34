// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	"github.com/serbench/serbench/datasets/boutique/pb"
	"github.com/serbench/serbench/digest"
)

func toCartItemPB(m *CartItem) *pb.CartItem {
	if m == nil {
		return nil
	}
	return &pb.CartItem{
		ProductId: m.ProductID,
		Quantity:  m.Quantity,
	}
}

func fromCartItemPB(p *pb.CartItem) *CartItem {
	if p == nil {
		return nil
	}
	return &CartItem{
		ProductID: p.GetProductId(),
		Quantity:  p.GetQuantity(),
	}
}

func visitCartItemPB(h *digest.Hasher, p *pb.CartItem) {
	h.String(p.GetProductId())
	h.Int64(int64(p.GetQuantity()))
}

func toAddItemRequestPB(m *AddItemRequest) *pb.AddItemRequest {
	if m == nil {
		return nil
	}
	return &pb.AddItemRequest{
		UserId: m.UserID,
		Item:   toCartItemPB(m.Item),
	}
}

func fromAddItemRequestPB(p *pb.AddItemRequest) *AddItemRequest {
	if p == nil {
		return nil
	}
	return &AddItemRequest{
		UserID: p.GetUserId(),
		Item:   fromCartItemPB(p.GetItem()),
	}
}

func visitAddItemRequestPB(h *digest.Hasher, p *pb.AddItemRequest) {
	h.String(p.GetUserId())
	if x := p.GetItem(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCartItemPB(h, x)
	}
}

func toEmptyCartRequestPB(m *EmptyCartRequest) *pb.EmptyCartRequest {
	if m == nil {
		return nil
	}
	return &pb.EmptyCartRequest{
		UserId: m.UserID,
	}
}

func fromEmptyCartRequestPB(p *pb.EmptyCartRequest) *EmptyCartRequest {
	if p == nil {
		return nil
	}
	return &EmptyCartRequest{
		UserID: p.GetUserId(),
	}
}

func visitEmptyCartRequestPB(h *digest.Hasher, p *pb.EmptyCartRequest) {
	h.String(p.GetUserId())
}

func toGetCartRequestPB(m *GetCartRequest) *pb.GetCartRequest {
	if m == nil {
		return nil
	}
	return &pb.GetCartRequest{
		UserId: m.UserID,
	}
}

func fromGetCartRequestPB(p *pb.GetCartRequest) *GetCartRequest {
	if p == nil {
		return nil
	}
	return &GetCartRequest{
		UserID: p.GetUserId(),
	}
}

func visitGetCartRequestPB(h *digest.Hasher, p *pb.GetCartRequest) {
	h.String(p.GetUserId())
}

func toEmptyUserPB(m *EmptyUser) *pb.EmptyUser {
	if m == nil {
		return nil
	}
	return &pb.EmptyUser{
		UserId: m.UserID,
	}
}

func fromEmptyUserPB(p *pb.EmptyUser) *EmptyUser {
	if p == nil {
		return nil
	}
	return &EmptyUser{
		UserID: p.GetUserId(),
	}
}

func visitEmptyUserPB(h *digest.Hasher, p *pb.EmptyUser) {
	h.String(p.GetUserId())
}

func toCartPB(m *Cart) *pb.Cart {
	if m == nil {
		return nil
	}
	return &pb.Cart{
		UserId: m.UserID,
		Items:  mapList(m.Items, toCartItemPB),
	}
}

func fromCartPB(p *pb.Cart) *Cart {
	if p == nil {
		return nil
	}
	return &Cart{
		UserID: p.GetUserId(),
		Items:  mapList(p.GetItems(), fromCartItemPB),
	}
}

func visitCartPB(h *digest.Hasher, p *pb.Cart) {
	h.String(p.GetUserId())
	{
		l := p.GetItems()
		h.Len(len(l))
		for _, e := range l {
			visitCartItemPB(h, e)
		}
	}
}

func toEmptyPB(m *Empty) *pb.Empty {
	if m == nil {
		return nil
	}
	return &pb.Empty{}
}

func fromEmptyPB(p *pb.Empty) *Empty {
	if p == nil {
		return nil
	}
	return &Empty{}
}

func visitEmptyPB(h *digest.Hasher, p *pb.Empty) {
	_ = p
}

func toListRecommendationsRequestPB(m *ListRecommendationsRequest) *pb.ListRecommendationsRequest {
	if m == nil {
		return nil
	}
	return &pb.ListRecommendationsRequest{
		UserId:     m.UserID,
		ProductIds: m.ProductIDs,
	}
}

func fromListRecommendationsRequestPB(p *pb.ListRecommendationsRequest) *ListRecommendationsRequest {
	if p == nil {
		return nil
	}
	return &ListRecommendationsRequest{
		UserID:     p.GetUserId(),
		ProductIDs: p.GetProductIds(),
	}
}

func visitListRecommendationsRequestPB(h *digest.Hasher, p *pb.ListRecommendationsRequest) {
	h.String(p.GetUserId())
	{
		l := p.GetProductIds()
		h.Len(len(l))
		for _, e := range l {
			h.String(e)
		}
	}
}

func toListRecommendationsResponsePB(m *ListRecommendationsResponse) *pb.ListRecommendationsResponse {
	if m == nil {
		return nil
	}
	return &pb.ListRecommendationsResponse{
		ProductIds: m.ProductIDs,
	}
}

func fromListRecommendationsResponsePB(p *pb.ListRecommendationsResponse) *ListRecommendationsResponse {
	if p == nil {
		return nil
	}
	return &ListRecommendationsResponse{
		ProductIDs: p.GetProductIds(),
	}
}

func visitListRecommendationsResponsePB(h *digest.Hasher, p *pb.ListRecommendationsResponse) {
	{
		l := p.GetProductIds()
		h.Len(len(l))
		for _, e := range l {
			h.String(e)
		}
	}
}

func toProductPB(m *Product) *pb.Product {
	if m == nil {
		return nil
	}
	return &pb.Product{
		Id:          m.ID,
		Name:        m.Name,
		Description: m.Description,
		Picture:     m.Picture,
		PriceUsd:    toMoneyPB(m.PriceUSD),
		Categories:  m.Categories,
	}
}

func fromProductPB(p *pb.Product) *Product {
	if p == nil {
		return nil
	}
	return &Product{
		ID:          p.GetId(),
		Name:        p.GetName(),
		Description: p.GetDescription(),
		Picture:     p.GetPicture(),
		PriceUSD:    fromMoneyPB(p.GetPriceUsd()),
		Categories:  p.GetCategories(),
	}
}

func visitProductPB(h *digest.Hasher, p *pb.Product) {
	h.String(p.GetId())
	h.String(p.GetName())
	h.String(p.GetDescription())
	h.String(p.GetPicture())
	if x := p.GetPriceUsd(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
	{
		l := p.GetCategories()
		h.Len(len(l))
		for _, e := range l {
			h.String(e)
		}
	}
}

func toListProductsResponsePB(m *ListProductsResponse) *pb.ListProductsResponse {
	if m == nil {
		return nil
	}
	return &pb.ListProductsResponse{
		Products: mapList(m.Products, toProductPB),
	}
}

func fromListProductsResponsePB(p *pb.ListProductsResponse) *ListProductsResponse {
	if p == nil {
		return nil
	}
	return &ListProductsResponse{
		Products: mapList(p.GetProducts(), fromProductPB),
	}
}

func visitListProductsResponsePB(h *digest.Hasher, p *pb.ListProductsResponse) {
	{
		l := p.GetProducts()
		h.Len(len(l))
		for _, e := range l {
			visitProductPB(h, e)
		}
	}
}

func toGetProductRequestPB(m *GetProductRequest) *pb.GetProductRequest {
	if m == nil {
		return nil
	}
	return &pb.GetProductRequest{
		Id: m.ID,
	}
}

func fromGetProductRequestPB(p *pb.GetProductRequest) *GetProductRequest {
	if p == nil {
		return nil
	}
	return &GetProductRequest{
		ID: p.GetId(),
	}
}

func visitGetProductRequestPB(h *digest.Hasher, p *pb.GetProductRequest) {
	h.String(p.GetId())
}

func toSearchProductsRequestPB(m *SearchProductsRequest) *pb.SearchProductsRequest {
	if m == nil {
		return nil
	}
	return &pb.SearchProductsRequest{
		Query: m.Query,
	}
}

func fromSearchProductsRequestPB(p *pb.SearchProductsRequest) *SearchProductsRequest {
	if p == nil {
		return nil
	}
	return &SearchProductsRequest{
		Query: p.GetQuery(),
	}
}

func visitSearchProductsRequestPB(h *digest.Hasher, p *pb.SearchProductsRequest) {
	h.String(p.GetQuery())
}

func toSearchProductsResponsePB(m *SearchProductsResponse) *pb.SearchProductsResponse {
	if m == nil {
		return nil
	}
	return &pb.SearchProductsResponse{
		Results: mapList(m.Results, toProductPB),
	}
}

func fromSearchProductsResponsePB(p *pb.SearchProductsResponse) *SearchProductsResponse {
	if p == nil {
		return nil
	}
	return &SearchProductsResponse{
		Results: mapList(p.GetResults(), fromProductPB),
	}
}

func visitSearchProductsResponsePB(h *digest.Hasher, p *pb.SearchProductsResponse) {
	{
		l := p.GetResults()
		h.Len(len(l))
		for _, e := range l {
			visitProductPB(h, e)
		}
	}
}

func toGetQuoteRequestPB(m *GetQuoteRequest) *pb.GetQuoteRequest {
	if m == nil {
		return nil
	}
	return &pb.GetQuoteRequest{
		Address: toAddressPB(m.Address),
		Items:   mapList(m.Items, toCartItemPB),
	}
}

func fromGetQuoteRequestPB(p *pb.GetQuoteRequest) *GetQuoteRequest {
	if p == nil {
		return nil
	}
	return &GetQuoteRequest{
		Address: fromAddressPB(p.GetAddress()),
		Items:   mapList(p.GetItems(), fromCartItemPB),
	}
}

func visitGetQuoteRequestPB(h *digest.Hasher, p *pb.GetQuoteRequest) {
	if x := p.GetAddress(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressPB(h, x)
	}
	{
		l := p.GetItems()
		h.Len(len(l))
		for _, e := range l {
			visitCartItemPB(h, e)
		}
	}
}

func toGetQuoteResponsePB(m *GetQuoteResponse) *pb.GetQuoteResponse {
	if m == nil {
		return nil
	}
	return &pb.GetQuoteResponse{
		CostUsd: toMoneyPB(m.CostUSD),
	}
}

func fromGetQuoteResponsePB(p *pb.GetQuoteResponse) *GetQuoteResponse {
	if p == nil {
		return nil
	}
	return &GetQuoteResponse{
		CostUSD: fromMoneyPB(p.GetCostUsd()),
	}
}

func visitGetQuoteResponsePB(h *digest.Hasher, p *pb.GetQuoteResponse) {
	if x := p.GetCostUsd(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
}

func toShipOrderRequestPB(m *ShipOrderRequest) *pb.ShipOrderRequest {
	if m == nil {
		return nil
	}
	return &pb.ShipOrderRequest{
		Address: toAddressPB(m.Address),
		Items:   mapList(m.Items, toCartItemPB),
	}
}

func fromShipOrderRequestPB(p *pb.ShipOrderRequest) *ShipOrderRequest {
	if p == nil {
		return nil
	}
	return &ShipOrderRequest{
		Address: fromAddressPB(p.GetAddress()),
		Items:   mapList(p.GetItems(), fromCartItemPB),
	}
}

func visitShipOrderRequestPB(h *digest.Hasher, p *pb.ShipOrderRequest) {
	if x := p.GetAddress(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressPB(h, x)
	}
	{
		l := p.GetItems()
		h.Len(len(l))
		for _, e := range l {
			visitCartItemPB(h, e)
		}
	}
}

func toShipOrderResponsePB(m *ShipOrderResponse) *pb.ShipOrderResponse {
	if m == nil {
		return nil
	}
	return &pb.ShipOrderResponse{
		TrackingId: m.TrackingID,
	}
}

func fromShipOrderResponsePB(p *pb.ShipOrderResponse) *ShipOrderResponse {
	if p == nil {
		return nil
	}
	return &ShipOrderResponse{
		TrackingID: p.GetTrackingId(),
	}
}

func visitShipOrderResponsePB(h *digest.Hasher, p *pb.ShipOrderResponse) {
	h.String(p.GetTrackingId())
}

func toAddressPB(m *Address) *pb.Address {
	if m == nil {
		return nil
	}
	return &pb.Address{
		StreetAddress: m.StreetAddress,
		City:          m.City,
		State:         m.State,
		Country:       m.Country,
		ZipCode:       m.ZipCode,
	}
}

func fromAddressPB(p *pb.Address) *Address {
	if p == nil {
		return nil
	}
	return &Address{
		StreetAddress: p.GetStreetAddress(),
		City:          p.GetCity(),
		State:         p.GetState(),
		Country:       p.GetCountry(),
		ZipCode:       p.GetZipCode(),
	}
}

func visitAddressPB(h *digest.Hasher, p *pb.Address) {
	h.String(p.GetStreetAddress())
	h.String(p.GetCity())
	h.String(p.GetState())
	h.String(p.GetCountry())
	h.Int64(int64(p.GetZipCode()))
}

func toMoneyPB(m *Money) *pb.Money {
	if m == nil {
		return nil
	}
	return &pb.Money{
		CurrencyCode: m.CurrencyCode,
		Units:        m.Units,
		Nanos:        m.Nanos,
	}
}

func fromMoneyPB(p *pb.Money) *Money {
	if p == nil {
		return nil
	}
	return &Money{
		CurrencyCode: p.GetCurrencyCode(),
		Units:        p.GetUnits(),
		Nanos:        p.GetNanos(),
	}
}

func visitMoneyPB(h *digest.Hasher, p *pb.Money) {
	h.String(p.GetCurrencyCode())
	h.Int64(int64(p.GetUnits()))
	h.Int64(int64(p.GetNanos()))
}

func toGetSupportedCurrenciesResponsePB(m *GetSupportedCurrenciesResponse) *pb.GetSupportedCurrenciesResponse {
	if m == nil {
		return nil
	}
	return &pb.GetSupportedCurrenciesResponse{
		CurrencyCodes: m.CurrencyCodes,
	}
}

func fromGetSupportedCurrenciesResponsePB(p *pb.GetSupportedCurrenciesResponse) *GetSupportedCurrenciesResponse {
	if p == nil {
		return nil
	}
	return &GetSupportedCurrenciesResponse{
		CurrencyCodes: p.GetCurrencyCodes(),
	}
}

func visitGetSupportedCurrenciesResponsePB(h *digest.Hasher, p *pb.GetSupportedCurrenciesResponse) {
	{
		l := p.GetCurrencyCodes()
		h.Len(len(l))
		for _, e := range l {
			h.String(e)
		}
	}
}

func toCurrencyConversionRequestPB(m *CurrencyConversionRequest) *pb.CurrencyConversionRequest {
	if m == nil {
		return nil
	}
	return &pb.CurrencyConversionRequest{
		From:   toMoneyPB(m.From),
		ToCode: m.ToCode,
		UserId: m.UserID,
	}
}

func fromCurrencyConversionRequestPB(p *pb.CurrencyConversionRequest) *CurrencyConversionRequest {
	if p == nil {
		return nil
	}
	return &CurrencyConversionRequest{
		From:   fromMoneyPB(p.GetFrom()),
		ToCode: p.GetToCode(),
		UserID: p.GetUserId(),
	}
}

func visitCurrencyConversionRequestPB(h *digest.Hasher, p *pb.CurrencyConversionRequest) {
	if x := p.GetFrom(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
	h.String(p.GetToCode())
	h.String(p.GetUserId())
}

func toCreditCardInfoPB(m *CreditCardInfo) *pb.CreditCardInfo {
	if m == nil {
		return nil
	}
	return &pb.CreditCardInfo{
		CreditCardNumber:          m.CreditCardNumber,
		CreditCardCvv:             m.CreditCardCVV,
		CreditCardExpirationYear:  m.CreditCardExpirationYear,
		CreditCardExpirationMonth: m.CreditCardExpirationMonth,
	}
}

func fromCreditCardInfoPB(p *pb.CreditCardInfo) *CreditCardInfo {
	if p == nil {
		return nil
	}
	return &CreditCardInfo{
		CreditCardNumber:          p.GetCreditCardNumber(),
		CreditCardCVV:             p.GetCreditCardCvv(),
		CreditCardExpirationYear:  p.GetCreditCardExpirationYear(),
		CreditCardExpirationMonth: p.GetCreditCardExpirationMonth(),
	}
}

func visitCreditCardInfoPB(h *digest.Hasher, p *pb.CreditCardInfo) {
	h.String(p.GetCreditCardNumber())
	h.Int64(int64(p.GetCreditCardCvv()))
	h.Int64(int64(p.GetCreditCardExpirationYear()))
	h.Int64(int64(p.GetCreditCardExpirationMonth()))
}

func toChargeRequestPB(m *ChargeRequest) *pb.ChargeRequest {
	if m == nil {
		return nil
	}
	return &pb.ChargeRequest{
		Amount:     toMoneyPB(m.Amount),
		CreditCard: toCreditCardInfoPB(m.CreditCard),
	}
}

func fromChargeRequestPB(p *pb.ChargeRequest) *ChargeRequest {
	if p == nil {
		return nil
	}
	return &ChargeRequest{
		Amount:     fromMoneyPB(p.GetAmount()),
		CreditCard: fromCreditCardInfoPB(p.GetCreditCard()),
	}
}

func visitChargeRequestPB(h *digest.Hasher, p *pb.ChargeRequest) {
	if x := p.GetAmount(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
	if x := p.GetCreditCard(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCreditCardInfoPB(h, x)
	}
}

func toChargeResponsePB(m *ChargeResponse) *pb.ChargeResponse {
	if m == nil {
		return nil
	}
	return &pb.ChargeResponse{
		TransactionId: m.TransactionID,
	}
}

func fromChargeResponsePB(p *pb.ChargeResponse) *ChargeResponse {
	if p == nil {
		return nil
	}
	return &ChargeResponse{
		TransactionID: p.GetTransactionId(),
	}
}

func visitChargeResponsePB(h *digest.Hasher, p *pb.ChargeResponse) {
	h.String(p.GetTransactionId())
}

func toOrderItemPB(m *OrderItem) *pb.OrderItem {
	if m == nil {
		return nil
	}
	return &pb.OrderItem{
		Item: toCartItemPB(m.Item),
		Cost: toMoneyPB(m.Cost),
	}
}

func fromOrderItemPB(p *pb.OrderItem) *OrderItem {
	if p == nil {
		return nil
	}
	return &OrderItem{
		Item: fromCartItemPB(p.GetItem()),
		Cost: fromMoneyPB(p.GetCost()),
	}
}

func visitOrderItemPB(h *digest.Hasher, p *pb.OrderItem) {
	if x := p.GetItem(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCartItemPB(h, x)
	}
	if x := p.GetCost(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
}

func toOrderResultPB(m *OrderResult) *pb.OrderResult {
	if m == nil {
		return nil
	}
	return &pb.OrderResult{
		OrderId:            m.OrderID,
		ShippingTrackingId: m.ShippingTrackingID,
		ShippingCost:       toMoneyPB(m.ShippingCost),
		ShippingAddress:    toAddressPB(m.ShippingAddress),
		Items:              mapList(m.Items, toOrderItemPB),
	}
}

func fromOrderResultPB(p *pb.OrderResult) *OrderResult {
	if p == nil {
		return nil
	}
	return &OrderResult{
		OrderID:            p.GetOrderId(),
		ShippingTrackingID: p.GetShippingTrackingId(),
		ShippingCost:       fromMoneyPB(p.GetShippingCost()),
		ShippingAddress:    fromAddressPB(p.GetShippingAddress()),
		Items:              mapList(p.GetItems(), fromOrderItemPB),
	}
}

func visitOrderResultPB(h *digest.Hasher, p *pb.OrderResult) {
	h.String(p.GetOrderId())
	h.String(p.GetShippingTrackingId())
	if x := p.GetShippingCost(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitMoneyPB(h, x)
	}
	if x := p.GetShippingAddress(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressPB(h, x)
	}
	{
		l := p.GetItems()
		h.Len(len(l))
		for _, e := range l {
			visitOrderItemPB(h, e)
		}
	}
}

func toSendOrderConfirmationRequestPB(m *SendOrderConfirmationRequest) *pb.SendOrderConfirmationRequest {
	if m == nil {
		return nil
	}
	return &pb.SendOrderConfirmationRequest{
		Email: m.Email,
		Order: toOrderResultPB(m.Order),
	}
}

func fromSendOrderConfirmationRequestPB(p *pb.SendOrderConfirmationRequest) *SendOrderConfirmationRequest {
	if p == nil {
		return nil
	}
	return &SendOrderConfirmationRequest{
		Email: p.GetEmail(),
		Order: fromOrderResultPB(p.GetOrder()),
	}
}

func visitSendOrderConfirmationRequestPB(h *digest.Hasher, p *pb.SendOrderConfirmationRequest) {
	h.String(p.GetEmail())
	if x := p.GetOrder(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitOrderResultPB(h, x)
	}
}

func toPlaceOrderRequestPB(m *PlaceOrderRequest) *pb.PlaceOrderRequest {
	if m == nil {
		return nil
	}
	return &pb.PlaceOrderRequest{
		UserId:       m.UserID,
		UserCurrency: m.UserCurrency,
		Address:      toAddressPB(m.Address),
		Email:        m.Email,
		CreditCard:   toCreditCardInfoPB(m.CreditCard),
	}
}

func fromPlaceOrderRequestPB(p *pb.PlaceOrderRequest) *PlaceOrderRequest {
	if p == nil {
		return nil
	}
	return &PlaceOrderRequest{
		UserID:       p.GetUserId(),
		UserCurrency: p.GetUserCurrency(),
		Address:      fromAddressPB(p.GetAddress()),
		Email:        p.GetEmail(),
		CreditCard:   fromCreditCardInfoPB(p.GetCreditCard()),
	}
}

func visitPlaceOrderRequestPB(h *digest.Hasher, p *pb.PlaceOrderRequest) {
	h.String(p.GetUserId())
	h.String(p.GetUserCurrency())
	if x := p.GetAddress(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitAddressPB(h, x)
	}
	h.String(p.GetEmail())
	if x := p.GetCreditCard(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitCreditCardInfoPB(h, x)
	}
}

func toPlaceOrderResponsePB(m *PlaceOrderResponse) *pb.PlaceOrderResponse {
	if m == nil {
		return nil
	}
	return &pb.PlaceOrderResponse{
		Order: toOrderResultPB(m.Order),
	}
}

func fromPlaceOrderResponsePB(p *pb.PlaceOrderResponse) *PlaceOrderResponse {
	if p == nil {
		return nil
	}
	return &PlaceOrderResponse{
		Order: fromOrderResultPB(p.GetOrder()),
	}
}

func visitPlaceOrderResponsePB(h *digest.Hasher, p *pb.PlaceOrderResponse) {
	if x := p.GetOrder(); x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		visitOrderResultPB(h, x)
	}
}

func toAdRequestPB(m *AdRequest) *pb.AdRequest {
	if m == nil {
		return nil
	}
	return &pb.AdRequest{
		UserId:      m.UserID,
		ContextKeys: m.ContextKeys,
	}
}

func fromAdRequestPB(p *pb.AdRequest) *AdRequest {
	if p == nil {
		return nil
	}
	return &AdRequest{
		UserID:      p.GetUserId(),
		ContextKeys: p.GetContextKeys(),
	}
}

func visitAdRequestPB(h *digest.Hasher, p *pb.AdRequest) {
	h.String(p.GetUserId())
	{
		l := p.GetContextKeys()
		h.Len(len(l))
		for _, e := range l {
			h.String(e)
		}
	}
}

func toAdResponsePB(m *AdResponse) *pb.AdResponse {
	if m == nil {
		return nil
	}
	return &pb.AdResponse{
		Ads: mapList(m.Ads, toAdPB),
	}
}

func fromAdResponsePB(p *pb.AdResponse) *AdResponse {
	if p == nil {
		return nil
	}
	return &AdResponse{
		Ads: mapList(p.GetAds(), fromAdPB),
	}
}

func visitAdResponsePB(h *digest.Hasher, p *pb.AdResponse) {
	{
		l := p.GetAds()
		h.Len(len(l))
		for _, e := range l {
			visitAdPB(h, e)
		}
	}
}

func toAdPB(m *Ad) *pb.Ad {
	if m == nil {
		return nil
	}
	return &pb.Ad{
		RedirectUrl: m.RedirectURL,
		Text:        m.Text,
	}
}

func fromAdPB(p *pb.Ad) *Ad {
	if p == nil {
		return nil
	}
	return &Ad{
		RedirectURL: p.GetRedirectUrl(),
		Text:        p.GetText(),
	}
}

func visitAdPB(h *digest.Hasher, p *pb.Ad) {
	h.String(p.GetRedirectUrl())
	h.String(p.GetText())
}
