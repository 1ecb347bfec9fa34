package boutique

// The model: one plain Go struct per message of boutique.proto, with the
// proto field names as JSON names and no JSON methods, so that gob and
// encoding/json measure their own reflection paths. Nested messages are
// pointers (nil = absent, as in every codec here); repeated messages are
// slices of pointers.

// CartItem is the CartItem message.
type CartItem struct {
	ProductID string `json:"product_id,omitempty"`
	Quantity  int32  `json:"quantity,omitempty"`
}

// AddItemRequest is the AddItemRequest message.
type AddItemRequest struct {
	UserID string    `json:"user_id,omitempty"`
	Item   *CartItem `json:"item,omitempty"`
}

// EmptyCartRequest is the EmptyCartRequest message.
type EmptyCartRequest struct {
	UserID string `json:"user_id,omitempty"`
}

// GetCartRequest is the GetCartRequest message.
type GetCartRequest struct {
	UserID string `json:"user_id,omitempty"`
}

// EmptyUser is the EmptyUser message.
type EmptyUser struct {
	UserID string `json:"user_id,omitempty"`
}

// Cart is the Cart message.
type Cart struct {
	UserID string      `json:"user_id,omitempty"`
	Items  []*CartItem `json:"items,omitempty"`
}

// Empty is the Empty message.
type Empty struct {
}

// ListRecommendationsRequest is the ListRecommendationsRequest message.
type ListRecommendationsRequest struct {
	UserID     string   `json:"user_id,omitempty"`
	ProductIDs []string `json:"product_ids,omitempty"`
}

// ListRecommendationsResponse is the ListRecommendationsResponse message.
type ListRecommendationsResponse struct {
	ProductIDs []string `json:"product_ids,omitempty"`
}

// Product is the Product message.
type Product struct {
	ID          string   `json:"id,omitempty"`
	Name        string   `json:"name,omitempty"`
	Description string   `json:"description,omitempty"`
	Picture     string   `json:"picture,omitempty"`
	PriceUSD    *Money   `json:"price_usd,omitempty"`
	Categories  []string `json:"categories,omitempty"`
}

// ListProductsResponse is the ListProductsResponse message.
type ListProductsResponse struct {
	Products []*Product `json:"products,omitempty"`
}

// GetProductRequest is the GetProductRequest message.
type GetProductRequest struct {
	ID string `json:"id,omitempty"`
}

// SearchProductsRequest is the SearchProductsRequest message.
type SearchProductsRequest struct {
	Query string `json:"query,omitempty"`
}

// SearchProductsResponse is the SearchProductsResponse message.
type SearchProductsResponse struct {
	Results []*Product `json:"results,omitempty"`
}

// GetQuoteRequest is the GetQuoteRequest message.
type GetQuoteRequest struct {
	Address *Address    `json:"address,omitempty"`
	Items   []*CartItem `json:"items,omitempty"`
}

// GetQuoteResponse is the GetQuoteResponse message.
type GetQuoteResponse struct {
	CostUSD *Money `json:"cost_usd,omitempty"`
}

// ShipOrderRequest is the ShipOrderRequest message.
type ShipOrderRequest struct {
	Address *Address    `json:"address,omitempty"`
	Items   []*CartItem `json:"items,omitempty"`
}

// ShipOrderResponse is the ShipOrderResponse message.
type ShipOrderResponse struct {
	TrackingID string `json:"tracking_id,omitempty"`
}

// Address is the Address message.
type Address struct {
	StreetAddress string `json:"street_address,omitempty"`
	City          string `json:"city,omitempty"`
	State         string `json:"state,omitempty"`
	Country       string `json:"country,omitempty"`
	ZipCode       int32  `json:"zip_code,omitempty"`
}

// Money is the Money message.
type Money struct {
	CurrencyCode string `json:"currency_code,omitempty"`
	Units        int64  `json:"units,omitempty"`
	Nanos        int32  `json:"nanos,omitempty"`
}

