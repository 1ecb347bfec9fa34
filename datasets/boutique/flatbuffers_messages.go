// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/serbench/serbench/datasets/boutique/fb"
	"github.com/serbench/serbench/digest"
)

func fbBuildCartItem(b *flatbuffers.Builder, m *CartItem) flatbuffers.UOffsetT {
	oProductId := b.CreateString(m.ProductID)
	fb.CartItemStart(b)
	fb.CartItemAddProductId(b, oProductId)
	fb.CartItemAddQuantity(b, m.Quantity)
	return fb.CartItemEnd(b)
}

func fbVisitCartItem(h *digest.Hasher, t *fb.CartItem) {
	h.Bytes(t.ProductId())
	h.Int64(int64(t.Quantity()))
}

func fbToCartItem(t *fb.CartItem) *CartItem {
	m := &CartItem{}
	m.ProductID = string(t.ProductId())
	m.Quantity = t.Quantity()
	return m
}

func fbBuildAddItemRequest(b *flatbuffers.Builder, m *AddItemRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	var oItem flatbuffers.UOffsetT
	if m.Item != nil {
		oItem = fbBuildCartItem(b, m.Item)
	}
	fb.AddItemRequestStart(b)
	fb.AddItemRequestAddUserId(b, oUserId)
	if m.Item != nil {
		fb.AddItemRequestAddItem(b, oItem)
	}
	return fb.AddItemRequestEnd(b)
}

func fbVisitAddItemRequest(h *digest.Hasher, t *fb.AddItemRequest) {
	h.Bytes(t.UserId())
	var vItem fb.CartItem
	if t.Item(&vItem) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitCartItem(h, &vItem)
	}
}

func fbToAddItemRequest(t *fb.AddItemRequest) *AddItemRequest {
	m := &AddItemRequest{}
	m.UserID = string(t.UserId())
	if x := t.Item(nil); x != nil {
		m.Item = fbToCartItem(x)
	}
	return m
}

func fbBuildEmptyCartRequest(b *flatbuffers.Builder, m *EmptyCartRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	fb.EmptyCartRequestStart(b)
	fb.EmptyCartRequestAddUserId(b, oUserId)
	return fb.EmptyCartRequestEnd(b)
}

func fbVisitEmptyCartRequest(h *digest.Hasher, t *fb.EmptyCartRequest) {
	h.Bytes(t.UserId())
}

func fbToEmptyCartRequest(t *fb.EmptyCartRequest) *EmptyCartRequest {
	m := &EmptyCartRequest{}
	m.UserID = string(t.UserId())
	return m
}

func fbBuildGetCartRequest(b *flatbuffers.Builder, m *GetCartRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	fb.GetCartRequestStart(b)
	fb.GetCartRequestAddUserId(b, oUserId)
	return fb.GetCartRequestEnd(b)
}

func fbVisitGetCartRequest(h *digest.Hasher, t *fb.GetCartRequest) {
	h.Bytes(t.UserId())
}

func fbToGetCartRequest(t *fb.GetCartRequest) *GetCartRequest {
	m := &GetCartRequest{}
	m.UserID = string(t.UserId())
	return m
}

func fbBuildEmptyUser(b *flatbuffers.Builder, m *EmptyUser) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	fb.EmptyUserStart(b)
	fb.EmptyUserAddUserId(b, oUserId)
	return fb.EmptyUserEnd(b)
}

func fbVisitEmptyUser(h *digest.Hasher, t *fb.EmptyUser) {
	h.Bytes(t.UserId())
}

func fbToEmptyUser(t *fb.EmptyUser) *EmptyUser {
	m := &EmptyUser{}
	m.UserID = string(t.UserId())
	return m
}

func fbBuildCart(b *flatbuffers.Builder, m *Cart) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	var oItems flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Items {
			offs = append(offs, fbBuildCartItem(b, e))
		}
		fb.CartStartItemsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oItems = b.EndVector(len(offs))
	}
	fb.CartStart(b)
	fb.CartAddUserId(b, oUserId)
	fb.CartAddItems(b, oItems)
	return fb.CartEnd(b)
}

func fbVisitCart(h *digest.Hasher, t *fb.Cart) {
	h.Bytes(t.UserId())
	nItems := t.ItemsLength()
	h.Len(nItems)
	for i := range nItems {
		var e fb.CartItem
		t.Items(&e, i)
		fbVisitCartItem(h, &e)
	}
}

func fbToCart(t *fb.Cart) *Cart {
	m := &Cart{}
	m.UserID = string(t.UserId())
	if n := t.ItemsLength(); n > 0 {
		m.Items = make([]*CartItem, n)
		for i := range n {
			var e fb.CartItem
			t.Items(&e, i)
			m.Items[i] = fbToCartItem(&e)
		}
	}
	return m
}

func fbBuildEmpty(b *flatbuffers.Builder, m *Empty) flatbuffers.UOffsetT {
	fb.EmptyStart(b)
	return fb.EmptyEnd(b)
}

