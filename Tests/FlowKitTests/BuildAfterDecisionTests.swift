import FlowKit
import Testing

/// Flows whose recipes count their runs, and a tab container that shows one of them beside a
/// screen the window may already show.
@MainActor private final class CountedFlows {
    let freshBuilds = BuildCounter()
    lazy var home = Flow(with: HomeScreen(), name: "home")
    lazy var fresh: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "fresh") { [unowned self] vc, _ in
        self.freshBuilds.record(vc)
    }
}

/// A request is decided over values before anything is built: a refused request runs no recipe,
/// even for the targets it would have shown beside the one that got it refused.
@MainActor
struct BuildAfterDecisionTests {
    @Test func tabsRefusedForAScreenOnScreenBuildNoneOfTheirScreens() {
        let flows = CountedFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.home)
        let outcome = navigator.fromVisibleScreen().present(Tabs([Tab(flows.fresh), Tab(flows.home)]))
        #expect(outcome == .refused(.targetAlreadyOnScreen))
        #expect(flows.freshBuilds.count == 0)
        #expect(flows.fresh.liveScreen == nil)
    }

    @Test func tabsRefusedForAFlowWithoutItsOwnerBuildNoneOfTheirScreens() throws {
        let flows = CountedFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.home)
        let orphan = try RefusalApp().orphanedFlow()
        let outcome = navigator.fromVisibleScreen().present(Tabs([Tab(flows.fresh), Tab(orphan)]))
        #expect(outcome == .refused(.ownerReleased))
        #expect(flows.freshBuilds.count == 0)
    }

    @Test func anAcceptedRequestBuildsItsTargetOnce() {
        let flows = CountedFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.home)
        #expect(navigator.fromVisibleScreen().present(Tabs([Tab(flows.fresh)])) == .done)
        #expect(flows.freshBuilds.count == 1)
        #expect(navigator.visibleScreen === flows.fresh.liveScreen)
    }
}
