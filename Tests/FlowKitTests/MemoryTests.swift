import FlowKit
import Testing

/// Every screen built, held weakly: what is still alive after the navigator let go.
@MainActor final class Census {
    private final class Ref {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
    private var refs: [Ref] = []
    var built: Int { refs.count }
    var alive: [AnyObject] { refs.compactMap(\.object) }
    func track(_ screen: AnyObject) { refs.append(Ref(screen)) }
}

/// A small group whose `done` output the parent routes; every screen reports to the census.
@MainActor final class TrackedGroup: FlowGroup {
    let census: Census
    let done: FlowOutput<Int> = FlowOutput(name: "done")
    init(census: Census) { self.census = census }
    var entry: Flow<CartScreen> { cart }
    lazy var cart: Flow<CartScreen> = Flow(with: CartScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onPay = lets.push(self.payment)
    }
    lazy var payment: Flow<PaymentScreen> = Flow(with: PaymentScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onPaid = lets.emit(self.done)
    }
}

@MainActor final class MemoryApp {
    let census = Census()
    lazy var pushedGroup = TrackedGroup(census: census)
    lazy var presentedGroup = TrackedGroup(census: census)
    lazy var tabs = Tabs([Tab(tabA), Tab(tabB, embedding: .none)])

    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onNext = lets.push(self.detail)
        vc.onPresent = lets.present(self.sheet, embedding: .navigation)
        vc.onExtra = lets.present(self.tabs)
        vc.onSelect = lets.push(self.pushedGroup) { $0.prepare }
        vc.onAlt = lets.present(self.presentedGroup, embedding: .navigation)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onNext = lets.push(self.deep)
        vc.onBack = lets.pop()
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onAlt = lets.popTo(self.home)
    }
    lazy var sheet: Flow<SheetScreen> = Flow(with: SheetScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onNext = lets.push(self.sheetTop)
    }
    lazy var sheetTop: Flow<ModalScreen> = Flow(with: ModalScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onClose = lets.dismiss()
    }
    lazy var tabA: Flow<HomeScreen> = Flow(with: HomeScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onNext = lets.push(self.tabChild)
        vc.onAlt = lets.selectTab(self.tabB)
    }
    lazy var tabB: Flow<SheetScreen> = Flow(with: SheetScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onClose = lets.dismiss()
    }
    lazy var tabChild: Flow<DetailScreen> = Flow(with: DetailScreen()) { [unowned self] vc, lets in
        self.census.track(vc)
        vc.onBack = lets.pop()
    }

    init() {
        pushedGroup.done.route { lets in lets.popToRoot() }
        presentedGroup.done.route { lets in lets.dismiss() }
    }
}

@MainActor
@Suite struct MemoryTests {
    @Test(arguments: Hierarchy.allCases) func tenThousandCyclesLeaveNoScreenAliveOffScreen(_ hierarchy: Hierarchy) throws {
        let app = MemoryApp()
        weak var weakNavigator: HeadlessNavigator?
        var accepted = 0
        var refused: [NavigationEvent] = []
        do {
            let navigator = hierarchy.navigator()
            weakNavigator = navigator
            navigator.observe { event in
                if event.phase == .did { accepted += 1 }
                if event.refusal != nil { refused.append(event) }
            }
            navigator.start(app.home)
            hierarchy.settle()
            let home = try #require(app.home.liveScreen)
            for cycle in 0..<10_000 {
                switch cycle % 5 {
                case 0:                                           // push, push, popTo
                    home.onNext?()
                    hierarchy.settle()
                    app.detail.liveScreen?.onNext?()
                    hierarchy.settle()
                    app.deep.liveScreen?.onAlt?()
                    hierarchy.settle()
                case 1:                                           // push, pop, then a stale double tap
                    home.onNext?()
                    hierarchy.settle()
                    home.onNext?()
                    hierarchy.settle()
                    app.detail.liveScreen?.onBack?()
                    hierarchy.settle()
                case 2:                                           // present a stack, push, dismiss
                    home.onPresent?()
                    hierarchy.settle()
                    app.sheet.liveScreen?.onNext?()
                    hierarchy.settle()
                    app.sheetTop.liveScreen?.onClose?()
                    hierarchy.settle()
                case 3:                                           // tabs: present, push, pop, switch, dismiss
                    home.onExtra?()
                    hierarchy.settle()
                    app.tabA.liveScreen?.onNext?()
                    hierarchy.settle()
                    app.tabChild.liveScreen?.onBack?()
                    hierarchy.settle()
                    app.tabA.liveScreen?.onAlt?()
                    hierarchy.settle()
                    app.tabB.liveScreen?.onClose?()
                    hierarchy.settle()
                default:                                          // groups: pushed and presented
                    home.onSelect?(cycle)
                    hierarchy.settle()
                    app.pushedGroup.cart.liveScreen?.onPay?()
                    hierarchy.settle()
                    app.pushedGroup.payment.liveScreen?.onPaid?(cycle)
                    hierarchy.settle()
                    home.onAlt?()
                    hierarchy.settle()
                    app.presentedGroup.cart.liveScreen?.onPay?()
                    hierarchy.settle()
                    app.presentedGroup.payment.liveScreen?.onPaid?(cycle)
                    hierarchy.settle()
                }
            }
            let alive = app.census.alive
            let onScreen = navigator.screensOnScreen
            print("leak census: built \(app.census.built), alive \(alive.count), on screen \(onScreen.count)")
            hierarchy.settle()
            #expect(refused.count == 2_000 && refused.allSatisfy { $0.refusal == .sourceNotVisible },
                    "only the deliberate double taps are refused")
            // Group cycles: six verbs and two emissions, each emission one event of its own.
            hierarchy.settle()
            #expect(accepted == 1 + 10_000 / 5 * (3 + 2 + 3 + 5 + 6 + 2))
            #expect(app.census.built >= 10_000 / 5 * 12, "every cycle built fresh screens")
            #expect(alive.filter { !navigator.isOnScreen($0) }.isEmpty, "screens alive but not on screen leaked")
            #expect(alive.count == onScreen.count)
            #expect(onScreen.count == 1 && onScreen.first === home)
        }
        hierarchy.settle()
        #expect(weakNavigator == nil, "flows, screens and observers must not keep the navigator alive")
        #expect(app.census.alive.isEmpty, "without its navigator, no screen is left")
    }
}
