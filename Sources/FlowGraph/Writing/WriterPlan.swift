/// The graph as the text writers draw it, in one fixed order.
///
/// ``NavigationGraph/normalized()`` sorts by the contract's keys, which leave ties (two nodes
/// with one id, two edges alike in `from`, file, line, action, target and label). Writers must
/// not let those ties, or the caller's order, leak into the output, so the plan breaks every tie
/// on the remaining fields, and last on the exact Unicode scalars: Swift strings compare by
/// canonical equivalence (`"é" == "e\u{301}"`), so two spellings of one id are one node, drawn
/// under one spelling chosen the same way every time. It also gives each edge a node to end
/// on: references to ids that no node declares (and roots that are not nodes) become implicit
/// external nodes, so the map shows them instead of an unstyled stray or nothing.
struct WriterPlan {
    /// The nodes to draw, one per id, sorted by id.
    let nodes: [ScreenNode]
    /// The ids of the nodes the app starts from.
    let roots: Set<String>
    /// Named groups, sorted by name, each with its nodes in id order.
    let groups: [(name: String, nodes: [ScreenNode])]
    /// The nodes in no group, in id order.
    let ungrouped: [ScreenNode]
    /// The edges in a total order.
    let edges: [NavigationEdge]
    /// The edges without a target (back to whatever is below), by their source's drawn id, in
    /// edge order: both writers draw them as lines of their source's label.
    let backVerbs: [String: [NavigationEdge]]
    /// The drawn node of every id, under any spelling.
    private let byID: [String: ScreenNode]
    /// Each drawn node's position in ``nodes``.
    let nodeIndex: [String: Int]

    /// The plan for `graph`.
    init(_ graph: NavigationGraph) {
        let graph = graph.normalized()
        var byID: [String: ScreenNode] = [:]
        for node in graph.nodes {
            if let kept = byID[node.id], !WriterPlan.precedes(node, kept) { continue }
            byID[node.id] = node
        }
        let referenced = graph.edges.flatMap { [$0.from, $0.to].compactMap { $0 } } + graph.roots
        for id in referenced.sorted(by: Self.scalarOrder) where byID[id] == nil {
            byID[id] = ScreenNode(id: id, screen: "", kind: .external)
        }
        self.byID = byID
        nodes = byID.values.sorted { $0.id < $1.id }
        nodeIndex = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        roots = Set(graph.roots)
        var grouped: [String: [ScreenNode]] = [:]
        for node in nodes {
            if let group = node.group { grouped[group, default: []].append(node) }
        }
        groups = grouped.keys.sorted().map { ($0, grouped[$0] ?? []) }
        ungrouped = nodes.filter { $0.group == nil }
        edges = graph.edges.sorted(by: WriterPlan.precedes)
        backVerbs = Dictionary(grouping: edges.filter { $0.to == nil }) { byID[$0.from]?.id ?? $0.from }
    }

    /// The lines of `id`'s back verbs, in edge order, each once: a screen that pops by one
    /// callback from three places reads `↩ transform · popToRoot ×3`, not three alike lines.
    /// - Parameters:
    ///   - id: The drawn node's id.
    ///   - line: A back verb's line, as the writer words it.
    func backLines(of id: String, _ line: (NavigationEdge) -> String) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for edge in backVerbs[id] ?? [] {
            let text = line(edge)
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        return order.map { text in (counts[text] ?? 1) > 1 ? "\(text) ×\(counts[text] ?? 1)" : text }
    }

    /// The id under which `id`'s node is drawn: the same text, possibly spelt differently.
    func nodeID(_ id: String) -> String { byID[id]?.id ?? id }

