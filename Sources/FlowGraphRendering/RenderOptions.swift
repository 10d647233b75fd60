/// How ``GraphRenderer`` turns DOT text into a picture.
public struct RenderOptions: Sendable {
    /// The picture format to produce.
    public var format: RenderFormat
    /// The layout engine; `nil` picks one by graph size (see
    /// ``GraphRenderer/automaticEngine(nodeCount:)``). An explicit engine is used exactly as
    /// asked, without the speed limits automatic choice adds.
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

    /// Plain `dot`: the full-quality hierarchical drawing, for maps small enough that its
    /// network-simplex passes and crossing minimisation finish in well under a second.
    public static let hierarchical = LayoutChoice(engine: .dot)

    /// `dot` with its iterative passes capped, for medium maps. `nslimit`/`nslimit1` bound the
    /// network-simplex iterations of ranking and x-placement (as multiples of the node count),
    /// `mclimit` halves the crossing-minimisation passes, and `searchsize` shortens each
    /// simplex search. The drawing keeps its layers, with somewhat more crossings and longer
    /// edges than plain `dot`.
    public static let boundedHierarchical = LayoutChoice(engine: .dot, graphAttributes: [
        "nslimit": "2", "nslimit1": "2", "mclimit": "0.5", "searchsize": "20",
    ])

    /// `sfdp`, multiscale force-directed placement, for large maps where any `dot` would take
    /// minutes. `overlap=scale` removes node overlaps by spreading the layout out: measured
    /// here on a 5,000-screen map, 3 s against 29 s for `overlap=prism`, whose overlap removal
    /// dominated. `splines=false` draws straight edges because routing splines around
    /// thousands of nodes would dominate the time too.
    public static let forceDirected = LayoutChoice(engine: .sfdp, graphAttributes: [
        "overlap": "scale", "splines": "false",
    ])
}
