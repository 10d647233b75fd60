import FlowGraph

/// The map the pages describe, read two ways: `declared`, each declaration once (what the text
/// describes), and `placed`, every placement of a flow group apart (what tells the placements'
/// routes apart). Built once for all pages.
struct DocsModel {
    /// Every placement apart, as the walkers instantiate the flows.
    let placed: NavigationGraph
    /// Each declaration once: ``placed`` with its placements folded.
    let declared: NavigationGraph
    /// The verbs leaving each node of ``placed``.
    let placedLeaving: [String: [NavigationEdge]]
    /// The verbs that lead to each node of ``declared`` from another node.
    private let declaredInto: [String: [NavigationEdge]]
    /// The verbs leaving each node of ``declared``.
    private let declaredLeaving: [String: [NavigationEdge]]
    /// Each node of ``declared`` by its id (pages look screens up for every link).
    private let declaredNodes: [String: ScreenNode]

    /// The model of `placed` (a map whose placements are apart; folded ones work too, with one
    /// placement per group).
    init(placed: NavigationGraph) {
        self.placed = placed.normalized()
        declared = placed.foldingPlacements()
        placedLeaving = Dictionary(grouping: self.placed.edges) { $0.from }
        declaredInto = Dictionary(grouping: declared.edges.filter { $0.to != nil && $0.to != $0.from }) { $0.to ?? "" }
        declaredLeaving = Dictionary(grouping: declared.edges) { $0.from }
        declaredNodes = Dictionary(declared.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The declaration `id`'s node, if the map has it.
    func node(_ id: String) -> ScreenNode? { declaredNodes[id] }

    /// The verbs that lead to the declaration `id` from another screen.
    func ways(into id: String) -> [NavigationEdge] { declaredInto[id] ?? [] }

    /// The verbs the declaration `id` sends.
    func ways(outOf id: String) -> [NavigationEdge] { declaredLeaving[id] ?? [] }

    /// `edge` between declarations, as ``NavigationGraph/foldingPlacements()`` draws it.
    static func declared(_ edge: NavigationEdge) -> NavigationEdge {
        var edge = edge
        edge.from = ScreenNode.declarationID(of: edge.from)
        edge.to = edge.to.map(ScreenNode.declarationID(of:))
        return edge
    }
}
