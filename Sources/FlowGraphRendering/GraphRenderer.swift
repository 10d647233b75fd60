import Foundation

/// Renders Graphviz DOT text to SVG, PNG or PDF in process, through libgvc and libcgraph.
///
/// Contract:
/// - Callable from any thread or task; Graphviz is not thread-safe, so every call into it is
///   serialized behind one process-wide lock and concurrent renders run one after another.
/// - Nothing is written to disk, and everything Graphviz allocates for a render is freed before
///   the call returns or throws.
/// - Graphviz's error and warning text never reaches standard error behind the caller's back:
///   a failed render carries it in its ``RenderError``, a successful one hands it to
///   ``RenderOptions/diagnostics``. (A few layout internals in Graphviz 2.42/2.43 write
///   straight to standard error, bypassing its error channel; those cannot be captured.)
/// - The same DOT text and options give the same bytes on every call.
public enum GraphRenderer {
    /// Maps of at most this many nodes are laid out with plain `dot`.
    public static let hierarchicalNodeLimit = 150
    /// Maps of more than ``hierarchicalNodeLimit`` and at most this many nodes are laid out with
    /// `dot` with bounded passes; larger ones with `sfdp`.
    public static let boundedHierarchicalNodeLimit = 600

    /// Renders DOT text (the first graph in it) to `options.format`.
    ///
    /// The engine is `options.engine`, or ``automaticEngine(nodeCount:)`` for the number of
    /// nodes Graphviz read (`agnnodes`, so legend and helper nodes count too).
    ///
    /// - Returns: The picture's bytes: UTF-8 XML for SVG, a complete PNG or PDF file otherwise.
    /// - Throws: ``RenderError/invalidDOT(_:)`` with Graphviz's parser message for text that is
    ///   not DOT or holds no graph; ``RenderError/layoutFailed(_:)`` when the engine fails;
    ///   ``RenderError/renderFailed(_:)`` when the format cannot be drawn;
    ///   ``RenderError/graphvizUnavailable(_:)`` when Graphviz cannot start.
    public static func render(dot: String, options: RenderOptions) throws(RenderError) -> [UInt8] {
        let outcome = try GraphvizSession.shared.render(dot: dot, format: options.format.rawValue) { nodeCount in
            let choice = options.engine.map { LayoutChoice(engine: $0) } ?? automaticEngine(nodeCount: nodeCount)
            return (choice.engine.rawValue, choice.graphAttributes)
        }
        // Reported only now, outside the lock, so a handler may itself render.
        if !outcome.diagnostics.isEmpty {
            if let handler = options.diagnostics {
                handler(outcome.diagnostics)
            } else {
                writeToStandardError(outcome.diagnostics + "\n")
            }
        }
        return outcome.bytes
    }

    /// The layout chosen automatically for a graph of `nodeCount` nodes.
    ///
    /// - Up to ``hierarchicalNodeLimit`` (150): ``LayoutChoice/hierarchical``, plain `dot`
    ///   (under a second even with clusters and HTML labels).
    /// - Up to ``boundedHierarchicalNodeLimit`` (600): ``LayoutChoice/boundedHierarchical``,
    ///   `dot` with `nslimit=2 nslimit1=2 mclimit=0.5 searchsize=20`, which keeps the
    ///   layered drawing while bounding its cost (plain `dot` takes tens of seconds at 400).
    /// - Beyond: ``LayoutChoice/forceDirected``, `sfdp` with `overlap=scale splines=false`,
    ///   which lays out thousands of nodes in seconds where `dot` takes minutes.
    ///
    /// Negative counts are treated as zero.
    public static func automaticEngine(nodeCount: Int) -> LayoutChoice {
        switch nodeCount {
        case ...hierarchicalNodeLimit: .hierarchical
        case ...boundedHierarchicalNodeLimit: .boundedHierarchical
        default: .forceDirected
        }
    }

    /// Writes `text` to standard error, where Graphviz's tools put the same messages.
    private static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
