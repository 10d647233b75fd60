@_spi(FlowKitTools) import FlowKit

// What an edge records, decided once for both walkers (the runtime `Walk` and the scanner's
// `GraphAssembler`), so the two draw the same map from one declaration.

extension NavigationVerb {
    /// The embedding an edge of this verb records: for a verb that wraps its target in a
    /// container of its own (`present`, `setWindowRoot`), as the flow wrote it or else the
    /// verb's default, and always `.none` for a tab container, which is shown as it is (its
    /// overloads take no embedding); `nil` for every other verb.
    /// - Parameters:
    ///   - declared: The `embedding:` the flow gave, if known.
    ///   - targetIsTabs: Whether the target is a tab container.
    @_spi(FlowKitTools) public func recordedEmbedding(declared: Embedding?, targetIsTabs: Bool) -> Embedding? {
        guard let standard = defaultEmbedding else { return nil }
        return targetIsTabs ? Embedding.none : declared ?? standard
    }
}

/// How far the walkers follow an emitted output through its routes.
@_spi(FlowKitTools) public enum OutputRouting {
    /// Routes followed from one `emit` before it is drawn as unresolved. An output routed to
    /// another output that routes back would never end; no real app nests routes this deep.
    @_spi(FlowKitTools) public static let maximumDepth = 16

    /// Whether an emission `depth` routes deep, whose routes declare `routedVerbs` verbs, is
    /// drawn as an `emit` edge to nowhere instead of as the verbs it leads to.
    /// - Parameters:
    ///   - routedVerbs: How many verbs the output's routes declare.
    ///   - depth: How many routes were followed to reach this emission.
    @_spi(FlowKitTools) public static func staysUnrouted(routedVerbs: Int, depth: Int) -> Bool {
        routedVerbs == 0 || depth >= maximumDepth
    }
}