func fbVisitEmpty(h *digest.Hasher, t *fb.Empty) {
	_ = t
}

func fbToEmpty(t *fb.Empty) *Empty {
	m := &Empty{}
	_ = t
	return m
}

func fbBuildListRecommendationsRequest(b *flatbuffers.Builder, m *ListRecommendationsRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	var oProductIds flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.ProductIDs {
			offs = append(offs, b.CreateString(e))
		}
		fb.ListRecommendationsRequestStartProductIdsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oProductIds = b.EndVector(len(offs))
	}
	fb.ListRecommendationsRequestStart(b)
	fb.ListRecommendationsRequestAddUserId(b, oUserId)
	fb.ListRecommendationsRequestAddProductIds(b, oProductIds)
	return fb.ListRecommendationsRequestEnd(b)
}

func fbVisitListRecommendationsRequest(h *digest.Hasher, t *fb.ListRecommendationsRequest) {
	h.Bytes(t.UserId())
	nProductIds := t.ProductIdsLength()
	h.Len(nProductIds)
	for i := range nProductIds {
		h.Bytes(t.ProductIds(i))
	}
}

func fbToListRecommendationsRequest(t *fb.ListRecommendationsRequest) *ListRecommendationsRequest {
	m := &ListRecommendationsRequest{}
	m.UserID = string(t.UserId())
	if n := t.ProductIdsLength(); n > 0 {
		m.ProductIDs = make([]string, n)
		for i := range n {
			m.ProductIDs[i] = string(t.ProductIds(i))
		}
	}
	return m
}

func fbBuildListRecommendationsResponse(b *flatbuffers.Builder, m *ListRecommendationsResponse) flatbuffers.UOffsetT {
	var oProductIds flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.ProductIDs {
			offs = append(offs, b.CreateString(e))
		}
		fb.ListRecommendationsResponseStartProductIdsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oProductIds = b.EndVector(len(offs))
	}
	fb.ListRecommendationsResponseStart(b)
	fb.ListRecommendationsResponseAddProductIds(b, oProductIds)
	return fb.ListRecommendationsResponseEnd(b)
}

func fbVisitListRecommendationsResponse(h *digest.Hasher, t *fb.ListRecommendationsResponse) {
	nProductIds := t.ProductIdsLength()
	h.Len(nProductIds)
	for i := range nProductIds {
		h.Bytes(t.ProductIds(i))
	}
}

func fbToListRecommendationsResponse(t *fb.ListRecommendationsResponse) *ListRecommendationsResponse {
	m := &ListRecommendationsResponse{}
	if n := t.ProductIdsLength(); n > 0 {
		m.ProductIDs = make([]string, n)
		for i := range n {
			m.ProductIDs[i] = string(t.ProductIds(i))
		}
	}
	return m
}

func fbBuildProduct(b *flatbuffers.Builder, m *Product) flatbuffers.UOffsetT {
	oId := b.CreateString(m.ID)
	oName := b.CreateString(m.Name)
	oDescription := b.CreateString(m.Description)
	oPicture := b.CreateString(m.Picture)
	var oPriceUsd flatbuffers.UOffsetT
	if m.PriceUSD != nil {
		oPriceUsd = fbBuildMoney(b, m.PriceUSD)
	}
	var oCategories flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Categories {
			offs = append(offs, b.CreateString(e))
		}
		fb.ProductStartCategoriesVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oCategories = b.EndVector(len(offs))
	}
	fb.ProductStart(b)
	fb.ProductAddId(b, oId)
	fb.ProductAddName(b, oName)
	fb.ProductAddDescription(b, oDescription)
	fb.ProductAddPicture(b, oPicture)
	if m.PriceUSD != nil {
		fb.ProductAddPriceUsd(b, oPriceUsd)
	}
	fb.ProductAddCategories(b, oCategories)
	return fb.ProductEnd(b)
}

func fbVisitProduct(h *digest.Hasher, t *fb.Product) {
	h.Bytes(t.Id())
	h.Bytes(t.Name())
	h.Bytes(t.Description())
	h.Bytes(t.Picture())
	var vPriceUsd fb.Money
	if t.PriceUsd(&vPriceUsd) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vPriceUsd)
	}
	nCategories := t.CategoriesLength()
	h.Len(nCategories)
	for i := range nCategories {
		h.Bytes(t.Categories(i))
	}
}

func fbToProduct(t *fb.Product) *Product {
	m := &Product{}
	m.ID = string(t.Id())
	m.Name = string(t.Name())
	m.Description = string(t.Description())
	m.Picture = string(t.Picture())
	if x := t.PriceUsd(nil); x != nil {
		m.PriceUSD = fbToMoney(x)
	}
	if n := t.CategoriesLength(); n > 0 {
		m.Categories = make([]string, n)
		for i := range n {
			m.Categories[i] = string(t.Categories(i))
		}
	}
	return m
}

