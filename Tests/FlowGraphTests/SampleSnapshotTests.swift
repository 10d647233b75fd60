import FlowKit
import Foundation
import Testing
import TutorialApp
@testable import FlowGraph

/// The tutorial sample's map in every text format, compared with reviewed snapshots so any
/// change to the walker or a writer shows up as a diff. Run with FLOWGRAPH_RECORD=1 to rewrite
/// the snapshots after reviewing the change.
@MainActor
struct SampleSnapshotTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    private func graph() -> NavigationGraph {
        let flows = TutorialFlows()
        return RuntimeWalker(owners: [flows]).walk([flows.tutorial])
    }

    private func compare(_ text: String, with name: String) throws {
        let file = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FLOWGRAPH_RECORD"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(name) changed; review the diff, then record with FLOWGRAPH_RECORD=1")
    }

    @Test func json() throws { try compare(JSONGraphWriter.write(graph()), with: "tutorial.json") }
    @Test func dot() throws { try compare(DOTGraphWriter.write(graph()), with: "tutorial.dot") }
    @Test func mermaid() throws { try compare(MermaidGraphWriter.write(graph()), with: "tutorial.mmd") }
}
