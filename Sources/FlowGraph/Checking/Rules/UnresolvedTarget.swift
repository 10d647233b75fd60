/// A verb whose target the scan could not resolve (a mistyped name, or a flow in files not
/// scanned): one error at the verb, and nothing else about it. No other rule judges the target
/// itself, and root inference does not take the screen it was meant to reach for a root
/// (`RootInference`), so the one mistake is not also reported against other screens.
enum UnresolvedTarget: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        context.graph.edges.compactMap { edge in
            guard let target = edge.to, context.externals.contains(target) else { return nil }
            let callback = edge.label.isEmpty ? "" : " (\(edge.label))"
            return Diagnostic(
                severity: .error, check: .unresolvedTarget,
                message: "\(edge.action.rawValue)\(callback) from \(edge.from) leads to '\(target)', which names no flow, "
                    + "tab container or flow group of the scanned sources; correct the name, or scan the files that declare it",
                node: edge.from, file: edge.file, line: edge.line, column: edge.column)
        }
    }
}