func fbBuildListProductsResponse(b *flatbuffers.Builder, m *ListProductsResponse) flatbuffers.UOffsetT {
	var oProducts flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Products {
			offs = append(offs, fbBuildProduct(b, e))
		}
		fb.ListProductsResponseStartProductsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oProducts = b.EndVector(len(offs))
	}
	fb.ListProductsResponseStart(b)
	fb.ListProductsResponseAddProducts(b, oProducts)
	return fb.ListProductsResponseEnd(b)
}

func fbVisitListProductsResponse(h *digest.Hasher, t *fb.ListProductsResponse) {
	nProducts := t.ProductsLength()
	h.Len(nProducts)
	for i := range nProducts {
		var e fb.Product
		t.Products(&e, i)
		fbVisitProduct(h, &e)
	}
}

func fbToListProductsResponse(t *fb.ListProductsResponse) *ListProductsResponse {
	m := &ListProductsResponse{}
	if n := t.ProductsLength(); n > 0 {
		m.Products = make([]*Product, n)
		for i := range n {
			var e fb.Product
			t.Products(&e, i)
			m.Products[i] = fbToProduct(&e)
		}
	}
	return m
}

func fbBuildGetProductRequest(b *flatbuffers.Builder, m *GetProductRequest) flatbuffers.UOffsetT {
	oId := b.CreateString(m.ID)
	fb.GetProductRequestStart(b)
	fb.GetProductRequestAddId(b, oId)
	return fb.GetProductRequestEnd(b)
}

func fbVisitGetProductRequest(h *digest.Hasher, t *fb.GetProductRequest) {
	h.Bytes(t.Id())
}

func fbToGetProductRequest(t *fb.GetProductRequest) *GetProductRequest {
	m := &GetProductRequest{}
	m.ID = string(t.Id())
	return m
}

func fbBuildSearchProductsRequest(b *flatbuffers.Builder, m *SearchProductsRequest) flatbuffers.UOffsetT {
	oQuery := b.CreateString(m.Query)
	fb.SearchProductsRequestStart(b)
	fb.SearchProductsRequestAddQuery(b, oQuery)
	return fb.SearchProductsRequestEnd(b)
}

func fbVisitSearchProductsRequest(h *digest.Hasher, t *fb.SearchProductsRequest) {
	h.Bytes(t.Query())
}

func fbToSearchProductsRequest(t *fb.SearchProductsRequest) *SearchProductsRequest {
	m := &SearchProductsRequest{}
	m.Query = string(t.Query())
	return m
}

func fbBuildSearchProductsResponse(b *flatbuffers.Builder, m *SearchProductsResponse) flatbuffers.UOffsetT {
	var oResults flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Results {
			offs = append(offs, fbBuildProduct(b, e))
		}
		fb.SearchProductsResponseStartResultsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oResults = b.EndVector(len(offs))
	}
	fb.SearchProductsResponseStart(b)
	fb.SearchProductsResponseAddResults(b, oResults)
	return fb.SearchProductsResponseEnd(b)
}

func fbVisitSearchProductsResponse(h *digest.Hasher, t *fb.SearchProductsResponse) {
	nResults := t.ResultsLength()
	h.Len(nResults)
	for i := range nResults {
		var e fb.Product
		t.Results(&e, i)
		fbVisitProduct(h, &e)
	}
}

func fbToSearchProductsResponse(t *fb.SearchProductsResponse) *SearchProductsResponse {
	m := &SearchProductsResponse{}
	if n := t.ResultsLength(); n > 0 {
		m.Results = make([]*Product, n)
		for i := range n {
			var e fb.Product
			t.Results(&e, i)
			m.Results[i] = fbToProduct(&e)
		}
	}
	return m
}

func fbBuildGetQuoteRequest(b *flatbuffers.Builder, m *GetQuoteRequest) flatbuffers.UOffsetT {
	var oAddress flatbuffers.UOffsetT
	if m.Address != nil {
		oAddress = fbBuildAddress(b, m.Address)
	}
	var oItems flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Items {
			offs = append(offs, fbBuildCartItem(b, e))
		}
		fb.GetQuoteRequestStartItemsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oItems = b.EndVector(len(offs))
	}
	fb.GetQuoteRequestStart(b)
	if m.Address != nil {
		fb.GetQuoteRequestAddAddress(b, oAddress)
	}
	fb.GetQuoteRequestAddItems(b, oItems)
	return fb.GetQuoteRequestEnd(b)
}

func fbVisitGetQuoteRequest(h *digest.Hasher, t *fb.GetQuoteRequest) {
	var vAddress fb.Address
	if t.Address(&vAddress) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitAddress(h, &vAddress)
	}
	nItems := t.ItemsLength()
	h.Len(nItems)
	for i := range nItems {
		var e fb.CartItem
		t.Items(&e, i)
		fbVisitCartItem(h, &e)
	}
}