    /// Exact Unicode scalar order, the last word when canonical equivalence ties.
    static func scalarOrder(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// A total order on nodes of one id, so the one kept does not depend on input order.
    static func precedes(_ a: ScreenNode, _ b: ScreenNode) -> Bool {
        var order = Tiebreak()
        order.then(a.id, b.id)
        order.then(a.screen, b.screen)
        order.then(a.kind.rawValue, b.kind.rawValue)
        order.then(a.group, b.group)
        order.then(a.file, b.file)
        order.then(a.line, b.line)
        order.thenScalars(String(describing: a), String(describing: b))
        return order.result ?? false
    }

    /// The contract's edge order, then every remaining field, so that only identical edges tie.
    static func precedes(_ a: NavigationEdge, _ b: NavigationEdge) -> Bool {
        if NavigationEdge.contractOrder(a, b) { return true }
        if NavigationEdge.contractOrder(b, a) { return false }
        var order = Tiebreak()
        order.then(a.to, b.to)
        order.then(a.file, b.file)
        order.then(a.line, b.line)
        order.then(a.arguments.count, b.arguments.count)
        for (left, right) in zip(a.arguments, b.arguments) { order.then(left, right) }
        order.then(a.animated ? 1 : 0, b.animated ? 1 : 0)
        order.then(a.embedding?.rawValue, b.embedding?.rawValue)
        order.then(a.output, b.output)
        order.then(a.conditional ? 1 : 0, b.conditional ? 1 : 0)
        order.thenScalars(String(describing: a), String(describing: b))
        return order.result ?? false
    }
}

/// A lexicographic comparison built one key at a time: the first differing key decides.
private struct Tiebreak {
    /// Whether the left side comes first; `nil` while every key so far was equal.
    var result: Bool?

    mutating func then<Key: Comparable>(_ a: Key, _ b: Key) {
        if result == nil, a != b { result = a < b }
    }

    /// Absent values sort before every present one, the empty string included: the contract's
    /// order reads `nil` as `""`, and that tie must still break.
    mutating func then<Key: Comparable>(_ a: Key?, _ b: Key?) {
        then(a == nil ? 0 : 1, b == nil ? 0 : 1)
        if let a, let b { then(a, b) }
    }

    /// Every field's exact scalars, through the value's description: breaks the ties that
    /// canonical equivalence leaves.
    mutating func thenScalars(_ a: String, _ b: String) {
        if result == nil, !a.unicodeScalars.elementsEqual(b.unicodeScalars) {
            result = WriterPlan.scalarOrder(a, b)
        }
    }
}

/// What an edge's label says, shared by the DOT and Mermaid writers.
struct EdgeCaption: Equatable {
    /// The callback and its forwarded types (`onCheckout(Item, Int)`); when neither is known, the
    /// verb. Prefixed with `#if` for conditional edges.
    let title: String
    /// Facts the line style alone does not tell: the verb (unless it is a push or already the
    /// title), a navigation embedding, the output the verb is routed from, a request no tap
    /// starts.
    let notes: [String]

    /// The caption of `edge`.
    init(_ edge: NavigationEdge) {
        let arguments = edge.arguments.isEmpty ? "" : "(" + edge.arguments.joined(separator: ", ") + ")"
        let named = edge.label + arguments
        var notes: [String] = []
        if edge.action != .verb(.push) && !named.isEmpty { notes.append(edge.action.rawValue) }
        if edge.embedding == .navigation { notes.append("in nav") }
        if let output = edge.output { notes.append("via " + output) }
        switch edge.origin {
        case .callback: break
        case .app: notes.append(Self.byTheApp)
        }
        let base = named.isEmpty ? edge.action.rawValue : named
        title = edge.conditional ? "#if " + base : base
        self.notes = notes
    }

    /// The note of navigation no tap starts: requests from app code and `lets.app` verbs.
    static let byTheApp = "by the app"

    /// A back verb without a target as a line of its source's label (`↩ onBack`,
    /// `↩ onClose · dismiss`): the title, then the verb unless it is `pop` or already the title.
    /// - Parameter action: The edge's action.
    func backLine(withVerb action: EdgeAction) -> String {
        let verb = action == .verb(.pop) || title == action.rawValue ? "" : " · " + action.rawValue
        return DOTStyle.backMark + " " + title + verb
    }

    /// The title and notes on one line, for formats without a second font size.
    var singleLine: String {
        notes.isEmpty ? title : title + " · " + notes.joined(separator: ", ")
    }
}
