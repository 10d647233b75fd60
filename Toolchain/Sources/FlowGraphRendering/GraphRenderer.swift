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
/// - The same DOT text and options give the same drawing on every call, byte for byte what
///   Graphviz's command-line tools produce for SVG and PNG (PDF files also carry their
///   creation time), except that edge labels a `dot` layout put on top of each other are
///   moved apart, by whole label heights, to free places beside them.
/// - A layout Graphviz reports it could not rank ("trouble in init_rank", which Graphviz 2.43
///   goes on to draw from broken data) is refused with ``RenderError/layoutFailed(_:)``.
public enum GraphRenderer {
    /// Maps of at most this many nodes are laid out with plain `dot`. On navigation-shaped
    /// maps plain `dot` takes 0.5 s at 207 nodes, 1.4 s at 275, 10 s at 343 and 42 s at 550:
    /// past about 200 its cost explodes.
    public static let hierarchicalNodeLimit = 200
    /// Maps of more than ``hierarchicalNodeLimit`` and at most this many nodes are laid out with
    /// bounded `dot` (0.6 s at 412 nodes, 1.2 s at 550, 2.7 s at 687).
    public static let boundedHierarchicalNodeLimit = 600
    /// Maps of more than ``boundedHierarchicalNodeLimit`` and at most this many nodes are laid
    /// out with lean `dot` (``LayoutChoice/leanHierarchical``), so an app of about 1,000
    /// screens still reads top-down: 2.8 s for a generated 1,008-screen app (2,000 nodes,
    /// Scripts/bench), where default `dot` takes more than a minute and bounded `dot` 4–6 s.
    public static let leanHierarchicalNodeLimit = 2_200
    /// Maps of more than ``leanHierarchicalNodeLimit`` and at most this many nodes get
    /// `sfdp` with `prism` overlap removal (5 s at 2,743 nodes); larger ones `sfdp` with
    /// `overlap=scale` (3.7 s at 4,116 nodes, 10 s at 6,858).
    public static let forceDirectedNodeLimit = 2_500

    /// Renders DOT text (the first graph in it) to `options.format`.
    ///
    /// The engine is `options.engine` with the settings tuned for it
    /// (``LayoutChoice/tuned(_:nodeCount:)``), or ``automaticEngine(nodeCount:)`` for the number
    /// of nodes Graphviz read (`agnnodes`, so legend and helper nodes count too). A PNG too large
    /// for a bitmap is drawn at a lower resolution, with a warning instead of Graphviz's own text.
    ///
    /// - Returns: The picture's bytes: UTF-8 XML for SVG, a complete PNG or PDF file otherwise.
    /// - Throws: ``RenderError/invalidDOT(_:)`` with Graphviz's parser message for text that is
    ///   not DOT or holds no graph; ``RenderError/layoutFailed(_:)`` when the engine fails;
    ///   ``RenderError/renderFailed(_:)`` when the format cannot be drawn;
    ///   ``RenderError/graphvizUnavailable(_:)`` when Graphviz cannot start.
    public static func render(dot: String, options: RenderOptions) throws(RenderError) -> [UInt8] {
        try renderMeasured(dot: dot, options: options).bytes
    }

    /// ``render(dot:options:)``, with the drawing's width in points (0 if Graphviz gave none),
    /// so a caller can tell how large its text will be where it is shown.
    static func renderMeasured(dot: String, options: RenderOptions) throws(RenderError) -> (bytes: [UInt8], width: Double) {
        let outcome = try GraphvizSession.shared.render(dot: dot, format: options.format.rawValue) { nodeCount in
            let choice = options.engine.map { LayoutChoice.tuned($0, nodeCount: nodeCount) }
                ?? automaticEngine(nodeCount: nodeCount)
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
        return (outcome.bytes, outcome.width)
    }

    /// The layout chosen automatically for a graph of `nodeCount` nodes, as Graphviz counts
    /// them (`agnnodes`), so helper nodes such as back dots and legend tables count too.
    ///
    /// - Up to ``hierarchicalNodeLimit`` (200): ``LayoutChoice/hierarchical``, plain `dot`.
    /// - Up to ``boundedHierarchicalNodeLimit`` (600): ``LayoutChoice/boundedHierarchical``,
    ///   `dot` with `nslimit=0.5 nslimit1=0.5 mclimit=0.2 searchsize=20 splines=line`, which
    ///   keeps the layered drawing within a few seconds.
    /// - Up to ``leanHierarchicalNodeLimit`` (2,200): ``LayoutChoice/leanHierarchical``, `dot`
    ///   with its passes cut further, still layered.
    /// - Up to ``forceDirectedNodeLimit`` (2,500): ``LayoutChoice/forceDirected``, `sfdp` with
    ///   `overlap=prism100 overlap_scaling=-16 splines=false`: compact, without overlaps.
    /// - Beyond: ``LayoutChoice/scaledForceDirected``, `sfdp` with
    ///   `overlap=scale splines=false quadtree=fast`: the fastest, sparse.
    ///
    /// The attributes are set only where the DOT text leaves them unset. Counts of zero or
    /// less get plain `dot`.
    public static func automaticEngine(nodeCount: Int) -> LayoutChoice {
        switch nodeCount {
        case ...hierarchicalNodeLimit: .hierarchical
        case ...boundedHierarchicalNodeLimit: .boundedHierarchical
        case ...leanHierarchicalNodeLimit: .leanHierarchical
        case ...forceDirectedNodeLimit: .forceDirected
        default: .scaledForceDirected
        }
    }

    /// Writes `text` to standard error, where Graphviz's tools put the same messages.
    private static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
