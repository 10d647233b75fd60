import Foundation
import FlowGraphRendering

/// P2 and P3: drawing a map's DOT text (written by `flowgraph scan --format dot`) to SVG with
/// the renderer's automatic layout, against Graphviz's command-line tool on the same text.
enum RenderBench {
    /// P2: the hierarchical map of a large app, against default `dot`, capped.
    static func hierarchical(dotFile: String, label: String, runs: Int, cap: Double) throws -> Figure {
        let (render, choice, floor) = try measure(dotFile, runs: runs, floorTool: "dot", cap: cap)
        return Figure(name: "P2 hierarchical map, \(label) [\(choice)]", median: formatSeconds(render),
                      floors: ["default dot -Tsvg \(formatCapped(floor, cap: cap))"],
                      goal: "≤ 1 s, layered", holds: render <= 1 && choice.hasPrefix("dot"))
    }

    /// P3: any map of a very large app, against default `sfdp`, capped (default `dot` takes
    /// minutes from a few hundred screens on: see P2).
    static func largest(dotFile: String, label: String, runs: Int, cap: Double) throws -> Figure {
        let (render, choice, floor) = try measure(dotFile, runs: runs, floorTool: "sfdp", cap: cap)
        return Figure(name: "P3 any map, \(label) [\(choice)]", median: formatSeconds(render),
                      floors: ["default sfdp -Tsvg \(formatCapped(floor, cap: cap))"],
                      goal: "≤ 3 s", holds: render <= 3)
    }

    /// The median in-process render, the layout chosen, and one capped run of `floorTool`
    /// with its defaults on the same file.
    private static func measure(_ dotFile: String, runs: Int, floorTool: String, cap: Double) throws
    -> (render: Double, choice: String, floor: Double?) {
        let dot = try String(contentsOfFile: dotFile, encoding: .utf8)
        var choice = ""
        let render = try Measure.median(runs: runs, warmUp: false) { choice = try renderSVG(dot) }
        let floor = try Measure.medianRun(try Measure.which(floorTool), ["-Tsvg", dotFile], runs: 1, cap: cap)
        return (render, choice, floor)
    }

    /// Renders to SVG in process; returns the layout the renderer chose for the number of
    /// nodes Graphviz drew (one `class="node"` group each), as `engine attr=value…`.
    private static func renderSVG(_ dot: String) throws -> String {
        let bytes = try GraphRenderer.render(dot: dot, options: RenderOptions(format: .svg, diagnostics: { _ in }))
        let nodes = String(decoding: bytes, as: UTF8.self).components(separatedBy: "class=\"node\"").count - 1
        return describe(GraphRenderer.automaticEngine(nodeCount: nodes)) + ", \(nodes) nodes"
    }

    private static func describe(_ choice: LayoutChoice) -> String {
        let attributes = choice.graphAttributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return ([choice.engine.rawValue] + attributes).joined(separator: " ")
    }
}
