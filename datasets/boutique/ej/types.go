// Package ej holds the easyjson mirrors of the boutique model: the same
// fields and JSON names, with easyjson's generated methods (types_easyjson.go),
// so that the model itself has none and encoding/json measures reflection.
package ej

//go:generate go tool easyjson -all -no_std_marshalers types.go

// CartItem mirrors boutique.CartItem.
type CartItem struct {
	ProductID string `json:"product_id,omitempty"`
	Quantity  int32  `json:"quantity,omitempty"`
}

// AddItemRequest mirrors boutique.AddItemRequest.
type AddItemRequest struct {
	UserID string    `json:"user_id,omitempty"`
	Item   *CartItem `json:"item,omitempty"`
}

// EmptyCartRequest mirrors boutique.EmptyCartRequest.
type EmptyCartRequest struct {
	UserID string `json:"user_id,omitempty"`
}

// GetCartRequest mirrors boutique.GetCartRequest.
type GetCartRequest struct {
	UserID string `json:"user_id,omitempty"`
}

// EmptyUser mirrors boutique.EmptyUser.
type EmptyUser struct {
	UserID string `json:"user_id,omitempty"`
}

// Cart mirrors boutique.Cart.
type Cart struct {
	UserID string      `json:"user_id,omitempty"`
	Items  []*CartItem `json:"items,omitempty"`
}

// Empty mirrors boutique.Empty.
type Empty struct {
}

// ListRecommendationsRequest mirrors boutique.ListRecommendationsRequest.
type ListRecommendationsRequest struct {
	UserID     string   `json:"user_id,omitempty"`
	ProductIDs []string `json:"product_ids,omitempty"`
}

// ListRecommendationsResponse mirrors boutique.ListRecommendationsResponse.
type ListRecommendationsResponse struct {
	ProductIDs []string `json:"product_ids,omitempty"`
}

// Product mirrors boutique.Product.
type Product struct {
	ID          string   `json:"id,omitempty"`
	Name        string   `json:"name,omitempty"`
	Description string   `json:"description,omitempty"`
	Picture     string   `json:"picture,omitempty"`
	PriceUSD    *Money   `json:"price_usd,omitempty"`
	Categories  []string `json:"categories,omitempty"`
}

// ListProductsResponse mirrors boutique.ListProductsResponse.
type ListProductsResponse struct {
	Products []*Product `json:"products,omitempty"`
}

// GetProductRequest mirrors boutique.GetProductRequest.
type GetProductRequest struct {
	ID string `json:"id,omitempty"`
}

// SearchProductsRequest mirrors boutique.SearchProductsRequest.
type SearchProductsRequest struct {
	Query string `json:"query,omitempty"`
}

// SearchProductsResponse mirrors boutique.SearchProductsResponse.
type SearchProductsResponse struct {
	Results []*Product `json:"results,omitempty"`
}

// GetQuoteRequest mirrors boutique.GetQuoteRequest.
type GetQuoteRequest struct {
	Address *Address    `json:"address,omitempty"`
	Items   []*CartItem `json:"items,omitempty"`
}

// GetQuoteResponse mirrors boutique.GetQuoteResponse.
type GetQuoteResponse struct {
	CostUSD *Money `json:"cost_usd,omitempty"`
}

// ShipOrderRequest mirrors boutique.ShipOrderRequest.
type ShipOrderRequest struct {
	Address *Address    `json:"address,omitempty"`
	Items   []*CartItem `json:"items,omitempty"`
}

// ShipOrderResponse mirrors boutique.ShipOrderResponse.
type ShipOrderResponse struct {
	TrackingID string `json:"tracking_id,omitempty"`
}

// Address mirrors boutique.Address.
type Address struct {
	StreetAddress string `json:"street_address,omitempty"`
	City          string `json:"city,omitempty"`
	State         string `json:"state,omitempty"`
	Country       string `json:"country,omitempty"`
	ZipCode       int32  `json:"zip_code,omitempty"`
}

// Money mirrors boutique.Money.
type Money struct {
	CurrencyCode string `json:"currency_code,omitempty"`
	Units        int64  `json:"units,omitempty"`
	Nanos        int32  `json:"nanos,omitempty"`
}

// GetSupportedCurrenciesResponse mirrors boutique.GetSupportedCurrenciesResponse.
type GetSupportedCurrenciesResponse struct {
	CurrencyCodes []string `json:"currency_codes,omitempty"`
}

// CurrencyConversionRequest mirrors boutique.CurrencyConversionRequest.
type CurrencyConversionRequest struct {
	From   *Money `json:"from,omitempty"`
	ToCode string `json:"to_code,omitempty"`
	UserID string `json:"user_id,omitempty"`
}

// CreditCardInfo mirrors boutique.CreditCardInfo.
type CreditCardInfo struct {
	CreditCardNumber          string `json:"credit_card_number,omitempty"`
	CreditCardCVV             int32  `json:"credit_card_cvv,omitempty"`
	CreditCardExpirationYear  int32  `json:"credit_card_expiration_year,omitempty"`
	CreditCardExpirationMonth int32  `json:"credit_card_expiration_month,omitempty"`
}

// ChargeRequest mirrors boutique.ChargeRequest.
type ChargeRequest struct {
	Amount     *Money          `json:"amount,omitempty"`
	CreditCard *CreditCardInfo `json:"credit_card,omitempty"`
}

// ChargeResponse mirrors boutique.ChargeResponse.
type ChargeResponse struct {
	TransactionID string `json:"transaction_id,omitempty"`
}

// OrderItem mirrors boutique.OrderItem.
type OrderItem struct {
	Item *CartItem `json:"item,omitempty"`
	Cost *Money    `json:"cost,omitempty"`
}

// OrderResult mirrors boutique.OrderResult.
type OrderResult struct {
	OrderID            string       `json:"order_id,omitempty"`
	ShippingTrackingID string       `json:"shipping_tracking_id,omitempty"`
	ShippingCost       *Money       `json:"shipping_cost,omitempty"`
	ShippingAddress    *Address     `json:"shipping_address,omitempty"`
	Items              []*OrderItem `json:"items,omitempty"`
}

// SendOrderConfirmationRequest mirrors boutique.SendOrderConfirmationRequest.
type SendOrderConfirmationRequest struct {
	Email string       `json:"email,omitempty"`
	Order *OrderResult `json:"order,omitempty"`
}

// PlaceOrderRequest mirrors boutique.PlaceOrderRequest.
type PlaceOrderRequest struct {
	UserID       string          `json:"user_id,omitempty"`
	UserCurrency string          `json:"user_currency,omitempty"`
	Address      *Address        `json:"address,omitempty"`
	Email        string          `json:"email,omitempty"`
	CreditCard   *CreditCardInfo `json:"credit_card,omitempty"`
}

// PlaceOrderResponse mirrors boutique.PlaceOrderResponse.
type PlaceOrderResponse struct {
	Order *OrderResult `json:"order,omitempty"`
}

// AdRequest mirrors boutique.AdRequest.
type AdRequest struct {
	UserID      string   `json:"user_id,omitempty"`
	ContextKeys []string `json:"context_keys,omitempty"`
}

// AdResponse mirrors boutique.AdResponse.
type AdResponse struct {
	Ads []*Ad `json:"ads,omitempty"`
}

// Ad mirrors boutique.Ad.
type Ad struct {
	RedirectURL string `json:"redirect_url,omitempty"`
	Text        string `json:"text,omitempty"`
}
