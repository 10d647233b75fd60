import FlowGraph
import FlowGraphRendering
import FlowGraphScanner

/// The body every fuzz input runs through: the scanner, then every writer, then the checks
/// that must hold whatever the input. Shared by the test suite's short run and the long run
/// of `Scripts/fuzz`, so both prove the same thing.
public enum FuzzTarget {
    /// The path the input is scanned under.
    public static let path = "Fuzz.swift"
    /// The paths the same input is read under by the other readers: as Objective-C and as a
    /// storyboard (hostile files of a repository, whatever their text, issue 24 point 8).
    public static let otherPaths = ["Fuzz.m", "Fuzz.storyboard"]

    /// Scans `text` and writes its map in every format; returns what broke (empty when all
    /// held). A crash or hang is the harness's to catch.
    ///
    /// - Parameter deep: also scan a second time (the result must not change) and parse the
    ///   DOT with Graphviz's own parser in-process. Slower, so the long run does it for a
    ///   sample of the inputs.
    public static func run(_ text: String, deep: Bool) -> [String] {
        let result = SourceScanner().scan(sources: [(path: path, text: text)])
        var problems = positionProblems(result, path: path, lineCount: lineCount(text))
        problems += writerProblems(result.graph, deep: deep)
        // The Objective-C and storyboard readers read the same bytes; their maps must hold the
        // same guarantees.
        for other in otherPaths {
            let read = SourceScanner().scan(sources: [(path: other, text: text)])
            problems += positionProblems(read, path: other, lineCount: lineCount(text)).map { "\(other): \($0)" }
            problems += writerProblems(read.graph, deep: false).map { "\(other): \($0)" }
        }
        if deep, SourceScanner().scan(sources: [(path: path, text: text)]).graph != result.graph {
            problems.append("scanning the same text twice gave two graphs")
        }
        return problems
    }

    /// The writers' guarantees on any graph: JSON reads back as the graph, Mermaid keeps its
    /// shape, DOT is lexically whole (and, when `deep`, parses with libcgraph).
    public static func writerProblems(_ graph: NavigationGraph, deep: Bool) -> [String] {
        var problems: [String] = []
        let json = JSONGraphWriter.write(graph)
        do {
            if try JSONGraphWriter.read(json) != graph.normalized() { problems.append("JSON does not round-trip") }
        } catch {
            problems.append("JSON does not read back: \(error)")
        }
        problems += MermaidShapeCheck.problems(in: MermaidGraphWriter.write(graph))
        for options in [DOTOptions(), DOTOptions(rankDirection: .topToBottom, includesLegend: false)] {
            let dot = DOTGraphWriter.write(graph, options: options)
            problems += DOTShapeCheck.problems(in: dot)
            if deep { problems += DOTShapeCheck.parseProblems(in: dot) }
        }
        return problems
    }

    /// Lines as SwiftSyntax counts them: LF, CR LF and a lone CR each end one.
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { count += 1 }
            previous = byte
        }
        return count
    }

    /// Positions the scanner reports must lie in the input and name it (`path`).
    private static func positionProblems(_ result: ScanResult, path: String, lineCount: Int) -> [String] {
        var problems: [String] = []
        let lines = result.diagnostics.compactMap(\.line) + result.graph.nodes.compactMap(\.line)
            + result.graph.edges.compactMap(\.line)
        if let bad = lines.first(where: { !(1...lineCount).contains($0) }) {
            problems.append("line \(bad) outside 1...\(lineCount)")
        }
        if result.diagnostics.contains(where: { $0.file != path || ($0.column ?? 0) < 1 }) {
            problems.append("a diagnostic names another file or column 0")
        }
        if result.graph != result.graph.normalized() { problems.append("the scanner's graph is not normalized") }
        return problems
    }
}
