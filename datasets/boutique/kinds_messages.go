// Per-message code, not produced by go generate: written once with a script
// from boutique.proto's message list, then kept by hand. Every codec's
// function for a message visits the same fields in the same order as
// hash<Message>.

package boutique

import (
	"github.com/serbench/serbench/datasets/boutique/capnpb"
	"github.com/serbench/serbench/datasets/boutique/ej"
	"github.com/serbench/serbench/datasets/boutique/fb"
	"github.com/serbench/serbench/datasets/boutique/pb"
)

func cartItemKind() kind[*CartItem, *pb.CartItem, ej.CartItem, *ej.CartItem, fb.CartItem, *fb.CartItem, capnpb.CartItem] {
	return kind[*CartItem, *pb.CartItem, ej.CartItem, *ej.CartItem, fb.CartItem, *fb.CartItem, capnpb.CartItem]{
		hash:       hashCartItem,
		newPB:      func() *pb.CartItem { return new(pb.CartItem) },
		toPB:       toCartItemPB,
		fromPB:     fromCartItemPB,
		visitPB:    visitCartItemPB,
		toEJ:       ejCartItem,
		fromEJ:     fromCartItemEJ,
		visitEJ:    visitCartItemEJ,
		fbBuild:    fbBuildCartItem,
		fbRoot:     fb.GetRootAsCartItem,
		fbVisit:    fbVisitCartItem,
		fbTo:       fbToCartItem,
		cpNewRoot:  capnpb.NewRootCartItem,
		cpSet:      cpSetCartItem,
		cpReadRoot: capnpb.ReadRootCartItem,
		cpVisit:    cpVisitCartItem,
		cpTo:       cpToCartItem,
		symOpen:    symOpenCartItem,
		symVisit:   symVisitCartItem,
	}
}

func addItemRequestKind() kind[*AddItemRequest, *pb.AddItemRequest, ej.AddItemRequest, *ej.AddItemRequest, fb.AddItemRequest, *fb.AddItemRequest, capnpb.AddItemRequest] {
	return kind[*AddItemRequest, *pb.AddItemRequest, ej.AddItemRequest, *ej.AddItemRequest, fb.AddItemRequest, *fb.AddItemRequest, capnpb.AddItemRequest]{
		hash:       hashAddItemRequest,
		newPB:      func() *pb.AddItemRequest { return new(pb.AddItemRequest) },
		toPB:       toAddItemRequestPB,
		fromPB:     fromAddItemRequestPB,
		visitPB:    visitAddItemRequestPB,
		toEJ:       ejAddItemRequest,
		fromEJ:     fromAddItemRequestEJ,
		visitEJ:    visitAddItemRequestEJ,
		fbBuild:    fbBuildAddItemRequest,
		fbRoot:     fb.GetRootAsAddItemRequest,
		fbVisit:    fbVisitAddItemRequest,
		fbTo:       fbToAddItemRequest,
		cpNewRoot:  capnpb.NewRootAddItemRequest,
		cpSet:      cpSetAddItemRequest,
		cpReadRoot: capnpb.ReadRootAddItemRequest,
		cpVisit:    cpVisitAddItemRequest,
		cpTo:       cpToAddItemRequest,
		symOpen:    symOpenAddItemRequest,
		symVisit:   symVisitAddItemRequest,
	}
}

func emptyCartRequestKind() kind[*EmptyCartRequest, *pb.EmptyCartRequest, ej.EmptyCartRequest, *ej.EmptyCartRequest, fb.EmptyCartRequest, *fb.EmptyCartRequest, capnpb.EmptyCartRequest] {
	return kind[*EmptyCartRequest, *pb.EmptyCartRequest, ej.EmptyCartRequest, *ej.EmptyCartRequest, fb.EmptyCartRequest, *fb.EmptyCartRequest, capnpb.EmptyCartRequest]{
		hash:       hashEmptyCartRequest,
		newPB:      func() *pb.EmptyCartRequest { return new(pb.EmptyCartRequest) },
		toPB:       toEmptyCartRequestPB,
		fromPB:     fromEmptyCartRequestPB,
		visitPB:    visitEmptyCartRequestPB,
		toEJ:       ejEmptyCartRequest,
		fromEJ:     fromEmptyCartRequestEJ,
		visitEJ:    visitEmptyCartRequestEJ,
		fbBuild:    fbBuildEmptyCartRequest,
		fbRoot:     fb.GetRootAsEmptyCartRequest,
		fbVisit:    fbVisitEmptyCartRequest,
		fbTo:       fbToEmptyCartRequest,
		cpNewRoot:  capnpb.NewRootEmptyCartRequest,
		cpSet:      cpSetEmptyCartRequest,
		cpReadRoot: capnpb.ReadRootEmptyCartRequest,
		cpVisit:    cpVisitEmptyCartRequest,
		cpTo:       cpToEmptyCartRequest,
		symOpen:    symOpenEmptyCartRequest,
		symVisit:   symVisitEmptyCartRequest,
	}
}

func getCartRequestKind() kind[*GetCartRequest, *pb.GetCartRequest, ej.GetCartRequest, *ej.GetCartRequest, fb.GetCartRequest, *fb.GetCartRequest, capnpb.GetCartRequest] {
	return kind[*GetCartRequest, *pb.GetCartRequest, ej.GetCartRequest, *ej.GetCartRequest, fb.GetCartRequest, *fb.GetCartRequest, capnpb.GetCartRequest]{
		hash:       hashGetCartRequest,
		newPB:      func() *pb.GetCartRequest { return new(pb.GetCartRequest) },
		toPB:       toGetCartRequestPB,
		fromPB:     fromGetCartRequestPB,
		visitPB:    visitGetCartRequestPB,
		toEJ:       ejGetCartRequest,
		fromEJ:     fromGetCartRequestEJ,
		visitEJ:    visitGetCartRequestEJ,
		fbBuild:    fbBuildGetCartRequest,
		fbRoot:     fb.GetRootAsGetCartRequest,
		fbVisit:    fbVisitGetCartRequest,
		fbTo:       fbToGetCartRequest,
		cpNewRoot:  capnpb.NewRootGetCartRequest,
		cpSet:      cpSetGetCartRequest,
		cpReadRoot: capnpb.ReadRootGetCartRequest,
		cpVisit:    cpVisitGetCartRequest,
		cpTo:       cpToGetCartRequest,
		symOpen:    symOpenGetCartRequest,
		symVisit:   symVisitGetCartRequest,
	}
}

