import FlowGraph

/// The same navigation read more than once: two overloads of a helper a call could reach
/// (`_pushInitialViewController(_:animated:)` forwarding to `_pushInitialViewController(_:to:…)`),
/// a wrapper and the caller's own reading of one call. Each is one arrow on the map and one
/// edge in the JSON, however many ways it was found. So is one call showing one screen through
/// a helper's branches that each show it another way (`VCPresenter.showVC(inbox, …)` pushing on
/// a phone and presenting on a tablet): one arrow from the call to the screen, the way of the
/// helper's first branch, not one per branch beside each other.
enum RepeatedEdges {
    /// `edges` with each repeated inferred one kept once, the first found with the fewest
    /// resolution steps (the most direct reading), in the order they came; of the inferred
    /// forward edges from one call (one source position) to one screen, the first. Declared
    /// edges (the DSL's, the storyboards') are kept as they are: each is one declaration.
    static func removed(from edges: [NavigationEdge]) -> [NavigationEdge] {
        var kept: [NavigationEdge: Int] = [:]
        var unique: [NavigationEdge] = []
        unique.reserveCapacity(edges.count)
        for edge in edges {
            guard edge.evidence == .inferred else {
                unique.append(edge)
                continue
            }
            var key = edge
            key.resolutionSteps = nil
            if edge.to != nil {
                // The way it shows the screen aside: a call's alternatives are one arrow.
                key.action = .embed
                key.label = ""
                key.embedding = nil
                key.animated = false
            }
            if let index = kept[key] {
                if let steps = edge.resolutionSteps, steps < unique[index].resolutionSteps ?? Int.max { unique[index] = edge }
                continue
            }
            kept[key] = unique.count
            unique.append(edge)
        }
        return unique
    }
}
