import FlowKit
import FlowKitTesting
import Testing

/// One group instance placed three ways (pushed, presented, as a tab), each routing its outputs
/// its own way; every emission is one event, judged like a tap.
@MainActor
@Suite struct PlacementTests {
    let flows = MoviesFlows()

    @Test func pushedItsDoneRouteIsAPop() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSignIn)
        try app.fire(\FormScreen.onDone, "ada")
        try app.assertSteps([.pushed(FormScreen.self), .emitted("done"), .popped(to: ListScreen.self)])
        #expect(flows.results == ["pushed:ada"], "the placement's observer saw the value")
    }

    @Test func presentedTheSameOutputDismisses() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSheet)
        try app.fire(\FormScreen.onMore)
        try app.fire(\FormScreen.onDone, "grace")
        try app.assertSteps([.presented(FormScreen.self), .pushed(FormScreen.self), .emitted("done"), .dismissed()])
        #expect(app.layers.count == 1)
        #expect(flows.results == ["presented:grace"], "routed by the placement that entered the group, two screens back")
    }

    @Test func asATabItSelectsAnotherTab() throws {
        let app = NavigationHarness(root: flows.tabs)
        try #require(app.navigator.userSelectsTab(1))
        try app.fire(\FormScreen.onDone, "x")
        try app.assertSteps([.selectedTab(FormScreen.self), .emitted("done"), .selectedTab(ListScreen.self)])
    }

    @Test func anOutputThisPlacementDoesNotRouteIsRefused() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSheet)
        try app.fire(\FormScreen.onCancel)
        let event = try app.assertRefused(.outputNotRouted)
        #expect(event.verb == .emit)
        #expect(event.target?.description == "cancelled")
    }

    @Test func aDoubleTapEmitsOnce() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSignIn)
        let form = try app.visible(FormScreen.self)
        form.onDone("first")
        form.onDone("second")
        let verbs = app.events.suffix(4).map(\.verb)
        #expect(verbs == [.emit, .pop, .pop, .emit])
        #expect(app.events.last?.refusal == .sourceNotOnScreen, "the first emission's route popped the form")
        #expect(flows.results == ["pushed:first"])
    }

    @Test func theRoutedVerbSaysWhichOutputRanIt() throws {
        let app = NavigationHarness(root: flows.list)
        try app.fire(\ListScreen.onSignIn)
        try app.fire(\FormScreen.onDone, "ada")
        let emit = try #require(app.events.first { $0.verb == .emit })
        #expect(emit.arguments == ["ada"])
        #expect(emit.group == "FormGroup")
        #expect(emit.label == "onDone")
        let pop = try #require(app.events.last)
        #expect(pop.routedOutput == "done")
        #expect(pop.description == "did pop FormScreen (ada) via done (FlowKitTests/AdoptionFixtures.swift:51)",
                "the values it carried, the output, and the route's own line")
    }
}