func emptyUserKind() kind[*EmptyUser, *pb.EmptyUser, ej.EmptyUser, *ej.EmptyUser, fb.EmptyUser, *fb.EmptyUser, capnpb.EmptyUser] {
	return kind[*EmptyUser, *pb.EmptyUser, ej.EmptyUser, *ej.EmptyUser, fb.EmptyUser, *fb.EmptyUser, capnpb.EmptyUser]{
		hash:       hashEmptyUser,
		newPB:      func() *pb.EmptyUser { return new(pb.EmptyUser) },
		toPB:       toEmptyUserPB,
		fromPB:     fromEmptyUserPB,
		visitPB:    visitEmptyUserPB,
		toEJ:       ejEmptyUser,
		fromEJ:     fromEmptyUserEJ,
		visitEJ:    visitEmptyUserEJ,
		fbBuild:    fbBuildEmptyUser,
		fbRoot:     fb.GetRootAsEmptyUser,
		fbVisit:    fbVisitEmptyUser,
		fbTo:       fbToEmptyUser,
		cpNewRoot:  capnpb.NewRootEmptyUser,
		cpSet:      cpSetEmptyUser,
		cpReadRoot: capnpb.ReadRootEmptyUser,
		cpVisit:    cpVisitEmptyUser,
		cpTo:       cpToEmptyUser,
		symOpen:    symOpenEmptyUser,
		symVisit:   symVisitEmptyUser,
	}
}

func cartKind() kind[*Cart, *pb.Cart, ej.Cart, *ej.Cart, fb.Cart, *fb.Cart, capnpb.Cart] {
	return kind[*Cart, *pb.Cart, ej.Cart, *ej.Cart, fb.Cart, *fb.Cart, capnpb.Cart]{
		hash:       hashCart,
		newPB:      func() *pb.Cart { return new(pb.Cart) },
		toPB:       toCartPB,
		fromPB:     fromCartPB,
		visitPB:    visitCartPB,
		toEJ:       ejCart,
		fromEJ:     fromCartEJ,
		visitEJ:    visitCartEJ,
		fbBuild:    fbBuildCart,
		fbRoot:     fb.GetRootAsCart,
		fbVisit:    fbVisitCart,
		fbTo:       fbToCart,
		cpNewRoot:  capnpb.NewRootCart,
		cpSet:      cpSetCart,
		cpReadRoot: capnpb.ReadRootCart,
		cpVisit:    cpVisitCart,
		cpTo:       cpToCart,
		symOpen:    symOpenCart,
		symVisit:   symVisitCart,
	}
}

func emptyKind() kind[*Empty, *pb.Empty, ej.Empty, *ej.Empty, fb.Empty, *fb.Empty, capnpb.Empty] {
	return kind[*Empty, *pb.Empty, ej.Empty, *ej.Empty, fb.Empty, *fb.Empty, capnpb.Empty]{
		hash:       hashEmpty,
		newPB:      func() *pb.Empty { return new(pb.Empty) },
		toPB:       toEmptyPB,
		fromPB:     fromEmptyPB,
		visitPB:    visitEmptyPB,
		toEJ:       ejEmpty,
		fromEJ:     fromEmptyEJ,
		visitEJ:    visitEmptyEJ,
		fbBuild:    fbBuildEmpty,
		fbRoot:     fb.GetRootAsEmpty,
		fbVisit:    fbVisitEmpty,
		fbTo:       fbToEmpty,
		cpNewRoot:  capnpb.NewRootEmpty,
		cpSet:      cpSetEmpty,
		cpReadRoot: capnpb.ReadRootEmpty,
		cpVisit:    cpVisitEmpty,
		cpTo:       cpToEmpty,
		symOpen:    symOpenEmpty,
		symVisit:   symVisitEmpty,
	}
}

func listRecommendationsRequestKind() kind[*ListRecommendationsRequest, *pb.ListRecommendationsRequest, ej.ListRecommendationsRequest, *ej.ListRecommendationsRequest, fb.ListRecommendationsRequest, *fb.ListRecommendationsRequest, capnpb.ListRecommendationsRequest] {
	return kind[*ListRecommendationsRequest, *pb.ListRecommendationsRequest, ej.ListRecommendationsRequest, *ej.ListRecommendationsRequest, fb.ListRecommendationsRequest, *fb.ListRecommendationsRequest, capnpb.ListRecommendationsRequest]{
		hash:       hashListRecommendationsRequest,
		newPB:      func() *pb.ListRecommendationsRequest { return new(pb.ListRecommendationsRequest) },
		toPB:       toListRecommendationsRequestPB,
		fromPB:     fromListRecommendationsRequestPB,
		visitPB:    visitListRecommendationsRequestPB,
		toEJ:       ejListRecommendationsRequest,
		fromEJ:     fromListRecommendationsRequestEJ,
		visitEJ:    visitListRecommendationsRequestEJ,
		fbBuild:    fbBuildListRecommendationsRequest,
		fbRoot:     fb.GetRootAsListRecommendationsRequest,
		fbVisit:    fbVisitListRecommendationsRequest,
		fbTo:       fbToListRecommendationsRequest,
		cpNewRoot:  capnpb.NewRootListRecommendationsRequest,
		cpSet:      cpSetListRecommendationsRequest,
		cpReadRoot: capnpb.ReadRootListRecommendationsRequest,
		cpVisit:    cpVisitListRecommendationsRequest,
		cpTo:       cpToListRecommendationsRequest,
		symOpen:    symOpenListRecommendationsRequest,
		symVisit:   symVisitListRecommendationsRequest,
	}
}

func listRecommendationsResponseKind() kind[*ListRecommendationsResponse, *pb.ListRecommendationsResponse, ej.ListRecommendationsResponse, *ej.ListRecommendationsResponse, fb.ListRecommendationsResponse, *fb.ListRecommendationsResponse, capnpb.ListRecommendationsResponse] {
	return kind[*ListRecommendationsResponse, *pb.ListRecommendationsResponse, ej.ListRecommendationsResponse, *ej.ListRecommendationsResponse, fb.ListRecommendationsResponse, *fb.ListRecommendationsResponse, capnpb.ListRecommendationsResponse]{
		hash:       hashListRecommendationsResponse,
		newPB:      func() *pb.ListRecommendationsResponse { return new(pb.ListRecommendationsResponse) },
		toPB:       toListRecommendationsResponsePB,
		fromPB:     fromListRecommendationsResponsePB,
		visitPB:    visitListRecommendationsResponsePB,
		toEJ:       ejListRecommendationsResponse,
		fromEJ:     fromListRecommendationsResponseEJ,
		visitEJ:    visitListRecommendationsResponseEJ,
		fbBuild:    fbBuildListRecommendationsResponse,
		fbRoot:     fb.GetRootAsListRecommendationsResponse,
		fbVisit:    fbVisitListRecommendationsResponse,
		fbTo:       fbToListRecommendationsResponse,
		cpNewRoot:  capnpb.NewRootListRecommendationsResponse,
		cpSet:      cpSetListRecommendationsResponse,
		cpReadRoot: capnpb.ReadRootListRecommendationsResponse,
		cpVisit:    cpVisitListRecommendationsResponse,
		cpTo:       cpToListRecommendationsResponse,
		symOpen:    symOpenListRecommendationsResponse,
		symVisit:   symVisitListRecommendationsResponse,
	}
}

