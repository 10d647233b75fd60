/// A part of a map to draw instead of the whole: one flow group, one screen's neighbourhood, or
/// the groups alone. A view is itself a ``NavigationGraph``, so every format draws it.
public enum MapView: Hashable, Sendable {
    /// Every screen.
    case whole
    /// The screens of one flow group, with the screens outside it that lead in or are led to
    /// drawn as external stubs.
    case group(String)
    /// A screen (every placement of it, named by its declaration) and every screen within
    /// `depth` verbs of it, either way.
    case focus(String, depth: Int)
    /// One node per flow group (screens in no group stay themselves), with the verbs between
    /// them aggregated per action and labelled with their count.
    case overview
}

/// Why a view cannot be cut from a map.
public struct MapViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, with the names that would work.
    public let description: String
}

extension NavigationGraph {
    /// The part of this map that `view` shows.
    /// - Throws: ``MapViewError`` when the group or screen is not in the map.
    public func cut(_ view: MapView) throws(MapViewError) -> NavigationGraph {
        switch view {
        case .whole: return self
        case .group(let name): return try group(name)
        case .focus(let id, let depth): return try focus(id, depth: depth)
        case .overview: return overview()
        }
    }

    /// The flow groups of the map, sorted.
    public var groupNames: [String] { Set(nodes.compactMap(\.group)).sorted() }

    private func group(_ name: String) throws(MapViewError) -> NavigationGraph {
        let members = Set(nodes.filter { $0.group == name }.map(\.id))
        guard !members.isEmpty else {
            throw MapViewError(description: "--group \(name) names no flow group; groups: "
                               + groupNames.joined(separator: ", "))
        }
        let edges = self.edges.filter { members.contains($0.from) || $0.to.map(members.contains) == true }
        // Only the map's own roots: marking the entries as roots would turn the stubs that lead
        // in around (verbs into a root are drawn from it), below the group instead of above.
        return NavigationGraph(nodes: nodes(keeping: members, stubbing: edges), edges: edges,
                               roots: self.roots.filter(members.contains))
    }

    /// The screen `id` and its neighbours; a declaration's id focuses every placement of it
    /// (`CheckoutGroup.payment` is also `CheckoutGroup.payment@ShopFlows.cart.onCheckout`).
    private func focus(_ id: String, depth: Int) throws(MapViewError) -> NavigationGraph {
        let focused = Set(nodeIDs(named: id))
        guard !focused.isEmpty else {
            let near = nodes.map(\.id).filter { $0.localizedLowercase.contains(id.lowercased()) }.prefix(10)
            throw MapViewError(description: "--focus \(id) names no screen"
                               + (near.isEmpty ? "" : "; did you mean: " + near.joined(separator: ", ")))
        }
        var neighbours: [String: Set<String>] = [:]
        for edge in edges {
            guard let to = edge.to else { continue }
            neighbours[edge.from, default: []].insert(to)
            neighbours[to, default: []].insert(edge.from)
        }
        var kept = focused
        var frontier = focused
        for _ in 0..<max(depth, 0) {
            frontier = Set(frontier.flatMap { neighbours[$0] ?? [] }).subtracting(kept)
            kept.formUnion(frontier)
        }
        let edges = self.edges.filter { kept.contains($0.from) && ($0.to.map(kept.contains) ?? true) }
        return NavigationGraph(nodes: nodes.filter { kept.contains($0.id) }, edges: edges, roots: focused.sorted())
    }

    /// The nodes in `members`, and stubs for the other ends of `edges`: external nodes that keep
    /// their screen type, so a reader sees where an exit leads.
    private func nodes(keeping members: Set<String>, stubbing edges: [NavigationEdge]) -> [ScreenNode] {
        let ends = Set(edges.flatMap { [$0.from, $0.to].compactMap { $0 } }).subtracting(members)
        let known = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stubs = ends.sorted().map { id in
            ScreenNode(id: id, screen: known[id]?.screen ?? "", kind: Self.stubKind(of: known[id]?.kind),
                       file: known[id]?.file, line: known[id]?.line, column: known[id]?.column)
        }
        return nodes.filter { members.contains($0.id) } + stubs
    }

    /// A stub is drawn as a screen outside the map, except the app's own code and a whole group
    /// (in a view of the overview), which stay themselves.
    private static func stubKind(of kind: ScreenNode.Kind?) -> ScreenNode.Kind {
        switch kind {
        case .app: .app
        case .group: .group
        case .screen, .tabs, .external, nil: .external
        }
    }
}
