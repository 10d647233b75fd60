import FlowKit
import FlowKitTesting
import Testing

/// One screen, one place: each navigator gets its own instance of a flow's screen, and a
/// callback navigates in the navigator that shows its screen.
@MainActor
@Suite struct TwoNavigatorTests {
    let flows = MoviesFlows()

    @Test func twoNavigatorsShowTwoInstances() throws {
        let first = NavigationHarness(root: flows.list)
        let second = NavigationHarness(root: flows.list)
        let one = try first.visible(ListScreen.self)
        let two = try second.visible(ListScreen.self)
        #expect(one !== two)
        #expect(flows.list.liveScreen(in: first.navigator) === one)
        #expect(flows.list.liveScreen(in: second.navigator) === two)
    }

    @Test func aCallbackNavigatesInItsOwnNavigator() throws {
        let first = NavigationHarness(root: flows.list)
        let second = NavigationHarness(root: flows.list)
        try second.fire(\ListScreen.onOpen, 9)
        #expect(second.stack.count == 2)
        #expect(first.stack.count == 1, "the first window is untouched")
        try first.assertNoNavigation()
    }
}