func productKind() kind[*Product, *pb.Product, ej.Product, *ej.Product, fb.Product, *fb.Product, capnpb.Product] {
	return kind[*Product, *pb.Product, ej.Product, *ej.Product, fb.Product, *fb.Product, capnpb.Product]{
		hash:       hashProduct,
		newPB:      func() *pb.Product { return new(pb.Product) },
		toPB:       toProductPB,
		fromPB:     fromProductPB,
		visitPB:    visitProductPB,
		toEJ:       ejProduct,
		fromEJ:     fromProductEJ,
		visitEJ:    visitProductEJ,
		fbBuild:    fbBuildProduct,
		fbRoot:     fb.GetRootAsProduct,
		fbVisit:    fbVisitProduct,
		fbTo:       fbToProduct,
		cpNewRoot:  capnpb.NewRootProduct,
		cpSet:      cpSetProduct,
		cpReadRoot: capnpb.ReadRootProduct,
		cpVisit:    cpVisitProduct,
		cpTo:       cpToProduct,
		symOpen:    symOpenProduct,
		symVisit:   symVisitProduct,
	}
}

func listProductsResponseKind() kind[*ListProductsResponse, *pb.ListProductsResponse, ej.ListProductsResponse, *ej.ListProductsResponse, fb.ListProductsResponse, *fb.ListProductsResponse, capnpb.ListProductsResponse] {
	return kind[*ListProductsResponse, *pb.ListProductsResponse, ej.ListProductsResponse, *ej.ListProductsResponse, fb.ListProductsResponse, *fb.ListProductsResponse, capnpb.ListProductsResponse]{
		hash:       hashListProductsResponse,
		newPB:      func() *pb.ListProductsResponse { return new(pb.ListProductsResponse) },
		toPB:       toListProductsResponsePB,
		fromPB:     fromListProductsResponsePB,
		visitPB:    visitListProductsResponsePB,
		toEJ:       ejListProductsResponse,
		fromEJ:     fromListProductsResponseEJ,
		visitEJ:    visitListProductsResponseEJ,
		fbBuild:    fbBuildListProductsResponse,
		fbRoot:     fb.GetRootAsListProductsResponse,
		fbVisit:    fbVisitListProductsResponse,
		fbTo:       fbToListProductsResponse,
		cpNewRoot:  capnpb.NewRootListProductsResponse,
		cpSet:      cpSetListProductsResponse,
		cpReadRoot: capnpb.ReadRootListProductsResponse,
		cpVisit:    cpVisitListProductsResponse,
		cpTo:       cpToListProductsResponse,
		symOpen:    symOpenListProductsResponse,
		symVisit:   symVisitListProductsResponse,
	}
}

func getProductRequestKind() kind[*GetProductRequest, *pb.GetProductRequest, ej.GetProductRequest, *ej.GetProductRequest, fb.GetProductRequest, *fb.GetProductRequest, capnpb.GetProductRequest] {
	return kind[*GetProductRequest, *pb.GetProductRequest, ej.GetProductRequest, *ej.GetProductRequest, fb.GetProductRequest, *fb.GetProductRequest, capnpb.GetProductRequest]{
		hash:       hashGetProductRequest,
		newPB:      func() *pb.GetProductRequest { return new(pb.GetProductRequest) },
		toPB:       toGetProductRequestPB,
		fromPB:     fromGetProductRequestPB,
		visitPB:    visitGetProductRequestPB,
		toEJ:       ejGetProductRequest,
		fromEJ:     fromGetProductRequestEJ,
		visitEJ:    visitGetProductRequestEJ,
		fbBuild:    fbBuildGetProductRequest,
		fbRoot:     fb.GetRootAsGetProductRequest,
		fbVisit:    fbVisitGetProductRequest,
		fbTo:       fbToGetProductRequest,
		cpNewRoot:  capnpb.NewRootGetProductRequest,
		cpSet:      cpSetGetProductRequest,
		cpReadRoot: capnpb.ReadRootGetProductRequest,
		cpVisit:    cpVisitGetProductRequest,
		cpTo:       cpToGetProductRequest,
		symOpen:    symOpenGetProductRequest,
		symVisit:   symVisitGetProductRequest,
	}
}

func searchProductsRequestKind() kind[*SearchProductsRequest, *pb.SearchProductsRequest, ej.SearchProductsRequest, *ej.SearchProductsRequest, fb.SearchProductsRequest, *fb.SearchProductsRequest, capnpb.SearchProductsRequest] {
	return kind[*SearchProductsRequest, *pb.SearchProductsRequest, ej.SearchProductsRequest, *ej.SearchProductsRequest, fb.SearchProductsRequest, *fb.SearchProductsRequest, capnpb.SearchProductsRequest]{
		hash:       hashSearchProductsRequest,
		newPB:      func() *pb.SearchProductsRequest { return new(pb.SearchProductsRequest) },
		toPB:       toSearchProductsRequestPB,
		fromPB:     fromSearchProductsRequestPB,
		visitPB:    visitSearchProductsRequestPB,
		toEJ:       ejSearchProductsRequest,
		fromEJ:     fromSearchProductsRequestEJ,
		visitEJ:    visitSearchProductsRequestEJ,
		fbBuild:    fbBuildSearchProductsRequest,
		fbRoot:     fb.GetRootAsSearchProductsRequest,
		fbVisit:    fbVisitSearchProductsRequest,
		fbTo:       fbToSearchProductsRequest,
		cpNewRoot:  capnpb.NewRootSearchProductsRequest,
		cpSet:      cpSetSearchProductsRequest,
		cpReadRoot: capnpb.ReadRootSearchProductsRequest,
		cpVisit:    cpVisitSearchProductsRequest,
		cpTo:       cpToSearchProductsRequest,
		symOpen:    symOpenSearchProductsRequest,
		symVisit:   symVisitSearchProductsRequest,
	}
}

