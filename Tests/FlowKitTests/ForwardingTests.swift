import FlowKit
import FlowKitTesting
import Testing
import UIKitStandIn

struct Item: Equatable, Sendable {
    let name: String
}

/// Sends callbacks of every arity from 0 to 4.
@MainActor final class SenderScreen: UIViewController {
    var onZero: (() -> Void)?
    var onOne: ((Item) -> Void)?
    var onTwo: ((Item, Int) -> Void)?
    var onThree: ((Item, Int, String) -> Void)?
    var onFour: ((Item, Int, String, Bool) -> Void)?
    var onIgnored: ((Item, Int) -> Void)?
    var onPresentItem: ((Item) -> Void)?
    private(set) var welcomes: [String] = []
    func welcomeBack(item: Item, quantity: Int) { welcomes.append("\(item.name)x\(quantity)") }
}

/// Receives forwarded arguments through `prepare` overloads of every arity.
@MainActor final class ReceiverScreen: UIViewController {
    var onBack: (() -> Void)?
    var onReturn: ((Item, Int) -> Void)?
    var onRestart: ((Int) -> Void)?
    var onSignOut: ((Int) -> Void)?
    private(set) var received: [String] = []
    func prepare() { received.append("()") }
    func prepare(item: Item) { received.append("(\(item.name))") }
    func prepare(item: Item, quantity: Int) { received.append("(\(item.name), \(quantity))") }
    func prepare(item: Item, quantity: Int, note: String) { received.append("(\(item.name), \(quantity), \(note))") }
    func prepare(item: Item, quantity: Int, note: String, gift: Bool) {
        received.append("(\(item.name), \(quantity), \(note), \(gift))")
    }
}

@MainActor final class ForwardApp {
    lazy var sender: Flow<SenderScreen> = Flow(with: SenderScreen(), name: "sender") { [unowned self] vc, lets in
        vc.onZero = lets.push(self.receiver) { $0.prepare }
        vc.onOne = lets.push(self.receiver) { $0.prepare }
        vc.onTwo = lets.push(self.receiver) { $0.prepare }
        vc.onThree = lets.push(self.receiver) { $0.prepare }
        vc.onFour = lets.push(self.receiver) { $0.prepare }
        vc.onIgnored = lets.push(self.receiver)
        vc.onPresentItem = lets.present(self.receiver) { $0.prepare }
    }
    lazy var receiver: Flow<ReceiverScreen> = Flow(with: ReceiverScreen(), name: "receiver") { [unowned self] vc, lets in
        vc.onBack = lets.pop()
        vc.onReturn = lets.popTo(self.sender) { $0.welcomeBack }
        vc.onRestart = lets.setRoot(self.fresh) { $0.prepare }
        vc.onSignOut = lets.setWindowRoot(self.fresh) { $0.prepare }
    }
    lazy var fresh = Flow(with: HomeScreen(), name: "fresh")

    // Tabs: a tab root forwards to another tab's root; a modal forwards back to the container.
    lazy var tabs = Tabs([Tab(tabHome), Tab(tabDetail)])
    lazy var tabHome: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "tabHome") { [unowned self] vc, lets in
        vc.onSelect = lets.selectTab(self.tabDetail) { $0.prepare }
        vc.onPresent = lets.present(self.modal)
    }
    lazy var tabDetail = Flow(with: DetailScreen(), name: "tabDetail")
    lazy var modal: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "modal") { [unowned self] vc, lets in
        vc.onSelect = lets.dismiss(to: self.tabHome) { $0.prepare }
    }
}

// A forwarding closure must take exactly the callback's arguments, in order. A mismatch does not
// compile, which a test cannot assert, so it is documented here instead:
//
//     @MainActor final class ItemScreen { var onItem: ((Item) -> Void)? }
//     @MainActor final class CheckoutScreen { func prepare(item: Item, quantity: Int) {} }
//
//     lazy var item: Flow<ItemScreen> = Flow(with: ItemScreen()) { [unowned self] vc, lets in
//         vc.onItem = lets.push(self.checkout) { $0.prepare }   // does not compile
//     }
//
// `onItem` passes `(Item)` while `prepare(item:quantity:)` takes `(Item, Int)`: the verb's
// argument pack is inferred from both sides and cannot satisfy them. (Swift 6.3.1 rejects it,
// though only with "failed to produce diagnostic for expression".) Without a forwarding closure a
// verb fits a callback of any arity and ignores its arguments; see
// `verbWithoutForwardingIgnoresTheCallbacksArguments`.

