// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

// Symphony Raw views: symOpen<Message> opens a message's view (the decode of
// symphony-raw) and symVisit<Message> feeds its digest through the generated
// …Raw getters, in visit<Message>PB's order. Strings are sub-slices of the
// message (h.Bytes hashes them as h.String hashes the same text), and an
// absent nested message is a nil view. Both take plain bytes so that kind
// needs no type parameter for the view; the first getter error is returned
// and fails the read.

package boutique

import (
	"fmt"

	"github.com/serbench/serbench/datasets/boutique/pb"
	"github.com/serbench/serbench/digest"
)

func symOpenCartItem(b []byte) error {
	_, err := pb.OpenCartItemRaw(b)
	return err
}

func symVisitCartItem(h *digest.Hasher, b []byte) error {
	r := pb.CartItemRaw(b)
	if v, err := r.ProductId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Quantity(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	return nil
}

func symOpenAddItemRequest(b []byte) error {
	_, err := pb.OpenAddItemRequestRaw(b)
	return err
}

func symVisitAddItemRequest(h *digest.Hasher, b []byte) error {
	r := pb.AddItemRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.Item(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitCartItem(h, x); err != nil {
			return fmt.Errorf("item: %w", err)
		}
	}
	return nil
}

func symOpenEmptyCartRequest(b []byte) error {
	_, err := pb.OpenEmptyCartRequestRaw(b)
	return err
}

func symVisitEmptyCartRequest(h *digest.Hasher, b []byte) error {
	r := pb.EmptyCartRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenGetCartRequest(b []byte) error {
	_, err := pb.OpenGetCartRequestRaw(b)
	return err
}

func symVisitGetCartRequest(h *digest.Hasher, b []byte) error {
	r := pb.GetCartRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenEmptyUser(b []byte) error {
	_, err := pb.OpenEmptyUserRaw(b)
	return err
}

func symVisitEmptyUser(h *digest.Hasher, b []byte) error {
	r := pb.EmptyUserRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenCart(b []byte) error {
	_, err := pb.OpenCartRaw(b)
	return err
}

func symVisitCart(h *digest.Hasher, b []byte) error {
	r := pb.CartRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	{
		l, err := r.Items()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitCartItem(h, e)
			}
			if err != nil {
				return fmt.Errorf("items %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenEmpty(b []byte) error {
	_, err := pb.OpenEmptyRaw(b)
	return err
}

func symVisitEmpty(h *digest.Hasher, b []byte) error {
	_, _ = h, b
	return nil
}

func symOpenListRecommendationsRequest(b []byte) error {
	_, err := pb.OpenListRecommendationsRequestRaw(b)
	return err
}

func symVisitListRecommendationsRequest(h *digest.Hasher, b []byte) error {
	r := pb.ListRecommendationsRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	{
		l, err := r.ProductIds()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err != nil {
				return fmt.Errorf("product_ids %d: %w", i, err)
			}
			h.Bytes(e)
		}
	}
	return nil
}

func symOpenListRecommendationsResponse(b []byte) error {
	_, err := pb.OpenListRecommendationsResponseRaw(b)
	return err
}

func symVisitListRecommendationsResponse(h *digest.Hasher, b []byte) error {
	r := pb.ListRecommendationsResponseRaw(b)
	{
		l, err := r.ProductIds()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err != nil {
				return fmt.Errorf("product_ids %d: %w", i, err)
			}
			h.Bytes(e)
		}
	}
	return nil
}

func symOpenProduct(b []byte) error {
	_, err := pb.OpenProductRaw(b)
	return err
}

func symVisitProduct(h *digest.Hasher, b []byte) error {
	r := pb.ProductRaw(b)
	if v, err := r.Id(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Name(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Description(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Picture(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.PriceUsd(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("price_usd: %w", err)
		}
	}
	{
		l, err := r.Categories()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err != nil {
				return fmt.Errorf("categories %d: %w", i, err)
			}
			h.Bytes(e)
		}
	}
	return nil
}

func symOpenListProductsResponse(b []byte) error {
	_, err := pb.OpenListProductsResponseRaw(b)
	return err
}

func symVisitListProductsResponse(h *digest.Hasher, b []byte) error {
	r := pb.ListProductsResponseRaw(b)
	{
		l, err := r.Products()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitProduct(h, e)
			}
			if err != nil {
				return fmt.Errorf("products %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenGetProductRequest(b []byte) error {
	_, err := pb.OpenGetProductRequestRaw(b)
	return err
}

func symVisitGetProductRequest(h *digest.Hasher, b []byte) error {
	r := pb.GetProductRequestRaw(b)
	if v, err := r.Id(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenSearchProductsRequest(b []byte) error {
	_, err := pb.OpenSearchProductsRequestRaw(b)
	return err
}

func symVisitSearchProductsRequest(h *digest.Hasher, b []byte) error {
	r := pb.SearchProductsRequestRaw(b)
	if v, err := r.Query(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenSearchProductsResponse(b []byte) error {
	_, err := pb.OpenSearchProductsResponseRaw(b)
	return err
}

func symVisitSearchProductsResponse(h *digest.Hasher, b []byte) error {
	r := pb.SearchProductsResponseRaw(b)
	{
		l, err := r.Results()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitProduct(h, e)
			}
			if err != nil {
				return fmt.Errorf("results %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenGetQuoteRequest(b []byte) error {
	_, err := pb.OpenGetQuoteRequestRaw(b)
	return err
}

func symVisitGetQuoteRequest(h *digest.Hasher, b []byte) error {
	r := pb.GetQuoteRequestRaw(b)
	if x, err := r.Address(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitAddress(h, x); err != nil {
			return fmt.Errorf("address: %w", err)
		}
	}
	{
		l, err := r.Items()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitCartItem(h, e)
			}
			if err != nil {
				return fmt.Errorf("items %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenGetQuoteResponse(b []byte) error {
	_, err := pb.OpenGetQuoteResponseRaw(b)
	return err
}

func symVisitGetQuoteResponse(h *digest.Hasher, b []byte) error {
	r := pb.GetQuoteResponseRaw(b)
	if x, err := r.CostUsd(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("cost_usd: %w", err)
		}
	}
	return nil
}

func symOpenShipOrderRequest(b []byte) error {
	_, err := pb.OpenShipOrderRequestRaw(b)
	return err
}

func symVisitShipOrderRequest(h *digest.Hasher, b []byte) error {
	r := pb.ShipOrderRequestRaw(b)
	if x, err := r.Address(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitAddress(h, x); err != nil {
			return fmt.Errorf("address: %w", err)
		}
	}
	{
		l, err := r.Items()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitCartItem(h, e)
			}
			if err != nil {
				return fmt.Errorf("items %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenShipOrderResponse(b []byte) error {
	_, err := pb.OpenShipOrderResponseRaw(b)
	return err
}

func symVisitShipOrderResponse(h *digest.Hasher, b []byte) error {
	r := pb.ShipOrderResponseRaw(b)
	if v, err := r.TrackingId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenAddress(b []byte) error {
	_, err := pb.OpenAddressRaw(b)
	return err
}

func symVisitAddress(h *digest.Hasher, b []byte) error {
	r := pb.AddressRaw(b)
	if v, err := r.StreetAddress(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.City(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.State(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Country(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.ZipCode(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	return nil
}

func symOpenMoney(b []byte) error {
	_, err := pb.OpenMoneyRaw(b)
	return err
}

func symVisitMoney(h *digest.Hasher, b []byte) error {
	r := pb.MoneyRaw(b)
	if v, err := r.CurrencyCode(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Units(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	if v, err := r.Nanos(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	return nil
}

func symOpenGetSupportedCurrenciesResponse(b []byte) error {
	_, err := pb.OpenGetSupportedCurrenciesResponseRaw(b)
	return err
}

func symVisitGetSupportedCurrenciesResponse(h *digest.Hasher, b []byte) error {
	r := pb.GetSupportedCurrenciesResponseRaw(b)
	{
		l, err := r.CurrencyCodes()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err != nil {
				return fmt.Errorf("currency_codes %d: %w", i, err)
			}
			h.Bytes(e)
		}
	}
	return nil
}

func symOpenCurrencyConversionRequest(b []byte) error {
	_, err := pb.OpenCurrencyConversionRequestRaw(b)
	return err
}

func symVisitCurrencyConversionRequest(h *digest.Hasher, b []byte) error {
	r := pb.CurrencyConversionRequestRaw(b)
	if x, err := r.From(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("from: %w", err)
		}
	}
	if v, err := r.ToCode(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenCreditCardInfo(b []byte) error {
	_, err := pb.OpenCreditCardInfoRaw(b)
	return err
}

func symVisitCreditCardInfo(h *digest.Hasher, b []byte) error {
	r := pb.CreditCardInfoRaw(b)
	if v, err := r.CreditCardNumber(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.CreditCardCvv(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	if v, err := r.CreditCardExpirationYear(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	if v, err := r.CreditCardExpirationMonth(); err != nil {
		return err
	} else {
		h.Int64(int64(v))
	}
	return nil
}

func symOpenChargeRequest(b []byte) error {
	_, err := pb.OpenChargeRequestRaw(b)
	return err
}

func symVisitChargeRequest(h *digest.Hasher, b []byte) error {
	r := pb.ChargeRequestRaw(b)
	if x, err := r.Amount(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("amount: %w", err)
		}
	}
	if x, err := r.CreditCard(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitCreditCardInfo(h, x); err != nil {
			return fmt.Errorf("credit_card: %w", err)
		}
	}
	return nil
}

func symOpenChargeResponse(b []byte) error {
	_, err := pb.OpenChargeResponseRaw(b)
	return err
}

func symVisitChargeResponse(h *digest.Hasher, b []byte) error {
	r := pb.ChargeResponseRaw(b)
	if v, err := r.TransactionId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}

func symOpenOrderItem(b []byte) error {
	_, err := pb.OpenOrderItemRaw(b)
	return err
}

func symVisitOrderItem(h *digest.Hasher, b []byte) error {
	r := pb.OrderItemRaw(b)
	if x, err := r.Item(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitCartItem(h, x); err != nil {
			return fmt.Errorf("item: %w", err)
		}
	}
	if x, err := r.Cost(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("cost: %w", err)
		}
	}
	return nil
}

func symOpenOrderResult(b []byte) error {
	_, err := pb.OpenOrderResultRaw(b)
	return err
}

func symVisitOrderResult(h *digest.Hasher, b []byte) error {
	r := pb.OrderResultRaw(b)
	if v, err := r.OrderId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.ShippingTrackingId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.ShippingCost(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitMoney(h, x); err != nil {
			return fmt.Errorf("shipping_cost: %w", err)
		}
	}
	if x, err := r.ShippingAddress(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitAddress(h, x); err != nil {
			return fmt.Errorf("shipping_address: %w", err)
		}
	}
	{
		l, err := r.Items()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitOrderItem(h, e)
			}
			if err != nil {
				return fmt.Errorf("items %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenSendOrderConfirmationRequest(b []byte) error {
	_, err := pb.OpenSendOrderConfirmationRequestRaw(b)
	return err
}

func symVisitSendOrderConfirmationRequest(h *digest.Hasher, b []byte) error {
	r := pb.SendOrderConfirmationRequestRaw(b)
	if v, err := r.Email(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.Order(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitOrderResult(h, x); err != nil {
			return fmt.Errorf("order: %w", err)
		}
	}
	return nil
}

func symOpenPlaceOrderRequest(b []byte) error {
	_, err := pb.OpenPlaceOrderRequestRaw(b)
	return err
}

func symVisitPlaceOrderRequest(h *digest.Hasher, b []byte) error {
	r := pb.PlaceOrderRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.UserCurrency(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.Address(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitAddress(h, x); err != nil {
			return fmt.Errorf("address: %w", err)
		}
	}
	if v, err := r.Email(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if x, err := r.CreditCard(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitCreditCardInfo(h, x); err != nil {
			return fmt.Errorf("credit_card: %w", err)
		}
	}
	return nil
}

func symOpenPlaceOrderResponse(b []byte) error {
	_, err := pb.OpenPlaceOrderResponseRaw(b)
	return err
}

func symVisitPlaceOrderResponse(h *digest.Hasher, b []byte) error {
	r := pb.PlaceOrderResponseRaw(b)
	if x, err := r.Order(); err != nil {
		return err
	} else if x == nil {
		h.Len(0)
	} else {
		h.Len(1)
		if err := symVisitOrderResult(h, x); err != nil {
			return fmt.Errorf("order: %w", err)
		}
	}
	return nil
}

func symOpenAdRequest(b []byte) error {
	_, err := pb.OpenAdRequestRaw(b)
	return err
}

func symVisitAdRequest(h *digest.Hasher, b []byte) error {
	r := pb.AdRequestRaw(b)
	if v, err := r.UserId(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	{
		l, err := r.ContextKeys()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err != nil {
				return fmt.Errorf("context_keys %d: %w", i, err)
			}
			h.Bytes(e)
		}
	}
	return nil
}

func symOpenAdResponse(b []byte) error {
	_, err := pb.OpenAdResponseRaw(b)
	return err
}

func symVisitAdResponse(h *digest.Hasher, b []byte) error {
	r := pb.AdResponseRaw(b)
	{
		l, err := r.Ads()
		if err != nil {
			return err
		}
		n := l.Len()
		h.Len(n)
		for i := range n {
			e, err := l.Next()
			if err == nil {
				err = symVisitAd(h, e)
			}
			if err != nil {
				return fmt.Errorf("ads %d: %w", i, err)
			}
		}
	}
	return nil
}

func symOpenAd(b []byte) error {
	_, err := pb.OpenAdRaw(b)
	return err
}

func symVisitAd(h *digest.Hasher, b []byte) error {
	r := pb.AdRaw(b)
	if v, err := r.RedirectUrl(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	if v, err := r.Text(); err != nil {
		return err
	} else {
		h.Bytes(v)
	}
	return nil
}
