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

    /// Maps caption a placed copy by its declaration and how it was placed, not the placing
    /// screen's whole id.
    @Test(arguments: [
        ("Shop.cart", "Shop.cart"),
        ("Checkout.payment@Shop.cart.onCheckout", "Checkout.payment · via onCheckout"),
        ("Onboarding.welcome@Settings.settings.signedOut", "Onboarding.welcome · via signedOut"),
    ])
    func aPlacedCopyIsCaptionedByItsDeclarationAndPlacement(id: String, caption: String) {
        #expect(ScreenNode(id: id, screen: "S").caption == caption)
    }

    /// Folded, each declaration is one node and an edge its copies share is drawn once.
    @Test func foldingDrawsEachDeclarationOnceAndEachEdgeOnce() {
        let graph = NavigationGraph(nodes: Self.graph.nodes + [ScreenNode(id: "Checkout.done", screen: "Done")], edges: [
            NavigationEdge(from: "Shop.cart", to: "Checkout.payment@Shop.cart.onCheckout", action: .verb(.push), label: "onCheckout"),
            NavigationEdge(from: "Checkout.payment@Shop.cart.onCheckout", to: "Checkout.done", action: .verb(.push), label: "onPay"),
            NavigationEdge(from: "Checkout.payment@Shop.product.onBuy", to: "Checkout.done", action: .verb(.push), label: "onPay"),
            NavigationEdge(from: "Checkout.payment@Shop.product.onBuy", to: nil, action: .verb(.pop), label: "onBack"),
        ], roots: ["Shop.cart"])
        let folded = graph.foldingPlacements()
        #expect(folded.nodes.map(\.id).sorted()
                == ["Checkout.done", "Checkout.payment", "Checkout.paymentDetails", "Shop.cart"])
        #expect(folded.edges.filter { $0.from == "Checkout.payment" }.map(\.label).sorted() == ["onBack", "onPay"])
        #expect(folded.edges.contains { $0.from == "Shop.cart" && $0.to == "Checkout.payment" })
        #expect(folded.roots == ["Shop.cart"])
    }
}