@MainActor
@Suite struct ForwardingTests {
    let app = ForwardApp()
    let book = Item(name: "book")

    @Test(arguments: Hierarchy.allCases) func pushForwardsEveryArityFromZeroToFour(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        var results: [String] = []
        func pushAndRead(_ fire: () throws -> Void) throws {
            try fire()
            let receiver = try harness.assertPushed(ReceiverScreen.self)
            results += receiver.received
            try harness.fire(\ReceiverScreen.onBack)
            try harness.assertPopped(to: SenderScreen.self)
        }
        try pushAndRead { try harness.fire(\SenderScreen.onZero) }
        try pushAndRead { try harness.fire(\SenderScreen.onOne, book) }
        try pushAndRead { try harness.fire(\SenderScreen.onTwo, book, 2) }
        try pushAndRead { try harness.fire(\SenderScreen.onThree, book, 3, "wrap it") }
        try pushAndRead { try harness.interact(SenderScreen.self) { $0.onFour?(book, 4, "gift", true) } }
        #expect(results == ["()", "(book)", "(book, 2)", "(book, 3, wrap it)", "(book, 4, gift, true)"])
    }

    @Test(arguments: Hierarchy.allCases) func forwardingReachesTheScreenBeforeItIsShown(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        var atWill: (received: [String], onScreen: Bool)?
        harness.navigator.observe { [app] event in
            if event.phase == .will, let receiver = app.receiver.liveScreen {
                atWill = (receiver.received, harness.navigator.isOnScreen(receiver))
            }
        }
        try harness.fire(\SenderScreen.onOne, book)
        #expect(atWill?.received == ["(book)"], "the receiver had its arguments by `will`")
        #expect(atWill?.onScreen == false)
    }

    @Test(arguments: Hierarchy.allCases) func aRefusedRequestForwardsNothing(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        let sender = try harness.visible(SenderScreen.self)
        try harness.fire(\SenderScreen.onOne, book)
        try harness.fire(\SenderScreen.onOne, Item(name: "second tap"), on: sender)
        try harness.assertRefused(.sourceNotVisible)
        #expect(app.receiver.liveScreen?.received == ["(book)"])
    }

    @Test(arguments: Hierarchy.allCases) func verbWithoutForwardingIgnoresTheCallbacksArguments(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        try harness.fire(\SenderScreen.onIgnored, book, 9)
        let receiver = try harness.assertPushed(ReceiverScreen.self)
        #expect(receiver.received.isEmpty)
    }

    @Test(arguments: Hierarchy.allCases) func presentForwards(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        try harness.fire(\SenderScreen.onPresentItem, book)
        let receiver = try harness.assertPresented(ReceiverScreen.self)
        #expect(receiver.received == ["(book)"])
    }

    @Test(arguments: Hierarchy.allCases) func popToForwardsToTheScreenShownAgain(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        try harness.fire(\SenderScreen.onZero)
        try harness.fire(\ReceiverScreen.onReturn, book, 3)
        let sender = try harness.assertPopped(to: SenderScreen.self)
        #expect(sender.welcomes == ["bookx3"])
    }

    @Test(arguments: Hierarchy.allCases) func setRootForwards(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        try harness.fire(\SenderScreen.onZero)
        try harness.fire(\ReceiverScreen.onRestart, 11)
        let fresh = try harness.assertReplacedRoot(with: HomeScreen.self)
        #expect(fresh.received == ["value:11"])
        #expect(harness.stack.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func setWindowRootForwards(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.sender)
        try harness.fire(\SenderScreen.onPresentItem, book)
        try harness.fire(\ReceiverScreen.onSignOut, 12)
        let fresh = try harness.assertReplacedRoot(with: HomeScreen.self)
        #expect(fresh.received == ["value:12"])
        #expect(harness.layers.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func selectTabForwardsToTheTabsRoot(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onSelect, 13)
        let detail = try harness.assertSelectedTab(DetailScreen.self)
        #expect(detail.received == ["value:13"])
    }

    @Test(arguments: Hierarchy.allCases) func dismissToForwardsToTheScreenUncovered(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onPresent)
        try harness.fire(\ModalScreen.onSelect, 14)
        let home = try harness.assertDismissed(to: HomeScreen.self)
        #expect(home.received == ["value:14"])
    }
}
