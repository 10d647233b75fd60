/// A screen no push, present, setRoot or tab leads to from the roots: dead code, or a
/// missing verb. Reasoned per declaration: a copy the roots do not reach is not dead while
/// another placement of the same declaration is reached (a static map's unplaced copy of a
/// group placed by a route, kept in case the app starts there).
enum UnreachableScreen: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        let reachedDeclarations = Set(context.positions.keys.map(ScreenNode.declarationID(of:)))
        return context.graph.nodes.filter { node in
            node.kind.isDeclared && context.positions[node.id] == nil
                && !reachedDeclarations.contains(node.declarationID)
        }.map { node in
            Diagnostic(
                severity: .warning, check: .unreachableScreen,
                message: "\(node.id) (\(node.screen)) is unreachable from \(context.roots.joined(separator: ", ")): "
                    + "no push, present, setRoot or tab leads to it; navigate to it from a reachable screen or delete it",
                node: node.id, file: node.file, line: node.line, column: node.column)
        }
    }
}
