import FlowGraph
import Foundation
import Testing

/// The writers on 200 seeded random graphs whose every string is hostile, and on app-shaped
/// graphs whose layout Graphviz must manage without complaint.
@Suite("Writers on hostile graphs")
struct WriterPropertyTests {
    static let graphs: [NavigationGraph] = {
        var random = SplitMix64(seed: 0x5EED_F10E)
        return (0..<200).map { _ in HostileGraphs.graph(&random) }
    }()

    /// Options cycled over the graphs, so every direction meets hostile text with and without
    /// a legend.
    static func options(_ index: Int) -> DOTOptions {
        let directions = DOTOptions.RankDirection.allCases
        return DOTOptions(rankDirection: directions[index % directions.count], includesLegend: index % 3 != 0)
    }

    @Test func everyDOTOutputParses() throws {
        let texts = Self.graphs.indices.map { DOTGraphWriter.write(Self.graphs[$0], options: Self.options($0)) }
        #expect(texts.allSatisfy { $0.hasSuffix("}\n") })
        // One dot process reads all 200 graphs; only when it complains is each graph run alone,
        // to name the culprits.
        let batch = try Graphviz.canonicalize(texts.joined())
        guard batch.status != 0 || !batch.errors.isEmpty else { return }
        Issue.record("dot rejected the batch (status \(batch.status)): \(batch.errors.prefix(2_000))")
        for (index, text) in texts.enumerated() {
            try Graphviz.expectParses(text, "graph \(index): \(Self.graphs[index])")
        }
    }

    @Test func everyDOTOutputOfAnAppShapedGraphLaysOut() throws {
        var random = SplitMix64(seed: 0xA99)
        let texts = (0..<40).map { DOTGraphWriter.write(StructuredGraphs.graph(&random), options: Self.options($0)) }
        let batch = try Graphviz.canonicalize(texts.joined())
        guard batch.status != 0 || !batch.errors.isEmpty else { return }
        Issue.record("dot rejected the batch (status \(batch.status)): \(batch.errors.prefix(2_000))")
        for (index, text) in texts.enumerated() { try Graphviz.expectParses(text, "graph \(index)") }
    }

    @Test func everyMermaidOutputIsWellFormed() throws {
        let shape = try MermaidShape()
        for (index, graph) in Self.graphs.enumerated() {
            let problems = shape.problems(in: MermaidGraphWriter.write(graph), nodeCount: Set(graph.nodes.map(\.id)).count)
            #expect(problems.isEmpty, "graph \(index): \(problems)")
        }
    }

    @Test func outputDoesNotDependOnInputOrder() {
        var random = SplitMix64(seed: 42)
        for (index, graph) in Self.graphs.enumerated() {
            let shuffled = WriterFixtures.shuffled(graph, using: &random)
            #expect(DOTGraphWriter.write(shuffled, options: Self.options(index))
                == DOTGraphWriter.write(graph, options: Self.options(index)), "graph \(index)")
            #expect(MermaidGraphWriter.write(shuffled) == MermaidGraphWriter.write(graph), "graph \(index)")
        }
    }
}

/// A line-by-line grammar of what ``MermaidGraphWriter`` may emit, stricter than Mermaid's.
struct MermaidShape {
    private let lineShapes: [Regex<AnyRegexOutput>]
    /// A label's inside: entity codes, our three tags, and no character Mermaid reads as syntax.
    private let safeLabel: Regex<AnyRegexOutput>
    private let quoted: Regex<AnyRegexOutput>
    private let declaration: Regex<AnyRegexOutput>
    /// Mermaid's lexer takes `direction LR` anywhere on a line for a statement, and its entity
    /// pre-pass cuts the last `;` of `style …:#…;`.
    private let lexerTraps: [Regex<AnyRegexOutput>]

    init() throws {
        let label = #""([^"\n\r]*)""#
        lineShapes = try [
            #"flowchart LR"#,
            #"  subgraph g\d+\["# + label + #"\]"#,
            #"  end"#,
            #"    direction LR"#,
            #"(?:  |    )n\d+(?:\("# + label + #"\)|\[\["# + label + #"\]\]|\["# + label + #"\])"#,
            #"(?:  |    )b\d+\(\("↩"\)\)"#,
            #"  [nb]\d+ (?:-->|==>|-\.-o|--o|-\.->)\|"# + label + #"\| [nb]\d+"#,
            #"  classDef (?:root|external|back) [a-z-]+:[^"]+"#,
            #"  class [nb]\d+(?:,[nb]\d+)* (?:root|external|back)"#,
            #"  linkStyle \d+(?:,\d+)* stroke-dasharray:\d \d"#,
        ].map { try Regex($0).matchingSemantics(.unicodeScalar) }
        safeLabel = try Regex(##"(?:[^"#<>|`%\r\n\x{85}\x{2028}\x{2029}]|#(?:quot|amp|lt|gt|\d+);|<b>|</b>|<br/>)*"##)
            .matchingSemantics(.unicodeScalar)
        quoted = try Regex(#""([^"]*)""#).matchingSemantics(.unicodeScalar)
        declaration = try Regex(#"^ +([nb]\d+)[\[(]"#).matchingSemantics(.unicodeScalar)
        lexerTraps = try [#"(?i)direction\s+(?:TB|BT|RL|LR|TD)"#, #"style.*:\S*#.*;"#]
            .map { try Regex($0).matchingSemantics(.unicodeScalar) }
    }

    /// Everything wrong with `text`; empty when it is well formed.
    func problems(in text: String, nodeCount: Int) -> [String] {
        var problems: [String] = []
        guard text.hasSuffix("\n") else { return ["no final newline"] }
        var depth = 0
        var declared: [String] = []
        // Lines and labels are read scalar by scalar, as Mermaid's lexer reads them: a combining
        // mark after a quote must not hide the quote inside one Character.
        let lines = text.unicodeScalars.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.map({ String(String.UnicodeScalarView($0)) }) {
            if !lineShapes.contains(where: { (try? $0.wholeMatch(in: line)) != nil }) {
                problems.append("unexpected line: \(line.debugDescription)")
            }
            for match in line.matches(of: quoted) {
                let inside = String(line.unicodeScalars[match.range].dropFirst().dropLast())
                if (try? safeLabel.wholeMatch(in: inside)) == nil { problems.append("unsafe label: \(inside.debugDescription)") }
            }
            // The one statement allowed to look like the trap is the writer's own, alone on its line.
            if line != "    direction LR", lexerTraps.contains(where: { line.contains($0) }) { problems.append("lexer trap: \(line.debugDescription)") }
            if line.hasPrefix("  subgraph ") { depth += 1 }
            if line == "  end" { depth -= 1 }
            if depth < 0 || depth > 1 { problems.append("unbalanced subgraph at \(line.debugDescription)") }
            if let id = line.firstMatch(of: declaration)?.output[1].substring { declared.append(String(id)) }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) left open") }
        if Set(declared).count != declared.count { problems.append("an id is declared twice") }
        if declared.filter({ $0.hasPrefix("n") }).count < nodeCount { problems.append("a node is missing") }
        return problems
    }
}