func fbToGetQuoteRequest(t *fb.GetQuoteRequest) *GetQuoteRequest {
	m := &GetQuoteRequest{}
	if x := t.Address(nil); x != nil {
		m.Address = fbToAddress(x)
	}
	if n := t.ItemsLength(); n > 0 {
		m.Items = make([]*CartItem, n)
		for i := range n {
			var e fb.CartItem
			t.Items(&e, i)
			m.Items[i] = fbToCartItem(&e)
		}
	}
	return m
}

func fbBuildGetQuoteResponse(b *flatbuffers.Builder, m *GetQuoteResponse) flatbuffers.UOffsetT {
	var oCostUsd flatbuffers.UOffsetT
	if m.CostUSD != nil {
		oCostUsd = fbBuildMoney(b, m.CostUSD)
	}
	fb.GetQuoteResponseStart(b)
	if m.CostUSD != nil {
		fb.GetQuoteResponseAddCostUsd(b, oCostUsd)
	}
	return fb.GetQuoteResponseEnd(b)
}

func fbVisitGetQuoteResponse(h *digest.Hasher, t *fb.GetQuoteResponse) {
	var vCostUsd fb.Money
	if t.CostUsd(&vCostUsd) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vCostUsd)
	}
}

func fbToGetQuoteResponse(t *fb.GetQuoteResponse) *GetQuoteResponse {
	m := &GetQuoteResponse{}
	if x := t.CostUsd(nil); x != nil {
		m.CostUSD = fbToMoney(x)
	}
	return m
}

func fbBuildShipOrderRequest(b *flatbuffers.Builder, m *ShipOrderRequest) flatbuffers.UOffsetT {
	var oAddress flatbuffers.UOffsetT
	if m.Address != nil {
		oAddress = fbBuildAddress(b, m.Address)
	}
	var oItems flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Items {
			offs = append(offs, fbBuildCartItem(b, e))
		}
		fb.ShipOrderRequestStartItemsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oItems = b.EndVector(len(offs))
	}
	fb.ShipOrderRequestStart(b)
	if m.Address != nil {
		fb.ShipOrderRequestAddAddress(b, oAddress)
	}
	fb.ShipOrderRequestAddItems(b, oItems)
	return fb.ShipOrderRequestEnd(b)
}

func fbVisitShipOrderRequest(h *digest.Hasher, t *fb.ShipOrderRequest) {
	var vAddress fb.Address
	if t.Address(&vAddress) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitAddress(h, &vAddress)
	}
	nItems := t.ItemsLength()
	h.Len(nItems)
	for i := range nItems {
		var e fb.CartItem
		t.Items(&e, i)
		fbVisitCartItem(h, &e)
	}
}

func fbToShipOrderRequest(t *fb.ShipOrderRequest) *ShipOrderRequest {
	m := &ShipOrderRequest{}
	if x := t.Address(nil); x != nil {
		m.Address = fbToAddress(x)
	}
	if n := t.ItemsLength(); n > 0 {
		m.Items = make([]*CartItem, n)
		for i := range n {
			var e fb.CartItem
			t.Items(&e, i)
			m.Items[i] = fbToCartItem(&e)
		}
	}
	return m
}

func fbBuildShipOrderResponse(b *flatbuffers.Builder, m *ShipOrderResponse) flatbuffers.UOffsetT {
	oTrackingId := b.CreateString(m.TrackingID)
	fb.ShipOrderResponseStart(b)
	fb.ShipOrderResponseAddTrackingId(b, oTrackingId)
	return fb.ShipOrderResponseEnd(b)
}

func fbVisitShipOrderResponse(h *digest.Hasher, t *fb.ShipOrderResponse) {
	h.Bytes(t.TrackingId())
}

func fbToShipOrderResponse(t *fb.ShipOrderResponse) *ShipOrderResponse {
	m := &ShipOrderResponse{}
	m.TrackingID = string(t.TrackingId())
	return m
}

func fbBuildAddress(b *flatbuffers.Builder, m *Address) flatbuffers.UOffsetT {
	oStreetAddress := b.CreateString(m.StreetAddress)
	oCity := b.CreateString(m.City)
	oState := b.CreateString(m.State)
	oCountry := b.CreateString(m.Country)
	fb.AddressStart(b)
	fb.AddressAddStreetAddress(b, oStreetAddress)
	fb.AddressAddCity(b, oCity)
	fb.AddressAddState(b, oState)
	fb.AddressAddCountry(b, oCountry)
	fb.AddressAddZipCode(b, m.ZipCode)
	return fb.AddressEnd(b)
}

func fbVisitAddress(h *digest.Hasher, t *fb.Address) {
	h.Bytes(t.StreetAddress())
	h.Bytes(t.City())
	h.Bytes(t.State())
	h.Bytes(t.Country())
	h.Int64(int64(t.ZipCode()))
}

