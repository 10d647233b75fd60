@_spi(FlowKitTools) import FlowKit

/// Writes a graph as a Mermaid `flowchart` (left to right unless told otherwise), for Markdown
/// that GitHub renders inline.
///
/// Contract:
/// - Output is deterministic (the graph is normalized and every tie broken) and ends with a
///   newline. It is the diagram text only, without the surrounding Markdown fence.
/// - Mermaid ids are generated, never taken from the graph: `n0`, `n1`… for nodes in id order,
///   `g0`, `g1`… for groups in name order. Every
///   text from the graph sits in a double-quoted label escaped with Mermaid's entity codes, so a
///   label never holds a raw quote or line break, and no id can collide with a keyword.
/// - Each `group` is a `subgraph` with an explicit `direction` (Mermaid lays a subgraph top to
///   bottom whatever the flowchart's direction otherwise); nodes in no group stay outside. Screens are rounded boxes
///   (type in bold over the id), tabs subroutine boxes, externals dashed; roots get a thick
///   outline.
/// - Arrows carry the SVG's glyphs as far as Mermaid has them: `-->` push, select tab and emit;
///   `==>` present, set root and set window root (the SVG's bold and double lines); `-.-o` tab
///   (the SVG's dotted line ending in a dot, pointing at the tab's screen); `-.->` every back
///   verb. Labels name the verb unless it is a push. Conditional edges (an `#if` label) and select
///   tab are dashed by `linkStyle`.
/// - No colour is written: GitHub draws Mermaid with its light or dark theme, and a colour fixed
///   here cannot reach 4.5:1 against both backgrounds, so lines and text take the theme's.
/// - Edges without a target (back to whatever is below) are not arrows but `↩ onBack` lines of
///   their source's label, with the verb unless it is `pop`, as in the SVG.
public enum MermaidGraphWriter: Sendable {
    /// GitHub renders no Mermaid diagram of more than this many characters.
    public static let gitHubCharacterLimit = 50_000
    /// GitHub renders no Mermaid diagram of more than this many edges.
    public static let gitHubEdgeLimit = 500

    /// Why GitHub would show an error box instead of `text`, a diagram of `edgeCount` edges; `nil`
    /// when it is within GitHub's limits.
    /// - Parameters:
    ///   - text: The diagram's Mermaid text.
    ///   - edgeCount: The number of edges in it.
    public static func gitHubLimitProblem(text: String, edgeCount: Int) -> String? {
        let characters = text.count
        guard characters > gitHubCharacterLimit || edgeCount > gitHubEdgeLimit else { return nil }
        return "the Mermaid map has \(characters) characters and \(edgeCount) edges, over GitHub's limits "
            + "(\(gitHubCharacterLimit) characters, \(gitHubEdgeLimit) edges): GitHub shows an error instead of it; "
            + "draw one flow group with --group NAME, or the groups alone with --overview"
    }

    /// The graph's Mermaid text, flowing in `direction`.
    /// - Parameters:
    ///   - graph: The map to write.
    ///   - direction: Where forward navigation flows, in the flowchart and in every subgraph.
    public static func write(_ graph: NavigationGraph, direction: DOTOptions.RankDirection = .leftToRight) -> String {
        let plan = WriterPlan(graph)
        var mermaidID: [String: String] = [:]
        for (index, node) in plan.nodes.enumerated() { mermaidID[node.id] = "n\(index)" }

        var lines = ["flowchart \(direction.rawValue)"]
        func declare(_ nodes: [ScreenNode], indent: String) {
            for node in nodes {
                lines.append(indent + (mermaidID[node.id] ?? "") + shape(node, backLines: plan.backLines(of: node.id) { EdgeCaption($0).backLine(withVerb: $0.action) }))
            }
        }
        for (index, group) in plan.groups.enumerated() {
            lines.append("  subgraph g\(index)[\"\(TextEscaping.mermaid(group.name))\"]")
            lines.append("    direction \(direction.rawValue)")
            declare(group.nodes, indent: "    ")
            lines.append("  end")
        }
        declare(plan.ungrouped, indent: "  ")

        var linkStyles: [(style: String, indices: [Int])] = []
        for (index, edge) in plan.edges.filter({ $0.to != nil }).enumerated() {
            let from = mermaidID[plan.nodeID(edge.from)] ?? ""
            let to = edge.to.flatMap { mermaidID[plan.nodeID($0)] } ?? from
            let label = TextEscaping.mermaid(EdgeCaption(edge).singleLine)
            lines.append("  \(from) \(arrow(edge.action))|\"\(label)\"| \(to)")
            guard let style = linkStyle(edge) else { continue }
            if let slot = linkStyles.firstIndex(where: { $0.style == style }) {
                linkStyles[slot].indices.append(index)
            } else {
                linkStyles.append((style, [index]))
            }
        }

        let roots = plan.nodes.filter { plan.roots.contains($0.id) }.compactMap { mermaidID[$0.id] }
        let externals = plan.nodes.filter { $0.kind == .external }.compactMap { mermaidID[$0.id] }
        for (name, members, style) in [
            ("root", roots, "stroke-width:3px"),
            ("external", externals, "stroke-dasharray:5 5"),
        ] where !members.isEmpty {
            lines.append("  classDef \(name) \(style)")
            lines.append("  class \(members.joined(separator: ",")) \(name)")
        }
        for entry in linkStyles {
            lines.append("  linkStyle \(entry.indices.map(String.init).joined(separator: ",")) \(entry.style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The node's shape and label: type in bold over the caption, or the caption alone when the
    /// type is unknown or is the id; then its back verbs, a line each.
    private static func shape(_ node: ScreenNode, backLines: [String]) -> String {
        var label = node.screen.isEmpty || node.screen == node.id
            ? "<b>\(TextEscaping.mermaid(node.caption))</b>"
            : "<b>\(TextEscaping.mermaid(node.screen))</b><br/>\(TextEscaping.mermaid(node.caption))"
        for line in backLines { label += "<br/>" + TextEscaping.mermaid(line) }
        switch node.kind {
        case .screen: return "(\"\(label)\")"
        case .tabs: return "[[\"\(label)\"]]"
        case .external: return "[\"\(label)\"]"
        case .app: return ">\"\(label)\"]"
        case .group: return "([\"<b>\(TextEscaping.mermaid(node.id))</b><br/>\(TextEscaping.mermaid(node.screen))\"])"
        }
    }

    /// The link token for an action, from its verb's traits: dotted back, thick where a new
    /// container or root appears, plain otherwise.
    private static func arrow(_ action: EdgeAction) -> String {
        switch action {
        case .tab: return "-.-o"
        case .embed: return "--o"
        case .verb(let verb):
            if verb.isBackward { return "-.->" }
            switch verb.targetPosition {
            case .newModalLayer, .rootOfSourceStack, .windowRoot: return "==>"
            case .pushedOntoSourceStack, .unchanged: return "-->"
            }
        }
    }

    /// The edge's `linkStyle`, a dash pattern and width, never a colour: dashed when conditional,
    /// long dashes for select tab, thin when inferred from a UIKit call (as in the SVG); `nil`
    /// for a plain line.
    private static func linkStyle(_ edge: NavigationEdge) -> String? {
        let dashes: String? = edge.conditional ? "stroke-dasharray:4 4"
            : edge.action == .verb(.selectTab) ? "stroke-dasharray:8 3" : nil
        switch edge.evidence {
        case .declared: return dashes
        case .inferred: return [dashes, "stroke-width:0.75px"].compactMap { $0 }.joined(separator: ",")
        }
    }
}
