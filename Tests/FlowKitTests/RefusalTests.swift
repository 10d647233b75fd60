@testable import FlowKit
import FlowKitTesting
import Testing

/// Flows that can provoke every refusal through the public API.
@MainActor final class RefusalApp {
    let unrouted = FlowOutput<Int>(name: "unrouted")
    let detailBuilds = BuildCounter()
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)
        vc.onBack = lets.pop()                       // poppingRoot at the root
        vc.onClose = lets.dismiss()                  // nothingToDismiss in the root layer
        vc.onAlt = lets.popToRoot()                  // alreadyAtRoot at the root
        vc.onExtra = lets.selectTab(self.tabOne)     // notInTabs
        vc.onPresent = lets.present(self.modal)
        vc.onSelect = lets.emit(self.unrouted)       // outputNotRouted
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        self.detailBuilds.record(vc)
        vc.onNext = lets.push(self.deep)
        vc.onBack = lets.pop()
        vc.onAlt = lets.push(self.home)              // targetAlreadyOnScreen
        vc.onExtra = lets.popTo(self.detail)         // targetNotBelow: itself
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen(), name: "deep") { [unowned self] vc, lets in
        vc.onAlt = lets.popTo(self.detail)           // targetReleased once detail is gone
        vc.onClose = lets.dismiss(to: self.detail)   // targetNotOnScreen while detail lives off screen
    }
    lazy var modal: Flow<ModalScreen> = Flow(with: ModalScreen(), name: "modal") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep)             // noNavigationStack: presented bare
    }
    lazy var sheet = Flow(with: SheetScreen(), name: "sheet")

    /// A flow whose declaring object is gone: built once by a spy (which lets the flow stop
    /// holding its owner), then the spy, its screen and the owner are released.
    func orphanedFlow() throws -> Flow<DeepScreen> {
        final class Owner {}
        let flow = Flow(with: DeepScreen(), owner: Owner(), name: "orphan")
        do {
            let spy = LetsSpy()
            _ = try spy.screen(of: flow)
        }
        return flow
    }
    lazy var tabs = Tabs([Tab(tabOne), Tab(tabTwo)])
    lazy var tabOne: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "tabOne") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.tabChild)
        vc.onExtra = lets.selectTab(self.tabOne)     // tabAlreadySelected
    }
    lazy var tabTwo = Flow(with: SheetScreen(), name: "tabTwo")
    lazy var tabChild: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "tabChild") { [unowned self] vc, lets in
        vc.onNext = lets.selectTab(self.tabChild)    // tabNotFound: not a tab's root
    }
}

/// A navigator set up so that `trigger` is refused for one reason.
@MainActor struct RefusalScenario {
    let navigator = HeadlessNavigator()
    let log: EventLog
    var keep: [AnyObject] = []
    var trigger: () -> Void = {}

    init(_ reason: RefusalReason, app: RefusalApp) throws {
        log = EventLog(navigator)
        let navigator = self.navigator
        if reason != .notStarted && reason != .tabNotFound && reason != .tabAlreadySelected {
            navigator.start(app.home)
        }
        let home = app.home.liveScreen
        switch reason {
        case .notStarted:
            let unstarted = app.home.makeScreen(for: navigator)!.screen
            keep = [unstarted]
            trigger = { unstarted.onNext?() }
        case .sourceReleased:
            home?.onNext?()
            let stale = app.detail.liveScreen?.onNext
            app.detail.liveScreen?.onBack?()
            try #require(app.detail.liveScreen == nil, "the popped detail must be released")
            trigger = { stale?() }
        case .sourceNotOnScreen:
            home?.onNext?()
            let detail = try #require(app.detail.liveScreen)
            detail.onBack?()
            keep = [detail]
            trigger = { detail.onNext?() }
        case .sourceNotVisible:
            home?.onNext?()
            trigger = { home?.onNext?() }            // a double tap
        case .noNavigationStack:
            home?.onPresent?()
            trigger = { app.modal.liveScreen?.onNext?() }
        case .targetAlreadyOnScreen:
            home?.onNext?()
            trigger = { app.detail.liveScreen?.onAlt?() }
        case .targetReleased, .targetNotOnScreen:
            home?.onNext?()
            let detail = app.detail.liveScreen
            detail?.onBack?()
            if reason == .targetNotOnScreen, let detail { keep = [detail] }
            navigator.fromVisibleScreen().push(app.deep)
            try #require(navigator.visibleScreen === app.deep.liveScreen)
            trigger = reason == .targetReleased ? { app.deep.liveScreen?.onAlt?() } : { app.deep.liveScreen?.onClose?() }
        case .targetNotBelow:
            home?.onNext?()
            trigger = { app.detail.liveScreen?.onExtra?() }
        case .poppingRoot:
            trigger = { home?.onBack?() }
        case .alreadyAtRoot:
            trigger = { home?.onAlt?() }
        case .alreadyPresenting:
            home?.onPresent?()
            trigger = {
                if let home { navigator.from(home).present(app.sheet) }
            }
        case .nothingToDismiss:
            trigger = { home?.onClose?() }
        case .notInTabs:
            trigger = { home?.onExtra?() }
        case .tabNotFound:
            navigator.start(app.tabs)
            app.tabOne.liveScreen?.onNext?()
            trigger = { app.tabChild.liveScreen?.onNext?() }
        case .tabAlreadySelected:
            navigator.start(app.tabs)
            trigger = { app.tabOne.liveScreen?.onExtra?() }
        case .missingTarget:
            // Only a request made inside the package can lack its target: every public verb
            // names one.
            trigger = { navigator.perform(NavigationRequest(verb: .push, origin: .app, source: home, callSite: CallSite())) }
        case .sourceNotBuilt:
            trigger = { navigator.from(flow: app.sheet).push(app.deep) }
        case .ownerReleased:
            let orphan = try app.orphanedFlow()
            trigger = { if let home { navigator.from(home).push(orphan) } }
        case .outputNotRouted:
            trigger = { home?.onSelect?(7) }
        }
        try #require(log.events.allSatisfy { $0.refusal == nil }, "the setup itself must not be refused")
    }
}

