@testable import FlowKit
import FlowKitTesting
import Testing

/// A group of flows declared as `lazy var`s that capture `[unowned self]`, as apps write them.
@MainActor final class ShopFlows {
    let counter = BuildCounter()
    // The autoclosure cannot capture `self` unowned, so the bind closure counts the builds.
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        self.counter.record(vc)
        vc.onNext = lets.push(self.detail)
    }
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        self.counter.record(vc)
        vc.onNext = lets.push(self.deep)
        vc.onBack = lets.pop()
    }
    /// The long form: the recipe builds the screen itself.
    lazy var deep: Flow<DeepScreen> = Flow(name: "deep") { [unowned self] lets in
        let vc = DeepScreen()
        self.counter.record(vc)
        vc.onBack = lets.popTo(self.home)
        return vc
    }
}

@MainActor
@Suite struct FlowTests {
    @Test(arguments: Hierarchy.allCases) func nothingIsBuiltUntilANavigatorNeedsIt(_ hierarchy: Hierarchy) {
        let flows = ShopFlows()
        _ = (flows.home, flows.detail, flows.deep)
        hierarchy.settle()
        #expect(flows.counter.count == 0)
        #expect(flows.home.liveScreen == nil)
        #expect(flows.home.descriptor.instance == nil)

        let navigator = hierarchy.navigator()
        navigator.start(flows.home)
        hierarchy.settle()
        #expect(flows.counter.count == 1, "only the root is built by start")
        #expect(flows.detail.liveScreen == nil)
        #expect(navigator.visibleScreen === flows.home.liveScreen)
    }

    @Test(arguments: Hierarchy.allCases) func theLiveInstanceIsReturnedWhileSomethingHoldsIt(_ hierarchy: Hierarchy) throws {
        let flows = ShopFlows()
        let navigator = hierarchy.navigator()
        navigator.start(flows.home)
        hierarchy.settle()
        let first = try #require(flows.home.screen(for: navigator))
        let second = flows.home.screen(for: navigator)
        hierarchy.settle()
        #expect(first === second)
        #expect(first === navigator.visibleScreen)
        #expect(flows.counter.count == 1)
        #expect(flows.home.descriptor.instance == ObjectIdentifier(first))
        #expect(flows.home.liveObject === first)
    }

    @Test(arguments: Hierarchy.allCases) func aPoppedScreenIsReleasedAndRebuiltByTheNextPush(_ hierarchy: Hierarchy) throws {
        let flows = ShopFlows()
        let harness = hierarchy.harness(root: flows.home)
        weak var firstDetail: DetailScreen?
        do {
            try harness.fire(\HomeScreen.onNext)
            firstDetail = try harness.assertPushed(DetailScreen.self)
        }
        #expect(flows.counter.count == 2)
        try harness.fire(\DetailScreen.onBack)
        try harness.assertPopped(to: HomeScreen.self)
        #expect(firstDetail == nil, "the navigator was the only owner of the popped screen")
        #expect(flows.detail.liveScreen == nil)

        try harness.fire(\HomeScreen.onNext)
        try harness.assertPushed(DetailScreen.self)
        #expect(flows.counter.count == 3, "a push after release builds a new screen")
        #expect(flows.detail.liveScreen === harness.visibleScreen)
    }

    @Test(arguments: Hierarchy.allCases) func anAliveScreenOffScreenIsReusedNotRebuilt(_ hierarchy: Hierarchy) throws {
        let flows = ShopFlows()
        let harness = hierarchy.harness(root: flows.home)
        try harness.fire(\HomeScreen.onNext)
        let kept = try harness.assertPushed(DetailScreen.self)
        try harness.fire(\DetailScreen.onBack)
        #expect(!harness.navigator.isOnScreen(kept))
        #expect(flows.detail.liveScreen === kept, "the test still holds it, so the weak cache still has it")

        try harness.fire(\HomeScreen.onNext)
        let again = try harness.assertPushed(DetailScreen.self)
        #expect(again === kept)
        #expect(flows.counter.count == 2)
    }

    @Test(arguments: Hierarchy.allCases) func theLongFormBuildsAndBindsItsScreen(_ hierarchy: Hierarchy) throws {
        let flows = ShopFlows()
        let harness = hierarchy.harness(root: flows.home)
        try harness.fire(\HomeScreen.onNext)
        try harness.fire(\DetailScreen.onNext)
        let deep = try harness.assertPushed(DeepScreen.self)
        #expect(flows.deep.liveScreen === deep)
        #expect(flows.deep.name == "deep")
        #expect(flows.deep.screenTypeName == "DeepScreen")
        try harness.fire(\DeepScreen.onBack)
        try harness.assertPopped(to: HomeScreen.self)
        #expect(harness.stack.count == 1)
    }

    @Test(arguments: Hierarchy.allCases) func aGroupOfLazyFlowsWithUnownedSelfHasNoRetainCycle(_ hierarchy: Hierarchy) throws {
        weak var released: ShopFlows?
        weak var releasedHome: HomeScreen?
        do {
            let flows = ShopFlows()
            released = flows
            let harness = hierarchy.harness(root: flows.home)
            try harness.fire(\HomeScreen.onNext)
            try harness.fire(\DetailScreen.onNext)
            try harness.fire(\DeepScreen.onBack)
            releasedHome = try harness.assertPopped(to: HomeScreen.self)
        }
        #expect(released == nil, "lazy flows capturing [unowned self] must not keep their group alive")
        #expect(releasedHome == nil, "screens must not outlive the navigator that showed them")
    }

    @Test(arguments: Hierarchy.allCases) func makeScreenBuildsANewBoundScreenWithoutCaching(_ hierarchy: Hierarchy) {
        let flows = ShopFlows()
        let navigator = hierarchy.navigator()
        let (one, lets) = flows.detail.makeScreen(for: navigator)!
        let (two, _) = flows.detail.makeScreen(for: navigator)!
        hierarchy.settle()
        #expect(one !== two)
        #expect(flows.detail.liveScreen == nil, "makeScreen never fills the flow's cache")
        #expect(flows.counter.count == 2)
        #expect(lets.source === one)
        #expect(lets.navigator === navigator)
        #expect(lets.flowName == "detail")
        #expect(lets.declaredActions.map(\.verb) == [.push, .pop])
        #expect(lets.declaredActions.map(\.index) == [0, 1])
        #expect(lets.declaredActions.first?.target?.descriptor.typeName == "DeepScreen")
        #expect(lets.declaredActions.map(\.label) == ["onNext", "onBack"], "two `() -> Void` verbs, told apart")
    }

    @Test func aScreenMadeWithoutANavigatorHasInertVerbs() {
        let flows = ShopFlows()
        let (screen, lets) = flows.home.makeScreen(for: nil)!
        #expect(lets.navigator == nil)
        screen.onNext?()
        #expect(flows.detail.liveScreen == nil, "an inert verb builds nothing")
        #expect(flows.counter.count == 1)
    }

    @Test func aFlowDescribesItselfByNameOrType() {
        let named = Flow(with: HomeScreen(), name: "start")
        let anonymous = Flow(with: HomeScreen())
        #expect(named.descriptor.description == "start")
        #expect(anonymous.descriptor.description == "HomeScreen")
        #expect(anonymous.descriptor.typeName == "HomeScreen")
        #expect(named.entry === named)
    }
}
