import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct HarnessInteractionTests {
    let app = HarnessApp()
    let file = "FlowKitTestingTests/HarnessInteractionTests.swift"

    @Test func fireCallsTheVisibleScreensCallbackWithItsArguments() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onOpen, "tea", 2)
        let next = try harness.assertPushed(NextScreen.self)
        #expect(next.opened == ["tea×2"])
        try harness.fire(\NextScreen.onThree, 1, 2, 3)
        try harness.assertPopped(to: StartScreen.self)
    }

    @Test func fireOnACoveredScreenSendsAStaleCallback() throws {
        let harness = NavigationHarness(root: app.start)
        let start = try harness.visible(StartScreen.self)
        try harness.fire(\StartScreen.onNext)
        try harness.fire(\StartScreen.onSheet, on: start)
        let event = try harness.assertRefused(.sourceNotVisible)
        #expect(event.verb == .present)
        #expect(app.panel.liveScreen == nil)
    }

    @Test func fireFailsWhenAnotherScreenIsVisible() throws {
        let harness = NavigationHarness(root: app.start)
        let line = #line + 1
        let error = #expect(throws: NavigationAssertionError.self) { try harness.fire(\NextScreen.onBack) }
        #expect(error?.message == "expected NextScreen to be visible, found StartScreen")
        #expect(error?.line == line)
        #expect(error?.fileID == file)
        try harness.assertNoNavigation()
    }

    @Test func fireFailsOnAnUnboundCallback() throws {
        let harness = NavigationHarness(root: app.start)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.fire(\StartScreen.onUnbound) }
        let message = try #require(error?.message)
        #expect(message == "the StartScreen callback fired here is nil: no verb is bound to it")
    }

    @Test func interactRunsOnTheVisibleScreenTyped() throws {
        let harness = NavigationHarness(root: app.start)
        var seen: StartScreen?
        try harness.interact(StartScreen.self) { screen in
            seen = screen
            screen.onOpen?("jam", 5)
        }
        #expect(seen === app.start.liveScreen)
        #expect(try harness.assertPushed(NextScreen.self).opened == ["jam×5"])
        let error = #expect(throws: NavigationAssertionError.self) {
            try harness.interact(PanelScreen.self) { $0.onClose?() }
        }
        #expect(error?.message == "expected PanelScreen to be visible, found NextScreen")
    }

    @Test func interactPassesOnErrorsThrownByTheInteraction() throws {
        struct Boom: Error {}
        let harness = NavigationHarness(root: app.start)
        #expect(throws: Boom.self) { try harness.interact(StartScreen.self) { _ in throw Boom() } }
    }

    @Test func visibleFailsWithTheScreenActuallyShown() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onSheet)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.visible(StartScreen.self) }
        #expect(error?.message == "expected StartScreen to be visible, found PanelScreen")
    }
}
