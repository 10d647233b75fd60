/// Choices for ``DOTGraphWriter`` that change the drawing, never the graph's content.
public struct DOTOptions: Hashable, Sendable {
    /// Where forward navigation flows (Graphviz's `rankdir`).
    public enum RankDirection: String, Hashable, Sendable, CaseIterable {
        /// Roots at the top, pushes and presentations downwards.
        case topToBottom = "TB"
        /// Roots on the left, like a storyboard.
        case leftToRight = "LR"
        /// Roots at the bottom.
        case bottomToTop = "BT"
        /// Roots on the right, for right-to-left reading orders.
        case rightToLeft = "RL"
    }

    /// Where forward navigation flows; left to right by default, as storyboards read.
    public var rankDirection: RankDirection
    /// Whether to add a `Legend` cluster that shows each edge style the map uses with its
    /// action's name, and explains the marks it uses (root outline, back dots, notes such as
    /// `in nav`). On by default, because the styles are this writer's own vocabulary; turn it
    /// off for small embedded maps or for diffing.
    public var includesLegend: Bool
    /// The most screens a map may have and still draw target-less back verbs (pop, dismiss…) on
    /// a dot of their own; larger maps draw them as loops on their source. A dot per screen
    /// doubles the nodes a force-directed layout must place (a 5,000-screen map took 11 s with
    /// dots, 5.6 s without), and in a map that large the dots' placement carries no meaning.
    public var backDotLimit: Int
    /// Whether nodes and edges carry element ids (`node_N`, `edge_N`, in the order of the
    /// writer's plan) that Graphviz copies into SVG, so a page can script the drawing.
    public var elementIDs: Bool

    /// Options; the defaults draw left to right with a legend, and back dots up to 1,100
    /// screens (where Graphviz's layered layout stops and the renderer switches to `sfdp`).
    /// - Parameters:
    ///   - rankDirection: Where forward navigation flows.
    ///   - includesLegend: Whether to draw the legend.
    ///   - backDotLimit: The most screens for which target-less verbs end on dots.
    ///   - elementIDs: Whether nodes and edges carry ids for scripting the SVG.
    public init(rankDirection: RankDirection = .leftToRight, includesLegend: Bool = true, backDotLimit: Int = 1_100,
                elementIDs: Bool = false) {
        self.rankDirection = rankDirection
        self.includesLegend = includesLegend
        self.backDotLimit = backDotLimit
        self.elementIDs = elementIDs
    }
}

/// Writes a graph as a Graphviz DOT digraph, for `dot` and the in-process renderer.
///
/// Contract:
/// - Output is deterministic (the graph is normalized and every tie broken, see the plan) and
///   ends with a newline.
/// - Any string in the graph is escaped, so the output always parses: ids are quoted DOT IDs
///   (ids that Swift tells apart stay apart; canonically equal spellings are one node), labels
///   are HTML-like with entities and `<BR/>`.
/// - One node per screen id, labelled with the screen type in bold over the id in a smaller
///   font; `screen` is a rounded box, `tabs` a tab shape, `external` a dashed grey box, and
///   roots get a double outline. Roots take the first rank: forward edges into a root (a log
///   out that sets the window back to the welcome screen) are written root → source with
///   `dir=back` and no weight, so they cannot rank the root after the screens it leads to. Edge targets and roots no node declares are drawn as external.
/// - Each `group` is a `cluster_N` subgraph (N in group-name order) labelled with its name.
/// - Each action has its own edge style (see the legend); back verbs are muted, weigh nothing,
///   and those with a target are written target → source with `dir=back` so that they lie
///   along the forward flow instead of bending it; conditional edges are dashed, greyed and
///   titled `#if …`.
/// - Edges without a target end on a small grey dot beside their source (id `<from>__back`,
///   suffixed `_2`, `_3`… if a node already has that id), shared by that source's such edges.
///   A heavy invisible edge holds the dot one rank past its source. In maps of more than
///   ``DOTOptions/backDotLimit`` screens they are loops on their source instead.
public enum DOTGraphWriter {
    /// The graph's DOT text.
    public static func write(_ graph: NavigationGraph, options: DOTOptions = .init()) -> String {
        var document = DOTDocument(plan: WriterPlan(graph), options: options)
        return document.render()
    }
}

/// One DOT rendering in progress: the plan, the ids invented for it, and the lines so far.
struct DOTDocument {
    let plan: WriterPlan
    let options: DOTOptions
    /// Every id in use, so invented ids (back dots, legend tables) never merge with a screen.
    var taken: Set<String>
    /// The back dot of each source with target-less edges.
    var backNodes: [String: String] = [:]
    var lines: [String] = []

    init(plan: WriterPlan, options: DOTOptions) {
        self.plan = plan
        self.options = options
        taken = Set(plan.nodes.map(\.id))
        // Without a dot, a target-less edge is written from its source to itself.
        guard plan.nodes.count <= options.backDotLimit else { return }
        for source in plan.sourcesWithoutTarget {
            backNodes[source] = invent(source + "__back")
        }
    }

