import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import WalkedGraphFixtures
import Foundation
import Testing

/// Two instances of one flow-group type are two placements, and a group placed only by an
/// output's route is one instance, not also an unplaced copy in case the app started there.
@MainActor
struct TwinGroupTests {
    private static let fixture = "Tests/GraphFixtures/TwinGroupFixtures.swift"

    private func scanned() throws -> NavigationGraph {
        try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(Self.fixture).path]).graph
    }

    private func walked() -> NavigationGraph {
        let app = TwinApp()
        return RuntimeWalker(owners: [app]).walk([app.menu])
    }

    @Test func theFixtureScansToTheRuntimeGraph() throws {
        let scanned = try scanned()
        let walked = walked()
        #expect(scanned.comparableNodes == walked.comparableNodes)
        #expect(scanned.comparableEdges == walked.comparableEdges)
    }

    @Test func twoInstancesOfOneGroupTypeAreToldApartByTheirPlacement() throws {
        for graph in [try scanned(), walked()] {
            let ids = Set(graph.nodes.map(\.id))
            #expect(ids.isSuperset(of: ["TwinFeature.first@TwinApp.menu.onTour", "TwinFeature.first@TwinApp.menu.onHelp"]))
            #expect(graph.edges(from: "TwinFeature.last@TwinApp.menu.onHelp").filter { $0.output == "finished" }
                .map(\.action) == [.verb(.dismiss)])
            #expect(graph.edges(from: "TwinFeature.last@TwinApp.menu.onTour").filter { $0.output == "finished" }
                .map(\.to) == ["TwinNotice.notice"])
        }
    }

    /// Before: the static map also kept an unplaced `TwinNotice.notice`, which `check` called
    /// unreachable (with `--root`) or whose `acknowledged` it called unrouted (without).
    @Test(arguments: [[], ["TwinApp.menu"]])
    func aGroupPlacedOnlyByARouteChecksClean(roots: [String]) throws {
        var graph = try scanned()
        #expect(graph.nodes.filter { $0.declarationID == "TwinNotice.notice" }.map(\.id) == ["TwinNotice.notice"])
        graph.roots = roots
        let found = NavigationChecker.check(graph)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
