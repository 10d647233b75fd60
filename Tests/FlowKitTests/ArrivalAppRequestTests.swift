import FlowKit
import FlowKitTesting
import Testing

/// A deep link enters a screen built per arrival with the values it carries, as a step does.
@MainActor @Suite struct ArrivalAppRequestTests {
    let flows = ShelfFlows()

    @Test func aDeepLinkPushesAScreenBuiltFromItsValue() throws {
        let harness = NavigationHarness(root: flows.shelf)
        let shelf = try harness.visible(ShelfScreen.self)
        #expect(harness.navigator.from(shelf).push(flows.book, 7) == .done)
        let book = try harness.assertPushed(BookScreen.self)
        #expect(book.bookID == 7)
        #expect(harness.events.last?.arguments == ["7"])
        #expect(harness.events.last?.origin == .app)
    }

    @Test func aDeepLinkPresentsAScreenBuiltFromSeveralValues() throws {
        let harness = NavigationHarness(root: flows.shelf)
        #expect(harness.navigator.from(flow: flows.shelf).present(flows.review, 3, 5, embedding: .navigation) == .done)
        let review = try harness.visible(ReviewScreen.self)
        #expect((review.bookID, review.stars) == (3, 5))
        #expect(harness.stack.count == 1, "presented in a stack of its own")
    }

    @Test func aDeepLinkFromAScreenNotOnScreenBuildsNothing() throws {
        let harness = NavigationHarness(root: flows.shelf)
        let shelf = try harness.visible(ShelfScreen.self)
        harness.navigator.from(shelf).push(flows.book, 1)
        let book = try harness.assertPushed(BookScreen.self)
        harness.navigator.userTapsBack()
        #expect(harness.navigator.from(book).push(flows.book, 2) == .refused(.sourceNotOnScreen))
        #expect(flows.builtBooks == [1])
    }
}
