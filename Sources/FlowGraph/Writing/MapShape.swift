/// The rough shape of a map's layered drawing, to choose a direction that does not draw it as a
/// long strip.
///
/// Layered layouts put each screen on the rank of its forward distance from the roots. Drawn
/// left to right, ranks are columns, so a deep map is wide; drawn top to bottom, the screens of
/// one rank sit side by side, so a broad map is wide. Maps are read in a column of fixed width
/// (GitHub's ~900 px, a DocC page), where a picture is scaled to fit its width: the direction
/// with the narrower estimate keeps text larger.
public struct MapShape: Hashable, Sendable {
    /// The number of ranks: one more than the longest forward distance from a root.
    public let ranks: Int
    /// The most screens on one rank.
    public let breadth: Int
    /// A screen on the last rank (the first by id among them), where a top-down map has room
    /// beside it; `nil` for a map without screens.
    let deepest: String?

    /// Estimated widths, in points, taken from rendered maps: a rank drawn as a column (a screen
    /// and the edge labels after it) is about 290 pt across; a screen beside others in a row,
    /// with its gap, about 205 pt.
    private static let columnWidth = 290, sideBySideWidth = 205

    /// The shape of `graph`, ranked breadth-first along forward verbs from its roots (or, with
    /// none, from the screens no forward verb leads to).
    public init(_ graph: NavigationGraph) {
        let forward = graph.edges.filter { !$0.action.isBackward && $0.to != nil && $0.to != $0.from }
        var targets: [String: [String]] = [:]
        for edge in forward { targets[edge.from, default: []].append(edge.to ?? "") }
        let led = Set(forward.compactMap(\.to))
        let ids = graph.nodes.map(\.id)
        var starts = graph.roots.filter { id in ids.contains(id) }
        if starts.isEmpty { starts = ids.filter { !led.contains($0) } }
        var rank: [String: Int] = [:]
        var queue = starts
        for id in starts { rank[id] = 0 }
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            for next in targets[id] ?? [] where rank[next] == nil {
                rank[next] = (rank[id] ?? 0) + 1
                queue.append(next)
            }
        }
        deepest = rank.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
        // Screens no root reaches start ranks of their own.
        var counts: [Int: Int] = [:]
        for id in ids { counts[rank[id] ?? 0, default: 0] += 1 }
        ranks = (counts.keys.max() ?? -1) + 1
        breadth = counts.values.max() ?? 0
    }

    /// Estimated width, in points, drawn left to right.
    public var leftToRightWidth: Int { ranks * Self.columnWidth }
    /// Estimated width, in points, drawn top to bottom.
    public var topToBottomWidth: Int { breadth * Self.sideBySideWidth }

    /// Top to bottom when that is narrower, else left to right (as storyboards read).
    public var preferredDirection: DOTOptions.RankDirection {
        topToBottomWidth < leftToRightWidth ? .topToBottom : .leftToRight
    }
}
