// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	"github.com/serbench/serbench/datasets/boutique/capnpb"
	"github.com/serbench/serbench/digest"
)

func cpSetCartItem(s capnpb.CartItem, m *CartItem) error {
	if err := s.SetProductId(m.ProductID); err != nil {
		return err
	}
	s.SetQuantity(m.Quantity)
	return nil
}

func cpVisitCartItem(h *digest.Hasher, s capnpb.CartItem) {
	if b, err := s.ProductIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	h.Int64(int64(s.Quantity()))
}

func cpToCartItem(s capnpb.CartItem) (*CartItem, error) {
	m := &CartItem{}
	if v, err := s.ProductId(); err != nil {
		return nil, err
	} else {
		m.ProductID = v
	}
	m.Quantity = s.Quantity()
	return m, nil
}

func cpSetAddItemRequest(s capnpb.AddItemRequest, m *AddItemRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	if m.Item != nil {
		x, err := s.NewItem()
		if err != nil {
			return err
		}
		if err := cpSetCartItem(x, m.Item); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitAddItemRequest(h *digest.Hasher, s capnpb.AddItemRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasItem() {
		h.Len(0)
	} else if x, err := s.Item(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitCartItem(h, x)
	}
}

func cpToAddItemRequest(s capnpb.AddItemRequest) (*AddItemRequest, error) {
	m := &AddItemRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	if s.HasItem() {
		x, err := s.Item()
		if err != nil {
			return nil, err
		}
		if m.Item, err = cpToCartItem(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetEmptyCartRequest(s capnpb.EmptyCartRequest, m *EmptyCartRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	return nil
}

func cpVisitEmptyCartRequest(h *digest.Hasher, s capnpb.EmptyCartRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToEmptyCartRequest(s capnpb.EmptyCartRequest) (*EmptyCartRequest, error) {
	m := &EmptyCartRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	return m, nil
}

func cpSetGetCartRequest(s capnpb.GetCartRequest, m *GetCartRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	return nil
}

func cpVisitGetCartRequest(h *digest.Hasher, s capnpb.GetCartRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToGetCartRequest(s capnpb.GetCartRequest) (*GetCartRequest, error) {
	m := &GetCartRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	return m, nil
}

func cpSetEmptyUser(s capnpb.EmptyUser, m *EmptyUser) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	return nil
}

func cpVisitEmptyUser(h *digest.Hasher, s capnpb.EmptyUser) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToEmptyUser(s capnpb.EmptyUser) (*EmptyUser, error) {
	m := &EmptyUser{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	return m, nil
}

func cpSetCart(s capnpb.Cart, m *Cart) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	{
		l, err := s.NewItems(int32(len(m.Items)))
		if err != nil {
			return err
		}
		for i, e := range m.Items {
			if err := cpSetCartItem(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitCart(h *digest.Hasher, s capnpb.Cart) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if l, err := s.Items(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitCartItem(h, l.At(i))
		}
	}
}

func cpToCart(s capnpb.Cart) (*Cart, error) {
	m := &Cart{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	if l, err := s.Items(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Items = make([]*CartItem, l.Len())
		for i := range l.Len() {
			if m.Items[i], err = cpToCartItem(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetEmpty(s capnpb.Empty, m *Empty) error {
	_, _ = s, m
	return nil
}

func cpVisitEmpty(h *digest.Hasher, s capnpb.Empty) {
	_ = s
}

func cpToEmpty(s capnpb.Empty) (*Empty, error) {
	m := &Empty{}
	_ = s
	return m, nil
}

func cpSetListRecommendationsRequest(s capnpb.ListRecommendationsRequest, m *ListRecommendationsRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	{
		l, err := s.NewProductIds(int32(len(m.ProductIDs)))
		if err != nil {
			return err
		}
		for i, e := range m.ProductIDs {
			if err := l.Set(i, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitListRecommendationsRequest(h *digest.Hasher, s capnpb.ListRecommendationsRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if l, err := s.ProductIds(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			b, err := l.BytesAt(i)
			if err != nil {
				h.Uint64(errMark)
			}
			h.Bytes(b)
		}
	}
}

func cpToListRecommendationsRequest(s capnpb.ListRecommendationsRequest) (*ListRecommendationsRequest, error) {
	m := &ListRecommendationsRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	if l, err := s.ProductIds(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.ProductIDs = make([]string, l.Len())
		for i := range l.Len() {
			if m.ProductIDs[i], err = l.At(i); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetListRecommendationsResponse(s capnpb.ListRecommendationsResponse, m *ListRecommendationsResponse) error {
	{
		l, err := s.NewProductIds(int32(len(m.ProductIDs)))
		if err != nil {
			return err
		}
		for i, e := range m.ProductIDs {
			if err := l.Set(i, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitListRecommendationsResponse(h *digest.Hasher, s capnpb.ListRecommendationsResponse) {
	if l, err := s.ProductIds(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			b, err := l.BytesAt(i)
			if err != nil {
				h.Uint64(errMark)
			}
			h.Bytes(b)
		}
	}
}

func cpToListRecommendationsResponse(s capnpb.ListRecommendationsResponse) (*ListRecommendationsResponse, error) {
	m := &ListRecommendationsResponse{}
	if l, err := s.ProductIds(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.ProductIDs = make([]string, l.Len())
		for i := range l.Len() {
			if m.ProductIDs[i], err = l.At(i); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetProduct(s capnpb.Product, m *Product) error {
	if err := s.SetId(m.ID); err != nil {
		return err
	}
	if err := s.SetName(m.Name); err != nil {
		return err
	}
	if err := s.SetDescription(m.Description); err != nil {
		return err
	}
	if err := s.SetPicture(m.Picture); err != nil {
		return err
	}
	if m.PriceUSD != nil {
		x, err := s.NewPriceUsd()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.PriceUSD); err != nil {
			return err
		}
	}
	{
		l, err := s.NewCategories(int32(len(m.Categories)))
		if err != nil {
			return err
		}
		for i, e := range m.Categories {
			if err := l.Set(i, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitProduct(h *digest.Hasher, s capnpb.Product) {
	if b, err := s.IdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.NameBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.DescriptionBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.PictureBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasPriceUsd() {
		h.Len(0)
	} else if x, err := s.PriceUsd(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
	if l, err := s.Categories(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			b, err := l.BytesAt(i)
			if err != nil {
				h.Uint64(errMark)
			}
			h.Bytes(b)
		}
	}
}

func cpToProduct(s capnpb.Product) (*Product, error) {
	m := &Product{}
	if v, err := s.Id(); err != nil {
		return nil, err
	} else {
		m.ID = v
	}
	if v, err := s.Name(); err != nil {
		return nil, err
	} else {
		m.Name = v
	}
	if v, err := s.Description(); err != nil {
		return nil, err
	} else {
		m.Description = v
	}
	if v, err := s.Picture(); err != nil {
		return nil, err
	} else {
		m.Picture = v
	}
	if s.HasPriceUsd() {
		x, err := s.PriceUsd()
		if err != nil {
			return nil, err
		}
		if m.PriceUSD, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	if l, err := s.Categories(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Categories = make([]string, l.Len())
		for i := range l.Len() {
			if m.Categories[i], err = l.At(i); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetListProductsResponse(s capnpb.ListProductsResponse, m *ListProductsResponse) error {
	{
		l, err := s.NewProducts(int32(len(m.Products)))
		if err != nil {
			return err
		}
		for i, e := range m.Products {
			if err := cpSetProduct(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitListProductsResponse(h *digest.Hasher, s capnpb.ListProductsResponse) {
	if l, err := s.Products(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitProduct(h, l.At(i))
		}
	}
}

func cpToListProductsResponse(s capnpb.ListProductsResponse) (*ListProductsResponse, error) {
	m := &ListProductsResponse{}
	if l, err := s.Products(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Products = make([]*Product, l.Len())
		for i := range l.Len() {
			if m.Products[i], err = cpToProduct(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetGetProductRequest(s capnpb.GetProductRequest, m *GetProductRequest) error {
	if err := s.SetId(m.ID); err != nil {
		return err
	}
	return nil
}

func cpVisitGetProductRequest(h *digest.Hasher, s capnpb.GetProductRequest) {
	if b, err := s.IdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToGetProductRequest(s capnpb.GetProductRequest) (*GetProductRequest, error) {
	m := &GetProductRequest{}
	if v, err := s.Id(); err != nil {
		return nil, err
	} else {
		m.ID = v
	}
	return m, nil
}

func cpSetSearchProductsRequest(s capnpb.SearchProductsRequest, m *SearchProductsRequest) error {
	if err := s.SetQuery(m.Query); err != nil {
		return err
	}
	return nil
}

func cpVisitSearchProductsRequest(h *digest.Hasher, s capnpb.SearchProductsRequest) {
	if b, err := s.QueryBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToSearchProductsRequest(s capnpb.SearchProductsRequest) (*SearchProductsRequest, error) {
	m := &SearchProductsRequest{}
	if v, err := s.Query(); err != nil {
		return nil, err
	} else {
		m.Query = v
	}
	return m, nil
}

func cpSetSearchProductsResponse(s capnpb.SearchProductsResponse, m *SearchProductsResponse) error {
	{
		l, err := s.NewResults(int32(len(m.Results)))
		if err != nil {
			return err
		}
		for i, e := range m.Results {
			if err := cpSetProduct(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitSearchProductsResponse(h *digest.Hasher, s capnpb.SearchProductsResponse) {
	if l, err := s.Results(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitProduct(h, l.At(i))
		}
	}
}

func cpToSearchProductsResponse(s capnpb.SearchProductsResponse) (*SearchProductsResponse, error) {
	m := &SearchProductsResponse{}
	if l, err := s.Results(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Results = make([]*Product, l.Len())
		for i := range l.Len() {
			if m.Results[i], err = cpToProduct(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetGetQuoteRequest(s capnpb.GetQuoteRequest, m *GetQuoteRequest) error {
	if m.Address != nil {
		x, err := s.NewAddress()
		if err != nil {
			return err
		}
		if err := cpSetAddress(x, m.Address); err != nil {
			return err
		}
	}
	{
		l, err := s.NewItems(int32(len(m.Items)))
		if err != nil {
			return err
		}
		for i, e := range m.Items {
			if err := cpSetCartItem(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitGetQuoteRequest(h *digest.Hasher, s capnpb.GetQuoteRequest) {
	if !s.HasAddress() {
		h.Len(0)
	} else if x, err := s.Address(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitAddress(h, x)
	}
	if l, err := s.Items(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitCartItem(h, l.At(i))
		}
	}
}

func cpToGetQuoteRequest(s capnpb.GetQuoteRequest) (*GetQuoteRequest, error) {
	m := &GetQuoteRequest{}
	if s.HasAddress() {
		x, err := s.Address()
		if err != nil {
			return nil, err
		}
		if m.Address, err = cpToAddress(x); err != nil {
			return nil, err
		}
	}
	if l, err := s.Items(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Items = make([]*CartItem, l.Len())
		for i := range l.Len() {
			if m.Items[i], err = cpToCartItem(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetGetQuoteResponse(s capnpb.GetQuoteResponse, m *GetQuoteResponse) error {
	if m.CostUSD != nil {
		x, err := s.NewCostUsd()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.CostUSD); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitGetQuoteResponse(h *digest.Hasher, s capnpb.GetQuoteResponse) {
	if !s.HasCostUsd() {
		h.Len(0)
	} else if x, err := s.CostUsd(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
}

func cpToGetQuoteResponse(s capnpb.GetQuoteResponse) (*GetQuoteResponse, error) {
	m := &GetQuoteResponse{}
	if s.HasCostUsd() {
		x, err := s.CostUsd()
		if err != nil {
			return nil, err
		}
		if m.CostUSD, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetShipOrderRequest(s capnpb.ShipOrderRequest, m *ShipOrderRequest) error {
	if m.Address != nil {
		x, err := s.NewAddress()
		if err != nil {
			return err
		}
		if err := cpSetAddress(x, m.Address); err != nil {
			return err
		}
	}
	{
		l, err := s.NewItems(int32(len(m.Items)))
		if err != nil {
			return err
		}
		for i, e := range m.Items {
			if err := cpSetCartItem(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitShipOrderRequest(h *digest.Hasher, s capnpb.ShipOrderRequest) {
	if !s.HasAddress() {
		h.Len(0)
	} else if x, err := s.Address(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitAddress(h, x)
	}
	if l, err := s.Items(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitCartItem(h, l.At(i))
		}
	}
}

func cpToShipOrderRequest(s capnpb.ShipOrderRequest) (*ShipOrderRequest, error) {
	m := &ShipOrderRequest{}
	if s.HasAddress() {
		x, err := s.Address()
		if err != nil {
			return nil, err
		}
		if m.Address, err = cpToAddress(x); err != nil {
			return nil, err
		}
	}
	if l, err := s.Items(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Items = make([]*CartItem, l.Len())
		for i := range l.Len() {
			if m.Items[i], err = cpToCartItem(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetShipOrderResponse(s capnpb.ShipOrderResponse, m *ShipOrderResponse) error {
	if err := s.SetTrackingId(m.TrackingID); err != nil {
		return err
	}
	return nil
}

func cpVisitShipOrderResponse(h *digest.Hasher, s capnpb.ShipOrderResponse) {
	if b, err := s.TrackingIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToShipOrderResponse(s capnpb.ShipOrderResponse) (*ShipOrderResponse, error) {
	m := &ShipOrderResponse{}
	if v, err := s.TrackingId(); err != nil {
		return nil, err
	} else {
		m.TrackingID = v
	}
	return m, nil
}

func cpSetAddress(s capnpb.Address, m *Address) error {
	if err := s.SetStreetAddress(m.StreetAddress); err != nil {
		return err
	}
	if err := s.SetCity(m.City); err != nil {
		return err
	}
	if err := s.SetState(m.State); err != nil {
		return err
	}
	if err := s.SetCountry(m.Country); err != nil {
		return err
	}
	s.SetZipCode(m.ZipCode)
	return nil
}

func cpVisitAddress(h *digest.Hasher, s capnpb.Address) {
	if b, err := s.StreetAddressBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.CityBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.StateBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.CountryBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	h.Int64(int64(s.ZipCode()))
}

func cpToAddress(s capnpb.Address) (*Address, error) {
	m := &Address{}
	if v, err := s.StreetAddress(); err != nil {
		return nil, err
	} else {
		m.StreetAddress = v
	}
	if v, err := s.City(); err != nil {
		return nil, err
	} else {
		m.City = v
	}
	if v, err := s.State(); err != nil {
		return nil, err
	} else {
		m.State = v
	}
	if v, err := s.Country(); err != nil {
		return nil, err
	} else {
		m.Country = v
	}
	m.ZipCode = s.ZipCode()
	return m, nil
}

func cpSetMoney(s capnpb.Money, m *Money) error {
	if err := s.SetCurrencyCode(m.CurrencyCode); err != nil {
		return err
	}
	s.SetUnits(m.Units)
	s.SetNanos(m.Nanos)
	return nil
}

func cpVisitMoney(h *digest.Hasher, s capnpb.Money) {
	if b, err := s.CurrencyCodeBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	h.Int64(int64(s.Units()))
	h.Int64(int64(s.Nanos()))
}

func cpToMoney(s capnpb.Money) (*Money, error) {
	m := &Money{}
	if v, err := s.CurrencyCode(); err != nil {
		return nil, err
	} else {
		m.CurrencyCode = v
	}
	m.Units = s.Units()
	m.Nanos = s.Nanos()
	return m, nil
}

func cpSetGetSupportedCurrenciesResponse(s capnpb.GetSupportedCurrenciesResponse, m *GetSupportedCurrenciesResponse) error {
	{
		l, err := s.NewCurrencyCodes(int32(len(m.CurrencyCodes)))
		if err != nil {
			return err
		}
		for i, e := range m.CurrencyCodes {
			if err := l.Set(i, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitGetSupportedCurrenciesResponse(h *digest.Hasher, s capnpb.GetSupportedCurrenciesResponse) {
	if l, err := s.CurrencyCodes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			b, err := l.BytesAt(i)
			if err != nil {
				h.Uint64(errMark)
			}
			h.Bytes(b)
		}
	}
}

func cpToGetSupportedCurrenciesResponse(s capnpb.GetSupportedCurrenciesResponse) (*GetSupportedCurrenciesResponse, error) {
	m := &GetSupportedCurrenciesResponse{}
	if l, err := s.CurrencyCodes(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.CurrencyCodes = make([]string, l.Len())
		for i := range l.Len() {
			if m.CurrencyCodes[i], err = l.At(i); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetCurrencyConversionRequest(s capnpb.CurrencyConversionRequest, m *CurrencyConversionRequest) error {
	if m.From != nil {
		x, err := s.NewFrom()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.From); err != nil {
			return err
		}
	}
	if err := s.SetToCode(m.ToCode); err != nil {
		return err
	}
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	return nil
}

func cpVisitCurrencyConversionRequest(h *digest.Hasher, s capnpb.CurrencyConversionRequest) {
	if !s.HasFrom() {
		h.Len(0)
	} else if x, err := s.From(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
	if b, err := s.ToCodeBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToCurrencyConversionRequest(s capnpb.CurrencyConversionRequest) (*CurrencyConversionRequest, error) {
	m := &CurrencyConversionRequest{}
	if s.HasFrom() {
		x, err := s.From()
		if err != nil {
			return nil, err
		}
		if m.From, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	if v, err := s.ToCode(); err != nil {
		return nil, err
	} else {
		m.ToCode = v
	}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	return m, nil
}

func cpSetCreditCardInfo(s capnpb.CreditCardInfo, m *CreditCardInfo) error {
	if err := s.SetCreditCardNumber(m.CreditCardNumber); err != nil {
		return err
	}
	s.SetCreditCardCvv(m.CreditCardCVV)
	s.SetCreditCardExpirationYear(m.CreditCardExpirationYear)
	s.SetCreditCardExpirationMonth(m.CreditCardExpirationMonth)
	return nil
}

func cpVisitCreditCardInfo(h *digest.Hasher, s capnpb.CreditCardInfo) {
	if b, err := s.CreditCardNumberBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	h.Int64(int64(s.CreditCardCvv()))
	h.Int64(int64(s.CreditCardExpirationYear()))
	h.Int64(int64(s.CreditCardExpirationMonth()))
}

func cpToCreditCardInfo(s capnpb.CreditCardInfo) (*CreditCardInfo, error) {
	m := &CreditCardInfo{}
	if v, err := s.CreditCardNumber(); err != nil {
		return nil, err
	} else {
		m.CreditCardNumber = v
	}
	m.CreditCardCVV = s.CreditCardCvv()
	m.CreditCardExpirationYear = s.CreditCardExpirationYear()
	m.CreditCardExpirationMonth = s.CreditCardExpirationMonth()
	return m, nil
}

func cpSetChargeRequest(s capnpb.ChargeRequest, m *ChargeRequest) error {
	if m.Amount != nil {
		x, err := s.NewAmount()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.Amount); err != nil {
			return err
		}
	}
	if m.CreditCard != nil {
		x, err := s.NewCreditCard()
		if err != nil {
			return err
		}
		if err := cpSetCreditCardInfo(x, m.CreditCard); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitChargeRequest(h *digest.Hasher, s capnpb.ChargeRequest) {
	if !s.HasAmount() {
		h.Len(0)
	} else if x, err := s.Amount(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
	if !s.HasCreditCard() {
		h.Len(0)
	} else if x, err := s.CreditCard(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitCreditCardInfo(h, x)
	}
}

func cpToChargeRequest(s capnpb.ChargeRequest) (*ChargeRequest, error) {
	m := &ChargeRequest{}
	if s.HasAmount() {
		x, err := s.Amount()
		if err != nil {
			return nil, err
		}
		if m.Amount, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	if s.HasCreditCard() {
		x, err := s.CreditCard()
		if err != nil {
			return nil, err
		}
		if m.CreditCard, err = cpToCreditCardInfo(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetChargeResponse(s capnpb.ChargeResponse, m *ChargeResponse) error {
	if err := s.SetTransactionId(m.TransactionID); err != nil {
		return err
	}
	return nil
}

func cpVisitChargeResponse(h *digest.Hasher, s capnpb.ChargeResponse) {
	if b, err := s.TransactionIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToChargeResponse(s capnpb.ChargeResponse) (*ChargeResponse, error) {
	m := &ChargeResponse{}
	if v, err := s.TransactionId(); err != nil {
		return nil, err
	} else {
		m.TransactionID = v
	}
	return m, nil
}

func cpSetOrderItem(s capnpb.OrderItem, m *OrderItem) error {
	if m.Item != nil {
		x, err := s.NewItem()
		if err != nil {
			return err
		}
		if err := cpSetCartItem(x, m.Item); err != nil {
			return err
		}
	}
	if m.Cost != nil {
		x, err := s.NewCost()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.Cost); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitOrderItem(h *digest.Hasher, s capnpb.OrderItem) {
	if !s.HasItem() {
		h.Len(0)
	} else if x, err := s.Item(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitCartItem(h, x)
	}
	if !s.HasCost() {
		h.Len(0)
	} else if x, err := s.Cost(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
}

func cpToOrderItem(s capnpb.OrderItem) (*OrderItem, error) {
	m := &OrderItem{}
	if s.HasItem() {
		x, err := s.Item()
		if err != nil {
			return nil, err
		}
		if m.Item, err = cpToCartItem(x); err != nil {
			return nil, err
		}
	}
	if s.HasCost() {
		x, err := s.Cost()
		if err != nil {
			return nil, err
		}
		if m.Cost, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetOrderResult(s capnpb.OrderResult, m *OrderResult) error {
	if err := s.SetOrderId(m.OrderID); err != nil {
		return err
	}
	if err := s.SetShippingTrackingId(m.ShippingTrackingID); err != nil {
		return err
	}
	if m.ShippingCost != nil {
		x, err := s.NewShippingCost()
		if err != nil {
			return err
		}
		if err := cpSetMoney(x, m.ShippingCost); err != nil {
			return err
		}
	}
	if m.ShippingAddress != nil {
		x, err := s.NewShippingAddress()
		if err != nil {
			return err
		}
		if err := cpSetAddress(x, m.ShippingAddress); err != nil {
			return err
		}
	}
	{
		l, err := s.NewItems(int32(len(m.Items)))
		if err != nil {
			return err
		}
		for i, e := range m.Items {
			if err := cpSetOrderItem(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitOrderResult(h *digest.Hasher, s capnpb.OrderResult) {
	if b, err := s.OrderIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.ShippingTrackingIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasShippingCost() {
		h.Len(0)
	} else if x, err := s.ShippingCost(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitMoney(h, x)
	}
	if !s.HasShippingAddress() {
		h.Len(0)
	} else if x, err := s.ShippingAddress(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitAddress(h, x)
	}
	if l, err := s.Items(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitOrderItem(h, l.At(i))
		}
	}
}

func cpToOrderResult(s capnpb.OrderResult) (*OrderResult, error) {
	m := &OrderResult{}
	if v, err := s.OrderId(); err != nil {
		return nil, err
	} else {
		m.OrderID = v
	}
	if v, err := s.ShippingTrackingId(); err != nil {
		return nil, err
	} else {
		m.ShippingTrackingID = v
	}
	if s.HasShippingCost() {
		x, err := s.ShippingCost()
		if err != nil {
			return nil, err
		}
		if m.ShippingCost, err = cpToMoney(x); err != nil {
			return nil, err
		}
	}
	if s.HasShippingAddress() {
		x, err := s.ShippingAddress()
		if err != nil {
			return nil, err
		}
		if m.ShippingAddress, err = cpToAddress(x); err != nil {
			return nil, err
		}
	}
	if l, err := s.Items(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Items = make([]*OrderItem, l.Len())
		for i := range l.Len() {
			if m.Items[i], err = cpToOrderItem(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetSendOrderConfirmationRequest(s capnpb.SendOrderConfirmationRequest, m *SendOrderConfirmationRequest) error {
	if err := s.SetEmail(m.Email); err != nil {
		return err
	}
	if m.Order != nil {
		x, err := s.NewOrder()
		if err != nil {
			return err
		}
		if err := cpSetOrderResult(x, m.Order); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitSendOrderConfirmationRequest(h *digest.Hasher, s capnpb.SendOrderConfirmationRequest) {
	if b, err := s.EmailBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasOrder() {
		h.Len(0)
	} else if x, err := s.Order(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitOrderResult(h, x)
	}
}

func cpToSendOrderConfirmationRequest(s capnpb.SendOrderConfirmationRequest) (*SendOrderConfirmationRequest, error) {
	m := &SendOrderConfirmationRequest{}
	if v, err := s.Email(); err != nil {
		return nil, err
	} else {
		m.Email = v
	}
	if s.HasOrder() {
		x, err := s.Order()
		if err != nil {
			return nil, err
		}
		if m.Order, err = cpToOrderResult(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetPlaceOrderRequest(s capnpb.PlaceOrderRequest, m *PlaceOrderRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	if err := s.SetUserCurrency(m.UserCurrency); err != nil {
		return err
	}
	if m.Address != nil {
		x, err := s.NewAddress()
		if err != nil {
			return err
		}
		if err := cpSetAddress(x, m.Address); err != nil {
			return err
		}
	}
	if err := s.SetEmail(m.Email); err != nil {
		return err
	}
	if m.CreditCard != nil {
		x, err := s.NewCreditCard()
		if err != nil {
			return err
		}
		if err := cpSetCreditCardInfo(x, m.CreditCard); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitPlaceOrderRequest(h *digest.Hasher, s capnpb.PlaceOrderRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.UserCurrencyBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasAddress() {
		h.Len(0)
	} else if x, err := s.Address(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitAddress(h, x)
	}
	if b, err := s.EmailBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if !s.HasCreditCard() {
		h.Len(0)
	} else if x, err := s.CreditCard(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitCreditCardInfo(h, x)
	}
}

func cpToPlaceOrderRequest(s capnpb.PlaceOrderRequest) (*PlaceOrderRequest, error) {
	m := &PlaceOrderRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	if v, err := s.UserCurrency(); err != nil {
		return nil, err
	} else {
		m.UserCurrency = v
	}
	if s.HasAddress() {
		x, err := s.Address()
		if err != nil {
			return nil, err
		}
		if m.Address, err = cpToAddress(x); err != nil {
			return nil, err
		}
	}
	if v, err := s.Email(); err != nil {
		return nil, err
	} else {
		m.Email = v
	}
	if s.HasCreditCard() {
		x, err := s.CreditCard()
		if err != nil {
			return nil, err
		}
		if m.CreditCard, err = cpToCreditCardInfo(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetPlaceOrderResponse(s capnpb.PlaceOrderResponse, m *PlaceOrderResponse) error {
	if m.Order != nil {
		x, err := s.NewOrder()
		if err != nil {
			return err
		}
		if err := cpSetOrderResult(x, m.Order); err != nil {
			return err
		}
	}
	return nil
}

func cpVisitPlaceOrderResponse(h *digest.Hasher, s capnpb.PlaceOrderResponse) {
	if !s.HasOrder() {
		h.Len(0)
	} else if x, err := s.Order(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(1)
		cpVisitOrderResult(h, x)
	}
}

func cpToPlaceOrderResponse(s capnpb.PlaceOrderResponse) (*PlaceOrderResponse, error) {
	m := &PlaceOrderResponse{}
	if s.HasOrder() {
		x, err := s.Order()
		if err != nil {
			return nil, err
		}
		if m.Order, err = cpToOrderResult(x); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func cpSetAdRequest(s capnpb.AdRequest, m *AdRequest) error {
	if err := s.SetUserId(m.UserID); err != nil {
		return err
	}
	{
		l, err := s.NewContextKeys(int32(len(m.ContextKeys)))
		if err != nil {
			return err
		}
		for i, e := range m.ContextKeys {
			if err := l.Set(i, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitAdRequest(h *digest.Hasher, s capnpb.AdRequest) {
	if b, err := s.UserIdBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if l, err := s.ContextKeys(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			b, err := l.BytesAt(i)
			if err != nil {
				h.Uint64(errMark)
			}
			h.Bytes(b)
		}
	}
}

func cpToAdRequest(s capnpb.AdRequest) (*AdRequest, error) {
	m := &AdRequest{}
	if v, err := s.UserId(); err != nil {
		return nil, err
	} else {
		m.UserID = v
	}
	if l, err := s.ContextKeys(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.ContextKeys = make([]string, l.Len())
		for i := range l.Len() {
			if m.ContextKeys[i], err = l.At(i); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetAdResponse(s capnpb.AdResponse, m *AdResponse) error {
	{
		l, err := s.NewAds(int32(len(m.Ads)))
		if err != nil {
			return err
		}
		for i, e := range m.Ads {
			if err := cpSetAd(l.At(i), e); err != nil {
				return err
			}
		}
	}
	return nil
}

func cpVisitAdResponse(h *digest.Hasher, s capnpb.AdResponse) {
	if l, err := s.Ads(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Len(l.Len())
		for i := range l.Len() {
			cpVisitAd(h, l.At(i))
		}
	}
}

func cpToAdResponse(s capnpb.AdResponse) (*AdResponse, error) {
	m := &AdResponse{}
	if l, err := s.Ads(); err != nil {
		return nil, err
	} else if l.Len() > 0 {
		m.Ads = make([]*Ad, l.Len())
		for i := range l.Len() {
			if m.Ads[i], err = cpToAd(l.At(i)); err != nil {
				return nil, err
			}
		}
	}
	return m, nil
}

func cpSetAd(s capnpb.Ad, m *Ad) error {
	if err := s.SetRedirectUrl(m.RedirectURL); err != nil {
		return err
	}
	if err := s.SetText(m.Text); err != nil {
		return err
	}
	return nil
}

func cpVisitAd(h *digest.Hasher, s capnpb.Ad) {
	if b, err := s.RedirectUrlBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
	if b, err := s.TextBytes(); err != nil {
		h.Uint64(errMark)
	} else {
		h.Bytes(b)
	}
}

func cpToAd(s capnpb.Ad) (*Ad, error) {
	m := &Ad{}
	if v, err := s.RedirectUrl(); err != nil {
		return nil, err
	} else {
		m.RedirectURL = v
	}
	if v, err := s.Text(); err != nil {
		return nil, err
	} else {
		m.Text = v
	}
	return m, nil
}
