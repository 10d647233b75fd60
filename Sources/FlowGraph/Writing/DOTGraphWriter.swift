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
    /// Whether to add a legend: one compact table, at the start of the map, with a sample of
    /// each line style the map uses beside its action's name and what its marks mean (root
    /// outline, `↩` back verbs, notes such as `in nav`). On by default, because the styles are
    /// this writer's own vocabulary; turn it off for small embedded maps or for diffing.
    public var includesLegend: Bool
    /// Whether the legend, when drawn, also explains the marks (outlines, `↩` lines, notes)
    /// besides the line styles. Renderers leave them out when the legend would cover more than
    /// a tenth of a small picture.
    public var legendIncludesMarks = true
    /// Whether screens show their id under their type and edge labels their notes (the verb,
    /// `in nav`, `via NAME`) on a second line. Renderers turn these sublines off when a map
    /// would otherwise be too wide to read where it is published; the facts stay in tooltips.
    public var showsSublines: Bool
    /// Whether nodes and edges carry element ids (`node_N`, `edge_N`, in the order of the
    /// writer's plan) that Graphviz copies into SVG, so a page can script the drawing.
    public var elementIDs: Bool

    /// Options; the defaults draw left to right with a legend and sublines.
    /// - Parameters:
    ///   - rankDirection: Where forward navigation flows.
    ///   - includesLegend: Whether to draw the legend.
    ///   - showsSublines: Whether ids and edge notes are drawn under names and callbacks.
    ///   - elementIDs: Whether nodes and edges carry ids for scripting the SVG.
    public init(rankDirection: RankDirection = .leftToRight, includesLegend: Bool = true, showsSublines: Bool = true,
                elementIDs: Bool = false) {
        self.rankDirection = rankDirection
        self.includesLegend = includesLegend
        self.showsSublines = showsSublines
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
/// - One node per screen id, labelled with the screen type in bold (14 pt) over the id in a
///   smaller font (with ``DOTOptions/showsSublines``); `screen` is a rounded box, `tabs` a tab
///   shape, `external` a dashed grey box. Roots get a double outline and an entry arrow from a
///   small dot, as Xcode marks a storyboard's initial screen, and take the first rank: forward
///   edges into a root (a log out that sets the window back to the welcome screen) are written
///   root → source with `dir=back` and no weight, so they cannot rank the root after the
///   screens it leads to. Edge targets and roots no node declares are drawn as external.
/// - Each `group` is a `cluster_N` subgraph (N in group-name order) labelled with its name.
/// - Each action has its own edge style (see the legend); back verbs are muted, weigh nothing,
///   and those with a target are written target → source with `dir=back` so that they lie
///   along the forward flow instead of bending it; conditional edges are dashed, greyed and
///   titled `#if …`. Edge labels are 11 pt, their notes 10 pt.
/// - Edges without a target (`pop`, `dismiss`…: back to whatever is below) are not lines but
///   lines of their source's label, `↩ onBack`, with the verb unless it is `pop`: a line to a
///   dot of its own would add a node and a rank per screen and widen the map for no place.
public enum DOTGraphWriter: Sendable {
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
    /// Every id in use, so invented ids (entry dots, the legend) never merge with a screen.
    var taken: Set<String>
    var lines: [String] = []

    /// The font sizes, in points: names must stay at least 11 px and labels 9 px where maps are
    /// published (``MapLegibility``), so every other size follows from these.
    static let nameSize = 14, sublineSize = 11, labelSize = 11, noteSize = 10

    init(plan: WriterPlan, options: DOTOptions) {
        self.plan = plan
        self.options = options
        taken = Set(plan.nodes.map(\.id))
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
            ("fontsize", DOTStyle.q(String(Self.nameSize))), ("nodesep", DOTStyle.q("0.3")), ("ranksep", DOTStyle.q("0.45")),
        ]) + ";")
        let font = ("fontname", DOTStyle.q("Helvetica"))
        lines.append("  node" + DOTStyle.list([font, ("fontsize", DOTStyle.q(String(Self.nameSize)))]) + ";")
        lines.append("  edge" + DOTStyle.list([font, ("fontsize", DOTStyle.q(String(Self.labelSize)))]) + ";")
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
        for (index, edge) in plan.edges.enumerated() where edge.to != nil { appendEdge(edge, index: index) }
        if options.includesLegend { appendLegend() }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Declares `nodes` and, before each root, its entry arrow.
    mutating func appendNodes(_ nodes: [ScreenNode], indent: String) {
        for node in nodes {
            let isRoot = plan.roots.contains(node.id)
            var attributes: [DOTStyle.Attribute] = [("label", label(node))]
            attributes += DOTStyle.node(node.kind, isRoot: isRoot, provenance: node.provenance)
            if options.elementIDs, let index = plan.nodeIndex[node.id] {
                attributes.append(("id", DOTStyle.q("node_\(index)")))
            }
            if let place = Self.place(node.file, node.line) { attributes.append(("tooltip", DOTStyle.q(place))) }
            lines.append(indent + DOTStyle.q(node.id) + DOTStyle.list(attributes) + ";")
            if isRoot { appendEntry(to: node.id, indent: indent) }
        }
    }

    /// The entry arrow into a root: a dot one rank before it, in its cluster, with a heavy
    /// arrow, the way Xcode points at a storyboard's initial screen.
    mutating func appendEntry(to root: String, indent: String) {
        let entry = invent(root + "__entry")
        lines.append(indent + DOTStyle.q(entry) + DOTStyle.list(DOTStyle.entryDot(tooltip: "the app starts at " + root)) + ";")
        lines.append(indent + DOTStyle.q(entry) + " -> " + DOTStyle.q(root) + DOTStyle.list(DOTStyle.entryArrow) + ";")
    }

    /// The screen type in bold over the node's caption (its id, or a placed copy's declaration
    /// and placement) in a smaller grey font, then one line per back verb; the caption alone
    /// (bold) when the type is unknown or is the id, as at run time.
    func label(_ node: ScreenNode) -> String {
        var text: String
        if node.kind == .group {
            // The group's name in bold, what it holds under it: never the count in bold.
            text = "<B>\(TextEscaping.dotHTML(node.id))</B><BR/><FONT POINT-SIZE=\"\(Self.sublineSize)\" "
                + "COLOR=\"\(DOTStyle.secondary)\">\(TextEscaping.dotHTML(node.screen))</FONT>"
        } else if node.screen.isEmpty || node.screen == node.id {
            text = "<B>\(TextEscaping.dotHTML(node.caption))</B>"
        } else {
            text = "<B>\(TextEscaping.dotHTML(node.screen))</B>"
            if options.showsSublines {
                text += "<BR/><FONT POINT-SIZE=\"\(Self.sublineSize)\" COLOR=\"\(DOTStyle.secondary)\">"
                    + TextEscaping.dotHTML(node.caption) + "</FONT>"
            }
        }
        for line in plan.backLines(of: node.id, backLine) {
            text += "<BR/><FONT POINT-SIZE=\"\(Self.labelSize)\" COLOR=\"\(DOTStyle.muted)\">"
                + TextEscaping.dotHTML(line) + "</FONT>"
        }
        return "<" + text + ">"
    }

    /// A back verb as a line of its source: `↩ onBack`, `↩ onClose · dismiss`; with sublines,
    /// also where its output is routed from.
    func backLine(_ edge: NavigationEdge) -> String {
        let line = EdgeCaption(edge).backLine(withVerb: edge.action)
        guard options.showsSublines, let output = edge.output else { return line }
        return line + " · via " + output
    }

    /// One edge line. Back verbs must not distort the forward layout, yet `constraint=false`
    /// (the usual way) makes Graphviz 2.43 fail near clusters ("triangulation failed",
    /// "trouble in init_rank"): so a back verb with a target is written target → source with
    /// `dir=back`, which keeps its arrow at the target but lays it along the forward flow, and
    /// every back verb weighs nothing.
    mutating func appendEdge(_ edge: NavigationEdge, index: Int) {
        guard let target = edge.to else { return }
        let caption = EdgeCaption(edge)
        var label = TextEscaping.dotHTML(caption.title)
        // Without sublines, navigation no tap starts keeps its mark: it is not in the line style.
        let notes = options.showsSublines ? caption.notes : caption.notes.filter { $0 == EdgeCaption.byTheApp }
        if !notes.isEmpty {
            label += "<BR/><FONT POINT-SIZE=\"\(Self.noteSize)\" COLOR=\"\(DOTStyle.secondary)\">"
                + TextEscaping.dotHTML(notes.joined(separator: " · ")) + "</FONT>"
        }
        var attributes: [DOTStyle.Attribute] = [("label", "<\(label)>")]
        let source = plan.nodeID(edge.from)
        var ends = (tail: source, head: plan.nodeID(target))
        let intoRoot = plan.roots.contains(ends.head) && ends.head != source
        let reversed = edge.action.isBackward || intoRoot
        if reversed { ends = (ends.head, ends.tail) }
        attributes += DOTStyle.edge(edge.action, conditional: edge.conditional, drawnBackward: reversed)
        switch edge.evidence {
        case .declared: break
        case .inferred: attributes += DOTStyle.inferredLine
        }
        if edge.action.isBackward || intoRoot { attributes.append(("weight", DOTStyle.q("0"))) }
        if options.elementIDs { attributes.append(("id", DOTStyle.q("edge_\(index)"))) }
        // A routed verb is declared at its route; where the screen emits is its other place.
        let emitted = edge.emittedAt.flatMap { Self.place($0.file, $0.line) }.map { "emitted at " + $0 }
        let place = [Self.place(edge.file, edge.line), emitted].compactMap { $0 }.joined(separator: ", ")
        let tooltip = options.showsSublines || caption.notes.isEmpty
            ? place : [caption.singleLine, place].filter { !$0.isEmpty }.joined(separator: " — ")
        if !tooltip.isEmpty { attributes.append(("tooltip", DOTStyle.q(tooltip))) }
        lines.append("  " + DOTStyle.q(ends.tail) + " -> " + DOTStyle.q(ends.head) + DOTStyle.list(attributes) + ";")
    }

    /// `file:line`, `file`, or nothing, for tooltips.
    static func place(_ file: String?, _ line: Int?) -> String? {
        guard let file else { return nil }
        return line.map { "\(file):\($0)" } ?? file
    }
}