func fbToAddress(t *fb.Address) *Address {
	m := &Address{}
	m.StreetAddress = string(t.StreetAddress())
	m.City = string(t.City())
	m.State = string(t.State())
	m.Country = string(t.Country())
	m.ZipCode = t.ZipCode()
	return m
}

func fbBuildMoney(b *flatbuffers.Builder, m *Money) flatbuffers.UOffsetT {
	oCurrencyCode := b.CreateString(m.CurrencyCode)
	fb.MoneyStart(b)
	fb.MoneyAddCurrencyCode(b, oCurrencyCode)
	fb.MoneyAddUnits(b, m.Units)
	fb.MoneyAddNanos(b, m.Nanos)
	return fb.MoneyEnd(b)
}

func fbVisitMoney(h *digest.Hasher, t *fb.Money) {
	h.Bytes(t.CurrencyCode())
	h.Int64(int64(t.Units()))
	h.Int64(int64(t.Nanos()))
}

func fbToMoney(t *fb.Money) *Money {
	m := &Money{}
	m.CurrencyCode = string(t.CurrencyCode())
	m.Units = t.Units()
	m.Nanos = t.Nanos()
	return m
}

func fbBuildGetSupportedCurrenciesResponse(b *flatbuffers.Builder, m *GetSupportedCurrenciesResponse) flatbuffers.UOffsetT {
	var oCurrencyCodes flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.CurrencyCodes {
			offs = append(offs, b.CreateString(e))
		}
		fb.GetSupportedCurrenciesResponseStartCurrencyCodesVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oCurrencyCodes = b.EndVector(len(offs))
	}
	fb.GetSupportedCurrenciesResponseStart(b)
	fb.GetSupportedCurrenciesResponseAddCurrencyCodes(b, oCurrencyCodes)
	return fb.GetSupportedCurrenciesResponseEnd(b)
}

func fbVisitGetSupportedCurrenciesResponse(h *digest.Hasher, t *fb.GetSupportedCurrenciesResponse) {
	nCurrencyCodes := t.CurrencyCodesLength()
	h.Len(nCurrencyCodes)
	for i := range nCurrencyCodes {
		h.Bytes(t.CurrencyCodes(i))
	}
}

func fbToGetSupportedCurrenciesResponse(t *fb.GetSupportedCurrenciesResponse) *GetSupportedCurrenciesResponse {
	m := &GetSupportedCurrenciesResponse{}
	if n := t.CurrencyCodesLength(); n > 0 {
		m.CurrencyCodes = make([]string, n)
		for i := range n {
			m.CurrencyCodes[i] = string(t.CurrencyCodes(i))
		}
	}
	return m
}

func fbBuildCurrencyConversionRequest(b *flatbuffers.Builder, m *CurrencyConversionRequest) flatbuffers.UOffsetT {
	var oFrom flatbuffers.UOffsetT
	if m.From != nil {
		oFrom = fbBuildMoney(b, m.From)
	}
	oToCode := b.CreateString(m.ToCode)
	oUserId := b.CreateString(m.UserID)
	fb.CurrencyConversionRequestStart(b)
	if m.From != nil {
		fb.CurrencyConversionRequestAddFrom(b, oFrom)
	}
	fb.CurrencyConversionRequestAddToCode(b, oToCode)
	fb.CurrencyConversionRequestAddUserId(b, oUserId)
	return fb.CurrencyConversionRequestEnd(b)
}

func fbVisitCurrencyConversionRequest(h *digest.Hasher, t *fb.CurrencyConversionRequest) {
	var vFrom fb.Money
	if t.From(&vFrom) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vFrom)
	}
	h.Bytes(t.ToCode())
	h.Bytes(t.UserId())
}

func fbToCurrencyConversionRequest(t *fb.CurrencyConversionRequest) *CurrencyConversionRequest {
	m := &CurrencyConversionRequest{}
	if x := t.From(nil); x != nil {
		m.From = fbToMoney(x)
	}
	m.ToCode = string(t.ToCode())
	m.UserID = string(t.UserId())
	return m
}

func fbBuildCreditCardInfo(b *flatbuffers.Builder, m *CreditCardInfo) flatbuffers.UOffsetT {
	oCreditCardNumber := b.CreateString(m.CreditCardNumber)
	fb.CreditCardInfoStart(b)
	fb.CreditCardInfoAddCreditCardNumber(b, oCreditCardNumber)
	fb.CreditCardInfoAddCreditCardCvv(b, m.CreditCardCVV)
	fb.CreditCardInfoAddCreditCardExpirationYear(b, m.CreditCardExpirationYear)
	fb.CreditCardInfoAddCreditCardExpirationMonth(b, m.CreditCardExpirationMonth)
	return fb.CreditCardInfoEnd(b)
}

