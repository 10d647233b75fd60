import FlowKit
import FlowKitTesting
import Testing

/// UIKit's own controls (back button, sheet swipe, tab bar) change the window without a
/// callback; the navigator records them so later callbacks are judged against the real window.
@MainActor
@Suite struct UserGestureTests {
    let app = TabApp()

    @Test(arguments: Hierarchy.allCases) func theBackButtonPopsTheVisibleStackAndMakesThePoppedScreensCallbacksStale(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onNext)
        let detail = try harness.assertPushed(DetailScreen.self)
        #expect(harness.navigator.userTapsBack())
        #expect(typeNames(harness.stack) == ["HomeScreen"])
        #expect(harness.uncheckedEvents.last?.verb == .pop)
        #expect(harness.uncheckedEvents.last?.phase == .did)
        detail.onAlt?()
        #expect(harness.uncheckedEvents.last?.refusal == .sourceNotOnScreen)
    }

    @Test(arguments: Hierarchy.allCases) func thereIsNoBackButtonAtAStacksRoot(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        let log = EventLog(harness.navigator)
        let before = WindowSnapshot(harness.navigator)
        #expect(!harness.navigator.userTapsBack())
        #expect(WindowSnapshot(harness.navigator) == before)
        #expect(log.events.isEmpty)
    }

    @Test(arguments: Hierarchy.allCases) func swipingASheetDownDismissesTheTopLayerOnly(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.one)
        #expect(!harness.navigator.userSwipesDownSheet(), "nothing is presented yet")
        try harness.fire(\HomeScreen.onPresent)
        let modal = try harness.assertPresented(ModalScreen.self)
        #expect(harness.navigator.userSwipesDownSheet())
        #expect(harness.layers.count == 1)
        #expect(!harness.navigator.isOnScreen(modal))
        #expect(harness.uncheckedEvents.last?.verb == .dismiss)
    }

    @Test(arguments: Hierarchy.allCases) func theTabBarSelectsATabAndTheHiddenTabsCallbacksAreRefused(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        let one = try harness.visible(HomeScreen.self)
        #expect(harness.navigator.userSelectsTab(1))
        _ = try harness.visible(SheetScreen.self)
        #expect(harness.uncheckedEvents.last?.verb == .selectTab)
        one.onNext?()
        #expect(harness.uncheckedEvents.last?.refusal == .sourceNotVisible, "tab one is hidden")
    }

    @Test(arguments: Hierarchy.allCases) func theTabBarIgnoresTheSelectedTabAndTabsThatDoNotExist(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        let log = EventLog(harness.navigator)
        let before = WindowSnapshot(harness.navigator)
        for index in [0, 2, -1] {
            #expect(!harness.navigator.userSelectsTab(index), "tab \(index) is selected already or does not exist")
        }
        #expect(WindowSnapshot(harness.navigator) == before)
        #expect(log.events.isEmpty)
    }

    @Test(arguments: Hierarchy.allCases) func aTabBarUnderAPresentedScreenCannotBeTapped(_ hierarchy: Hierarchy) throws {
        let harness = hierarchy.harness(root: app.tabs)
        try harness.fire(\HomeScreen.onPresent)
        _ = try harness.assertPresented(ModalScreen.self)
        #expect(!harness.navigator.userSelectsTab(1))
    }
}
