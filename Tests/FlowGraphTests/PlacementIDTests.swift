import FlowGraph
import Testing

/// Placement ids name their declaration, and a declaration's id names all its placements.
struct PlacementIDTests {
    static let graph = NavigationGraph(nodes: [
        ScreenNode(id: "Shop.cart", screen: "Cart"),
        ScreenNode(id: "Checkout.payment@Shop.cart.onCheckout", screen: "Payment"),
        ScreenNode(id: "Checkout.payment@Shop.product.onBuy", screen: "Payment"),
        ScreenNode(id: "Checkout.paymentDetails", screen: "Details"),
    ])

    @Test(arguments: [
        ("Shop.cart", "Shop.cart"),
        ("Checkout.payment@Shop.cart.onCheckout", "Checkout.payment"),
        ("Inner.x@Outer.y@Root.home.onPush.onNext", "Inner.x"),
        ("Screen#2", "Screen#2"),
    ])
    func aNodeKnowsItsDeclaration(id: String, declaration: String) {
        #expect(ScreenNode(id: id, screen: "S").declarationID == declaration)
    }

    @Test(arguments: [
        ("Shop.cart", ["Shop.cart"]),
        ("Checkout.payment", ["Checkout.payment@Shop.cart.onCheckout", "Checkout.payment@Shop.product.onBuy"]),
        ("Checkout.payment@Shop.product.onBuy", ["Checkout.payment@Shop.product.onBuy"]),
        ("Checkout", []),
        ("Checkout.pay", []),
    ])
    func aNameNamesItsNodeOrEveryPlacementOfItsDeclaration(name: String, ids: [String]) {
        #expect(Self.graph.nodeIDs(named: name) == ids)
    }
}
