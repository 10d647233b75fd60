// Model/: the map both walkers fill: screens, verbs, starts, diagnostics.

/// A navigation map: screens as nodes, navigation verbs as edges.
///
/// Both walkers (runtime, from root flows; static, from Swift source) produce this one model,
/// and every writer and check reads it. Its JSON form is a contract other tools rely on
/// (version 1): fields are only ever added. ``normalized()`` gives the deterministic order all
/// writers use: nodes by id, edges by `from`, then file and line.
public struct NavigationGraph: Codable, Hashable, Sendable {
    /// The JSON contract's version.
    public var version: Int
    /// The screens (and tab containers, and unresolved references).
    public var nodes: [ScreenNode]
    /// The navigation verbs between them.
    public var edges: [NavigationEdge]
    /// The ids of the nodes the app starts from; checks measure reachability from these.
    public var roots: [String]

    private enum CodingKeys: String, CodingKey {
        case version, roots, nodes, edges
    }

    /// Decodes the contract's form; `roots` (added to version 1) may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        nodes = try container.decode([ScreenNode].self, forKey: .nodes)
        edges = try container.decode([NavigationEdge].self, forKey: .edges)
        roots = try container.decodeIfPresent([String].self, forKey: .roots) ?? []
    }

    /// A graph of `nodes` and `edges` entered at `roots`.
    public init(nodes: [ScreenNode] = [], edges: [NavigationEdge] = [], roots: [String] = []) {
        self.version = 1
        self.nodes = nodes
        self.edges = edges
        self.roots = roots
    }

    /// The same graph in the contract's order: nodes by id; edges by `from`, file, line, then
    /// the remaining fields so that equal positions still sort the same way every time; roots
    /// as given, without duplicates.
    public func normalized() -> NavigationGraph {
        var copy = self
        // By index too: comparing through the nodes themselves copies them.
        let ids = nodes.map(\.id)
        let nodeOrder = ids.indices.sorted { ids[$0] < ids[$1] }
        copy.nodes = nodeOrder.map { nodes[$0] }
        // Sorted by index, then copied once: an edge is a large value, and comparing two edges
        // copies both. So the indices are ordered by `from` alone, the first key, and only runs
        // sharing a `from` are compared whole: the same order as one stable sort of the edges.
        let froms = edges.map(\.from)
        var order = Self.order(of: froms, amongSorted: nodeOrder.map { ids[$0] })
        var runStart = 0
        while runStart < order.count {
            var runEnd = runStart + 1
            while runEnd < order.count, froms[order[runEnd]] == froms[order[runStart]] { runEnd += 1 }
            if runEnd - runStart > 1 {
                // The next keys, file then line, mostly settle a run without copying edges.
                order[runStart..<runEnd].sort { a, b in
                    let fileA = edges[a].file ?? "", fileB = edges[b].file ?? ""
                    if fileA != fileB { return fileA < fileB }
                    let lineA = edges[a].line ?? 0, lineB = edges[b].line ?? 0
                    if lineA != lineB { return lineA < lineB }
                    return NavigationEdge.contractOrder(edges[a], edges[b])
                }
            }
            runStart = runEnd
        }
        copy.edges = order.map { edges[$0] }
        var seen = Set<String>()
        copy.roots = roots.filter { seen.insert($0).inserted }
        return copy
    }

    /// The indices of `froms` in stable order of their values. Where every value is one of
    /// `sortedIDs` (edges leave nodes), they are bucketed by its rank there, which the nodes'
    /// sort already paid for; otherwise they are sorted.
    private static func order(of froms: [String], amongSorted sortedIDs: [String]) -> [Int] {
        var rank: [String: Int] = [:]
        rank.reserveCapacity(sortedIDs.count)
        for id in sortedIDs where rank[id] == nil { rank[id] = rank.count }
        var ranks: [Int] = []
        ranks.reserveCapacity(froms.count)
        for from in froms {
            guard let known = rank[from] else { return froms.indices.sorted { froms[$0] < froms[$1] } }
            ranks.append(known)
        }
        // Each rank's first position: the count of edges of every lower rank.
        var next = [Int](repeating: 0, count: rank.count + 1)
        for known in ranks { next[known + 1] += 1 }
        for position in next.indices.dropFirst() { next[position] += next[position - 1] }
        var order = [Int](repeating: 0, count: froms.count)
        for (index, known) in ranks.enumerated() {
            order[next[known]] = index
            next[known] += 1
        }
        return order
    }

    /// The node with `id`, if any.
    public func node(_ id: String) -> ScreenNode? { nodes.first { $0.id == id } }

    /// The edges leaving the node `id`.
    public func edges(from id: String) -> [NavigationEdge] { edges.filter { $0.from == id } }
}
