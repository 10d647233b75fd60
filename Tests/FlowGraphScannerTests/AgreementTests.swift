import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import GraphFixtures
import Foundation
import Testing
import TutorialApp

/// The static and runtime walkers must draw the same map of the same code.
@MainActor
struct AgreementTests {
    @Test func tutorialAppScansToTheRuntimeGraph() throws {
        let folder = Scan.packageRoot.appendingPathComponent("Samples/Tutorial/TutorialApp").path
        let scanned = try SourceScanner().scan(paths: [folder])
        let flows = TutorialFlows()
        let walked = RuntimeWalker(owners: [flows]).walk([flows.tutorial])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.nodes.count == 5)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test func tutorialFlowsFileAloneGivesTheSameNodesAndEdgesButNoArguments() throws {
        // Without Screens.swift the callbacks' types are unknown; everything else agrees.
        let file = Scan.packageRoot.appendingPathComponent("Samples/Tutorial/TutorialApp/TutorialFlows.swift").path
        let scanned = try SourceScanner().scan(paths: [file])
        let flows = TutorialFlows()
        let walked = RuntimeWalker(owners: [flows]).walk([flows.tutorial])
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        var expected = walked.comparableEdges
        for index in expected.indices { expected[index].arguments = [] }
        #expect(scanned.graph.comparableEdges == expected.sorted())
    }

    @Test func parentFlowsWithAnOutputGroupScansToTheRuntimeGraph() throws {
        let file = Scan.packageRoot.appendingPathComponent("Tests/GraphFixtures/GraphFixtures.swift").path
        let scanned = try SourceScanner().scan(paths: [file])
        let flows = ParentFlows()
        let walked = RuntimeWalker(owners: [flows]).walk([flows.home])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.edges.contains { $0.output == "signedIn" })
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }
}
