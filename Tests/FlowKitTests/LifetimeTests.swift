import FlowKit
import FlowKitTesting
import Testing

/// A flow's owner lives as long as anything can still run its closures: a screen of it, a
/// navigator or harness started with it. It is released when nothing does.
@MainActor
@Suite(.serialized) struct LifetimeTests {
    @Test func aHarnessOnATemporaryOwnerNavigates() throws {
        let app = NavigationHarness(root: MoviesFlows().list)
        try app.fire(\ListScreen.onOpen, 42)
        let movie = try app.assertPushed(MovieScreen.self)
        #expect(movie.movieID == 42)
        try app.fire(\MovieScreen.onNext)
        try app.assertPushed(MovieScreen.self)
        try app.fire(\MovieScreen.onBack)
        try app.fire(\MovieScreen.onBack)
        try app.fire(\ListScreen.onSignIn)
        try app.assertPushed(FormScreen.self)
    }

    @Test func theOwnerIsReleasedWithTheLastThingThatHoldsIt() throws {
        weak var owner: MoviesFlows?
        weak var group: FormGroup?
        do {
            let flows = MoviesFlows()
            owner = flows
            group = flows.form
            let app = NavigationHarness(root: flows.list)
            try app.fire(\ListScreen.onSignIn)
            try app.fire(\FormScreen.onMore)
            #expect(app.stack.count == 3)
        }
        #expect(owner == nil, "harness, screens and owner formed no cycle")
        #expect(group == nil)
    }

    @Test func aGroupLivesWhileItsScreensAreOnScreen() throws {
        weak var group: FormGroup?
        let navigator = HeadlessNavigator()
        do {
            let flows = MoviesFlows()
            group = flows.form
            navigator.start(flows.form.on(\.cancelled) { lets in lets.pop() })
        }
        #expect(group != nil, "its entry screen is on screen")
        let form = try #require(navigator.visibleScreen as? FormScreen)
        form.onMore()
        (navigator.visibleScreen as? FormScreen)?.onCancel()
        #expect(navigator.visibleScreen === form, "the group's flows still run: no unowned crash")
    }

    @Test func aFlowWhoseOwnerIsGoneIsRefusedNotCrashed() throws {
        final class Owner {}
        let orphan = Flow(with: MovieScreen(), owner: Owner())
        do { _ = try LetsSpy().screen(of: orphan) }      // built once: the flow stops holding its owner
        let app = NavigationHarness(root: MoviesFlows().movie)
        try #require(app.visibleScreen is MovieScreen)
        app.navigator.from(app.visibleScreen!).push(orphan)
        try app.assertRefused(.ownerReleased)
        #expect(app.stack.count == 1)
    }
}
