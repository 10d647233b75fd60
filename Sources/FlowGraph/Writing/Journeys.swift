/// One shortest way through a map from a start to a screen: what a documentation page shows as
/// a "main journey", screen by screen with the callbacks between.
@_spi(FlowKitTools) public struct Journey: Hashable, Sendable {
    /// The screen the journey starts from (one of the map's roots).
    @_spi(FlowKitTools) public let start: String
    /// The verbs taken, in order: the first leaves `start`, each next one leaves where the
    /// previous one led. Empty for the start itself.
    @_spi(FlowKitTools) public let steps: [NavigationEdge]

    /// The screen the journey ends on.
    @_spi(FlowKitTools) public var end: String { steps.last?.to ?? start }

    /// Every screen on the way, `start` first and `end` last.
    @_spi(FlowKitTools) public var screens: [String] { [start] + steps.compactMap(\.to) }

    /// A journey.
    /// - Parameters:
    ///   - start: Where it starts.
    ///   - steps: The verbs taken, each leaving where the previous one led.
    @_spi(FlowKitTools) public init(start: String, steps: [NavigationEdge]) {
        self.start = start
        self.steps = steps
    }

    /// The shortest journey to every screen reachable from `starts` along forward verbs (a back
    /// verb returns to a screen already met, so it never shortens a first visit), in the order a
    /// breadth-first walk meets the screens: nearer screens first, so the first journey that
    /// ends in a set of screens is a shortest one into it.
    ///
    /// Ties are broken by a stable order, never by the order of `edges`: starts in the order
    /// given (the first root first), then a screen's verbs in source order (file, line), then
    /// by callback and target.
    /// - Parameters:
    ///   - starts: Where the walk starts (duplicates and unknown ids are harmless).
    ///   - edges: The map's verbs; target-less and backward ones are ignored.
    @_spi(FlowKitTools) public static func shortest(from starts: [String], along edges: [NavigationEdge]) -> [Journey] {
        var leaving: [String: [NavigationEdge]] = [:]
        for edge in edges where edge.to != nil && !edge.action.isBackward {
            leaving[edge.from, default: []].append(edge)
        }
        for (from, list) in leaving { leaving[from] = list.sorted(by: stableOrder) }
        var journeys: [Journey] = []
        var met = Set<String>()
        for start in starts where met.insert(start).inserted { journeys.append(Journey(start: start, steps: [])) }
        var head = 0
        while head < journeys.count {
            let journey = journeys[head]
            head += 1
            for edge in leaving[journey.end] ?? [] {
                guard let to = edge.to, met.insert(to).inserted else { continue }
                journeys.append(Journey(start: journey.start, steps: journey.steps + [edge]))
            }
        }
        return journeys
    }

    /// Source order, then callback, then target, then action: a total order on what a reader
    /// can tell apart.
    private static func stableOrder(_ a: NavigationEdge, _ b: NavigationEdge) -> Bool {
        let left = (a.file ?? "", a.line ?? 0, a.label, a.to ?? "", a.action.rawValue)
        let right = (b.file ?? "", b.line ?? 0, b.label, b.to ?? "", b.action.rawValue)
        return left < right
    }
}