// GetSupportedCurrenciesResponse is the GetSupportedCurrenciesResponse message.
type GetSupportedCurrenciesResponse struct {
	CurrencyCodes []string `json:"currency_codes,omitempty"`
}

// CurrencyConversionRequest is the CurrencyConversionRequest message.
type CurrencyConversionRequest struct {
	From   *Money `json:"from,omitempty"`
	ToCode string `json:"to_code,omitempty"`
	UserID string `json:"user_id,omitempty"`
}

// CreditCardInfo is the CreditCardInfo message.
type CreditCardInfo struct {
	CreditCardNumber          string `json:"credit_card_number,omitempty"`
	CreditCardCVV             int32  `json:"credit_card_cvv,omitempty"`
	CreditCardExpirationYear  int32  `json:"credit_card_expiration_year,omitempty"`
	CreditCardExpirationMonth int32  `json:"credit_card_expiration_month,omitempty"`
}

// ChargeRequest is the ChargeRequest message.
type ChargeRequest struct {
	Amount     *Money          `json:"amount,omitempty"`
	CreditCard *CreditCardInfo `json:"credit_card,omitempty"`
}

// ChargeResponse is the ChargeResponse message.
type ChargeResponse struct {
	TransactionID string `json:"transaction_id,omitempty"`
}

// OrderItem is the OrderItem message.
type OrderItem struct {
	Item *CartItem `json:"item,omitempty"`
	Cost *Money    `json:"cost,omitempty"`
}

// OrderResult is the OrderResult message.
type OrderResult struct {
	OrderID            string       `json:"order_id,omitempty"`
	ShippingTrackingID string       `json:"shipping_tracking_id,omitempty"`
	ShippingCost       *Money       `json:"shipping_cost,omitempty"`
	ShippingAddress    *Address     `json:"shipping_address,omitempty"`
	Items              []*OrderItem `json:"items,omitempty"`
}

// SendOrderConfirmationRequest is the SendOrderConfirmationRequest message.
type SendOrderConfirmationRequest struct {
	Email string       `json:"email,omitempty"`
	Order *OrderResult `json:"order,omitempty"`
}

// PlaceOrderRequest is the PlaceOrderRequest message.
type PlaceOrderRequest struct {
	UserID       string          `json:"user_id,omitempty"`
	UserCurrency string          `json:"user_currency,omitempty"`
	Address      *Address        `json:"address,omitempty"`
	Email        string          `json:"email,omitempty"`
	CreditCard   *CreditCardInfo `json:"credit_card,omitempty"`
}

// PlaceOrderResponse is the PlaceOrderResponse message.
type PlaceOrderResponse struct {
	Order *OrderResult `json:"order,omitempty"`
}

// AdRequest is the AdRequest message.
type AdRequest struct {
	UserID      string   `json:"user_id,omitempty"`
	ContextKeys []string `json:"context_keys,omitempty"`
}

// AdResponse is the AdResponse message.
type AdResponse struct {
	Ads []*Ad `json:"ads,omitempty"`
}

// Ad is the Ad message.
type Ad struct {
	RedirectURL string `json:"redirect_url,omitempty"`
	Text        string `json:"text,omitempty"`
}

// Kind names a message type; kinds are numbered in boutique.proto's order.
type Kind uint8

// The 33 kinds.
const (
	KCartItem Kind = iota
	KAddItemRequest
	KEmptyCartRequest
	KGetCartRequest
	KEmptyUser
	KCart
	KEmpty
	KListRecommendationsRequest
	KListRecommendationsResponse
	KProduct
	KListProductsResponse
	KGetProductRequest
	KSearchProductsRequest
	KSearchProductsResponse
	KGetQuoteRequest
	KGetQuoteResponse
	KShipOrderRequest
	KShipOrderResponse
	KAddress
	KMoney
	KGetSupportedCurrenciesResponse
	KCurrencyConversionRequest
	KCreditCardInfo
	KChargeRequest
	KChargeResponse
	KOrderItem
	KOrderResult
	KSendOrderConfirmationRequest
	KPlaceOrderRequest
	KPlaceOrderResponse
	KAdRequest
	KAdResponse
	KAd
	numKinds
)

