// Checking/: navigation bugs found in a map, one check a file in Rules/.

@_spi(FlowKitTools) import FlowKit

/// Finds navigation bugs in a graph before anyone taps: the lint no other Swift navigation
/// library has.
///
/// Every check reasons over where each screen can appear (`Positions`), computed from the
/// roots along forward verbs; the app is assumed to start its roots in navigation stacks, as
/// `HeadlessNavigator.start` does by default. A graph without roots is checked from the roots
/// `RootInference` chooses (with a note when it had to pick one from a cycle). Every rule of ``GraphCheck`` runs on the whole graph, none seeing another's
/// findings; diagnostics come sorted by file, line and message, so output is stable.
///
/// The checks are about flows: a finding about a plain UIKit screen (``ScreenProvenance/isPlainUIKit``)
/// is dropped. Its edges still place the flows it leads to, but whether its own calls run where
/// they can is decided by code around them the scan does not follow (a `navigationController?`
/// that is `nil`, a new instance of a type pushed onto itself), so judging them would raise
/// false alarms on every real app.
public enum NavigationChecker {
    /// Every diagnostic for `graph`.
    public static func check(_ graph: NavigationGraph) -> [Diagnostic] {
        let context = CheckContext(graph: graph.normalized())
        let plain = Set(graph.nodes.filter(\.provenance.isPlainUIKit).map(\.id))
        let diagnostics = (context.notes + GraphCheck.allCases.flatMap { $0.rule.diagnostics(in: context) })
            .filter { finding in finding.node.map { !plain.contains($0) } ?? true }
        return diagnostics.sorted {
            ($0.file ?? "", $0.line ?? 0, $0.message) < ($1.file ?? "", $1.line ?? 0, $1.message)
        }
    }
}

/// One check: what it finds and how it says so, in a file of its own, listed by ``GraphCheck/rule``.
protocol NavigationRule {
    /// Every finding of the rule in the context's graph.
    static func diagnostics(in context: CheckContext) -> [Diagnostic]
}

/// The facts every check shares: edges by source, pushes by target, and where each screen can stand.
struct CheckContext {
    let graph: NavigationGraph
    let roots: [String]
    let edgesFrom: [String: [NavigationEdge]]
    /// The sources of the pushes into each node, guesses for unresolved targets included.
    let pushesInto: [String: [String]]
    let positions: [String: Positions]
    /// The external nodes: targets the scan could not resolve.
    let externals: Set<String>
    /// The nodes standing for the app's own code, whose requests run from screens it does not name.
    let appCode: Set<String>
    /// What the checker says about the roots it inferred.
    let notes: [Diagnostic]

    init(graph: NavigationGraph) {
        self.graph = graph
        edgesFrom = Dictionary(grouping: graph.edges, by: \.from)
        externals = Set(graph.nodes.filter { $0.kind == .external }.map(\.id))
        appCode = Set(graph.nodes.filter { $0.kind == .app }.map(\.id))
        var placementEdges = edgesFrom
        if graph.roots.isEmpty {
            (roots, notes, placementEdges) = RootInference.starts(of: graph, edgesFrom: edgesFrom, externals: externals)
        } else {
            (roots, notes) = (graph.roots, [])
        }
        // Where a screen can be, and what pushes into it, count the guesses; cycles do not.
        pushesInto = Dictionary(grouping: placementEdges.values.joined().filter(\.isPushToKnownTarget), by: { $0.to! })
            .mapValues { $0.map(\.from) }
        positions = PositionAnalysis.positions(in: graph, roots: roots, appCode: appCode, edgesFrom: placementEdges)
    }

    /// One edge a per-edge rule looks at, and where its source can be.
    struct VerbEdge {
        let edge: NavigationEdge
        let source: Positions

        /// `pop (onBack)`: the verb as written, with the callback it is bound to, if known.
        var verbAndCallback: String { "\(edge.action.rawValue)\(callback)" }
        /// ` (onBack)`, or nothing when the callback is unknown.
        var callback: String { edge.label.isEmpty ? "" : " (\(edge.label))" }

        /// A finding of `check` about this edge, located at its declaration.
        func report(_ severity: Diagnostic.Severity, _ check: GraphCheck, _ message: String) -> Diagnostic {
            Diagnostic(severity: severity, check: check, message: message, node: edge.from, file: edge.file,
                       line: edge.line, column: edge.column)
        }
    }

    /// The verb edges whose verb `concerns` selects, from sources the roots reach (an
    /// unreachable source is reported once, as unreachable), in graph order. The app's own
    /// code is no such source: where its requests run from is not known, so they are not judged.
    func edges(where concerns: (NavigationVerb) -> Bool) -> [VerbEdge] {
        graph.edges.compactMap { edge in
            guard let verb = edge.action.verb, concerns(verb), !appCode.contains(edge.from),
                  let source = positions[edge.from] else { return nil }
            return VerbEdge(edge: edge, source: source)
        }
    }
}

extension NavigationEdge {
    /// Whether the edge pushes a known target onto its source's stack.
    var isPushToKnownTarget: Bool {
        to != nil && action.verb?.targetPosition == .pushedOntoSourceStack
    }
}

extension Positions {
    /// Whether the screen may be shown without a navigation stack around it. A stack verb from
    /// such a screen is the no-navigation-stack rule's finding; the rules about where in its
    /// stack a screen sits look only at screens always shown in one.
    var mayLackStack: Bool { !isDisjoint(with: .bare) }
}
