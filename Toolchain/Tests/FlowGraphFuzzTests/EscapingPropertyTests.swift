import FlowGraph
import FlowGraphFuzzing
import Testing

/// Random names made of what breaks escaping (quotes, backslashes, line breaks, `<>&`, emoji,
/// combining marks, right-to-left text, controls) in every string of a graph: every DOT output
/// parses with libcgraph in-process and lays out, every JSON reads back as the graph, every
/// Mermaid text keeps the shape ``MermaidShapeCheck`` defines.
struct EscapingPropertyTests {
    static let alphabet: [String] = [
        "\"", "\\", "\\\"", "\n", "\r\n", "\r", "\t", "<", ">", "&", "&amp;", "<B>", "]]>", "{", "}", "|", "[", "]",
        "😀", "👨‍👩‍👧", "🇺🇦", "e\u{301}", "\u{301}", "a\u{308}\u{304}", "שלום", "مرحبا", "\u{202E}", "\u{200F}",
        "\u{1}", "\u{7F}", "\u{85}", "\u{2028}", "#", ";", "%%", "`", "'", "-->", "==>", "end", "subgraph",
        "node", "digraph", " ", "a", "Screen", ".",
    ]

    static func name(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }

    /// A graph whose ids, screens, groups, labels, arguments, files and outputs are all random names.
    static func graph(_ random: inout SplitMix64) -> NavigationGraph {
        let ids = (0..<Int.random(in: 1...5, using: &random)).map { _ in name(&random) }
        let nodes = ids.map { id in
            ScreenNode(id: id, screen: name(&random), group: Bool.random(using: &random) ? name(&random) : nil,
                       file: name(&random), line: Int.random(in: 1...99, using: &random))
        }
        let edges = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            NavigationEdge(from: ids.randomElement(using: &random)!,
                           to: Bool.random(using: &random) ? ids.randomElement(using: &random)! : nil,
                           action: EdgeAction.allCases.randomElement(using: &random)!, label: name(&random),
                           arguments: [name(&random)], file: name(&random), line: Int.random(in: 1...99, using: &random),
                           output: Bool.random(using: &random) ? name(&random) : nil)
        }
        return NavigationGraph(nodes: nodes, edges: edges, roots: Bool.random(using: &random) ? [ids[0]] : [])
    }

    @Test func everyWriterSurvivesHostileNames() {
        var random = SplitMix64(seed: 0xE5CA9E)
        for index in 0..<60 {
            let graph = Self.graph(&random)
            let problems = FuzzTarget.writerProblems(graph, deep: true)
            #expect(problems.isEmpty, "graph \(index): \(problems)\n\(graph)")
        }
    }

    @Test func aHostileNameStaysOneNodeInEveryFormat() throws {
        let hostile = "Tab\"<&>\\\n😀e\u{301}שלום\u{202E}"
        let graph = NavigationGraph(nodes: [ScreenNode(id: hostile, screen: hostile)],
                                    edges: [NavigationEdge(from: hostile, to: hostile, action: .verb(.push), label: hostile)])
        #expect(try JSONGraphWriter.read(JSONGraphWriter.write(graph)) == graph.normalized())
        let mermaid = MermaidGraphWriter.write(graph)
        #expect(mermaid.split(separator: "\n").filter { $0.contains("(\"") }.count == 1)
        #expect(MermaidShapeCheck.problems(in: mermaid).isEmpty)
        #expect(DOTShapeCheck.parseProblems(in: DOTGraphWriter.write(graph)).isEmpty)
    }
}
