@_spi(FlowKitTools) import FlowKit

/// A verb that needs a navigation stack, from a screen that is (always, or on some paths)
/// shown without one: the navigator refuses it there.
///
/// The mistake is where the screen is shown bare (a present, a window root or a tab with
/// `embedding: .none`), not the verbs, which are right for a screen in a stack: so each such
/// placement is the `error:`, followed by a `note:` at every verb it breaks. A screen that lacks
/// a stack with no bare placement to blame (a root the app shows bare) gets the finding at the
/// verb, an error when it is never in a stack and a warning when only sometimes.
enum NoNavigationStack: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        // The edges that show a screen without a stack, by the screen.
        let shownBare = Dictionary(grouping: context.graph.edges.filter { edge in
            edge.embedding == Embedding.none && edge.action.showsInNewContainer
        }, by: \.to)
        let broken = context.edges(where: \.needsStack).filter(\.source.mayLackStack)
        var screens: [String] = []
        var verbsFrom: [String: [CheckContext.VerbEdge]] = [:]
        for found in broken {
            if verbsFrom[found.edge.from] == nil { screens.append(found.edge.from) }
            verbsFrom[found.edge.from, default: []].append(found)
        }
        return screens.flatMap { screen -> [Diagnostic] in
            let verbs = verbsFrom[screen] ?? []
            guard let placements = shownBare[screen], !placements.isEmpty else {
                return verbs.map(atTheVerb)
            }
            return placements.flatMap { placement in
                [atThePlacement(placement, of: screen, breaking: verbs)] + verbs.map { found in
                    found.report(.note, .noNavigationStack,
                                 "\(found.verbAndCallback) from \(screen) needs a navigation stack, which the "
                                     + "\(placement.action.rawValue) at \(place(of: placement)) does not give it")
                }
            }
        }
    }

    /// The error at a placement that shows `screen` without a stack, naming what it breaks.
    private static func atThePlacement(_ placement: NavigationEdge, of screen: String,
                                       breaking verbs: [CheckContext.VerbEdge]) -> Diagnostic {
        let named = verbs.map(\.verbAndCallback).joined(separator: ", ")
        return Diagnostic(severity: .error, check: .noNavigationStack,
                          message: "\(placement.action.rawValue) with embedding: .none shows \(screen) without a "
                              + "navigation stack, so the navigator refuses its \(named); use embedding: .navigation",
                          node: placement.from, file: placement.file, line: placement.line, column: placement.column)
    }

    /// The finding at a verb whose screen lacks a stack with no bare placement to blame.
    private static func atTheVerb(_ found: CheckContext.VerbEdge) -> Diagnostic {
        let always = found.source.isDisjoint(with: .inStack)
        return found.report(
            always ? .error : .warning, .noNavigationStack,
            "\(found.verbAndCallback) from \(found.edge.from), which is \(always ? "" : "sometimes ")shown without "
                + "a navigation stack, so the navigator refuses it; show it with embedding: .navigation")
    }

    /// `file:line` of `edge`, or its source's id where the position is unknown.
    private static func place(of edge: NavigationEdge) -> String {
        guard let file = edge.file else { return edge.from }
        return edge.line.map { "\(file):\($0)" } ?? file
    }
}

extension EdgeAction {
    /// Whether the edge shows its target in a container of its own making (a presented layer,
    /// the window's root, a tab), where its embedding decides whether there is a stack.
    fileprivate var showsInNewContainer: Bool {
        guard let verb else { return true }   // a tab container's tab
        switch verb.targetPosition {
        case .newModalLayer, .windowRoot: return true
        case .unchanged, .pushedOntoSourceStack, .rootOfSourceStack: return false
        }
    }
}
