import FlowKit
import Testing
import TutorialApp

@MainActor
@Suite struct TutorialScriptTests {
    @Test func theScriptProducesExactlyTheExpectedEvents() {
        var events: [NavigationEvent] = []
        TutorialScript.run { events.append($0) }
        let expected: [Step] = accepted(.setWindowRoot, nil, "tutorial")
            + accepted(.push, "tutorial", "login", "onFinish")
            + [Step("refused(sourceNotVisible)", .push, "tutorial", "login", "onFinish")]
            // login binds two `() -> Void` verbs (present and pop), told apart while binding.
            + accepted(.present, "login", "resetPassword", "onForgotPassword")
            + accepted(.dismiss, "resetPassword", nil, "onSend")
            + accepted(.push, "login", "dashboard", "onLogin")
            + accepted(.present, "dashboard", "profile", "onShowProfile")
            + [Step("refused(sourceNotVisible)", .popToRoot, "dashboard", nil, "onLogout")]
            + accepted(.dismiss, "profile", nil, "onClose")
            + accepted(.popToRoot, "dashboard", nil, "onLogout")
        #expect(events.map(Step.init) == expected)
    }

    @Test func theEventsPointAtTheTutorialsDeclarations() {
        var events: [NavigationEvent] = []
        TutorialScript.run { events.append($0) }
        let files = Set(events.map(\.callSite.fileID))
        #expect(files == ["TutorialApp/TutorialScript.swift", "TutorialApp/TutorialFlows.swift"])
        #expect(events.first?.callSite.fileID == "TutorialApp/TutorialScript.swift", "start is called by the script")
        #expect(events.dropFirst(2).allSatisfy { $0.callSite.fileID == "TutorialApp/TutorialFlows.swift" })
        #expect(events.map(\.animated) == [false, false] + Array(repeating: true, count: events.count - 2))
        // Each accepted request reports the same call site on `will` and `did`.
        let pairs = events.filter { $0.refusal == nil }
        for index in stride(from: 0, to: pairs.count - 1, by: 2) {
            #expect(pairs[index].callSite == pairs[index + 1].callSite)
        }
    }

    @Test func eventsFollowTheSameScreenInstancesThroughTheScript() throws {
        var events: [NavigationEvent] = []
        TutorialScript.run { events.append($0) }
        let login = try #require(events[3].target?.instance)
        #expect(events[4].target?.instance == login, "the refused double tap names the login already shown")
        #expect(events[5].source?.instance == login)
        #expect(events[9].source?.instance == login)
        let dashboard = try #require(events[10].target?.instance)
        #expect(events[13].source?.instance == dashboard)
        #expect(events[16].source?.instance == dashboard)
        #expect(events.allSatisfy { $0.phase == .refused(.sourceNotVisible) || $0.refusal == nil })
    }

    @Test func theScriptEndsOnTheWalkthroughAlone() throws {
        let navigator = TutorialScript.run { _ in }
        #expect(navigator.visibleStack.map { String(describing: type(of: $0)) } == ["TutorialViewController"])
        #expect(navigator.layers.count == 1)
        let tutorial = try #require(navigator.visibleScreen as? TutorialViewController)
        #expect(tutorial.page == 1, "the same walkthrough instance, still on the page the user reached")
        #expect(navigator.screensOnScreen.count == 1)
    }
}
