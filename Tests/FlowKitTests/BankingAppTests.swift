import FlowKit
import Testing

// A banking app written from the README (issue 22): a plain flows class, plain screens, one
// transfer group placed twice (pushed in the Payments tab, presented from an account), run by
// a headless navigator.

final class BankAccountsScreen {
    var onOpen: (String) -> Void = { _ in }
}

final class BankAccountScreen {
    var onTransfer: () -> Void = {}
    var onStatements: () -> Void = {}
    private(set) var account: String?
    func show(account: String) { self.account = account }
}

final class BankStatementsScreen {
    var onBack: () -> Void = {}
}

final class BankPaymentsScreen {
    var onTransfer: () -> Void = {}
}

final class TransferAmountScreen {
    var onNext: (Int) -> Void = { _ in }
    var onCancel: () -> Void = {}
}

final class TransferReviewScreen {
    var onConfirm: () -> Void = {}
    private(set) var amount: Int?
    func review(amount: Int) { self.amount = amount }
}

/// Moving money: an amount, then its review; the parent decides where each outcome goes.
final class TransferFlows: FlowGroup {
    let sent = FlowSignal(name: "sent")
    let cancelled = FlowSignal(name: "cancelled")
    var entry: Flow<TransferAmountScreen> { amount }

    lazy var amount = Flow(with: TransferAmountScreen(), owner: self) { [unowned self] vc, lets in
        vc.onNext = lets.push(self.review) { $0.review }
        vc.onCancel = lets.emit(self.cancelled)
    }
    lazy var review = Flow(with: TransferReviewScreen(), owner: self) { [unowned self] vc, lets in
        vc.onConfirm = lets.emit(self.sent)
    }
}

final class BankFlows {
    let transfer = TransferFlows()

    lazy var tabs = Tabs(name: "bank", [Tab(accounts, title: "Accounts"), Tab(payments, title: "Payments")])
    lazy var accounts = Flow(with: BankAccountsScreen(), owner: self) { [unowned self] vc, lets in
        vc.onOpen = lets.push(self.account) { $0.show }
    }
    lazy var account = Flow(with: BankAccountScreen(), owner: self) { [unowned self] vc, lets in
        vc.onTransfer = lets.present(self.transfer
            .on(\.sent) { lets in lets.dismiss() }
            .on(\.cancelled) { lets in lets.dismiss() }, embedding: .navigation)
        vc.onStatements = lets.push(self.statements)
    }
    lazy var statements = Flow(with: BankStatementsScreen(), owner: self) { vc, lets in
        vc.onBack = lets.pop()
    }
    lazy var payments = Flow(with: BankPaymentsScreen(), owner: self) { [unowned self] vc, lets in
        vc.onTransfer = lets.push(self.transfer
            .on(\.sent) { lets in lets.popToRoot() }
            .on(\.cancelled) { lets in lets.pop() })
    }
}

/// The events a navigator sends from now on.
@MainActor private final class BankEvents {
    private(set) var events: [NavigationEvent] = []
    init(_ navigator: HeadlessNavigator) {
        navigator.observe { [weak self] event in self?.events.append(event) }
    }
    var refusals: [RefusalReason] { events.compactMap(\.refusal) }
}

@MainActor private func names(_ screens: [AnyObject]) -> [String] {
    screens.map { String(describing: type(of: $0)) }
}