func searchProductsResponseKind() kind[*SearchProductsResponse, *pb.SearchProductsResponse, ej.SearchProductsResponse, *ej.SearchProductsResponse, fb.SearchProductsResponse, *fb.SearchProductsResponse, capnpb.SearchProductsResponse] {
	return kind[*SearchProductsResponse, *pb.SearchProductsResponse, ej.SearchProductsResponse, *ej.SearchProductsResponse, fb.SearchProductsResponse, *fb.SearchProductsResponse, capnpb.SearchProductsResponse]{
		hash:       hashSearchProductsResponse,
		newPB:      func() *pb.SearchProductsResponse { return new(pb.SearchProductsResponse) },
		toPB:       toSearchProductsResponsePB,
		fromPB:     fromSearchProductsResponsePB,
		visitPB:    visitSearchProductsResponsePB,
		toEJ:       ejSearchProductsResponse,
		fromEJ:     fromSearchProductsResponseEJ,
		visitEJ:    visitSearchProductsResponseEJ,
		fbBuild:    fbBuildSearchProductsResponse,
		fbRoot:     fb.GetRootAsSearchProductsResponse,
		fbVisit:    fbVisitSearchProductsResponse,
		fbTo:       fbToSearchProductsResponse,
		cpNewRoot:  capnpb.NewRootSearchProductsResponse,
		cpSet:      cpSetSearchProductsResponse,
		cpReadRoot: capnpb.ReadRootSearchProductsResponse,
		cpVisit:    cpVisitSearchProductsResponse,
		cpTo:       cpToSearchProductsResponse,
		symOpen:    symOpenSearchProductsResponse,
		symVisit:   symVisitSearchProductsResponse,
	}
}

func getQuoteRequestKind() kind[*GetQuoteRequest, *pb.GetQuoteRequest, ej.GetQuoteRequest, *ej.GetQuoteRequest, fb.GetQuoteRequest, *fb.GetQuoteRequest, capnpb.GetQuoteRequest] {
	return kind[*GetQuoteRequest, *pb.GetQuoteRequest, ej.GetQuoteRequest, *ej.GetQuoteRequest, fb.GetQuoteRequest, *fb.GetQuoteRequest, capnpb.GetQuoteRequest]{
		hash:       hashGetQuoteRequest,
		newPB:      func() *pb.GetQuoteRequest { return new(pb.GetQuoteRequest) },
		toPB:       toGetQuoteRequestPB,
		fromPB:     fromGetQuoteRequestPB,
		visitPB:    visitGetQuoteRequestPB,
		toEJ:       ejGetQuoteRequest,
		fromEJ:     fromGetQuoteRequestEJ,
		visitEJ:    visitGetQuoteRequestEJ,
		fbBuild:    fbBuildGetQuoteRequest,
		fbRoot:     fb.GetRootAsGetQuoteRequest,
		fbVisit:    fbVisitGetQuoteRequest,
		fbTo:       fbToGetQuoteRequest,
		cpNewRoot:  capnpb.NewRootGetQuoteRequest,
		cpSet:      cpSetGetQuoteRequest,
		cpReadRoot: capnpb.ReadRootGetQuoteRequest,
		cpVisit:    cpVisitGetQuoteRequest,
		cpTo:       cpToGetQuoteRequest,
		symOpen:    symOpenGetQuoteRequest,
		symVisit:   symVisitGetQuoteRequest,
	}
}

func getQuoteResponseKind() kind[*GetQuoteResponse, *pb.GetQuoteResponse, ej.GetQuoteResponse, *ej.GetQuoteResponse, fb.GetQuoteResponse, *fb.GetQuoteResponse, capnpb.GetQuoteResponse] {
	return kind[*GetQuoteResponse, *pb.GetQuoteResponse, ej.GetQuoteResponse, *ej.GetQuoteResponse, fb.GetQuoteResponse, *fb.GetQuoteResponse, capnpb.GetQuoteResponse]{
		hash:       hashGetQuoteResponse,
		newPB:      func() *pb.GetQuoteResponse { return new(pb.GetQuoteResponse) },
		toPB:       toGetQuoteResponsePB,
		fromPB:     fromGetQuoteResponsePB,
		visitPB:    visitGetQuoteResponsePB,
		toEJ:       ejGetQuoteResponse,
		fromEJ:     fromGetQuoteResponseEJ,
		visitEJ:    visitGetQuoteResponseEJ,
		fbBuild:    fbBuildGetQuoteResponse,
		fbRoot:     fb.GetRootAsGetQuoteResponse,
		fbVisit:    fbVisitGetQuoteResponse,
		fbTo:       fbToGetQuoteResponse,
		cpNewRoot:  capnpb.NewRootGetQuoteResponse,
		cpSet:      cpSetGetQuoteResponse,
		cpReadRoot: capnpb.ReadRootGetQuoteResponse,
		cpVisit:    cpVisitGetQuoteResponse,
		cpTo:       cpToGetQuoteResponse,
		symOpen:    symOpenGetQuoteResponse,
		symVisit:   symVisitGetQuoteResponse,
	}
}

func shipOrderRequestKind() kind[*ShipOrderRequest, *pb.ShipOrderRequest, ej.ShipOrderRequest, *ej.ShipOrderRequest, fb.ShipOrderRequest, *fb.ShipOrderRequest, capnpb.ShipOrderRequest] {
	return kind[*ShipOrderRequest, *pb.ShipOrderRequest, ej.ShipOrderRequest, *ej.ShipOrderRequest, fb.ShipOrderRequest, *fb.ShipOrderRequest, capnpb.ShipOrderRequest]{
		hash:       hashShipOrderRequest,
		newPB:      func() *pb.ShipOrderRequest { return new(pb.ShipOrderRequest) },
		toPB:       toShipOrderRequestPB,
		fromPB:     fromShipOrderRequestPB,
		visitPB:    visitShipOrderRequestPB,
		toEJ:       ejShipOrderRequest,
		fromEJ:     fromShipOrderRequestEJ,
		visitEJ:    visitShipOrderRequestEJ,
		fbBuild:    fbBuildShipOrderRequest,
		fbRoot:     fb.GetRootAsShipOrderRequest,
		fbVisit:    fbVisitShipOrderRequest,
		fbTo:       fbToShipOrderRequest,
		cpNewRoot:  capnpb.NewRootShipOrderRequest,
		cpSet:      cpSetShipOrderRequest,
		cpReadRoot: capnpb.ReadRootShipOrderRequest,
		cpVisit:    cpVisitShipOrderRequest,
		cpTo:       cpToShipOrderRequest,
		symOpen:    symOpenShipOrderRequest,
		symVisit:   symVisitShipOrderRequest,
	}
}

