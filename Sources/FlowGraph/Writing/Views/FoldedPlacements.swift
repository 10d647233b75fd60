extension NavigationGraph {
    /// The map of the code rather than of each instance: every placed copy of a flow group's
    /// screen folded into its declaration (one node per ``ScreenNode/declarationID``, with the
    /// first copy's type and location), and each edge drawn once. A group reused in several
    /// placements is then drawn once, with every placement's routes leaving it, so a map grows
    /// with the screens declared and never with the product of nestings: what drawn maps show
    /// by default, where the JSON and the checks keep every placement.
    public func foldingPlacements() -> NavigationGraph {
        var declared = Set<String>()
        let folded = nodes.compactMap { node -> ScreenNode? in
            var node = node
            node.id = node.declarationID
            return declared.insert(node.id).inserted ? node : nil
        }
        var drawn = Set<NavigationEdge>()
        let foldedEdges = edges.compactMap { edge -> NavigationEdge? in
            var edge = edge
            edge.from = ScreenNode.declarationID(of: edge.from)
            edge.to = edge.to.map(ScreenNode.declarationID(of:))
            return drawn.insert(edge).inserted ? edge : nil
        }
        var rooted = Set<String>()
        let foldedRoots = roots.map(ScreenNode.declarationID(of:)).filter { rooted.insert($0).inserted }
        return NavigationGraph(nodes: folded, edges: foldedEdges, roots: foldedRoots).normalized()
    }
}
