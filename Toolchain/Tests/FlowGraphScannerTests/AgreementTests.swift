import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import WalkedGraphFixtures
import Foundation
import Testing
import WalkedTutorialApp

/// The static and runtime walkers must draw the same map of the same code.
@MainActor
struct AgreementTests {
    @Test func tutorialAppScansToTheRuntimeGraph() throws {
        let flows = TutorialFlows()
        let (scanned, walked) = try graphs(scanning: "Samples/Tutorial/TutorialApp", walking: [flows.tutorial], owner: flows)
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.nodes.count == 5)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test func tutorialFlowsFileAloneGivesTheSameNodesAndEdgesButNoArguments() throws {
        // Without Screens.swift the callbacks' types are unknown; everything else agrees.
        let flows = TutorialFlows()
        let (scanned, walked) = try graphs(scanning: "Samples/Tutorial/TutorialApp/TutorialFlows.swift",
                                           walking: [flows.tutorial], owner: flows)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        var expected = walked.comparableEdges
        for index in expected.indices { expected[index].arguments = [] }
        #expect(scanned.graph.comparableEdges == expected.sorted())
    }

    @Test func aGroupPlacedTwiceScansToTheRuntimeGraph() throws {
        let flows = PlacedFlows()
        let (scanned, walked) = try graphs(scanning: "Tests/GraphFixtures/PlacedFixtures.swift", walking: [flows.home],
                                           owner: flows)
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.edges.filter { $0.output == "done" }.map(\.action) == [.verb(.pop), .verb(.emit), .verb(.dismiss)],
                "each placement's route is drawn, and the placement without one emits to nowhere")
        #expect(walked.edges.contains { $0.label == "onRestored" && $0.action == .verb(.push) && $0.origin == .app },
                "the app verb is an edge, marked as the app's")
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test func parentFlowsWithAnOutputGroupScansToTheRuntimeGraph() throws {
        let flows = ParentFlows()
        let (scanned, walked) = try graphs(scanning: "Tests/GraphFixtures/GraphFixtures.swift", walking: [flows.home],
                                           owner: flows)
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.edges.contains { $0.output == "signedIn" })
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    /// The scan of `path` (relative to the package) and the runtime walk of `roots`, whose flows
    /// `owner` declares.
    private func graphs(scanning path: String, walking roots: [any FlowTarget], owner: AnyObject) throws
    -> (scanned: ScanResult, walked: NavigationGraph) {
        let scanned = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(path).path])
        return (scanned, RuntimeWalker(owners: [owner]).walk(roots))
    }
}