func shipOrderResponseKind() kind[*ShipOrderResponse, *pb.ShipOrderResponse, ej.ShipOrderResponse, *ej.ShipOrderResponse, fb.ShipOrderResponse, *fb.ShipOrderResponse, capnpb.ShipOrderResponse] {
	return kind[*ShipOrderResponse, *pb.ShipOrderResponse, ej.ShipOrderResponse, *ej.ShipOrderResponse, fb.ShipOrderResponse, *fb.ShipOrderResponse, capnpb.ShipOrderResponse]{
		hash:       hashShipOrderResponse,
		newPB:      func() *pb.ShipOrderResponse { return new(pb.ShipOrderResponse) },
		toPB:       toShipOrderResponsePB,
		fromPB:     fromShipOrderResponsePB,
		visitPB:    visitShipOrderResponsePB,
		toEJ:       ejShipOrderResponse,
		fromEJ:     fromShipOrderResponseEJ,
		visitEJ:    visitShipOrderResponseEJ,
		fbBuild:    fbBuildShipOrderResponse,
		fbRoot:     fb.GetRootAsShipOrderResponse,
		fbVisit:    fbVisitShipOrderResponse,
		fbTo:       fbToShipOrderResponse,
		cpNewRoot:  capnpb.NewRootShipOrderResponse,
		cpSet:      cpSetShipOrderResponse,
		cpReadRoot: capnpb.ReadRootShipOrderResponse,
		cpVisit:    cpVisitShipOrderResponse,
		cpTo:       cpToShipOrderResponse,
		symOpen:    symOpenShipOrderResponse,
		symVisit:   symVisitShipOrderResponse,
	}
}

func addressKind() kind[*Address, *pb.Address, ej.Address, *ej.Address, fb.Address, *fb.Address, capnpb.Address] {
	return kind[*Address, *pb.Address, ej.Address, *ej.Address, fb.Address, *fb.Address, capnpb.Address]{
		hash:       hashAddress,
		newPB:      func() *pb.Address { return new(pb.Address) },
		toPB:       toAddressPB,
		fromPB:     fromAddressPB,
		visitPB:    visitAddressPB,
		toEJ:       ejAddress,
		fromEJ:     fromAddressEJ,
		visitEJ:    visitAddressEJ,
		fbBuild:    fbBuildAddress,
		fbRoot:     fb.GetRootAsAddress,
		fbVisit:    fbVisitAddress,
		fbTo:       fbToAddress,
		cpNewRoot:  capnpb.NewRootAddress,
		cpSet:      cpSetAddress,
		cpReadRoot: capnpb.ReadRootAddress,
		cpVisit:    cpVisitAddress,
		cpTo:       cpToAddress,
		symOpen:    symOpenAddress,
		symVisit:   symVisitAddress,
	}
}

func moneyKind() kind[*Money, *pb.Money, ej.Money, *ej.Money, fb.Money, *fb.Money, capnpb.Money] {
	return kind[*Money, *pb.Money, ej.Money, *ej.Money, fb.Money, *fb.Money, capnpb.Money]{
		hash:       hashMoney,
		newPB:      func() *pb.Money { return new(pb.Money) },
		toPB:       toMoneyPB,
		fromPB:     fromMoneyPB,
		visitPB:    visitMoneyPB,
		toEJ:       ejMoney,
		fromEJ:     fromMoneyEJ,
		visitEJ:    visitMoneyEJ,
		fbBuild:    fbBuildMoney,
		fbRoot:     fb.GetRootAsMoney,
		fbVisit:    fbVisitMoney,
		fbTo:       fbToMoney,
		cpNewRoot:  capnpb.NewRootMoney,
		cpSet:      cpSetMoney,
		cpReadRoot: capnpb.ReadRootMoney,
		cpVisit:    cpVisitMoney,
		cpTo:       cpToMoney,
		symOpen:    symOpenMoney,
		symVisit:   symVisitMoney,
	}
}

func getSupportedCurrenciesResponseKind() kind[*GetSupportedCurrenciesResponse, *pb.GetSupportedCurrenciesResponse, ej.GetSupportedCurrenciesResponse, *ej.GetSupportedCurrenciesResponse, fb.GetSupportedCurrenciesResponse, *fb.GetSupportedCurrenciesResponse, capnpb.GetSupportedCurrenciesResponse] {
	return kind[*GetSupportedCurrenciesResponse, *pb.GetSupportedCurrenciesResponse, ej.GetSupportedCurrenciesResponse, *ej.GetSupportedCurrenciesResponse, fb.GetSupportedCurrenciesResponse, *fb.GetSupportedCurrenciesResponse, capnpb.GetSupportedCurrenciesResponse]{
		hash:       hashGetSupportedCurrenciesResponse,
		newPB:      func() *pb.GetSupportedCurrenciesResponse { return new(pb.GetSupportedCurrenciesResponse) },
		toPB:       toGetSupportedCurrenciesResponsePB,
		fromPB:     fromGetSupportedCurrenciesResponsePB,
		visitPB:    visitGetSupportedCurrenciesResponsePB,
		toEJ:       ejGetSupportedCurrenciesResponse,
		fromEJ:     fromGetSupportedCurrenciesResponseEJ,
		visitEJ:    visitGetSupportedCurrenciesResponseEJ,
		fbBuild:    fbBuildGetSupportedCurrenciesResponse,
		fbRoot:     fb.GetRootAsGetSupportedCurrenciesResponse,
		fbVisit:    fbVisitGetSupportedCurrenciesResponse,
		fbTo:       fbToGetSupportedCurrenciesResponse,
		cpNewRoot:  capnpb.NewRootGetSupportedCurrenciesResponse,
		cpSet:      cpSetGetSupportedCurrenciesResponse,
		cpReadRoot: capnpb.ReadRootGetSupportedCurrenciesResponse,
		cpVisit:    cpVisitGetSupportedCurrenciesResponse,
		cpTo:       cpToGetSupportedCurrenciesResponse,
		symOpen:    symOpenGetSupportedCurrenciesResponse,
		symVisit:   symVisitGetSupportedCurrenciesResponse,
	}
}