@MainActor
@Suite struct RefusalTests {
    let app = RefusalApp()

    @Test(arguments: RefusalReason.allCases)
    func everyReasonIsReachableAndLeavesTheWindowAlone(_ reason: RefusalReason) throws {
        let scenario = try RefusalScenario(reason, app: app)
        expectRefusal(reason, on: scenario.navigator, log: scenario.log, scenario.trigger)
        let event = try #require(scenario.log.events.last)
        #expect(event.description.contains("refused"))
        #expect(event.description.hasSuffix(": \(reason) (\(event.callSite))"))
        withExtendedLifetime(scenario.keep) {}
    }

    @Test func notStartedLeavesTheWindowEmpty() throws {
        let scenario = try RefusalScenario(.notStarted, app: app)
        scenario.trigger()
        #expect(scenario.navigator.layers.isEmpty)
        #expect(scenario.navigator.visibleScreen == nil)
        #expect(app.detail.liveScreen == nil, "nothing is built for a navigator that has not started")
        #expect(scenario.log.events.map(\.refusal) == [.notStarted])
    }

    @Test func popToAReleasedFlowIsRefusedAndNeverRebuildsIt() throws {
        let scenario = try RefusalScenario(.targetReleased, app: app)
        let builds = app.detailBuilds.count
        expectRefusal(.targetReleased, on: scenario.navigator, log: scenario.log, scenario.trigger)
        #expect(app.detail.liveScreen == nil, "a back verb must not rebuild its released target")
        #expect(app.detailBuilds.count == builds)
        #expect(scenario.log.events.last?.target?.instance == nil)
        #expect(typeNames(scenario.navigator.visibleStack) == ["HomeScreen", "DeepScreen"])
    }

    @Test(arguments: Hierarchy.allCases) func aStaleCallbackFromACoveredScreenIsRefusedWithoutBuildingItsTarget(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let log = EventLog(harness.navigator)
        let home = try harness.visible(HomeScreen.self)
        try harness.fire(\HomeScreen.onNext)
        try harness.assertPushed(DetailScreen.self)
        try expectRefusal(.sourceNotVisible, on: harness.navigator, log: log) {
            try harness.fire(\HomeScreen.onPresent, on: home)
        }
        #expect(app.modal.liveScreen == nil, "the stale request's target was never built")
    }

    @Test func aProgramPresentFromACoveredScreenBuildsNothing() throws {
        let scenario = try RefusalScenario(.alreadyPresenting, app: app)
        expectRefusal(.alreadyPresenting, on: scenario.navigator, log: scenario.log, scenario.trigger)
        #expect(app.sheet.liveScreen == nil)
        // An app request's source is named after the flow the navigator showed it from.
        #expect(scenario.log.events.last?.source?.flowName == "home")
        #expect(scenario.log.events.last?.source?.instance == app.home.liveScreen.map(ObjectIdentifier.init))
        #expect(scenario.log.events.last?.origin == .app)
        #expect(scenario.navigator.layers.count == 2)
    }

    @Test(arguments: Hierarchy.allCases) func aDoubleTapPushesOnce(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.home)
        let home = try harness.visible(HomeScreen.self)
        let log = EventLog(harness.navigator)
        home.onNext?()
        home.onNext?()
        // Over UIKit the second tap lands mid-animation: it waits, then is refused the same way.
        harness.settle()
        #expect(log.events.map(\.phase) == [.will, .did, .refused(.sourceNotVisible)])
        #expect(typeNames(harness.stack) == ["HomeScreen", "DetailScreen"])
        #expect(app.detailBuilds.count == 1)
    }

    @Test func aRefusedEventDescribesItsSourceTargetAndReason() throws {
        let scenario = try RefusalScenario(.targetAlreadyOnScreen, app: app)
        scenario.trigger()
        let event = try #require(scenario.log.events.last)
        #expect(event.verb == .push)
        #expect(event.source?.description == "detail")
        #expect(event.source?.instance == app.detail.liveScreen.map(ObjectIdentifier.init))
        #expect(event.target?.description == "home")
        #expect(event.target?.instance == app.home.liveScreen.map(ObjectIdentifier.init))
        #expect(event.refusal?.description == "the target screen is already on screen")
    }
}
