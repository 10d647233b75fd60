@testable import FlowKit
import FlowKitTesting
import Testing
import UIKitStandIn

@MainActor final class CartScreen: UIViewController {
    var onCancel: (() -> Void)?
    var onPay: (() -> Void)?
    private(set) var quantity: Int?
    func prepare(quantity: Int) { self.quantity = quantity }
}

@MainActor final class PaymentScreen: UIViewController {
    var onCancel: (() -> Void)?
    var onPaid: ((Int) -> Void)?
    var onShipped: ((String, Int) -> Void)?
}

@MainActor final class ReceiptScreen: UIViewController {
    private(set) var shown: [String] = []
    func show(order: Int) { shown.append("order \(order)") }
    func ship(to address: String, count: Int) { shown.append("\(count) to \(address)") }
}

/// A checkout feature: two screens, three outcomes of 0, 1 and 2 values. It knows none of its
/// parent's screens.
@MainActor final class CheckoutGroup: FlowGroup {
    let cancelled: FlowOutput<> = FlowOutput(name: "cancelled")
    let purchased = FlowOutput<Int>(name: "purchased")
    let shipped = FlowOutput<String, Int>(name: "shipped")

    var entry: Flow<CartScreen> { cart }
    lazy var cart: Flow<CartScreen> = Flow(with: CartScreen(), name: "cart") { [unowned self] vc, lets in
        vc.onCancel = lets.emit(self.cancelled)
        vc.onPay = lets.push(self.payment)
    }
    lazy var payment: Flow<PaymentScreen> = Flow(with: PaymentScreen(), name: "payment") { [unowned self] vc, lets in
        vc.onCancel = lets.emit(self.cancelled)
        vc.onPaid = lets.emit(self.purchased)
        vc.onShipped = lets.emit(self.shipped)
    }
}

/// The parent: pushes or presents the group and decides what each outcome does.
@MainActor final class ShopParent {
    let checkout = CheckoutGroup()
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.checkout)
        vc.onPresent = lets.present(self.checkout, embedding: .navigation)
        vc.onSelect = lets.push(self.checkout) { $0.prepare }
    }
    lazy var receipt = Flow(with: ReceiptScreen(), name: "receipt")

    func routeForPush() {
        checkout.cancelled.route { lets in lets.popToRoot() }
        checkout.purchased.route { [unowned self] lets in lets.push(self.receipt) { $0.show } }
        checkout.shipped.route { [unowned self] lets in lets.setRoot(self.receipt) { $0.ship } }
    }
}

@MainActor
@Suite struct GroupOutputTests {
    let parent = ShopParent()

    @Test(arguments: Hierarchy.allCases) func aGroupIsEnteredThroughItsEntryFlow(_ hierarchy: Hierarchy) throws {
        #expect(parent.checkout.entry === parent.checkout.cart)
        #expect(parent.checkout.groupName == "CheckoutGroup")
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.assertPushed(CartScreen.self)
        try harness.fire(\CartScreen.onPay)
        try harness.assertPushed(PaymentScreen.self)
        #expect(typeNames(harness.stack) == ["HomeScreen", "CartScreen", "PaymentScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func forwardingReachesTheGroupsEntryScreen(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onSelect, 3)
        let cart = try harness.assertPushed(CartScreen.self)
        #expect(cart.quantity == 3)
    }