func fbVisitCreditCardInfo(h *digest.Hasher, t *fb.CreditCardInfo) {
	h.Bytes(t.CreditCardNumber())
	h.Int64(int64(t.CreditCardCvv()))
	h.Int64(int64(t.CreditCardExpirationYear()))
	h.Int64(int64(t.CreditCardExpirationMonth()))
}

func fbToCreditCardInfo(t *fb.CreditCardInfo) *CreditCardInfo {
	m := &CreditCardInfo{}
	m.CreditCardNumber = string(t.CreditCardNumber())
	m.CreditCardCVV = t.CreditCardCvv()
	m.CreditCardExpirationYear = t.CreditCardExpirationYear()
	m.CreditCardExpirationMonth = t.CreditCardExpirationMonth()
	return m
}

func fbBuildChargeRequest(b *flatbuffers.Builder, m *ChargeRequest) flatbuffers.UOffsetT {
	var oAmount flatbuffers.UOffsetT
	if m.Amount != nil {
		oAmount = fbBuildMoney(b, m.Amount)
	}
	var oCreditCard flatbuffers.UOffsetT
	if m.CreditCard != nil {
		oCreditCard = fbBuildCreditCardInfo(b, m.CreditCard)
	}
	fb.ChargeRequestStart(b)
	if m.Amount != nil {
		fb.ChargeRequestAddAmount(b, oAmount)
	}
	if m.CreditCard != nil {
		fb.ChargeRequestAddCreditCard(b, oCreditCard)
	}
	return fb.ChargeRequestEnd(b)
}

func fbVisitChargeRequest(h *digest.Hasher, t *fb.ChargeRequest) {
	var vAmount fb.Money
	if t.Amount(&vAmount) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vAmount)
	}
	var vCreditCard fb.CreditCardInfo
	if t.CreditCard(&vCreditCard) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitCreditCardInfo(h, &vCreditCard)
	}
}

func fbToChargeRequest(t *fb.ChargeRequest) *ChargeRequest {
	m := &ChargeRequest{}
	if x := t.Amount(nil); x != nil {
		m.Amount = fbToMoney(x)
	}
	if x := t.CreditCard(nil); x != nil {
		m.CreditCard = fbToCreditCardInfo(x)
	}
	return m
}

func fbBuildChargeResponse(b *flatbuffers.Builder, m *ChargeResponse) flatbuffers.UOffsetT {
	oTransactionId := b.CreateString(m.TransactionID)
	fb.ChargeResponseStart(b)
	fb.ChargeResponseAddTransactionId(b, oTransactionId)
	return fb.ChargeResponseEnd(b)
}

func fbVisitChargeResponse(h *digest.Hasher, t *fb.ChargeResponse) {
	h.Bytes(t.TransactionId())
}

func fbToChargeResponse(t *fb.ChargeResponse) *ChargeResponse {
	m := &ChargeResponse{}
	m.TransactionID = string(t.TransactionId())
	return m
}

func fbBuildOrderItem(b *flatbuffers.Builder, m *OrderItem) flatbuffers.UOffsetT {
	var oItem flatbuffers.UOffsetT
	if m.Item != nil {
		oItem = fbBuildCartItem(b, m.Item)
	}
	var oCost flatbuffers.UOffsetT
	if m.Cost != nil {
		oCost = fbBuildMoney(b, m.Cost)
	}
	fb.OrderItemStart(b)
	if m.Item != nil {
		fb.OrderItemAddItem(b, oItem)
	}
	if m.Cost != nil {
		fb.OrderItemAddCost(b, oCost)
	}
	return fb.OrderItemEnd(b)
}

func fbVisitOrderItem(h *digest.Hasher, t *fb.OrderItem) {
	var vItem fb.CartItem
	if t.Item(&vItem) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitCartItem(h, &vItem)
	}
	var vCost fb.Money
	if t.Cost(&vCost) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vCost)
	}
}

func fbToOrderItem(t *fb.OrderItem) *OrderItem {
	m := &OrderItem{}
	if x := t.Item(nil); x != nil {
		m.Item = fbToCartItem(x)
	}
	if x := t.Cost(nil); x != nil {
		m.Cost = fbToMoney(x)
	}
	return m
}

func fbBuildOrderResult(b *flatbuffers.Builder, m *OrderResult) flatbuffers.UOffsetT {
	oOrderId := b.CreateString(m.OrderID)
	oShippingTrackingId := b.CreateString(m.ShippingTrackingID)
	var oShippingCost flatbuffers.UOffsetT
	if m.ShippingCost != nil {
		oShippingCost = fbBuildMoney(b, m.ShippingCost)
	}
	var oShippingAddress flatbuffers.UOffsetT
	if m.ShippingAddress != nil {
		oShippingAddress = fbBuildAddress(b, m.ShippingAddress)
	}
	var oItems flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Items {
			offs = append(offs, fbBuildOrderItem(b, e))
		}
		fb.OrderResultStartItemsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oItems = b.EndVector(len(offs))
	}
	fb.OrderResultStart(b)
	fb.OrderResultAddOrderId(b, oOrderId)
	fb.OrderResultAddShippingTrackingId(b, oShippingTrackingId)
	if m.ShippingCost != nil {
		fb.OrderResultAddShippingCost(b, oShippingCost)
	}
	if m.ShippingAddress != nil {
		fb.OrderResultAddShippingAddress(b, oShippingAddress)
	}
	fb.OrderResultAddItems(b, oItems)
	return fb.OrderResultEnd(b)
}

