import FlowKit
import Testing
@testable import FlowGraph
@testable import GraphFixtures

/// Navigation no tap starts, in the model: the node standing for the app's own code, edges
/// marked as the app's, and where a routed verb was emitted; how JSON writes them, how checks
/// and root inference read them, how maps draw them.
@MainActor
struct AppRequestGraphTests {
    private static let app = ScreenNode(id: "App", screen: "App", kind: .app)

    private func screen(_ id: String) -> ScreenNode { ScreenNode(id: id, screen: "\(id)Screen", file: "Flows.swift", line: 1) }

    private func edge(_ from: String, _ action: EdgeAction, _ to: String? = nil, line: Int = 10,
                      origin: EdgeOrigin = .callback) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: "on\(action.rawValue)", file: "Flows.swift", line: line,
                       origin: origin)
    }

    // MARK: JSON

    @Test func jsonWritesTheAppsMarksOnlyWhereTheyApply() throws {
        let graph = NavigationGraph(nodes: [Self.app, screen("a")], edges: [
            edge("App", .verb(.push), "a", origin: .app),
            NavigationEdge(from: "a", to: nil, action: .verb(.dismiss), label: "onDone", file: "Routes.swift", line: 3,
                           emittedAt: CodeLocation(file: "Form.swift", line: 7, column: 21)),
        ])
        let lines = JSONGraphWriter.write(graph).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("    {\"id\": \"App\", \"screen\": \"App\", \"kind\": \"app\"") })
        #expect(lines.contains { $0.hasPrefix("    {\"from\": \"App\"") && $0.hasSuffix("\"leavesStack\": false, \"origin\": \"app\"},") })
        #expect(lines.contains {
            $0.hasSuffix("\"leavesStack\": false, \"emittedAt\": {\"file\": \"Form.swift\", \"line\": 7, \"column\": 21}}")
        })
        #expect(!lines.contains { $0.contains("\"origin\": \"callback\"") }, "a callback's edge reads as before")
        #expect(try JSONGraphWriter.read(JSONGraphWriter.write(graph)) == graph.normalized())
    }

    @Test func jsonWithoutTheNewFieldsStillReads() throws {
        let graph = try JSONGraphWriter.read("""
            {"version": 1, "nodes": [{"id": "a", "screen": "A"}],
             "edges": [{"from": "a", "to": null, "action": "pop", "label": "", "arguments": []}]}
            """)
        #expect(graph.edges.first?.origin == .callback)
        #expect(graph.edges.first?.emittedAt == nil)
    }

    // MARK: Checks and roots

    /// A screen only a deep link opens is reached, and is no root; the app's own code is neither
    /// a root nor unreachable, and its verbs, whose source nobody knows, are not judged.
    @Test func theAppsCodeReachesWithoutBeingJudged() {
        let graph = NavigationGraph(nodes: [Self.app, screen("A"), screen("Detail")], edges: [
            edge("App", .verb(.push), "Detail", origin: .app), edge("App", .verb(.pop), origin: .app),
            edge("App", .verb(.dismiss), origin: .app), edge("Detail", .verb(.pop), line: 20),
        ])
        #expect(graph.inferringRoots().roots == ["A"])
        #expect(NavigationChecker.check(graph).isEmpty, "\(NavigationChecker.check(graph))")
        var rooted = graph
        rooted.roots = ["A"]
        #expect(NavigationChecker.check(rooted).isEmpty)
    }

    /// The app pushes onto a stack nobody knows: a popTo from that screen may work, so it is a
    /// warning, never the error "never below".
    @Test func aPopToFromAScreenTheAppPushesIsAWarning() {
        let graph = NavigationGraph(nodes: [Self.app, screen("A"), screen("Detail")], edges: [
            edge("A", .verb(.push), "Detail"), edge("App", .verb(.push), "Detail", origin: .app), edge("Detail", .verb(.popTo), "A", line: 20),
        ], roots: ["A"])
        let found = NavigationChecker.check(graph).filter { $0.check == .impossiblePopTo }
        #expect(found.map(\.severity) == [.warning])
        let pushedByTheAppOnly = NavigationGraph(nodes: [Self.app, screen("A"), screen("Detail")], edges: [
            edge("App", .verb(.push), "Detail", origin: .app), edge("Detail", .verb(.popTo), "A", line: 20),
        ], roots: ["A"])
        #expect(NavigationChecker.check(pushedByTheAppOnly).filter { $0.check == .impossiblePopTo }.map(\.severity) == [.warning])
    }

    /// A present by the app's own code that shows a screen bare is the placement to blame.
    @Test func aBarePresentByTheAppIsTheError() {
        var present = edge("App", .verb(.present), "Sheet", line: 5, origin: .app)
        present.embedding = Embedding.none
        let graph = NavigationGraph(nodes: [Self.app, screen("A"), screen("Sheet")],
                                    edges: [present, edge("Sheet", .verb(.push), "A", line: 20)], roots: ["A"])
        let errors = NavigationChecker.check(graph).filter { $0.severity == .error }
        #expect(errors.map(\.line) == [5])
    }

    // MARK: The run-time walker

    /// `lets.app` is the app's at run time too; app code itself is out of a walker's sight.
    @Test func theRuntimeWalkerMarksLetsAppAndRoutedEmissions() throws {
        let flows = PlacedFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.home])
        #expect(graph.edges.first { $0.label == "onRestored" }?.origin == .app)
        #expect(graph.edges.first { $0.label == "onPush" }?.origin == .callback)
        #expect(!graph.nodes.contains { $0.kind == .app })
        let routed = try #require(graph.edges.first { $0.action == .verb(.pop) && $0.output == "done" })
        #expect(routed.emittedAt?.file == "GraphFixtures/PlacedFixtures.swift")
        #expect(routed.emittedAt?.line == 21)
        #expect(routed.emittedAt?.column == nil)
    }

    // MARK: Maps

    @Test func mapsDrawTheAppAndSayWhatItStarts() {
        let graph = NavigationGraph(nodes: [Self.app, screen("A")], edges: [edge("App", .verb(.present), "A", origin: .app)])
        let dot = DOTGraphWriter.write(graph)
        #expect(dot.contains("\"App\" [label=<<B>App</B>>, shape=\"cds\""))
        #expect(dot.contains("by the app"))
        #expect(dot.contains("App: the app's own code"))
        let mermaid = MermaidGraphWriter.write(graph)
        #expect(mermaid.contains(">\"<b>App</b>\"]"))
        #expect(mermaid.contains("by the app"))
    }
}
