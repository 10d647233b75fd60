/// The screens a graph without roots (no `--root`, no start the app states) is checked from,
/// chosen so that no shape of graph leaves none: every strongly connected component of forward verbs that nothing outside it leads to
/// supplies one root, its first declared screen. A screen nothing leads to is such a component
/// on its own, as before; an app whose every screen has an incoming verb (a cycle back to its
/// first screen) still gets a root from the cycle, with a note naming it.
///
/// A component that is only a copy of declarations the other roots already reach is no root:
/// a static scan keeps an unplaced copy of a group placed only by an output's route, in case
/// the app starts there (see `PlacementExpansion`), and where another root reaches a placed copy
/// of it, the app does not start there.
enum RootInference {
    /// The inferred roots, in graph order, and a note for each one chosen from a cycle.
    static func roots(of graph: NavigationGraph) -> (roots: [String], notes: [Diagnostic]) {
        let screens = graph.nodes.filter(\.kind.isDeclared)
        let ids = Set(screens.map(\.id))
        // A decoded graph may repeat an id; its first node stands for it, as everywhere.
        let order = Dictionary(screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var successors: [String: [String]] = [:]
        for edge in graph.edges where !edge.action.isBackward {
            guard let target = edge.to, ids.contains(edge.from), ids.contains(target) else { continue }
            successors[edge.from, default: []].append(target)
        }
        let components = PushCycle.components(nodes: Array(order.keys).sorted { order[$0]! < order[$1]! },
                                              successors: successors)
        let componentOf = Dictionary(uniqueKeysWithValues: components.enumerated().flatMap { index, members in
            members.map { ($0, index) }
        })
        var entered = Set<Int>()
        for (source, targets) in successors {
            for target in targets where componentOf[source] != componentOf[target] {
                if let component = componentOf[target] { entered.insert(component) }
            }
        }
        // Where the app's own code navigates (a deep link) is not where the app starts.
        let appCode = Set(graph.nodes.filter { $0.kind == .app }.map(\.id))
        for edge in graph.edges where appCode.contains(edge.from) && !edge.action.isBackward {
            if let component = edge.to.flatMap({ componentOf[$0] }) { entered.insert(component) }
        }
        let sources = components.indices.filter { !entered.contains($0) }
        let copies = copiesReachedElsewhere(sources.map { components[$0] }, successors: successors)
        var chosen: [String] = []
        var notes: [Diagnostic] = []
        for (position, index) in sources.enumerated() where !copies.contains(position) {
            let members = components[index]
            let first = members.min { declaredBefore(byID[$0]!, byID[$1]!, order: order) }!
            chosen.append(first)
            guard members.count > 1 || successors[first]?.contains(first) == true else { continue }
            let node = byID[first]!
            notes.append(Diagnostic(
                severity: .note,
                message: "every screen of \(members.sorted().joined(separator: ", ")) has a verb leading to it, so "
                    + "none is an obvious root; checking from \(first), declared first; pass --root to choose",
                file: node.file ?? node.id, line: node.line ?? 1, column: node.column ?? 1))
        }
        return (chosen.sorted { order[$0]! < order[$1]! }, notes)
    }

    /// The positions, among `sources` (components nothing else leads to), of those whose every
    /// screen is a copy of a declaration that another copy, reached from the other sources,
    /// already stands for.
    private static func copiesReachedElsewhere(_ sources: [[String]], successors: [String: [String]]) -> Set<Int> {
        // The declarations some forward verb reaches a placed copy of: a cheap filter before the
        // reachability that decides.
        let copied = Set(successors.values.joined().filter { ScreenNode.declarationID(of: $0) != $0 }
            .map(ScreenNode.declarationID(of:)))
        let candidates = sources.indices.filter { position in
            sources[position].allSatisfy { ScreenNode.declarationID(of: $0) != $0 || copied.contains($0) }
        }
        var found: Set<Int> = []
        for position in candidates {
            let starts = sources.indices.filter { $0 != position && !found.contains($0) }.flatMap { sources[$0] }
            let reached = reachable(from: starts, successors: successors)
            let declarations = Set(reached.map(ScreenNode.declarationID(of:)))
            let members = sources[position]
            if members.allSatisfy({ !reached.contains($0) && declarations.contains(ScreenNode.declarationID(of: $0)) }) {
                found.insert(position)
            }
        }
        return found
    }

    /// The screens forward verbs lead to from `starts`, `starts` included.
    private static func reachable(from starts: [String], successors: [String: [String]]) -> Set<String> {
        var seen = Set(starts)
        var queue = starts
        while let node = queue.popLast() {
            for target in successors[node] ?? [] where seen.insert(target).inserted { queue.append(target) }
        }
        return seen
    }

    /// Declaration order: by file, then line, then column; graph order where positions are unknown.
    private static func declaredBefore(_ a: ScreenNode, _ b: ScreenNode, order: [String: Int]) -> Bool {
        let left = (a.file ?? "", a.line ?? 0, a.column ?? 0, order[a.id]!)
        let right = (b.file ?? "", b.line ?? 0, b.column ?? 0, order[b.id]!)
        return left < right
    }

    /// The roots and edges to reason about placements with, when some forward verb leads to an
    /// unresolved target: a mistyped `push(self.dashbordScreen)` leaves `dashboardScreen` with no
    /// incoming verb, and taken for a root (only ever a stack root) its pop, popToRoot and popTo
    /// would be false errors. So the inferred roots from which no such verb can be reached are
    /// taken for what the unresolved verbs may lead to instead: no longer roots, but targets of
    /// a guessed copy of each unresolved verb. The mistake itself is `UnresolvedTarget`'s one error.
    static func guessingUnresolvedTargets(_ graph: NavigationGraph, roots: [String], externals: Set<String>,
                                          edgesFrom: [String: [NavigationEdge]])
    -> (roots: [String], edgesFrom: [String: [NavigationEdge]]) {
        let unresolved = graph.edges.filter { edge in
            edge.to.map(externals.contains) == true && !edge.action.isBackward
        }
        guard !unresolved.isEmpty else { return (roots, edgesFrom) }
        let sources = Set(unresolved.map(\.from))
        let successors = edgesFrom.mapValues { edges in edges.filter { !$0.action.isBackward }.compactMap(\.to) }
        let anchors = roots.filter { !reachable(from: [$0], successors: successors).isDisjoint(with: sources) }
        let orphans = roots.filter { !anchors.contains($0) }
        guard !anchors.isEmpty, !orphans.isEmpty else { return (roots, edgesFrom) }
        var guessed = edgesFrom
        for edge in unresolved {
            guessed[edge.from, default: []] += orphans.filter { $0 != edge.from }.map { orphan in
                var guess = edge
                guess.to = orphan
                return guess
            }
        }
        return (anchors, guessed)
    }

}

extension RootInference {
    /// Where a graph without roots is read from: the inferred roots (less those a mistyped
    /// target orphaned), the notes about roots picked from cycles, and the edges to reason about
    /// placements with (the unresolved verbs' guesses included). The one inference the checker
    /// and every map share.
    /// - Parameters:
    ///   - graph: The graph, whose own `roots` are not read.
    ///   - edgesFrom: Its edges by source.
    ///   - externals: Its external nodes: targets the scan could not resolve.
    static func starts(of graph: NavigationGraph, edgesFrom: [String: [NavigationEdge]], externals: Set<String>)
    -> (roots: [String], notes: [Diagnostic], edgesFrom: [String: [NavigationEdge]]) {
        let inferred = roots(of: graph)
        let guessed = guessingUnresolvedTargets(graph, roots: inferred.roots, externals: externals, edgesFrom: edgesFrom)
        return (guessed.roots, inferred.notes, guessed.edgesFrom)
    }
}

extension NavigationGraph {
    /// The graph with the screens the app starts from as its roots: its own `roots` when it
    /// names any (`--root`, or the starts a scan read in the app's code: `navigator.start(…)`,
    /// `setWindowRoot` asked by app code), else the ones ``NavigationChecker`` checks from, inferred once for
    /// maps, pages and checks alike. Nothing leads to an inferred root, or it is the first
    /// declared screen of a cycle nothing else leads into; a screen left without incoming verbs
    /// only by a verb whose target did not resolve is not one.
    public func inferringRoots() -> NavigationGraph {
        guard roots.isEmpty else { return self }
        var rooted = self
        rooted.roots = RootInference.starts(of: self, edgesFrom: Dictionary(grouping: edges, by: \.from),
                                            externals: Set(nodes.filter { $0.kind == .external }.map(\.id))).roots
        return rooted
    }
}
