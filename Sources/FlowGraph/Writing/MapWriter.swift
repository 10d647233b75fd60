// Writing/: maps written out: DOT, Mermaid, JSON, the interactive page, and the registry of formats.

/// Choices that every map format understands; each writer uses those that apply to it.
public struct MapOptions: Hashable, Sendable {
    /// Where forward navigation flows; `nil` chooses by the map's shape (see ``MapShape``).
    public var direction: DOTOptions.RankDirection?
    /// Whether drawn formats carry a legend of the styles and marks the map uses.
    public var includesLegend: Bool
    /// A URL prefix that turns every `file:line` into a link (`<base>/<file>#L<line>`), for
    /// example a repository browser at a commit; `nil` leaves source locations as text.
    public var linkBase: String?
    /// The Graphviz layout engine for drawn formats, by its name (`dot`, `sfdp`…); `nil`
    /// chooses by size.
    public var layoutEngine: String?
    /// The colours of SVG pictures: light, dark, or following the reader's system.
    public var colorScheme: MapColorScheme = .light
    /// The width, in CSS px, of the column pictures are read in (see ``MapLegibility``); a
    /// picture too wide for its text to stay legible there is drawn without sublines, and
    /// reported if that is not enough. `nil` draws every picture in full without checking.
    public var publishWidth: Int? = MapLegibility.defaultPublishWidth
    /// What the map is of, for a writer that titles its file (the interactive page's title and
    /// heading): the app's, package's or module's name; `nil` names nothing ("Navigation map").
    public var title: String?

    /// Options for a map.
    /// - Parameters:
    ///   - direction: Where forward navigation flows; `nil` chooses by shape.
    ///   - includesLegend: Whether to draw a legend.
    ///   - linkBase: A URL prefix for source links.
    ///   - layoutEngine: The Graphviz engine for drawn formats; `nil` chooses by size.
    public init(direction: DOTOptions.RankDirection? = nil, includesLegend: Bool = true, linkBase: String? = nil,
                layoutEngine: String? = nil) {
        self.direction = direction
        self.includesLegend = includesLegend
        self.linkBase = linkBase
        self.layoutEngine = layoutEngine
    }

    /// The direction for `graph`: the one asked for, else the one its shape suggests.
    public func direction(for graph: NavigationGraph) -> DOTOptions.RankDirection {
        direction ?? MapShape(graph).preferredDirection
    }

    /// The DOT writer's options for `graph`.
    public func dot(for graph: NavigationGraph) -> DOTOptions {
        DOTOptions(rankDirection: direction(for: graph), includesLegend: includesLegend)
    }

    /// The link for a source location, when ``linkBase`` is set and the file is known.
    /// - Parameters:
    ///   - file: The path, relative to the package when the scanner read it so.
    ///   - line: The line, if known.
    public func link(file: String?, line: Int?) -> String? {
        guard let linkBase, let file else { return nil }
        let base = linkBase.hasSuffix("/") ? String(linkBase.dropLast()) : linkBase
        let path = file.hasPrefix("/") ? String(file.dropFirst()) : file
        return base + "/" + path + (line.map { "#L\($0)" } ?? "")
    }
}

/// The colours an SVG map is drawn in. A page offers a light and a dark picture and picks by
/// its own theme (`<picture>` on GitHub, `name~dark.svg` in DocC): a picture that follows the
/// reader's system instead turns black on a light page for a reader whose system is dark.
public enum MapColorScheme: String, CaseIterable, Hashable, Sendable {
    /// Dark lines and text on white.
    case light
    /// The light picture with its lightness inverted and each verb's hue kept.
    case dark
    /// Light, turning dark when the reader's system prefers it: for a picture opened alone.
    case auto
}

/// A written map: the file's bytes, and what the reader of the file should be warned about.
public struct MapFile: Sendable {
    /// The file's content.
    public var bytes: [UInt8]
    /// Sentences to report as warnings (a picture scaled down).
    public var warnings: [String]
    /// Why the file would not show where it is published (a Mermaid map over GitHub's limits),
    /// with the fix; `nil` when it would. `flowgraph scan` refuses to write such a file unless
    /// told to (`--allow-oversize`), and then warns.
    public var limitProblem: String?
    /// The text sizes of a picture that stays too small at ``MapOptions/publishWidth`` even
    /// without sublines; `nil` when it is legible there, or was not checked.
    public var illegible: MapLegibility?

    /// A file.
    /// - Parameters:
    ///   - bytes: Its content.
    ///   - warnings: What to warn about.
    ///   - limitProblem: Why it would not show where it is published, if it would not.
    public init(bytes: [UInt8], warnings: [String] = [], limitProblem: String? = nil) {
        self.bytes = bytes
        self.warnings = warnings
        self.limitProblem = limitProblem
    }
}

/// A map format: turns a graph into the bytes of a file.
///
/// Text formats live in FlowGraph; pictures and the interactive page, which need Graphviz, in
/// FlowGraphRendering. Each is a ``MapFormat`` of a registry: FlowGraph's text formats
/// (``MapFormatRegistry/text``), with those FlowGraphRendering registers after them.
/// Writers are `Sendable` (stateless enums), so a format's writer can sit in a shared registry.
public protocol MapWriter: Sendable {
    /// The map of `graph` in this format.
    /// - Parameters:
    ///   - graph: The map to write, already cut to the view wanted.
    ///   - options: Direction, legend and links.
    static func file(of graph: NavigationGraph, options: MapOptions) throws -> MapFile
}

extension DOTGraphWriter: MapWriter {
    /// The DOT text as UTF-8.
    /// - Parameters:
    ///   - graph: The map to write.
    ///   - options: Direction and legend.
    public static func file(of graph: NavigationGraph, options: MapOptions) -> MapFile {
        MapFile(bytes: Array(write(graph, options: options.dot(for: graph)).utf8))
    }
}

extension MermaidGraphWriter: MapWriter {
    /// The Mermaid text as UTF-8, with its ``MapFile/limitProblem`` when GitHub would not render it.
    /// - Parameters:
    ///   - graph: The map to write.
    ///   - options: Its direction.
    public static func file(of graph: NavigationGraph, options: MapOptions) -> MapFile {
        let text = write(graph, direction: options.direction(for: graph))
        return MapFile(bytes: Array(text.utf8), limitProblem: gitHubLimitProblem(text: text, edgeCount: graph.edges.filter { $0.to != nil }.count))
    }
}

extension JSONGraphWriter: MapWriter {
    /// The JSON text as UTF-8; the contract has no drawing options.
    /// - Parameters:
    ///   - graph: The map to write.
    ///   - options: Ignored.
    public static func file(of graph: NavigationGraph, options: MapOptions) -> MapFile {
        MapFile(bytes: Array(write(graph).utf8))
    }
}
