@_spi(FlowKitTools) import FlowKit
import Foundation
import Testing
import TutorialApp
@_spi(FlowKitTools) @testable import FlowGraph

struct GraphModelTests {
    private let graph = NavigationGraph(
        nodes: [ScreenNode(id: "b", screen: "B"), ScreenNode(id: "a", screen: "A", group: "G", file: "F.swift", line: 2)],
        edges: [
            NavigationEdge(from: "b", to: nil, action: .verb(.pop), file: "F.swift", line: 9),
            NavigationEdge(from: "a", to: "b", action: .verb(.push), label: "onNext", arguments: ["Item", "Int"],
                           file: "F.swift", line: 3),
            NavigationEdge(from: "a", to: "b", action: .verb(.present), file: "E.swift", line: 30, embedding: .navigation),
        ],
        roots: ["a", "a"])

    @Test func normalizationSortsNodesByIdAndEdgesByFromFileAndLine() {
        let normalized = graph.normalized()
        #expect(normalized.nodes.map(\.id) == ["a", "b"])
        #expect(normalized.edges.map(\.action) == [.verb(.present), .verb(.push), .verb(.pop)])
        #expect(normalized.roots == ["a"])
    }

    /// Edges are put in order by their `from`'s rank among the sorted nodes where every edge
    /// leaves a node, else by sorting: either way the order of one stable sort by the contract's
    /// keys, duplicate node ids and edges from ids no node has included.
    @Test(arguments: [false, true])
    func normalizationOrdersEdgesAsOneStableSort(fromUnknownNodes: Bool) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let ids = (0..<Int.random(in: 1...8, using: &generator)).map { _ in ["a", "b", "c", "b2", "é", "e\u{301}"].randomElement(using: &generator)! }
            let froms = fromUnknownNodes ? ids + ["zz", ""] : ids
            let edges = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                NavigationEdge(from: froms.randomElement(using: &generator)!, to: ids.randomElement(using: &generator),
                               action: [.verb(.push), .verb(.pop), .tab].randomElement(using: &generator)!,
                               label: ["", "x"].randomElement(using: &generator)!,
                               file: ["A.swift", "B.swift"].randomElement(using: &generator)!,
                               line: Int.random(in: 1...3, using: &generator))
            }
            let graph = NavigationGraph(nodes: ids.map { ScreenNode(id: $0, screen: $0) }, edges: edges)
            #expect(graph.normalized().edges == edges.sorted(by: NavigationEdge.contractOrder))
            #expect(graph.normalized().nodes.map(\.id) == ids.sorted())
        }
    }

    @Test func jsonFollowsTheContract() throws {
        let text = JSONGraphWriter.write(graph)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.count == 3)
        #expect(edges[1]["from"] as? String == "a")
        #expect(edges[1]["to"] as? String == "b")
        #expect(edges[1]["action"] as? String == "push")
        #expect(edges[1]["label"] as? String == "onNext")
        #expect(edges[1]["arguments"] as? [String] == ["Item", "Int"])
        #expect(edges[1]["line"] as? Int == 3)
        #expect(edges[2]["to"] is NSNull)
        #expect(text.contains(#"{"from": "a", "to": "b", "action": "push", "label": "onNext", "arguments": ["Item", "Int"], "file": "F.swift", "line": 3"#))
    }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        let text = JSONGraphWriter.write(graph)
        #expect(try JSONGraphWriter.read(text) == graph.normalized())
        var shuffled = graph
        shuffled.nodes.reverse()
        shuffled.edges.reverse()
        #expect(JSONGraphWriter.write(shuffled) == text)
    }

    @Test func jsonEscapesAnyString() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "<", ">", "&", "é", "e\u{301}",
                                     "🧭", "ש", "م", "\u{202E}", "a", " "]
        for _ in 0..<200 {
            let name = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            })
            let sample = NavigationGraph(nodes: [ScreenNode(id: name, screen: name, group: name)],
                                         edges: [NavigationEdge(from: name, to: name, action: .verb(.push), label: name,
                                                                arguments: [name])])
            #expect(try JSONGraphWriter.read(JSONGraphWriter.write(sample)) == sample)
        }
    }

    @Test func readsVersionOneJSONWithoutTheAddedFields() throws {
        let minimal = """
        {"version": 1, "nodes": [{"id": "a", "screen": "A", "file": "F.swift", "line": 2}],
         "edges": [{"from": "a", "to": null, "action": "pop", "label": "onBack", "arguments": [], "file": "F.swift", "line": 3}]}
        """
        let read = try JSONGraphWriter.read(minimal)
        #expect(read.nodes == [ScreenNode(id: "a", screen: "A", file: "F.swift", line: 2)])
        #expect(read.edges == [NavigationEdge(from: "a", to: nil, action: .verb(.pop), label: "onBack", file: "F.swift", line: 3)])
        #expect(read.roots.isEmpty)
    }

    @Test func everyVerbHasAnEdgeAction() {
        for verb in NavigationVerb.allCases {
            #expect(EdgeAction.verb(verb).rawValue == verb.rawValue)
            #expect(EdgeAction.verb(verb).isBackward == verb.isBackward)
        }
    }

    @Test func edgeActionsAreTheVerbsTheTabAndTheEmbed() {
        #expect(EdgeAction.allCases.compactMap(\.verb) == NavigationVerb.allCases)
        // A container's child (a storyboard's embed segue) is no verb either, and goes forward.
        #expect(EdgeAction.allCases.filter { $0.verb == nil } == [.tab, .embed])
        #expect(!EdgeAction.embed.isBackward)
        for verb in NavigationVerb.allCases { #expect(EdgeAction.verb(verb).verb == verb) }
    }

    @Test(arguments: [
        (.present, nil, false, Embedding.none),
        (.present, .navigation, false, .navigation),
        (.present, .navigation, true, Embedding.none),
        (.setWindowRoot, nil, false, .navigation),
        (.setWindowRoot, .navigation, true, Embedding.none),
        (.push, .navigation, false, nil),
        (.setRoot, nil, false, nil),
    ] as [(NavigationVerb, Embedding?, Bool, Embedding?)])
    func bothWalkersRecordOneEmbedding(verb: NavigationVerb, declared: Embedding?, targetIsTabs: Bool,
                                       recorded: Embedding?) {
        #expect(verb.recordedEmbedding(declared: declared, targetIsTabs: targetIsTabs) == recorded)
    }
}
