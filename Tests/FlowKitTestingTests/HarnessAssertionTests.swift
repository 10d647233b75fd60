import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct HarnessAssertionTests {
    let app = HarnessApp()
    let file = "FlowKitTestingTests/HarnessAssertionTests.swift"

    @Test func startsWithTheRootVisibleAndNothingUnchecked() throws {
        let harness = NavigationHarness(root: app.start)
        #expect(harness.events.map(\.verb) == [.setWindowRoot, .setWindowRoot])
        #expect(harness.uncheckedEvents.isEmpty)
        try harness.assertNoNavigation()
        let start = try harness.visible(StartScreen.self)
        #expect(harness.stack.map(ObjectIdentifier.init) == [ObjectIdentifier(start)])
        #expect(harness.layers.count == 1)
        #expect(NavigationHarness(root: app.panel, embedding: .none).stack.isEmpty)
    }

    @Test func eachSuccessfulAssertionReturnsTheTypedScreen() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onNext)
        let next: NextScreen = try harness.assertPushed(NextScreen.self)
        try harness.fire(\NextScreen.onBack)
        let start: StartScreen = try harness.assertPopped(to: StartScreen.self)
        try harness.fire(\StartScreen.onSheet)
        let panel: PanelScreen = try harness.assertPresented(PanelScreen.self)
        try harness.fire(\PanelScreen.onClose)
        #expect(try harness.assertDismissed(to: StartScreen.self) === start)
        try harness.fire(\StartScreen.onNext)
        try harness.fire(\NextScreen.onRestart)
        #expect(try harness.assertReplacedRoot(with: StartScreen.self) === start)
        try harness.fire(\StartScreen.onTab)
        let refusal = try harness.assertRefused(.notInTabs)
        #expect(refusal.verb == .selectTab)
        #expect(next === app.next.liveScreen)
        #expect(panel === app.panel.liveScreen, "the test still holds the dismissed panel")
    }

    @Test func assertSelectedTabWorksOnATabHarness() throws {
        let harness = NavigationHarness(root: app.tabs)
        try harness.fire(\StartScreen.onTab)
        let other = try harness.assertSelectedTab(OtherTabScreen.self)
        #expect(other === app.other.liveScreen)
        try harness.fire(\OtherTabScreen.onFirst)
        try harness.assertSelectedTab(StartScreen.self)
    }

    @Test func anAssertionWithNothingRequestedFails() throws {
        let harness = NavigationHarness(root: app.start)
        let pushed = #expect(throws: NavigationAssertionError.self) { try harness.assertPushed(NextScreen.self) }
        #expect(pushed?.message == "expected push or replace to NextScreen, but nothing was requested")
        let refused = #expect(throws: NavigationAssertionError.self) { try harness.assertRefused(.poppingRoot) }
        #expect(refused?.message == "expected a refusal (\(RefusalReason.poppingRoot)), but nothing was requested")
    }

    @Test func theWrongVerbFailsNamingWhatHappened() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onNext)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.assertPresented(NextScreen.self) }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("expected present to NextScreen, but the latest event was: did push start → next"))

        try harness.fire(\NextScreen.onBack)
        let popped = #expect(throws: NavigationAssertionError.self) { try harness.assertDismissed(to: StartScreen.self) }
        #expect(popped?.message.hasPrefix("expected dismiss or dismissAll or dismissTo to StartScreen, but the latest event was: did pop next") == true)

        try harness.fire(\StartScreen.onSheet)
        let presented = #expect(throws: NavigationAssertionError.self) { try harness.assertPopped(to: PanelScreen.self) }
        #expect(presented?.message.hasPrefix("expected pop or popTo or popToRoot to PanelScreen, but the latest event was: did present start → panel") == true)

        try harness.fire(\PanelScreen.onClose)
        let dismissed = #expect(throws: NavigationAssertionError.self) { try harness.assertReplacedRoot(with: StartScreen.self) }
        #expect(dismissed?.message.hasPrefix("expected setRoot or setWindowRoot to StartScreen") == true)
        try harness.fire(\StartScreen.onNext)
        let selected = #expect(throws: NavigationAssertionError.self) { try harness.assertSelectedTab(NextScreen.self) }
        #expect(selected?.message.hasPrefix("expected selectTab to NextScreen, but the latest event was: did push") == true)
    }

    @Test func aRefusalFailsAPositiveAssertion() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onTab)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.assertPushed(NextScreen.self) }
        #expect(error?.message.contains("but the latest event was: refused selectTab start → other") == true)
        #expect(error?.message.contains(RefusalReason.notInTabs.description) == true)
    }

    @Test func theRightVerbToTheWrongScreenFails() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onNext)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.assertPushed(PanelScreen.self) }
        #expect(error?.message == "expected PanelScreen to be visible after push, found NextScreen")
    }

    @Test func assertRefusedFailsOnAnotherReasonOrAnAcceptedRequest() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onTab)
        let other = #expect(throws: NavigationAssertionError.self) { try harness.assertRefused(.tabNotFound) }
        #expect(other?.message.hasPrefix("expected a refusal (\(RefusalReason.tabNotFound)), but the latest event was: refused selectTab") == true)
        try harness.fire(\StartScreen.onNext)
        let accepted = #expect(throws: NavigationAssertionError.self) { try harness.assertRefused(.poppingRoot) }
        #expect(accepted?.message.contains("but the latest event was: did push start → next") == true)
    }

    @Test func assertNoNavigationFailsOnTheFirstUncheckedEvent() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onNext)
        let error = #expect(throws: NavigationAssertionError.self) { try harness.assertNoNavigation() }
        #expect(error?.message.hasPrefix("expected no navigation, but got: will push start → next") == true)
        try harness.assertNoNavigation()
    }

    @Test func assertionsOnlyLookAtEventsSinceThePreviousOne() throws {
        let harness = NavigationHarness(root: app.start)
        try harness.fire(\StartScreen.onNext)
        try harness.assertPushed(NextScreen.self)
        #expect(harness.uncheckedEvents.isEmpty)
        try harness.assertNoNavigation()
        #expect(throws: NavigationAssertionError.self) { try harness.assertPushed(NextScreen.self) }
        try harness.fire(\NextScreen.onBack)
        _ = try? harness.assertPushed(NextScreen.self)
        try harness.assertNoNavigation()                      // a failed assertion checks its events too
    }

    @Test func aFailureNamesTheAssertionsFileAndLine() throws {
        let harness = NavigationHarness(root: app.start)
        let line = #line + 1
        let error = #expect(throws: NavigationAssertionError.self) { try harness.assertPushed(NextScreen.self) }
        #expect(error?.fileID == file)
        #expect(error?.line == line)
        #expect(error?.description == "\(file):\(line): expected push or replace to NextScreen, but nothing was requested")
    }
}
