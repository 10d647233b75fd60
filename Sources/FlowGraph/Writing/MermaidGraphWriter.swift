/// Writes a graph as a Mermaid `flowchart LR`, for Markdown that GitHub renders inline.
///
/// Contract:
/// - Output is deterministic (the graph is normalized and every tie broken) and ends with a
///   newline. It is the diagram text only, without the surrounding Markdown fence.
/// - Mermaid ids are generated, never taken from the graph: `n0`, `n1`… for nodes in id order,
///   `b0`, `b1`… for back nodes in source order, `g0`, `g1`… for groups in name order. Every
///   text from the graph sits in a double-quoted label escaped with Mermaid's entity codes, so a
///   label never holds a raw quote or line break, and no id can collide with a keyword.
/// - Each `group` is a `subgraph`; nodes in no group stay outside. Screens are rounded boxes
///   (type in bold over the id), tabs subroutine boxes, externals dashed; roots get a thick
///   outline.
/// - Arrows tell verb families apart: `-->` push, select tab and emit; `==>` present; `--o`
///   set root; `==o` set window root; `---` tab; `-.->` every back verb. A `linkStyle` line per
///   style colours them as the DOT writer does, and conditional edges are dashed with an `#if`
///   label. Labels name the verb unless it is a push.
/// - Edges without a target end on a small `↩` node beside their source.
public enum MermaidGraphWriter {
    /// The graph's Mermaid text.
    public static func write(_ graph: NavigationGraph) -> String {
        let plan = WriterPlan(graph)
        var mermaidID: [String: String] = [:]
        for (index, node) in plan.nodes.enumerated() { mermaidID[node.id] = "n\(index)" }
        var backID: [String: String] = [:]
        for (index, source) in plan.sourcesWithoutTarget.enumerated() { backID[source] = "b\(index)" }

        var lines = ["flowchart LR"]
        func declare(_ nodes: [ScreenNode], indent: String) {
            for node in nodes {
                lines.append(indent + (mermaidID[node.id] ?? "") + shape(node))
                if let back = backID[node.id] { lines.append(indent + back + "((\"↩\"))") }
            }
        }
        for (index, group) in plan.groups.enumerated() {
            lines.append("  subgraph g\(index)[\"\(TextEscaping.mermaid(group.name))\"]")
            declare(group.nodes, indent: "    ")
            lines.append("  end")
        }
        declare(plan.ungrouped, indent: "  ")

        var linkStyles: [(style: String, indices: [Int])] = []
        for (index, edge) in plan.edges.enumerated() {
            let from = mermaidID[edge.from] ?? ""
            let to = edge.to.flatMap { mermaidID[$0] } ?? backID[edge.from] ?? from
            let label = TextEscaping.mermaid(EdgeCaption(edge).singleLine)
            lines.append("  \(from) \(arrow(edge.action))|\"\(label)\"| \(to)")
            let style = linkStyle(edge)
            if let slot = linkStyles.firstIndex(where: { $0.style == style }) {
                linkStyles[slot].indices.append(index)
            } else {
                linkStyles.append((style, [index]))
            }
        }

        let roots = plan.nodes.filter { plan.roots.contains($0.id) }.compactMap { mermaidID[$0.id] }
        let externals = plan.nodes.filter { $0.kind == .external }.compactMap { mermaidID[$0.id] }
        let backs = plan.sourcesWithoutTarget.compactMap { backID[$0] }
        for (name, members, style) in [
            ("root", roots, "stroke-width:3px"),
            ("external", externals, "stroke-dasharray:5 5,color:#616161,stroke:#9E9E9E"),
            ("back", backs, "fill:#FFFFFF,stroke:#9E9E9E,color:#9E9E9E"),
        ] where !members.isEmpty {
            lines.append("  classDef \(name) \(style)")
            lines.append("  class \(members.joined(separator: ",")) \(name)")
        }
        for entry in linkStyles {
            lines.append("  linkStyle \(entry.indices.map(String.init).joined(separator: ",")) \(entry.style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The node's shape and label: type in bold over the id, or the id alone when the type is
    /// unknown or is the id.
    private static func shape(_ node: ScreenNode) -> String {
        let label = node.screen.isEmpty || node.screen == node.id
            ? "<b>\(TextEscaping.mermaid(node.id))</b>"
            : "<b>\(TextEscaping.mermaid(node.screen))</b><br/>\(TextEscaping.mermaid(node.id))"
        switch node.kind {
        case .screen: return "(\"\(label)\")"
        case .tabs: return "[[\"\(label)\"]]"
        case .external: return "[\"\(label)\"]"
        }
    }

    /// The link token for an action's family.
    private static func arrow(_ action: EdgeAction) -> String {
        if action.isBackward { return "-.->" }
        switch action {
        case .present: return "==>"
        case .setRoot: return "--o"
        case .setWindowRoot: return "==o"
        case .tab: return "---"
        default: return "-->"
        }
    }

    /// The edge's `linkStyle`: the DOT writer's colour for its action, dashed when conditional.
    private static func linkStyle(_ edge: NavigationEdge) -> String {
        let colour = DOTStyle.ink(edge.action)
        if edge.conditional { return "stroke:\(colour),stroke-dasharray:4 4" }
        return edge.action == .selectTab ? "stroke:\(colour),stroke-dasharray:8 3" : "stroke:\(colour)"
    }
}