var kindNames = [numKinds]string{
	"CartItem",
	"AddItemRequest",
	"EmptyCartRequest",
	"GetCartRequest",
	"EmptyUser",
	"Cart",
	"Empty",
	"ListRecommendationsRequest",
	"ListRecommendationsResponse",
	"Product",
	"ListProductsResponse",
	"GetProductRequest",
	"SearchProductsRequest",
	"SearchProductsResponse",
	"GetQuoteRequest",
	"GetQuoteResponse",
	"ShipOrderRequest",
	"ShipOrderResponse",
	"Address",
	"Money",
	"GetSupportedCurrenciesResponse",
	"CurrencyConversionRequest",
	"CreditCardInfo",
	"ChargeRequest",
	"ChargeResponse",
	"OrderItem",
	"OrderResult",
	"SendOrderConfirmationRequest",
	"PlaceOrderRequest",
	"PlaceOrderResponse",
	"AdRequest",
	"AdResponse",
	"Ad",
}

func (*CartItem) kind() Kind                       { return KCartItem }
func (*AddItemRequest) kind() Kind                 { return KAddItemRequest }
func (*EmptyCartRequest) kind() Kind               { return KEmptyCartRequest }
func (*GetCartRequest) kind() Kind                 { return KGetCartRequest }
func (*EmptyUser) kind() Kind                      { return KEmptyUser }
func (*Cart) kind() Kind                           { return KCart }
func (*Empty) kind() Kind                          { return KEmpty }
func (*ListRecommendationsRequest) kind() Kind     { return KListRecommendationsRequest }
func (*ListRecommendationsResponse) kind() Kind    { return KListRecommendationsResponse }
func (*Product) kind() Kind                        { return KProduct }
func (*ListProductsResponse) kind() Kind           { return KListProductsResponse }
func (*GetProductRequest) kind() Kind              { return KGetProductRequest }
func (*SearchProductsRequest) kind() Kind          { return KSearchProductsRequest }
func (*SearchProductsResponse) kind() Kind         { return KSearchProductsResponse }
func (*GetQuoteRequest) kind() Kind                { return KGetQuoteRequest }
func (*GetQuoteResponse) kind() Kind               { return KGetQuoteResponse }
func (*ShipOrderRequest) kind() Kind               { return KShipOrderRequest }
func (*ShipOrderResponse) kind() Kind              { return KShipOrderResponse }
func (*Address) kind() Kind                        { return KAddress }
func (*Money) kind() Kind                          { return KMoney }
func (*GetSupportedCurrenciesResponse) kind() Kind { return KGetSupportedCurrenciesResponse }
func (*CurrencyConversionRequest) kind() Kind      { return KCurrencyConversionRequest }
func (*CreditCardInfo) kind() Kind                 { return KCreditCardInfo }
func (*ChargeRequest) kind() Kind                  { return KChargeRequest }
func (*ChargeResponse) kind() Kind                 { return KChargeResponse }
func (*OrderItem) kind() Kind                      { return KOrderItem }
func (*OrderResult) kind() Kind                    { return KOrderResult }
func (*SendOrderConfirmationRequest) kind() Kind   { return KSendOrderConfirmationRequest }
func (*PlaceOrderRequest) kind() Kind              { return KPlaceOrderRequest }
func (*PlaceOrderResponse) kind() Kind             { return KPlaceOrderResponse }
func (*AdRequest) kind() Kind                      { return KAdRequest }
func (*AdResponse) kind() Kind                     { return KAdResponse }
func (*Ad) kind() Kind                             { return KAd }