/// One group instance in two placements runs as its map draws it: two copies, each with its
/// own screens, each routing its outputs as its own placement says.
@MainActor
@Suite struct GroupPlacedTwiceTests {
    @Test func eachPlacementBuildsItsOwnScreens() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tabs)
        let events = BankEvents(navigator)
        #expect(navigator.userSelectsTab(1))
        try #require(flows.payments.liveScreen).onTransfer()
        let pushedAmount = try #require(navigator.visibleScreen as? TransferAmountScreen)
        pushedAmount.onNext(20)
        let pushedReview = try #require(navigator.visibleScreen as? TransferReviewScreen)

        #expect(navigator.userSelectsTab(0))
        try #require(flows.accounts.liveScreen).onOpen("checking")
        try #require(flows.account.liveScreen).onTransfer()
        #expect(events.refusals.isEmpty, "the second placement is not the first one's screens: \(events.refusals)")
        let presentedAmount = try #require(navigator.visibleScreen as? TransferAmountScreen)
        #expect(presentedAmount !== pushedAmount)
        presentedAmount.onNext(50)
        let presentedReview = try #require(navigator.visibleScreen as? TransferReviewScreen)
        #expect(presentedReview !== pushedReview, "a sibling pushed inside a placement stays in it")
        #expect(presentedReview.amount == 50)
        #expect(pushedReview.amount == 20)

        presentedReview.onConfirm()
        #expect(navigator.layers.count == 1, "the presenting placement's route dismisses its copy")
        #expect(names(navigator.visibleStack) == ["BankAccountsScreen", "BankAccountScreen"])
        #expect(navigator.userSelectsTab(1))
        #expect(navigator.visibleScreen === pushedReview, "the Payments tab's copy is where it was left")
        pushedReview.onConfirm()
        #expect(names(navigator.visibleStack) == ["BankPaymentsScreen"], "the pushing placement's route pops to root")
        #expect(events.refusals.isEmpty, "\(events.refusals)")
    }

    @Test func aPlacementShownAgainReusesItsLiveScreens() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tabs)
        #expect(navigator.userSelectsTab(1))
        try #require(flows.payments.liveScreen).onTransfer()
        let amount = try #require(navigator.visibleScreen as? TransferAmountScreen)
        amount.onNext(5)
        let review = try #require(navigator.visibleScreen as? TransferReviewScreen)
        #expect(navigator.userTapsBack())
        amount.onNext(7)
        #expect(navigator.visibleScreen === review, "still alive in its placement: reused, not rebuilt")
        #expect(review.amount == 7)
    }

    @Test func aDismissedPlacementsScreensAreReleased() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tabs)
        try #require(flows.accounts.liveScreen).onOpen("checking")
        weak var amount: TransferAmountScreen?
        weak var review: TransferReviewScreen?
        do {
            try #require(flows.account.liveScreen).onTransfer()
            let shownAmount = try #require(navigator.visibleScreen as? TransferAmountScreen)
            amount = shownAmount
            shownAmount.onNext(10)
            let shownReview = try #require(navigator.visibleScreen as? TransferReviewScreen)
            review = shownReview
            shownReview.onConfirm()
        }
        #expect(navigator.layers.count == 1)
        #expect(amount == nil)
        #expect(review == nil)
    }
}

/// Requests the app makes from an observer are judged in the order they were made.
@MainActor
@Suite struct AppRequestOrderTests {
    @Test func aRequestFromAFlowWaitsForTheQueuedPushThatBuildsItsScreen() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        var outcomes: [NavigationOutcome] = []
        let events = BankEvents(navigator)
        // A deep link to an account's statements, followed once the tabs are up.
        navigator.observe { [unowned navigator, flows] event in
            guard event.phase == .did, event.verb == .setWindowRoot else { return }
            outcomes.append(navigator.from(flow: flows.accounts).push(flows.account) { $0.show(account: "savings") })
            outcomes.append(navigator.from(flow: flows.account).push(flows.statements))
            outcomes.append(navigator.from(flow: flows.statements).run(.pop))
        }
        navigator.start(flows.tabs)
        #expect(outcomes == [.queued, .queued, .queued])
        #expect(events.refusals.isEmpty, "\(events.refusals)")
        #expect(names(navigator.visibleStack) == ["BankAccountsScreen", "BankAccountScreen"])
        #expect(flows.account.liveScreen?.account == "savings")
    }

    @Test func aFlowWithNoScreenWhenItsTurnComesIsStillRefused() {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tabs)
        #expect(navigator.from(flow: flows.statements).run(.pop) == .refused(.sourceNotBuilt))
    }
}

/// An app request's event cites the verb's line, where the request is made.
@MainActor
@Suite struct AppRequestCallSiteTests {
    @Test func theEventCitesTheVerbNotFrom() throws {
        let flows = BankFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tabs)
        let events = BankEvents(navigator)
        let accounts = navigator.from(flow: flows.accounts)
        let pushLine = #line + 1
        accounts.push(flows.account) { $0.show(account: "checking") }
        #expect(events.events.last?.callSite == CallSite(fileID: #fileID, line: pushLine))

        let account = navigator.from(flow: flows.account)
        let popLine = #line + 1
        account.run(.pop)
        #expect(events.events.last?.callSite == CallSite(fileID: #fileID, line: popLine))
    }
}