    /// `base`, or `base_2`, `base_3`… whichever is free first; then reserved.
    mutating func invent(_ base: String) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = base + "_" + String(suffix)
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }

    mutating func render() -> String {
        lines.append("digraph \(DOTStyle.q("FlowGraph")) {")
        // `newrank` ranks the whole graph at once, clusters included: navigation cycles
        // between groups (log out, log back in) otherwise send Graphviz 2.43's per-cluster
        // ranking into "trouble in init_rank".
        lines.append("  graph" + DOTStyle.list([
            ("newrank", DOTStyle.q("true")),
            ("rankdir", DOTStyle.q(options.rankDirection.rawValue)), ("fontname", DOTStyle.q("Helvetica")),
            ("nodesep", DOTStyle.q("0.35")), ("ranksep", DOTStyle.q("0.6")),
        ]) + ";")
        let font = ("fontname", DOTStyle.q("Helvetica"))
        lines.append("  node" + DOTStyle.list([font, ("fontsize", DOTStyle.q("13"))]) + ";")
        lines.append("  edge" + DOTStyle.list([font, ("fontsize", DOTStyle.q("10"))]) + ";")
        for (index, group) in plan.groups.enumerated() {
            lines.append("  subgraph \(DOTStyle.q("cluster_\(index)")) {")
            lines.append("    graph" + DOTStyle.list([
                ("label", "<<B>\(TextEscaping.dotHTML(group.name))</B>>"), ("style", DOTStyle.q("rounded,dashed")),
                ("color", DOTStyle.q("#B0BEC5")), ("fontcolor", DOTStyle.q(DOTStyle.clusterInk)),
            ]) + ";")
            appendNodes(group.nodes, indent: "    ")
            lines.append("  }")
        }
        appendNodes(plan.ungrouped, indent: "  ")
        for (index, edge) in plan.edges.enumerated() { appendEdge(edge, index: index) }
        if options.includesLegend { appendLegend() }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Declares `nodes` and, beside each, its back dot, held close to the node by an invisible
    /// edge so that target-less edges stay short.
    mutating func appendNodes(_ nodes: [ScreenNode], indent: String) {
        for node in nodes {
            var attributes: [DOTStyle.Attribute] = [("label", Self.label(node))]
            attributes += DOTStyle.node(node.kind, isRoot: plan.roots.contains(node.id))
            if options.elementIDs, let index = plan.nodeIndex[node.id] {
                attributes.append(("id", DOTStyle.q("node_\(index)")))
            }
            if let place = Self.place(node.file, node.line) { attributes.append(("tooltip", DOTStyle.q(place))) }
            lines.append(indent + DOTStyle.q(node.id) + DOTStyle.list(attributes) + ";")
            guard let back = backNodes[node.id] else { continue }
            lines.append(indent + DOTStyle.q(back) + DOTStyle.list([
                ("shape", DOTStyle.q("point")), ("width", DOTStyle.q("0.08")), ("color", DOTStyle.q(DOTStyle.muted)),
                ("tooltip", DOTStyle.q("back from " + node.id)),
            ]) + ";")
            // The dot takes the next rank, pulled close by a heavy invisible edge. Holding it on
            // the source's rank (`rank=same`) reads better but, inside clusters, sends
            // Graphviz 2.43 into "trouble in init_rank" and failed spline routing.
            lines.append(indent + DOTStyle.q(node.id) + " -> " + DOTStyle.q(back)
                + DOTStyle.list([("style", DOTStyle.q("invis")), ("weight", DOTStyle.q("10"))]) + ";")
        }
    }

    /// The screen type in bold over the node's caption (its id, or a placed copy's declaration
    /// and placement) in a smaller grey font; the caption alone (bold) when the type is unknown
    /// or is the id, as at run time.
    static func label(_ node: ScreenNode) -> String {
        if node.screen.isEmpty || node.screen == node.id {
            return "<<B>\(TextEscaping.dotHTML(node.caption))</B>>"
        }
        return "<<B>\(TextEscaping.dotHTML(node.screen))</B><BR/>"
            + "<FONT POINT-SIZE=\"10\" COLOR=\"\(DOTStyle.secondary)\">\(TextEscaping.dotHTML(node.caption))</FONT>>"
    }

    /// One edge line. Back verbs must not distort the forward layout, yet `constraint=false`
    /// (the usual way) makes Graphviz 2.43 fail near clusters ("triangulation failed",
    /// "trouble in init_rank"): so a back verb with a target is written target → source with
    /// `dir=back`, which keeps its arrow at the target but lays it along the forward flow, and
    /// every back verb weighs nothing.
    mutating func appendEdge(_ edge: NavigationEdge, index: Int) {
        let caption = EdgeCaption(edge)
        var label = TextEscaping.dotHTML(caption.title)
        if !caption.notes.isEmpty {
            label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(DOTStyle.secondary)\">"
                + TextEscaping.dotHTML(caption.notes.joined(separator: " · ")) + "</FONT>"
        }
        var attributes: [DOTStyle.Attribute] = [("label", "<\(label)>")]
        let source = plan.nodeID(edge.from)
        var ends = (tail: source, head: edge.to.map(plan.nodeID) ?? backNodes[source] ?? source)
        let intoRoot = edge.to.map { plan.roots.contains(plan.nodeID($0)) && plan.nodeID($0) != source } ?? false
        let reversed = (edge.action.isBackward && edge.to != nil) || intoRoot
        if reversed { ends = (ends.head, ends.tail) }
        attributes += DOTStyle.edge(edge.action, conditional: edge.conditional, drawnBackward: reversed)
        if edge.action.isBackward || intoRoot { attributes.append(("weight", DOTStyle.q("0"))) }
        if options.elementIDs { attributes.append(("id", DOTStyle.q("edge_\(index)"))) }
        if let place = Self.place(edge.file, edge.line) { attributes.append(("tooltip", DOTStyle.q(place))) }
        lines.append("  " + DOTStyle.q(ends.tail) + " -> " + DOTStyle.q(ends.head) + DOTStyle.list(attributes) + ";")
    }

    /// `file:line`, `file`, or nothing, for tooltips.
    static func place(_ file: String?, _ line: Int?) -> String? {
        guard let file else { return nil }
        return line.map { "\(file):\($0)" } ?? file
    }
}