func fbVisitOrderResult(h *digest.Hasher, t *fb.OrderResult) {
	h.Bytes(t.OrderId())
	h.Bytes(t.ShippingTrackingId())
	var vShippingCost fb.Money
	if t.ShippingCost(&vShippingCost) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitMoney(h, &vShippingCost)
	}
	var vShippingAddress fb.Address
	if t.ShippingAddress(&vShippingAddress) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitAddress(h, &vShippingAddress)
	}
	nItems := t.ItemsLength()
	h.Len(nItems)
	for i := range nItems {
		var e fb.OrderItem
		t.Items(&e, i)
		fbVisitOrderItem(h, &e)
	}
}

func fbToOrderResult(t *fb.OrderResult) *OrderResult {
	m := &OrderResult{}
	m.OrderID = string(t.OrderId())
	m.ShippingTrackingID = string(t.ShippingTrackingId())
	if x := t.ShippingCost(nil); x != nil {
		m.ShippingCost = fbToMoney(x)
	}
	if x := t.ShippingAddress(nil); x != nil {
		m.ShippingAddress = fbToAddress(x)
	}
	if n := t.ItemsLength(); n > 0 {
		m.Items = make([]*OrderItem, n)
		for i := range n {
			var e fb.OrderItem
			t.Items(&e, i)
			m.Items[i] = fbToOrderItem(&e)
		}
	}
	return m
}

func fbBuildSendOrderConfirmationRequest(b *flatbuffers.Builder, m *SendOrderConfirmationRequest) flatbuffers.UOffsetT {
	oEmail := b.CreateString(m.Email)
	var oOrder flatbuffers.UOffsetT
	if m.Order != nil {
		oOrder = fbBuildOrderResult(b, m.Order)
	}
	fb.SendOrderConfirmationRequestStart(b)
	fb.SendOrderConfirmationRequestAddEmail(b, oEmail)
	if m.Order != nil {
		fb.SendOrderConfirmationRequestAddOrder(b, oOrder)
	}
	return fb.SendOrderConfirmationRequestEnd(b)
}

func fbVisitSendOrderConfirmationRequest(h *digest.Hasher, t *fb.SendOrderConfirmationRequest) {
	h.Bytes(t.Email())
	var vOrder fb.OrderResult
	if t.Order(&vOrder) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitOrderResult(h, &vOrder)
	}
}

func fbToSendOrderConfirmationRequest(t *fb.SendOrderConfirmationRequest) *SendOrderConfirmationRequest {
	m := &SendOrderConfirmationRequest{}
	m.Email = string(t.Email())
	if x := t.Order(nil); x != nil {
		m.Order = fbToOrderResult(x)
	}
	return m
}

func fbBuildPlaceOrderRequest(b *flatbuffers.Builder, m *PlaceOrderRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	oUserCurrency := b.CreateString(m.UserCurrency)
	var oAddress flatbuffers.UOffsetT
	if m.Address != nil {
		oAddress = fbBuildAddress(b, m.Address)
	}
	oEmail := b.CreateString(m.Email)
	var oCreditCard flatbuffers.UOffsetT
	if m.CreditCard != nil {
		oCreditCard = fbBuildCreditCardInfo(b, m.CreditCard)
	}
	fb.PlaceOrderRequestStart(b)
	fb.PlaceOrderRequestAddUserId(b, oUserId)
	fb.PlaceOrderRequestAddUserCurrency(b, oUserCurrency)
	if m.Address != nil {
		fb.PlaceOrderRequestAddAddress(b, oAddress)
	}
	fb.PlaceOrderRequestAddEmail(b, oEmail)
	if m.CreditCard != nil {
		fb.PlaceOrderRequestAddCreditCard(b, oCreditCard)
	}
	return fb.PlaceOrderRequestEnd(b)
}

func fbVisitPlaceOrderRequest(h *digest.Hasher, t *fb.PlaceOrderRequest) {
	h.Bytes(t.UserId())
	h.Bytes(t.UserCurrency())
	var vAddress fb.Address
	if t.Address(&vAddress) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitAddress(h, &vAddress)
	}
	h.Bytes(t.Email())
	var vCreditCard fb.CreditCardInfo
	if t.CreditCard(&vCreditCard) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitCreditCardInfo(h, &vCreditCard)
	}
}

