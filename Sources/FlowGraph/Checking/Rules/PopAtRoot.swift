@_spi(FlowKitTools) import FlowKit
/// `pop` or `popToRoot` (the stack's targetless back verbs) from a screen that is only ever
/// the root of its stack: always refused.
enum PopAtRoot: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        let backWithinStack = context.edges { $0.needsStack && $0.isBackward && !$0.hasTarget }
        return backWithinStack.filter { !$0.source.mayLackStack && $0.source.isDisjoint(with: .pushed) }.map { found in
            found.report(
                .error, .popAtRoot,
                "\(found.verbAndCallback) from \(found.edge.from), which is only ever the root of its stack, so it is "
                    + "always refused; use dismiss() if it is presented, or remove the verb")
        }
    }
}
