/// What a helper's router call shows (``RouteHelpers``).
struct HelperShown: Hashable {
    /// The view shown.
    var target: SwiftUIResolver.Target
    /// How it is shown.
    var presentation: SwiftUI.Presentation
    /// The steps from the helper's call to the view.
    var steps: Int
    /// The case or member the router call hands on.
    var label: String
}

extension SwiftUIAssembler {
    /// Adds an edge from each call of a router method's overload (``RouteHelpers``) to what it
    /// shows: first what overloads calling overloads show, a few steps deep, then the edges of
    /// every call whose overload can be told, where no other reading draws one already.
    mutating func addHelperCalls(_ calls: [HelperCallFact]) {
        guard !helperShows.isEmpty else { return }
        let resolver = resolver
        // Only a call of a router's method's name and first label may be of one of its overloads.
        let calls = calls.filter { resolver.isRouterMethod(SwiftUI.member($0.name, labels: [$0.labels.first])) }
        guard !calls.isEmpty else { return }
        let callees = { (helpers: [HelperMethod: [HelperShown]]) in
            let byName = Dictionary(grouping: helpers.keys, by: \.name)
            return calls.map { RouteHelpers.callee(of: $0, among: byName, resolver: resolver) }
        }
        // Each round reaches one more helper up the chain.
        for _ in 0..<SwiftUIResolver.maximumSteps {
            var changed = false
            for (call, callee) in zip(calls, callees(helperShows)) {
                guard let caller = call.caller, let callee, caller != callee, let shown = helperShows[callee] else { continue }
                let known = Set(helperShows[caller] ?? [])
                let added = shown.map { shown in
                    var shown = shown
                    shown.steps += 1
                    return shown
                }.filter { added in !known.contains { $0.target.type == added.target.type && $0.presentation == added.presentation } }
                if !added.isEmpty {
                    helperShows[caller, default: []] += added
                    changed = true
                }
            }
            if !changed { break }
        }
        for (call, callee) in zip(calls, callees(helperShows)) {
            guard let owner = call.owner, let callee, let shown = helperShows[callee], callee != call.caller else { continue }
            let drawn = Set(graph.edges.filter { $0.file == call.position.file && $0.line == call.position.line }.compactMap(\.to))
            for (presentation, group) in Dictionary(grouping: shown, by: \.presentation).sorted(by: { "\($0.key)" < "\($1.key)" }) {
                let targets = group.map { shown in
                    var target = shown.target
                    target.steps = shown.steps
                    return target
                }.filter { !drawn.contains(node($0.type)) }
                let labels = Dictionary(group.map { ($0.target.type, $0.label) }, uniquingKeysWith: { first, _ in first })
                addEdges(from: owner, to: targets, as: presentation, extraSteps: 1, at: call.position,
                         conditional: call.conditional) { labels[$0.type] ?? callee.name }
            }
        }
    }
}
