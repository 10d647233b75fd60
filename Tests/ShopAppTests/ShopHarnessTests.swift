import FlowKit
import FlowKitTesting
import ShopKit
import Testing

/// The examples of the "Testing flows headless" article, run as written.
@MainActor
@Suite struct ShopHarnessTests {
    @Test func buyingShowsTheSummaryWithTheLine() throws {
        let flows = ShopFlows()
        let app = NavigationHarness(root: flows.tabs)
        try app.fire(\CatalogViewController.onSelect, Catalog.items[2])
        let product = try app.assertPushed(ProductViewController.self)
        try app.fire(\ProductViewController.onBuyNow, Catalog.items[2], 2)
        let summary = try app.assertPushed(CheckoutViewController.self)
        #expect(summary.line?.quantity == 2)
        try app.fire(\ProductViewController.onBuyNow, Catalog.items[2], 2, on: product)  // a double tap
        try app.assertRefused(.sourceNotVisible)
    }

    @Test func thePlacedOrderPopsToTheTabsRootAndTheCheckoutIsReleased() throws {
        let flows = ShopFlows()
        let app = NavigationHarness(root: flows.tabs)
        try app.fire(\CatalogViewController.onSelect, Catalog.items[0])
        try app.assertPushed(ProductViewController.self).buyNow(quantity: 1)
        try app.assertPushed(CheckoutViewController.self).proceed()
        try app.assertPushed(PaymentViewController.self).pay(cardNumber: "4242424242424242")
        try app.assertPushed(OrderConfirmationViewController.self).done()
        try app.assertPopped(to: CatalogViewController.self)
        #expect(flows.checkout.summary.liveScreen == nil, "nothing holds a screen that left the window")
        #expect(flows.checkout.confirmation.liveScreen == nil)
        #expect(flows.session.orders.count == 1)
    }

    @Test func editingTheOrderPopsBackToTheSummaryBelowThePayment() throws {
        let flows = ShopFlows()
        let app = NavigationHarness(root: flows.tabs)
        try app.fire(\CatalogViewController.onSelect, Catalog.items[1])
        try app.assertPushed(ProductViewController.self).buyNow(quantity: 5)
        try app.assertPushed(CheckoutViewController.self).proceed()
        try app.fire(\PaymentViewController.onEditOrder)
        let summary = try app.assertPopped(to: CheckoutViewController.self)
        #expect(summary.line?.quantity == 5)
    }
}
