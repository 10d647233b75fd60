@_spi(FlowKitTools) import FlowKit
/// An emitted output that no route handles: the walkers draw it as an `emit` edge to nowhere,
/// and the navigator refuses it.
enum UnroutedOutput: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        context.edges { $0.family == .output }.filter { $0.edge.to == nil }.map { found in
            found.report(
                .warning, .unroutedOutput,
                "\(found.edge.from) emits output \(found.edge.output ?? "?")\(found.callback), but no route handles it; "
                    + "call route(_:) on the output in the parent flow")
        }
    }
}
