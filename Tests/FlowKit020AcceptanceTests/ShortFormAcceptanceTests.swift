import FlowKit
import FlowKitTesting
import Testing

// A banking screen written as FlowKit 0.2.0 adopters write them (a plain class, an optional
// callback with an argument, a `-> Void?` callback of two), in this target's Swift 5 mode, and
// tested with the helpers' short forms: the values follow the callback, no closure.

class AccountViewController {
    var onTransfer: ((String) -> Void)?
    var onCheckout: (Item, Int) -> Void? = { _, _ in nil }
    var onClose: () -> Void = {}
}

class TransferViewController {
    private(set) var accountID: String?

    func prepare(accountID: String) { self.accountID = accountID }
}

let accountClosed = FlowSignal(name: "closed")
let transferScreen = Flow(with: TransferViewController())
let accountScreen = Flow(with: AccountViewController()) { vc, lets in
    vc.onTransfer = lets.push(transferScreen) { $0.prepare }
    vc.onCheckout = lets.present(checkoutScreen) { $0.prepare }
    vc.onClose = lets.emit(accountClosed)
}

@MainActor
@Suite struct ShortFormAcceptanceTests {
    @Test func theSpyTakesOptionalAndVoidOptionalCallbacksWithTheirValues() throws {
        let spy = LetsSpy()
        let account = try spy.screen(of: accountScreen)
        #expect(spy.binding(of: account.onTransfer, "ACC-1") == .push(transferScreen))
        #expect(spy.binding(of: account.onCheckout, Item(name: "pen"), 2) == .present(checkoutScreen))
        #expect(spy.last?.arguments.last as? Int == 2)
        let item = try spy.screen(of: itemScreen)
        #expect(spy.binding(of: item.onCheckout, Item(name: "pen"), 1) == .push(checkoutScreen))
    }

    @Test func theSpyNamesTheOutputACallbackEmits() throws {
        let spy = LetsSpy()
        let account = try spy.screen(of: accountScreen)
        #expect(spy.binding(of: account.onClose) == .emit(accountClosed))
        #expect(spy.binding(of: account.onClose) != .emit(FlowSignal(name: "closed")))
    }

    @Test func theHarnessFiresAVoidOptionalCallbackWithItsValues() throws {
        let app = NavigationHarness(root: itemScreen)
        try app.fire(\ItemViewController.onCheckout, Item(name: "pen"), 2)
        let checkout = try app.assertPushed(CheckoutViewController.self)
        #expect(checkout.purchase?.item == Item(name: "pen"))
        #expect(checkout.purchase?.quantity == 2)

        let bank = NavigationHarness(root: accountScreen)
        try bank.fire(\AccountViewController.onCheckout, Item(name: "card"), 1)
        #expect(try bank.assertPresented(CheckoutViewController.self).purchase?.quantity == 1)
        bank.navigator.userSwipesDownSheet()
        try bank.fire(\AccountViewController.onTransfer, "ACC-1")
        #expect(try bank.assertPushed(TransferViewController.self).accountID == "ACC-1")
    }
}
