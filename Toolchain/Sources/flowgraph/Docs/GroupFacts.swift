import FlowGraph

/// What a documentation page says about one flow group, read from the whole map: its screens,
/// how the app enters it, its routed outputs, and each screen's ways in and out.
struct GroupFacts {
    let name: String
    let screens: [ScreenNode]
    /// Verbs from outside the group to one of its screens.
    let entries: [NavigationEdge]
    /// The group's screens the app starts from.
    let roots: [String]
    /// Verbs the group's screens send through one of its outputs.
    let outputs: [NavigationEdge]
    private let incoming: [String: [NavigationEdge]]
    /// How many screens the group declares: the copies of a declaration placed several times
    /// count once, and a tab container is no screen.
    var declaredScreens: Int {
        Set(screens.filter { $0.kind == .screen }.map { ScreenNode.declarationID(of: $0.id) }).count
    }
    /// How many screens of the group the map draws, a copy per placement.
    var drawnScreens: Int { screens.filter { $0.kind == .screen }.count }
    private let outgoing: [String: [NavigationEdge]]

    /// The facts of group `name` in `graph`.
    init(name: String, in graph: NavigationGraph) {
        let graph = graph.normalized()
        self.name = name
        let inGroup = graph.nodes.filter { $0.group == name }
        let members = Set(inGroup.map(\.id))
        entries = graph.edges.filter { !members.contains($0.from) && $0.to.map(members.contains) == true }
        roots = graph.roots.filter(members.contains)
        screens = Self.inReadingOrder(inGroup, from: roots + entries.compactMap(\.to), along: graph.edges)
        outputs = graph.edges.filter { members.contains($0.from) && $0.output != nil }
        incoming = Dictionary(grouping: graph.edges.filter { $0.to != nil && $0.to != $0.from }) { $0.to ?? "" }
        outgoing = Dictionary(grouping: graph.edges) { $0.from }
    }

    /// `screens` in the order a reader meets them: breadth-first along forward verbs from
    /// `starts`, then any left, by id.
    private static func inReadingOrder(_ screens: [ScreenNode], from starts: [String],
                                       along edges: [NavigationEdge]) -> [ScreenNode] {
        let byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var queue = starts + screens.map(\.id)
        var head = 0
        var seen: Set<String> = []
        while head < queue.count {
            let id = queue[head]
            head += 1
            guard byID[id] != nil, seen.insert(id).inserted else { continue }
            order.append(id)
            let next = edges.filter { $0.from == id && !$0.action.isBackward }.compactMap(\.to)
            queue.insert(contentsOf: next, at: head)
        }
        return order.compactMap { byID[$0] }
    }

    /// The verbs that lead to screen `id` from another screen.
    func ways(into id: String) -> [NavigationEdge] { incoming[id] ?? [] }

    /// The verbs screen `id` sends.
    func ways(outOf id: String) -> [NavigationEdge] { outgoing[id] ?? [] }
}

/// How an edge reads in prose: `onBuyNow(Product, Int)` · push.
enum EdgeProse {
    /// The callback and its forwarded types, or `—` when the callback is unknown.
    static func callback(_ edge: NavigationEdge) -> String {
        let arguments = edge.arguments.isEmpty ? "" : "(" + edge.arguments.joined(separator: ", ") + ")"
        return edge.label.isEmpty ? (arguments.isEmpty ? "—" : arguments) : edge.label + arguments
    }

    /// The verb with its notes: `present, in a navigation stack`, `popToRoot, via placed`.
    static func verb(_ edge: NavigationEdge) -> String {
        var parts = [edge.action.rawValue]
        if edge.embedding == .navigation { parts.append("in a new navigation stack") }
        if let output = edge.output { parts.append("via output " + output) }
        if edge.conditional { parts.append("inside #if") }
        return parts.joined(separator: ", ")
    }
}
