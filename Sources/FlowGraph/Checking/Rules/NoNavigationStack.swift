/// A verb that needs a navigation stack, from a screen that is (always, or on some paths)
/// shown without one: the navigator refuses it there.
enum NoNavigationStack: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        context.edges(where: \.needsStack).filter(\.source.mayLackStack).map { found in
            let always = found.source.isDisjoint(with: .inStack)
            return found.report(
                always ? .error : .warning, .noNavigationStack,
                "\(found.verbAndCallback) from \(found.edge.from), which is \(always ? "" : "sometimes ")shown without "
                    + "a navigation stack, so the navigator refuses it; present it with embedding: .navigation")
        }
    }
}