func currencyConversionRequestKind() kind[*CurrencyConversionRequest, *pb.CurrencyConversionRequest, ej.CurrencyConversionRequest, *ej.CurrencyConversionRequest, fb.CurrencyConversionRequest, *fb.CurrencyConversionRequest, capnpb.CurrencyConversionRequest] {
	return kind[*CurrencyConversionRequest, *pb.CurrencyConversionRequest, ej.CurrencyConversionRequest, *ej.CurrencyConversionRequest, fb.CurrencyConversionRequest, *fb.CurrencyConversionRequest, capnpb.CurrencyConversionRequest]{
		hash:       hashCurrencyConversionRequest,
		newPB:      func() *pb.CurrencyConversionRequest { return new(pb.CurrencyConversionRequest) },
		toPB:       toCurrencyConversionRequestPB,
		fromPB:     fromCurrencyConversionRequestPB,
		visitPB:    visitCurrencyConversionRequestPB,
		toEJ:       ejCurrencyConversionRequest,
		fromEJ:     fromCurrencyConversionRequestEJ,
		visitEJ:    visitCurrencyConversionRequestEJ,
		fbBuild:    fbBuildCurrencyConversionRequest,
		fbRoot:     fb.GetRootAsCurrencyConversionRequest,
		fbVisit:    fbVisitCurrencyConversionRequest,
		fbTo:       fbToCurrencyConversionRequest,
		cpNewRoot:  capnpb.NewRootCurrencyConversionRequest,
		cpSet:      cpSetCurrencyConversionRequest,
		cpReadRoot: capnpb.ReadRootCurrencyConversionRequest,
		cpVisit:    cpVisitCurrencyConversionRequest,
		cpTo:       cpToCurrencyConversionRequest,
		symOpen:    symOpenCurrencyConversionRequest,
		symVisit:   symVisitCurrencyConversionRequest,
	}
}

func creditCardInfoKind() kind[*CreditCardInfo, *pb.CreditCardInfo, ej.CreditCardInfo, *ej.CreditCardInfo, fb.CreditCardInfo, *fb.CreditCardInfo, capnpb.CreditCardInfo] {
	return kind[*CreditCardInfo, *pb.CreditCardInfo, ej.CreditCardInfo, *ej.CreditCardInfo, fb.CreditCardInfo, *fb.CreditCardInfo, capnpb.CreditCardInfo]{
		hash:       hashCreditCardInfo,
		newPB:      func() *pb.CreditCardInfo { return new(pb.CreditCardInfo) },
		toPB:       toCreditCardInfoPB,
		fromPB:     fromCreditCardInfoPB,
		visitPB:    visitCreditCardInfoPB,
		toEJ:       ejCreditCardInfo,
		fromEJ:     fromCreditCardInfoEJ,
		visitEJ:    visitCreditCardInfoEJ,
		fbBuild:    fbBuildCreditCardInfo,
		fbRoot:     fb.GetRootAsCreditCardInfo,
		fbVisit:    fbVisitCreditCardInfo,
		fbTo:       fbToCreditCardInfo,
		cpNewRoot:  capnpb.NewRootCreditCardInfo,
		cpSet:      cpSetCreditCardInfo,
		cpReadRoot: capnpb.ReadRootCreditCardInfo,
		cpVisit:    cpVisitCreditCardInfo,
		cpTo:       cpToCreditCardInfo,
		symOpen:    symOpenCreditCardInfo,
		symVisit:   symVisitCreditCardInfo,
	}
}

func chargeRequestKind() kind[*ChargeRequest, *pb.ChargeRequest, ej.ChargeRequest, *ej.ChargeRequest, fb.ChargeRequest, *fb.ChargeRequest, capnpb.ChargeRequest] {
	return kind[*ChargeRequest, *pb.ChargeRequest, ej.ChargeRequest, *ej.ChargeRequest, fb.ChargeRequest, *fb.ChargeRequest, capnpb.ChargeRequest]{
		hash:       hashChargeRequest,
		newPB:      func() *pb.ChargeRequest { return new(pb.ChargeRequest) },
		toPB:       toChargeRequestPB,
		fromPB:     fromChargeRequestPB,
		visitPB:    visitChargeRequestPB,
		toEJ:       ejChargeRequest,
		fromEJ:     fromChargeRequestEJ,
		visitEJ:    visitChargeRequestEJ,
		fbBuild:    fbBuildChargeRequest,
		fbRoot:     fb.GetRootAsChargeRequest,
		fbVisit:    fbVisitChargeRequest,
		fbTo:       fbToChargeRequest,
		cpNewRoot:  capnpb.NewRootChargeRequest,
		cpSet:      cpSetChargeRequest,
		cpReadRoot: capnpb.ReadRootChargeRequest,
		cpVisit:    cpVisitChargeRequest,
		cpTo:       cpToChargeRequest,
		symOpen:    symOpenChargeRequest,
		symVisit:   symVisitChargeRequest,
	}
}

func chargeResponseKind() kind[*ChargeResponse, *pb.ChargeResponse, ej.ChargeResponse, *ej.ChargeResponse, fb.ChargeResponse, *fb.ChargeResponse, capnpb.ChargeResponse] {
	return kind[*ChargeResponse, *pb.ChargeResponse, ej.ChargeResponse, *ej.ChargeResponse, fb.ChargeResponse, *fb.ChargeResponse, capnpb.ChargeResponse]{
		hash:       hashChargeResponse,
		newPB:      func() *pb.ChargeResponse { return new(pb.ChargeResponse) },
		toPB:       toChargeResponsePB,
		fromPB:     fromChargeResponsePB,
		visitPB:    visitChargeResponsePB,
		toEJ:       ejChargeResponse,
		fromEJ:     fromChargeResponseEJ,
		visitEJ:    visitChargeResponseEJ,
		fbBuild:    fbBuildChargeResponse,
		fbRoot:     fb.GetRootAsChargeResponse,
		fbVisit:    fbVisitChargeResponse,
		fbTo:       fbToChargeResponse,
		cpNewRoot:  capnpb.NewRootChargeResponse,
		cpSet:      cpSetChargeResponse,
		cpReadRoot: capnpb.ReadRootChargeResponse,
		cpVisit:    cpVisitChargeResponse,
		cpTo:       cpToChargeResponse,
		symOpen:    symOpenChargeResponse,
		symVisit:   symVisitChargeResponse,
	}
}

func orderItemKind() kind[*OrderItem, *pb.OrderItem, ej.OrderItem, *ej.OrderItem, fb.OrderItem, *fb.OrderItem, capnpb.OrderItem] {
	return kind[*OrderItem, *pb.OrderItem, ej.OrderItem, *ej.OrderItem, fb.OrderItem, *fb.OrderItem, capnpb.OrderItem]{
		hash:       hashOrderItem,
		newPB:      func() *pb.OrderItem { return new(pb.OrderItem) },
		toPB:       toOrderItemPB,
		fromPB:     fromOrderItemPB,
		visitPB:    visitOrderItemPB,
		toEJ:       ejOrderItem,
		fromEJ:     fromOrderItemEJ,
		visitEJ:    visitOrderItemEJ,
		fbBuild:    fbBuildOrderItem,
		fbRoot:     fb.GetRootAsOrderItem,
		fbVisit:    fbVisitOrderItem,
		fbTo:       fbToOrderItem,
		cpNewRoot:  capnpb.NewRootOrderItem,
		cpSet:      cpSetOrderItem,
		cpReadRoot: capnpb.ReadRootOrderItem,
		cpVisit:    cpVisitOrderItem,
		cpTo:       cpToOrderItem,
		symOpen:    symOpenOrderItem,
		symVisit:   symVisitOrderItem,
	}
}

