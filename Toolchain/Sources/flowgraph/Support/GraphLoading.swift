import FlowGraph
import FlowGraphScanner

/// Scans sources into a graph, reports the scanner's diagnostics, and applies `--root`s.
enum GraphLoading {
    static func load(paths: [String], roots: [String], modules: [ModuleAssignment] = []) throws -> NavigationGraph {
        try scan(paths: paths, roots: roots, modules: modules).graph
    }

    /// The scan of `paths`, its diagnostics printed, with `--root`s applied to its graph.
    static func scan(paths: [String], roots: [String], modules: [ModuleAssignment] = []) throws -> ScanResult {
        var result: ScanResult
        do {
            result = try SourceScanner().scan(paths: paths, modules: modules)
        } catch let error as ScanError {
            throw UsageFailure(path: error.path, message: error.description)
        }
        for diagnostic in result.diagnostics { Diagnostics.print(diagnostic.description) }
        result.graph = try rooted(result.graph, at: roots, paths: paths)
        return result
    }

    private static func rooted(_ graph: NavigationGraph, at roots: [String], paths: [String]) throws -> NavigationGraph {
        var graph = graph
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
