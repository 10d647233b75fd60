@_spi(FlowKitTools) import FlowKit
/// `dismiss` or `dismissAll` (the modal targetless back verbs) from a screen that is never
/// presented, nor inside a presented stack: there is nothing to dismiss.
enum DismissNeverPresented: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        let dismissals = context.edges { $0.family == .modal && $0.isBackward && !$0.hasTarget }
        return dismissals.filter { $0.source.isDisjoint(with: .presented) }.map { found in
            found.report(
                .error, .dismissNeverPresented,
                "\(found.verbAndCallback) from \(found.edge.from), which is never presented (nor inside a presented "
                    + "stack), so there is nothing to dismiss; use pop() or popToRoot() instead")
        }
    }
}
