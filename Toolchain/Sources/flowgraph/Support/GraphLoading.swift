import FlowGraph
import FlowGraphScanner

/// Scans sources into a graph, reports the scanner's diagnostics, and applies `--root`s.
enum GraphLoading {
    static func load(paths: [String], roots: [String], modules: [ModuleAssignment] = []) throws -> NavigationGraph {
        let result: ScanResult
        do {
            result = try SourceScanner().scan(paths: paths, modules: modules)
        } catch let error as ScanError {
            throw UsageFailure(path: error.path, message: error.description)
        }
        for diagnostic in result.diagnostics { Diagnostics.print(diagnostic.description) }
        var graph = result.graph
        // `--root` replaces the starts the app's code states; without either, callers infer them.
        guard !roots.isEmpty else { return graph }
        // A declaration placed several times is rooted at each of its placements.
        graph.roots = try roots.flatMap { root in
            let ids = graph.nodeIDs(named: root)
            guard !ids.isEmpty else {
                throw UsageFailure(path: paths.first ?? ".", message: "--root \(root) names no flow; known flows: "
                                   + graph.nodes.map(\.id).prefix(20).joined(separator: ", "))
            }
            return ids
        }
        return graph
    }
}
