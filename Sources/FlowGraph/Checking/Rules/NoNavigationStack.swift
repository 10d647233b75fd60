@_spi(FlowKitTools) import FlowKit

/// A verb that needs a navigation stack, from a screen that is (always, or on some paths)
/// shown without one: the navigator refuses it there. Each finding is followed by a note at
/// every declaration that shows the screen without a stack (a present, a window root or a tab
/// with `embedding: .none`): the placement to fix, where the compiler could not refuse it.
enum NoNavigationStack: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        // The edges that show a screen without a stack, by the screen: looked up per finding.
        let shownBare = Dictionary(grouping: context.graph.edges.filter { edge in
            edge.embedding == Embedding.none && edge.action.showsInNewContainer
        }, by: \.to)
        return context.edges(where: \.needsStack).filter(\.source.mayLackStack).flatMap { found -> [Diagnostic] in
            let always = found.source.isDisjoint(with: .inStack)
            let finding = found.report(
                always ? .error : .warning, .noNavigationStack,
                "\(found.verbAndCallback) from \(found.edge.from), which is \(always ? "" : "sometimes ")shown without "
                    + "a navigation stack, so the navigator refuses it; present it with embedding: .navigation")
            return [finding] + (shownBare[found.edge.from] ?? []).map { edge in
                Diagnostic(severity: .note, check: .noNavigationStack,
                           message: "\(found.edge.from) is shown here without a navigation stack (\(edge.action.rawValue) "
                               + "with embedding: .none)", node: edge.from, file: edge.file, line: edge.line,
                           column: edge.column)
            }
        }
    }
}

extension EdgeAction {
    /// Whether the edge shows its target in a container of its own making (a presented layer,
    /// the window's root, a tab), where its embedding decides whether there is a stack.
    fileprivate var showsInNewContainer: Bool {
        guard let verb else { return true }   // a tab container's tab
        switch verb.targetPlacement {
        case .newModalLayer, .windowRoot: return true
        case .unchanged, .pushedOntoSourceStack, .rootOfSourceStack: return false
        }
    }
}
