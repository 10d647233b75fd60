import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// A storyboard read on its own is a map like any other: normalized (nodes by id, edges in the
/// contract's order, each root once). Scripts/fuzz found one that was not: a whole storyboard
/// with a navigation controller as its initial scene.
struct StoryboardAloneTests {
    @Test func aStoryboardAloneGivesANormalizedGraph() throws {
        let path = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/LegacyApp/Inbox.storyboard").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let graph = SourceScanner().scan(sources: [(path: "Fuzz.storyboard", text: text)]).graph
        #expect(graph.nodes.map(\.id) == graph.normalized().nodes.map(\.id))
        #expect(graph.edges == graph.normalized().edges, "\(graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-")" })")
        #expect(graph.roots == graph.normalized().roots, "\(graph.roots)")
        #expect(graph == graph.normalized())
    }
}
