import FlowKit
import FlowKitTesting
import Testing

/// What each event tells: origin, arguments, group, and the call site of whoever asked.
@MainActor
@Suite struct EventDetailTests {
    let flows = MoviesFlows()

    @Test func theHarnessStartReportsTheTestsLine() throws {
        let line = #line + 1
        let app = NavigationHarness(root: flows.list)
        let start = try #require(app.events.last)
        #expect(start.origin == .app)
        #expect(start.callSite == CallSite(fileID: "FlowKitTests/EventDetailTests.swift", line: line))
    }

    @Test func gesturesReportTheDriversLineAndTheirOrigin() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onOpen, 5)
        let line = #line + 1
        app.navigator.userTapsBack()
        let pop = try #require(app.events.last)
        #expect(pop.origin == .userGesture)
        #expect(pop.callSite == CallSite(fileID: "FlowKitTests/EventDetailTests.swift", line: line))
        #expect(pop.description.hasPrefix("did pop (userGesture) movie"))
    }

    @Test func callbacksCarryTheirArgumentsAndGroup() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSignIn)
        try app.fire(\FormScreen.onMore)
        let push = try #require(app.events.last)
        #expect(push.origin == .callback)
        #expect(push.group == "FormGroup")
        #expect(push.source?.flow.group == "FormGroup")
        try app.fire(\FormScreen.onDone, "grace")
        let emit = try #require(app.events.first { $0.verb == .emit })
        #expect(emit.arguments == ["grace"])
    }

    /// RxFlow's `didNavigate` log, as one line of app code.
    @Test func aNavigationLogIsOneObserver() throws {
        let navigator = HeadlessNavigator()
        var log: [String] = []
        navigator.observe { if $0.phase == .did { log.append("did navigate \($0)") } }
        navigator.start(flows.list)
        (navigator.visibleScreen as? ListScreen)?.onOpen(42)
        #expect(log.count == 2)
        #expect(log.last?.hasPrefix("did navigate did push list → movie [onOpen(42)]") == true)
    }
}