func orderResultKind() kind[*OrderResult, *pb.OrderResult, ej.OrderResult, *ej.OrderResult, fb.OrderResult, *fb.OrderResult, capnpb.OrderResult] {
	return kind[*OrderResult, *pb.OrderResult, ej.OrderResult, *ej.OrderResult, fb.OrderResult, *fb.OrderResult, capnpb.OrderResult]{
		hash:       hashOrderResult,
		newPB:      func() *pb.OrderResult { return new(pb.OrderResult) },
		toPB:       toOrderResultPB,
		fromPB:     fromOrderResultPB,
		visitPB:    visitOrderResultPB,
		toEJ:       ejOrderResult,
		fromEJ:     fromOrderResultEJ,
		visitEJ:    visitOrderResultEJ,
		fbBuild:    fbBuildOrderResult,
		fbRoot:     fb.GetRootAsOrderResult,
		fbVisit:    fbVisitOrderResult,
		fbTo:       fbToOrderResult,
		cpNewRoot:  capnpb.NewRootOrderResult,
		cpSet:      cpSetOrderResult,
		cpReadRoot: capnpb.ReadRootOrderResult,
		cpVisit:    cpVisitOrderResult,
		cpTo:       cpToOrderResult,
		symOpen:    symOpenOrderResult,
		symVisit:   symVisitOrderResult,
	}
}

func sendOrderConfirmationRequestKind() kind[*SendOrderConfirmationRequest, *pb.SendOrderConfirmationRequest, ej.SendOrderConfirmationRequest, *ej.SendOrderConfirmationRequest, fb.SendOrderConfirmationRequest, *fb.SendOrderConfirmationRequest, capnpb.SendOrderConfirmationRequest] {
	return kind[*SendOrderConfirmationRequest, *pb.SendOrderConfirmationRequest, ej.SendOrderConfirmationRequest, *ej.SendOrderConfirmationRequest, fb.SendOrderConfirmationRequest, *fb.SendOrderConfirmationRequest, capnpb.SendOrderConfirmationRequest]{
		hash:       hashSendOrderConfirmationRequest,
		newPB:      func() *pb.SendOrderConfirmationRequest { return new(pb.SendOrderConfirmationRequest) },
		toPB:       toSendOrderConfirmationRequestPB,
		fromPB:     fromSendOrderConfirmationRequestPB,
		visitPB:    visitSendOrderConfirmationRequestPB,
		toEJ:       ejSendOrderConfirmationRequest,
		fromEJ:     fromSendOrderConfirmationRequestEJ,
		visitEJ:    visitSendOrderConfirmationRequestEJ,
		fbBuild:    fbBuildSendOrderConfirmationRequest,
		fbRoot:     fb.GetRootAsSendOrderConfirmationRequest,
		fbVisit:    fbVisitSendOrderConfirmationRequest,
		fbTo:       fbToSendOrderConfirmationRequest,
		cpNewRoot:  capnpb.NewRootSendOrderConfirmationRequest,
		cpSet:      cpSetSendOrderConfirmationRequest,
		cpReadRoot: capnpb.ReadRootSendOrderConfirmationRequest,
		cpVisit:    cpVisitSendOrderConfirmationRequest,
		cpTo:       cpToSendOrderConfirmationRequest,
		symOpen:    symOpenSendOrderConfirmationRequest,
		symVisit:   symVisitSendOrderConfirmationRequest,
	}
}

func placeOrderRequestKind() kind[*PlaceOrderRequest, *pb.PlaceOrderRequest, ej.PlaceOrderRequest, *ej.PlaceOrderRequest, fb.PlaceOrderRequest, *fb.PlaceOrderRequest, capnpb.PlaceOrderRequest] {
	return kind[*PlaceOrderRequest, *pb.PlaceOrderRequest, ej.PlaceOrderRequest, *ej.PlaceOrderRequest, fb.PlaceOrderRequest, *fb.PlaceOrderRequest, capnpb.PlaceOrderRequest]{
		hash:       hashPlaceOrderRequest,
		newPB:      func() *pb.PlaceOrderRequest { return new(pb.PlaceOrderRequest) },
		toPB:       toPlaceOrderRequestPB,
		fromPB:     fromPlaceOrderRequestPB,
		visitPB:    visitPlaceOrderRequestPB,
		toEJ:       ejPlaceOrderRequest,
		fromEJ:     fromPlaceOrderRequestEJ,
		visitEJ:    visitPlaceOrderRequestEJ,
		fbBuild:    fbBuildPlaceOrderRequest,
		fbRoot:     fb.GetRootAsPlaceOrderRequest,
		fbVisit:    fbVisitPlaceOrderRequest,
		fbTo:       fbToPlaceOrderRequest,
		cpNewRoot:  capnpb.NewRootPlaceOrderRequest,
		cpSet:      cpSetPlaceOrderRequest,
		cpReadRoot: capnpb.ReadRootPlaceOrderRequest,
		cpVisit:    cpVisitPlaceOrderRequest,
		cpTo:       cpToPlaceOrderRequest,
		symOpen:    symOpenPlaceOrderRequest,
		symVisit:   symVisitPlaceOrderRequest,
	}
}

func placeOrderResponseKind() kind[*PlaceOrderResponse, *pb.PlaceOrderResponse, ej.PlaceOrderResponse, *ej.PlaceOrderResponse, fb.PlaceOrderResponse, *fb.PlaceOrderResponse, capnpb.PlaceOrderResponse] {
	return kind[*PlaceOrderResponse, *pb.PlaceOrderResponse, ej.PlaceOrderResponse, *ej.PlaceOrderResponse, fb.PlaceOrderResponse, *fb.PlaceOrderResponse, capnpb.PlaceOrderResponse]{
		hash:       hashPlaceOrderResponse,
		newPB:      func() *pb.PlaceOrderResponse { return new(pb.PlaceOrderResponse) },
		toPB:       toPlaceOrderResponsePB,
		fromPB:     fromPlaceOrderResponsePB,
		visitPB:    visitPlaceOrderResponsePB,
		toEJ:       ejPlaceOrderResponse,
		fromEJ:     fromPlaceOrderResponseEJ,
		visitEJ:    visitPlaceOrderResponseEJ,
		fbBuild:    fbBuildPlaceOrderResponse,
		fbRoot:     fb.GetRootAsPlaceOrderResponse,
		fbVisit:    fbVisitPlaceOrderResponse,
		fbTo:       fbToPlaceOrderResponse,
		cpNewRoot:  capnpb.NewRootPlaceOrderResponse,
		cpSet:      cpSetPlaceOrderResponse,
		cpReadRoot: capnpb.ReadRootPlaceOrderResponse,
		cpVisit:    cpVisitPlaceOrderResponse,
		cpTo:       cpToPlaceOrderResponse,
		symOpen:    symOpenPlaceOrderResponse,
		symVisit:   symVisitPlaceOrderResponse,
	}
}

