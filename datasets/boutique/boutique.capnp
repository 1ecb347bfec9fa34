# Online Boutique RPC messages (seed 001): a one-to-one copy of boutique.proto.
@0xc4d1a7b3e92f5a61;

using Go = import "/go.capnp";
$Go.package("capnpb");
$Go.import("github.com/serbench/serbench/datasets/boutique/capnpb");

struct CartItem {
  productId @0 :Text;
  quantity @1 :Int32;
}

struct AddItemRequest {
  userId @0 :Text;
  item @1 :CartItem;
}

struct EmptyCartRequest {
  userId @0 :Text;
}

struct GetCartRequest {
  userId @0 :Text;
}

struct EmptyUser {
  userId @0 :Text;
}

struct Cart {
  userId @0 :Text;
  items @1 :List(CartItem);
}

struct Empty {
}

struct ListRecommendationsRequest {
  userId @0 :Text;
  productIds @1 :List(Text);
}

struct ListRecommendationsResponse {
  productIds @0 :List(Text);
}

struct Product {
  id @0 :Text;
  name @1 :Text;
  description @2 :Text;
  picture @3 :Text;
  priceUsd @4 :Money;
  categories @5 :List(Text);
}

struct ListProductsResponse {
  products @0 :List(Product);
}

struct GetProductRequest {
  id @0 :Text;
}

struct SearchProductsRequest {
  query @0 :Text;
}

struct SearchProductsResponse {
  results @0 :List(Product);
}

struct GetQuoteRequest {
  address @0 :Address;
  items @1 :List(CartItem);
}

struct GetQuoteResponse {
  costUsd @0 :Money;
}

struct ShipOrderRequest {
  address @0 :Address;
  items @1 :List(CartItem);
}

struct ShipOrderResponse {
  trackingId @0 :Text;
}

struct Address {
  streetAddress @0 :Text;
  city @1 :Text;
  state @2 :Text;
  country @3 :Text;
  zipCode @4 :Int32;
}

struct Money {
  currencyCode @0 :Text;
  units @1 :Int64;
  nanos @2 :Int32;
}

struct GetSupportedCurrenciesResponse {
  currencyCodes @0 :List(Text);
}

struct CurrencyConversionRequest {
  from @0 :Money;
  toCode @1 :Text;
  userId @2 :Text;
}

struct CreditCardInfo {
  creditCardNumber @0 :Text;
  creditCardCvv @1 :Int32;
  creditCardExpirationYear @2 :Int32;
  creditCardExpirationMonth @3 :Int32;
}

struct ChargeRequest {
  amount @0 :Money;
  creditCard @1 :CreditCardInfo;
}

struct ChargeResponse {
  transactionId @0 :Text;
}

struct OrderItem {
  item @0 :CartItem;
  cost @1 :Money;
}

struct OrderResult {
  orderId @0 :Text;
  shippingTrackingId @1 :Text;
  shippingCost @2 :Money;
  shippingAddress @3 :Address;
  items @4 :List(OrderItem);
}

struct SendOrderConfirmationRequest {
  email @0 :Text;
  order @1 :OrderResult;
}

struct PlaceOrderRequest {
  userId @0 :Text;
  userCurrency @1 :Text;
  address @2 :Address;
  email @3 :Text;
  creditCard @4 :CreditCardInfo;
}

struct PlaceOrderResponse {
  order @0 :OrderResult;
}

struct AdRequest {
  userId @0 :Text;
  contextKeys @1 :List(Text);
}

struct AdResponse {
  ads @0 :List(Ad);
}

struct Ad {
  redirectUrl @0 :Text;
  text @1 :Text;
}
