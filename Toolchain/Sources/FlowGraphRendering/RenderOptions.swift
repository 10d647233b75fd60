/// How ``GraphRenderer`` turns DOT text into a picture.
public struct RenderOptions: Sendable {
    /// The picture format to produce.
    public var format: RenderFormat
    /// The layout engine; `nil` picks one by graph size (see
    /// ``GraphRenderer/automaticEngine(nodeCount:)``). An explicit engine keeps the settings
    /// tuned for it (``LayoutChoice/tuned(_:nodeCount:)``), so `sfdp` still removes overlaps.
    public var engine: LayoutEngine?
    /// Receives what Graphviz reported while still producing a picture (warnings, and errors
    /// it recovered from, such as an edge it could not route), one string per render, called
    /// after Graphviz is released so it may render again. `nil` writes the text to standard
    /// error, as Graphviz's own tools do. Never called for a render that throws: the text is
    /// in the ``RenderError`` instead.
    public var diagnostics: (@Sendable (String) -> Void)?

    /// Options for `format`, choosing the engine automatically unless `engine` is given, and
    /// forwarding diagnostics to standard error unless a handler is given.
    public init(format: RenderFormat, engine: LayoutEngine? = nil,
                diagnostics: (@Sendable (String) -> Void)? = nil) {
        self.format = format
        self.engine = engine
        self.diagnostics = diagnostics
    }
}

/// A layout engine together with the graph attributes that make it fast enough for a graph's
/// size: what ``GraphRenderer/automaticEngine(nodeCount:)`` chooses.
public struct LayoutChoice: Hashable, Sendable {
    /// The engine to lay the graph out with.
    public var engine: LayoutEngine
    /// Root-graph attributes to set before layout. Each is applied only where the DOT text
    /// leaves that attribute unset (or empty), so an author's explicit choice always wins.
    public var graphAttributes: [String: String]

    /// A choice of `engine` with `graphAttributes`.
    public init(engine: LayoutEngine, graphAttributes: [String: String] = [:]) {
        self.engine = engine
        self.graphAttributes = graphAttributes
    }

    /// The settings for an engine asked for by name: the automatic choice for `nodeCount` when
    /// it uses that engine, else the tuned tier of that engine (lean `dot`, `sfdp` with overlap
    /// removal by size), and overlap removal for the other force-directed and circular engines,
    /// whose defaults let nodes cover each other. The DOT text's own attributes still win.
    /// - Parameters:
    ///   - engine: The engine asked for.
    ///   - nodeCount: The nodes Graphviz read.
    public static func tuned(_ engine: LayoutEngine, nodeCount: Int) -> LayoutChoice {
        let automatic = GraphRenderer.automaticEngine(nodeCount: nodeCount)
        if automatic.engine == engine { return automatic }
        switch engine {
        case .dot: return leanHierarchical
        case .sfdp: return nodeCount <= GraphRenderer.forceDirectedNodeLimit ? forceDirected : scaledForceDirected
        case .neato, .fdp, .circo, .twopi: return LayoutChoice(engine: engine, graphAttributes: ["overlap": "prism"])
        case .osage, .patchwork: return LayoutChoice(engine: engine)
        }
    }

    /// Plain `dot`: the full-quality hierarchical drawing, for maps small enough that its
    /// network-simplex passes, crossing minimisation and spline routing finish in about a
    /// second.
    public static let hierarchical = LayoutChoice(engine: .dot)

    /// `dot` with its iterative passes capped and straight edges, for medium maps.
    ///
    /// `nslimit`/`nslimit1` bound the network-simplex iterations of x-placement and ranking
    /// (as multiples of the node count, virtual nodes included: long edges add thousands),
    /// `mclimit` cuts crossing minimisation to a fifth, `searchsize` shortens each simplex
    /// search, and `splines=line` skips spline routing, which otherwise takes most of the time
    /// (10.8 of 15 s at 550 nodes). The drawing keeps its layers, with more crossings than
    /// plain `dot` and edges that may cut across nodes.
    public static let boundedHierarchical = LayoutChoice(engine: .dot, graphAttributes: [
        "nslimit": "0.5", "nslimit1": "0.5", "mclimit": "0.2", "searchsize": "20", "splines": "line",
    ])

    /// `dot` for large maps (up to about 1,000 screens), layered like the smaller tiers.
    ///
    /// Network simplex is capped at a fifth of the node count (`nslimit`, `nslimit1`),
    /// crossing minimisation at a twentieth of its default passes (`mclimit`) with no final
    /// re-run (`remincross=false`), simplex searches are short (`searchsize`), and edges are
    /// straight. On a generated 1,008-screen app (2,000 nodes) that is 2.8 s against 4–6 s for
    /// ``boundedHierarchical`` and over a minute for plain `dot`; the price is more crossings.
    public static let leanHierarchical = LayoutChoice(engine: .dot, graphAttributes: [
        "nslimit": "0.2", "nslimit1": "0.2", "mclimit": "0.05", "searchsize": "10", "splines": "line",
        "remincross": "false",
    ])

    /// `sfdp`, multiscale force-directed placement, for large maps where any `dot` would take
    /// minutes.
    ///
    /// Node overlaps are removed with at most 100 rounds of `prism` after first spreading the
    /// layout by 16 average label sizes (`overlap_scaling=-16`): on navigation maps that
    /// leaves no overlaps in a fraction of the time of the default 1,000 rounds (5 s instead
    /// of 7.6 s at 2,700 nodes), and keeps the drawing compact (nodes cover 10-17% of it).
    /// `splines=false` draws straight edges, because routing around thousands of nodes would
    /// dominate.
    public static let forceDirected = LayoutChoice(engine: .sfdp, graphAttributes: [
        "overlap": "prism100", "overlap_scaling": "-16", "splines": "false",
    ])

    /// `sfdp` with `overlap=scale`, for the largest maps, where even bounded `prism` rounds
    /// take tens of seconds: scaling the whole layout up until no nodes overlap is two to
    /// three times faster (3.7 s against 9.7 s at 4,100 nodes), at the price of a far sparser
    /// drawing, because the two closest nodes (such as a screen and its back dot) set the
    /// scale: nodes cover about 1% of it, so it is an overview to zoom into.
    ///
    /// `quadtree=fast` approximates the repulsive forces with a coarser quadtree: on a
    /// generated 5,000-screen app (10,000 nodes with back dots) that is 11 s instead of 19 s.
    public static let scaledForceDirected = LayoutChoice(engine: .sfdp, graphAttributes: [
        "overlap": "scale", "splines": "false", "quadtree": "fast",
    ])
}
