import FlowKit
@testable import FlowGraph
@testable import GraphFixtures
import Testing

/// Drawn maps fold placements: a map's nodes grow with the screens declared, never with the
/// product of nestings, while every placement's routes are still drawn.
@MainActor
struct FoldedNestingTests {
    private func walked() -> NavigationGraph {
        let app = NestedApp()
        return RuntimeWalker(owners: [app]).walk([app.home])
    }

    @Test func everyPlacementIsAnInstanceInTheGraph() {
        let graph = walked()
        // home, top.start ×2, middle.start ×4, leaf.start and leaf.end ×8 each.
        #expect(graph.nodes.count == 1 + 2 + 4 + 16, "\(graph.nodes.map(\.id))")
    }

    @Test func theMapDrawsEachDeclarationOnceWithEveryPlacementsRoutes() {
        let folded = walked().foldingPlacements()
        #expect(folded.nodes.map(\.id).sorted()
            == ["NestedApp.home", "NestedLeaf.end", "NestedLeaf.start", "NestedMiddle.start", "NestedTop.start"])
        let middleOut = folded.edges.filter { $0.from == "NestedMiddle.start" }.map { "\($0.action.rawValue) \($0.to ?? "")" }
        #expect(Set(middleOut) == ["push NestedLeaf.start", "present NestedLeaf.start"], "\(middleOut)")
        #expect(folded.edges.count == 7, "two ways into each group, and the leaf's push: \(folded.edges)")
        let drawn = DOTGraphWriter.write(folded)
        #expect(drawn.components(separatedBy: "shape=\"box\", style=\"rounded\"").count - 1 == 5)
    }
}
