/// Finds navigation bugs in a graph before anyone taps: the lint no other Swift navigation
/// library has.
///
/// Every check reasons over where each screen can appear (`Placement`), computed from the
/// roots along forward verbs; the app is assumed to start its roots in navigation stacks, as
/// `HeadlessNavigator.start` does by default. A graph without roots is checked from the nodes
/// nothing leads to. Diagnostics come sorted by file, line and message, so output is stable.
public enum NavigationChecker {
    /// Every diagnostic for `graph`.
    public static func check(_ graph: NavigationGraph) -> [GraphDiagnostic] {
        let context = CheckContext(graph: graph.normalized())
        var diagnostics = context.unreachableScreens()
        for edge in context.graph.edges {
            diagnostics += context.diagnose(edge)
        }
        diagnostics += PushCycles.diagnostics(in: context.graph)
        return diagnostics.sorted {
            ($0.file ?? "", $0.line ?? 0, $0.message) < ($1.file ?? "", $1.line ?? 0, $1.message)
        }
    }
}

/// The facts every check shares: edges by source, pushes by target, and placements.
struct CheckContext {
    let graph: NavigationGraph
    let roots: [String]
    let edgesFrom: [String: [NavigationEdge]]
    let pushesInto: [String: [String]]
    let placements: [String: Placement]

    init(graph: NavigationGraph) {
        self.graph = graph
        edgesFrom = Dictionary(grouping: graph.edges, by: \.from)
        pushesInto = Dictionary(grouping: graph.edges.filter { $0.action == .push && $0.to != nil }, by: { $0.to! })
            .mapValues { $0.map(\.from) }
        if graph.roots.isEmpty {
            let targeted = Set(graph.edges.filter { !$0.action.isBackward }.compactMap(\.to))
            roots = graph.nodes.filter { $0.kind != .external && !targeted.contains($0.id) }.map(\.id)
        } else {
            roots = graph.roots
        }
        placements = PlacementAnalysis.placements(in: graph, roots: roots, edgesFrom: edgesFrom)
    }

    func unreachableScreens() -> [GraphDiagnostic] {
        graph.nodes.filter { $0.kind != .external && placements[$0.id] == nil }.map { node in
            GraphDiagnostic(
                severity: .warning, check: .unreachableScreen,
                message: "\(node.id) (\(node.screen)) is unreachable from \(roots.joined(separator: ", ")): "
                    + "no push, present, setRoot or tab leads to it; navigate to it from a reachable screen or delete it",
                node: node.id, file: node.file, line: node.line, column: node.column)
        }
    }

    func diagnose(_ edge: NavigationEdge) -> [GraphDiagnostic] {
        guard let here = placements[edge.from] else { return [] }  // unreachable: reported once, above
        func report(_ severity: GraphDiagnostic.Severity, _ check: GraphCheck, _ message: String) -> [GraphDiagnostic] {
            [GraphDiagnostic(severity: severity, check: check, message: message, node: edge.from, file: edge.file,
                             line: edge.line, column: edge.column)]
        }
        let verb = edge.action.rawValue
        let callback = edge.label.isEmpty ? "" : " (\(edge.label))"
        let stackVerbs: Set<EdgeAction> = [.push, .pop, .popTo, .popToRoot, .setRoot]
        if stackVerbs.contains(edge.action) && !here.isDisjoint(with: .bare) {
            let always = here.isDisjoint(with: .inStack)
            return report(always ? .error : .warning, .noNavigationStack,
                          "\(verb)\(callback) from \(edge.from), which is \(always ? "" : "sometimes ")shown without "
                            + "a navigation stack, so the navigator refuses it; present it with embedding: .navigation")
        }
        switch edge.action {
        case .pop, .popToRoot:
            guard here.isDisjoint(with: .pushed) else { return [] }
            return report(.error, .popAtRoot,
                          "\(verb)\(callback) from \(edge.from), which is only ever the root of its stack, so it is "
                            + "always refused; use dismiss() if it is presented, or remove the verb")
        case .popTo:
            return popTo(edge, report: report)
        case .dismiss, .dismissAll:
            guard here.isDisjoint(with: .presented) else { return [] }
            return report(.error, .dismissNeverPresented,
                          "\(verb)\(callback) from \(edge.from), which is never presented (nor inside a presented "
                            + "stack), so there is nothing to dismiss; use pop() or popToRoot() instead")
        case .emit:
            guard edge.to == nil else { return [] }
            return report(.warning, .unroutedOutput,
                          "\(edge.from) emits output \(edge.output ?? "?")\(callback), but no route handles it; "
                            + "call route(_:) on the output in the parent flow")
        default:
            return []
        }
    }

    /// `popTo(target)` is sound when every push path into the source's stack passes through
    /// the target: an error when none does, a warning when only some do.
    private func popTo(_ edge: NavigationEdge,
                       report: (GraphDiagnostic.Severity, GraphCheck, String) -> [GraphDiagnostic]) -> [GraphDiagnostic] {
        guard let target = edge.to else { return [] }
        let fix = "pop to a screen that is always below it, or use popToRoot()"
        if target == edge.from || !isPushAncestor(target, of: edge.from) {
            return report(.error, .impossiblePopTo,
                          "popTo(\(target)) from \(edge.from): \(target) is never below \(edge.from) in its stack, "
                            + "so the navigator always refuses it; \(fix)")
        }
        if canStartStack(reaching: edge.from, avoiding: target) {
            return report(.warning, .impossiblePopTo,
                          "popTo(\(target)) from \(edge.from): on some paths \(target) is not below "
                            + "\(edge.from) in its stack, and the navigator refuses it there; \(fix)")
        }
        return []
    }

    /// Whether `ancestor` reaches `node` by pushes alone (walking pushes backwards).
    private func isPushAncestor(_ ancestor: String, of node: String) -> Bool {
        var seen: Set<String> = [node]
        var queue = [node]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for source in pushesInto[current] ?? [] where seen.insert(source).inserted {
                if source == ancestor { return true }
                queue.append(source)
            }
        }
        return false
    }

    /// Whether some stack can start (at a stack root) and reach `node` by pushes without
    /// passing through `avoided`.
    private func canStartStack(reaching node: String, avoiding avoided: String) -> Bool {
        var seen: Set<String> = [node, avoided]
        var queue = [node]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            if !(placements[current] ?? []).isDisjoint(with: .root) { return true }
            for source in pushesInto[current] ?? [] where seen.insert(source).inserted {
                queue.append(source)
            }
        }
        return false
    }
}
