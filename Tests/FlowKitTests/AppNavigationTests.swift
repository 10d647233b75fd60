import FlowKit
import FlowKitTesting
import Testing

/// Navigation no tap started: typed, from a named source, never redirected.
@MainActor
@Suite struct AppNavigationTests {
    let flows = MoviesFlows()

    @Test func aDeepLinkPushesFromTheNamedScreenWithTypedArguments() throws {
        let app = NavigationHarness(root: flows.list)
        let list = try app.visible(ListScreen.self)
        let line = #line + 1
        let outcome = app.navigator.from(list).push(flows.movie) { $0.load(movieID: 7) }
        #expect(outcome == .done)
        let movie = try app.assertPushed(MovieScreen.self, flow: flows.movie)
        #expect(movie.movieID == 7)
        #expect(app.events.last?.origin == .app)
        #expect(app.events.last?.callSite == CallSite(fileID: "FlowKitTests/AppNavigationTests.swift", line: line))
    }

    @Test func aCoveredSourceAcceptsAnAppRequestButRefusesATap() throws {
        let app = NavigationHarness(root: flows.list)
        let list = try app.visible(ListScreen.self)
        try app.fire(\ListScreen.onSheet)
        list.onOpen(1)                                              // a tap on a covered screen
        try app.assertRefused(.sourceNotVisible)
        list.onLoaded()                                             // `lets.app`: a completion
        try app.assertSteps([.pushed(MovieScreen.self, flow: flows.movie)])
        #expect(app.layers.count == 2, "pushed under the sheet, which stays up")
        #expect(app.visibleScreen is FormScreen)
    }

    @Test func aReleasedNamedSourceIsRefusedNotRedirected() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onOpen, 1)
        weak var movie: MovieScreen?
        var navigation: AppNavigation?
        do {
            let shown = try app.visible(MovieScreen.self)
            movie = shown
            navigation = app.navigator.from(shown)
            try app.fire(\MovieScreen.onBack)
        }
        #expect(movie == nil)
        #expect(navigation?.push(flows.other) == .refused(.sourceReleased))
        #expect(app.stack.count == 1, "nothing was pushed onto whatever is on top")
    }

    @Test func aFlowThatWasNeverShownIsNotASource() throws {
        let app = NavigationHarness(root: flows.list)
        #expect(app.navigator.from(flow: flows.movie).push(flows.other) == .refused(.sourceNotBuilt))
        try app.assertRefused(.sourceNotBuilt)
    }

    @Test func anOffScreenSourceIsRefused() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onOpen, 1)
        let movie = try app.visible(MovieScreen.self)
        try app.fire(\MovieScreen.onBack)
        #expect(app.navigator.from(movie).push(flows.other) == .refused(.sourceNotOnScreen))
    }

    @Test func fromTheVisibleScreenOnlyWhenAskedFor() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onOpen, 3)
        #expect(app.navigator.fromVisibleScreen().run(.pop) == .done)
        try app.assertPopped(to: ListScreen.self)
    }
}