func fbToPlaceOrderRequest(t *fb.PlaceOrderRequest) *PlaceOrderRequest {
	m := &PlaceOrderRequest{}
	m.UserID = string(t.UserId())
	m.UserCurrency = string(t.UserCurrency())
	if x := t.Address(nil); x != nil {
		m.Address = fbToAddress(x)
	}
	m.Email = string(t.Email())
	if x := t.CreditCard(nil); x != nil {
		m.CreditCard = fbToCreditCardInfo(x)
	}
	return m
}

func fbBuildPlaceOrderResponse(b *flatbuffers.Builder, m *PlaceOrderResponse) flatbuffers.UOffsetT {
	var oOrder flatbuffers.UOffsetT
	if m.Order != nil {
		oOrder = fbBuildOrderResult(b, m.Order)
	}
	fb.PlaceOrderResponseStart(b)
	if m.Order != nil {
		fb.PlaceOrderResponseAddOrder(b, oOrder)
	}
	return fb.PlaceOrderResponseEnd(b)
}

func fbVisitPlaceOrderResponse(h *digest.Hasher, t *fb.PlaceOrderResponse) {
	var vOrder fb.OrderResult
	if t.Order(&vOrder) == nil {
		h.Len(0)
	} else {
		h.Len(1)
		fbVisitOrderResult(h, &vOrder)
	}
}

func fbToPlaceOrderResponse(t *fb.PlaceOrderResponse) *PlaceOrderResponse {
	m := &PlaceOrderResponse{}
	if x := t.Order(nil); x != nil {
		m.Order = fbToOrderResult(x)
	}
	return m
}

func fbBuildAdRequest(b *flatbuffers.Builder, m *AdRequest) flatbuffers.UOffsetT {
	oUserId := b.CreateString(m.UserID)
	var oContextKeys flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.ContextKeys {
			offs = append(offs, b.CreateString(e))
		}
		fb.AdRequestStartContextKeysVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oContextKeys = b.EndVector(len(offs))
	}
	fb.AdRequestStart(b)
	fb.AdRequestAddUserId(b, oUserId)
	fb.AdRequestAddContextKeys(b, oContextKeys)
	return fb.AdRequestEnd(b)
}

func fbVisitAdRequest(h *digest.Hasher, t *fb.AdRequest) {
	h.Bytes(t.UserId())
	nContextKeys := t.ContextKeysLength()
	h.Len(nContextKeys)
	for i := range nContextKeys {
		h.Bytes(t.ContextKeys(i))
	}
}

func fbToAdRequest(t *fb.AdRequest) *AdRequest {
	m := &AdRequest{}
	m.UserID = string(t.UserId())
	if n := t.ContextKeysLength(); n > 0 {
		m.ContextKeys = make([]string, n)
		for i := range n {
			m.ContextKeys[i] = string(t.ContextKeys(i))
		}
	}
	return m
}

func fbBuildAdResponse(b *flatbuffers.Builder, m *AdResponse) flatbuffers.UOffsetT {
	var oAds flatbuffers.UOffsetT
	{
		var tmp [64]flatbuffers.UOffsetT
		offs := tmp[:0]
		for _, e := range m.Ads {
			offs = append(offs, fbBuildAd(b, e))
		}
		fb.AdResponseStartAdsVector(b, len(offs))
		for i := len(offs) - 1; i >= 0; i-- {
			b.PrependUOffsetT(offs[i])
		}
		oAds = b.EndVector(len(offs))
	}
	fb.AdResponseStart(b)
	fb.AdResponseAddAds(b, oAds)
	return fb.AdResponseEnd(b)
}

func fbVisitAdResponse(h *digest.Hasher, t *fb.AdResponse) {
	nAds := t.AdsLength()
	h.Len(nAds)
	for i := range nAds {
		var e fb.Ad
		t.Ads(&e, i)
		fbVisitAd(h, &e)
	}
}

func fbToAdResponse(t *fb.AdResponse) *AdResponse {
	m := &AdResponse{}
	if n := t.AdsLength(); n > 0 {
		m.Ads = make([]*Ad, n)
		for i := range n {
			var e fb.Ad
			t.Ads(&e, i)
			m.Ads[i] = fbToAd(&e)
		}
	}
	return m
}

func fbBuildAd(b *flatbuffers.Builder, m *Ad) flatbuffers.UOffsetT {
	oRedirectUrl := b.CreateString(m.RedirectURL)
	oText := b.CreateString(m.Text)
	fb.AdStart(b)
	fb.AdAddRedirectUrl(b, oRedirectUrl)
	fb.AdAddText(b, oText)
	return fb.AdEnd(b)
}

func fbVisitAd(h *digest.Hasher, t *fb.Ad) {
	h.Bytes(t.RedirectUrl())
	h.Bytes(t.Text())
}

func fbToAd(t *fb.Ad) *Ad {
	m := &Ad{}
	m.RedirectURL = string(t.RedirectUrl())
	m.Text = string(t.Text())
	return m
}
