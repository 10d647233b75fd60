/// A screen no push, present, setRoot or tab leads to from the roots: dead code, or a
/// missing verb.
enum UnreachableScreen: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        context.graph.nodes.filter { $0.kind != .external && context.placements[$0.id] == nil }.map { node in
            Diagnostic(
                severity: .warning, check: .unreachableScreen,
                message: "\(node.id) (\(node.screen)) is unreachable from \(context.roots.joined(separator: ", ")): "
                    + "no push, present, setRoot or tab leads to it; navigate to it from a reachable screen or delete it",
                node: node.id, file: node.file, line: node.line, column: node.column)
        }
    }
}
