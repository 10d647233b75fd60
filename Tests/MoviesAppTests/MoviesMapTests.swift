import FlowGraph
import FlowKit
import MoviesKit
import Testing

/// The runtime map of the movies app: every step edge is labelled with its case, its
/// arguments being the types the case forwards (drawn `movieDetail(Int)`).
@MainActor @Suite struct MoviesMapTests {
    static func map() -> NavigationGraph {
        let flows = MoviesFlows()
        return RuntimeWalker(owners: [flows]).walk([flows.start])
    }

    @Test func everyStepEdgeIsLabelledWithItsCase() {
        let stepEdges = Self.map().edges.filter { $0.action != .tab }
        #expect(Set(stepEdges.map(\.label)) == [
            "didPressNext", "didPressSkip", "apiKeyIsComplete", "movieDetail", "settings", "castDetail",
            "close", "apiKey", "about", "done", "back",
        ])
        #expect(stepEdges.allSatisfy { !$0.label.isEmpty })
    }

    @Test func aCaseWithAPayloadForwardsItToTheScreenBuiltPerArrival() throws {
        let edges = Self.map().edges.filter { $0.label == "movieDetail" }
        #expect(Set(edges.map(\.from)) == ["MoviesFlows.wishlist", "MoviesFlows.watched"])
        #expect(edges.allSatisfy { $0.to == "MoviesFlows.movieDetail" && $0.action == .verb(.push) && $0.arguments == ["Int"] })
        let cast = try #require(Self.map().edges.first { $0.label == "castDetail" })
        #expect((cast.from, cast.to) == ("MoviesFlows.movieDetail", "MoviesFlows.castDetail"))
    }

    @Test func settingsArePresentedInAStack() throws {
        let settings = try #require(Self.map().edges.first { $0.label == "settings" })
        #expect(settings.action == .verb(.present))
        #expect(settings.embedding == .navigation)
        #expect(settings.to == "SettingsGroup.list")
    }

    @Test func onboardingsStepsLeadToTheDashboardThroughItsOutput() {
        let skip = Self.map().edges.filter { $0.label == "didPressSkip" }
        #expect(skip.count == 1)
        #expect(skip.first?.output == "finished")
        #expect(skip.first?.action == .verb(.setWindowRoot))
    }

    @Test func theCheckerFindsNothingWrong() {
        #expect(NavigationChecker.check(Self.map()).isEmpty, "\(NavigationChecker.check(Self.map()))")
    }
}