    @Test(arguments: Hierarchy.allCases) func aZeroValueOutputRunsItsRouteFromTheEmittingScreen(_ hierarchy: Hierarchy) throws {
        parent.routeForPush()
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\CartScreen.onPay)
        let payment = try harness.visible(PaymentScreen.self)
        try harness.fire(\PaymentScreen.onCancel)
        try harness.assertPopped(to: HomeScreen.self)
        let event = try #require(harness.events.last)
        #expect(event.verb == .popToRoot)
        #expect(event.source?.instance == ObjectIdentifier(payment) && event.source?.flowName == "payment",
                "the route runs from the emitter")
        #expect(event.routedOutput == "cancelled")
        let emit = try #require(harness.events.dropLast(2).last)
        #expect(emit.verb == .emit && emit.phase == .did, "the emission is one event before its route's")
    }

    @Test(arguments: Hierarchy.allCases) func aOneValueOutputForwardsItsValueThroughTheRoute(_ hierarchy: Hierarchy) throws {
        parent.routeForPush()
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\CartScreen.onPay)
        try harness.fire(\PaymentScreen.onPaid, 42)
        let receipt = try harness.assertPushed(ReceiptScreen.self)
        #expect(receipt.shown == ["order 42"])
        #expect(typeNames(harness.stack) == ["HomeScreen", "CartScreen", "PaymentScreen", "ReceiptScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func aTwoValueOutputForwardsBothValues(_ hierarchy: Hierarchy) throws {
        parent.routeForPush()
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\CartScreen.onPay)
        try harness.fire(\PaymentScreen.onShipped, "Baker Street", 2)
        let receipt = try harness.assertReplacedRoot(with: ReceiptScreen.self)
        #expect(receipt.shown == ["2 to Baker Street"])
        #expect(harness.stack.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func aPresentedGroupIsDismissedByItsRoute(_ hierarchy: Hierarchy) throws {
        parent.checkout.cancelled.route { lets in lets.dismiss() }
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onPresent)
        try harness.assertPresented(CartScreen.self)
        try harness.fire(\CartScreen.onPay)
        try harness.assertPushed(PaymentScreen.self)
        #expect(harness.layers.count == 2)
        try harness.fire(\PaymentScreen.onCancel)
        try harness.assertDismissed(to: HomeScreen.self)
        #expect(harness.layers.count == 1)
        #expect(parent.checkout.cart.liveScreen == nil && parent.checkout.payment.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func anUnroutedOutputIsRefused(_ hierarchy: Hierarchy) throws {
        #expect(!parent.checkout.purchased.isRouted)
        let harness = hierarchy.harness(root: parent.home)
        let log = EventLog(harness.navigator)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\CartScreen.onPay)
        try expectRefusal(.outputNotRouted, on: harness.navigator, log: log) {
            try harness.fire(\PaymentScreen.onPaid, 1)
        }
        let event = try #require(log.events.last)
        #expect(event.verb == .emit)
        #expect(event.target?.description == "purchased")
        #expect(event.label == "onPaid")
        #expect(parent.receipt.liveScreen == nil)
    }

    @Test(arguments: Hierarchy.allCases) func aRoutedEmissionFromACoveredScreenIsRefused(_ hierarchy: Hierarchy) throws {
        parent.routeForPush()
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        let cart = try harness.visible(CartScreen.self)
        try harness.fire(\CartScreen.onPay)
        try harness.fire(\CartScreen.onCancel, on: cart)
        let event = try harness.assertRefused(.sourceNotVisible)
        #expect(event.verb == .emit, "the emission itself is refused, so its route never runs")
        #expect(harness.stack.count == 3)
    }

    @Test(arguments: Hierarchy.allCases) func routingAgainReplacesTheRoute(_ hierarchy: Hierarchy) throws {
        parent.checkout.cancelled.route { lets in lets.popToRoot() }
        parent.checkout.cancelled.route { lets in lets.pop() }
        #expect(parent.checkout.cancelled.isRouted)
        let harness = hierarchy.harness(root: parent.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\CartScreen.onPay)
        try harness.fire(\PaymentScreen.onCancel)
        try harness.assertPopped(to: CartScreen.self)
        #expect(harness.events.last?.verb == .pop)
    }

    @Test func declareRouteShowsWhereAnOutputLeadsWithoutNavigating() {
        let unrouted = Lets(navigator: nil)
        parent.checkout.purchased.declareRoute(on: unrouted)
        #expect(unrouted.declaredActions.isEmpty)

        parent.routeForPush()
        let lets = Lets(navigator: nil)
        parent.checkout.purchased.declareRoute(on: lets)
        #expect(lets.declaredActions.map(\.verb) == [.push])
        #expect(lets.declaredActions.first?.target?.descriptor.description == "receipt")
        #expect(lets.declaredActions.first.map { TypeNames.names(of: $0.argumentTypes) } == ["Int"])
        #expect(parent.receipt.liveScreen == nil)
    }
}