func adRequestKind() kind[*AdRequest, *pb.AdRequest, ej.AdRequest, *ej.AdRequest, fb.AdRequest, *fb.AdRequest, capnpb.AdRequest] {
	return kind[*AdRequest, *pb.AdRequest, ej.AdRequest, *ej.AdRequest, fb.AdRequest, *fb.AdRequest, capnpb.AdRequest]{
		hash:       hashAdRequest,
		newPB:      func() *pb.AdRequest { return new(pb.AdRequest) },
		toPB:       toAdRequestPB,
		fromPB:     fromAdRequestPB,
		visitPB:    visitAdRequestPB,
		toEJ:       ejAdRequest,
		fromEJ:     fromAdRequestEJ,
		visitEJ:    visitAdRequestEJ,
		fbBuild:    fbBuildAdRequest,
		fbRoot:     fb.GetRootAsAdRequest,
		fbVisit:    fbVisitAdRequest,
		fbTo:       fbToAdRequest,
		cpNewRoot:  capnpb.NewRootAdRequest,
		cpSet:      cpSetAdRequest,
		cpReadRoot: capnpb.ReadRootAdRequest,
		cpVisit:    cpVisitAdRequest,
		cpTo:       cpToAdRequest,
		symOpen:    symOpenAdRequest,
		symVisit:   symVisitAdRequest,
	}
}

func adResponseKind() kind[*AdResponse, *pb.AdResponse, ej.AdResponse, *ej.AdResponse, fb.AdResponse, *fb.AdResponse, capnpb.AdResponse] {
	return kind[*AdResponse, *pb.AdResponse, ej.AdResponse, *ej.AdResponse, fb.AdResponse, *fb.AdResponse, capnpb.AdResponse]{
		hash:       hashAdResponse,
		newPB:      func() *pb.AdResponse { return new(pb.AdResponse) },
		toPB:       toAdResponsePB,
		fromPB:     fromAdResponsePB,
		visitPB:    visitAdResponsePB,
		toEJ:       ejAdResponse,
		fromEJ:     fromAdResponseEJ,
		visitEJ:    visitAdResponseEJ,
		fbBuild:    fbBuildAdResponse,
		fbRoot:     fb.GetRootAsAdResponse,
		fbVisit:    fbVisitAdResponse,
		fbTo:       fbToAdResponse,
		cpNewRoot:  capnpb.NewRootAdResponse,
		cpSet:      cpSetAdResponse,
		cpReadRoot: capnpb.ReadRootAdResponse,
		cpVisit:    cpVisitAdResponse,
		cpTo:       cpToAdResponse,
		symOpen:    symOpenAdResponse,
		symVisit:   symVisitAdResponse,
	}
}

func adKind() kind[*Ad, *pb.Ad, ej.Ad, *ej.Ad, fb.Ad, *fb.Ad, capnpb.Ad] {
	return kind[*Ad, *pb.Ad, ej.Ad, *ej.Ad, fb.Ad, *fb.Ad, capnpb.Ad]{
		hash:       hashAd,
		newPB:      func() *pb.Ad { return new(pb.Ad) },
		toPB:       toAdPB,
		fromPB:     fromAdPB,
		visitPB:    visitAdPB,
		toEJ:       ejAd,
		fromEJ:     fromAdEJ,
		visitEJ:    visitAdEJ,
		fbBuild:    fbBuildAd,
		fbRoot:     fb.GetRootAsAd,
		fbVisit:    fbVisitAd,
		fbTo:       fbToAd,
		cpNewRoot:  capnpb.NewRootAd,
		cpSet:      cpSetAd,
		cpReadRoot: capnpb.ReadRootAd,
		cpVisit:    cpVisitAd,
		cpTo:       cpToAd,
		symOpen:    symOpenAd,
		symVisit:   symVisitAd,
	}
}

// kinds lists every kind's operations, indexed by Kind.
var kinds = [numKinds]anyKind{
	KCartItem:                       cartItemKind(),
	KAddItemRequest:                 addItemRequestKind(),
	KEmptyCartRequest:               emptyCartRequestKind(),
	KGetCartRequest:                 getCartRequestKind(),
	KEmptyUser:                      emptyUserKind(),
	KCart:                           cartKind(),
	KEmpty:                          emptyKind(),
	KListRecommendationsRequest:     listRecommendationsRequestKind(),
	KListRecommendationsResponse:    listRecommendationsResponseKind(),
	KProduct:                        productKind(),
	KListProductsResponse:           listProductsResponseKind(),
	KGetProductRequest:              getProductRequestKind(),
	KSearchProductsRequest:          searchProductsRequestKind(),
	KSearchProductsResponse:         searchProductsResponseKind(),
	KGetQuoteRequest:                getQuoteRequestKind(),
	KGetQuoteResponse:               getQuoteResponseKind(),
	KShipOrderRequest:               shipOrderRequestKind(),
	KShipOrderResponse:              shipOrderResponseKind(),
	KAddress:                        addressKind(),
	KMoney:                          moneyKind(),
	KGetSupportedCurrenciesResponse: getSupportedCurrenciesResponseKind(),
	KCurrencyConversionRequest:      currencyConversionRequestKind(),
	KCreditCardInfo:                 creditCardInfoKind(),
	KChargeRequest:                  chargeRequestKind(),
	KChargeResponse:                 chargeResponseKind(),
	KOrderItem:                      orderItemKind(),
	KOrderResult:                    orderResultKind(),
	KSendOrderConfirmationRequest:   sendOrderConfirmationRequestKind(),
	KPlaceOrderRequest:              placeOrderRequestKind(),
	KPlaceOrderResponse:             placeOrderResponseKind(),
	KAdRequest:                      adRequestKind(),
	KAdResponse:                     adResponseKind(),
	KAd:                             adKind(),
}
