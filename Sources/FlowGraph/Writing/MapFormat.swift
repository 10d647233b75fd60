/// A format a map can be written in: the name a tool's `--format` takes, the file extensions
/// that name it, and its writer.
///
/// FlowGraph registers its text formats (``MapFormatRegistry/text``); a module that draws adds
/// its own (FlowGraphRendering's pictures and interactive page). Formats are equal when their
/// names are.
@_spi(FlowKitTools) public struct MapFormat: Hashable, Sendable, CustomStringConvertible {
    /// The name `--format` takes, and what help lists.
    @_spi(FlowKitTools) public let name: String
    /// The file extensions that name the format, the usual one first, in lower case.
    @_spi(FlowKitTools) public let extensions: [String]
    /// Whether the file is text, and so may go to standard output.
    @_spi(FlowKitTools) public let isText: Bool
    /// Whether the format draws the map (and so folds placements by default), rather than
    /// carrying its data in full, as JSON does for the tools that read it.
    @_spi(FlowKitTools) public let isDrawing: Bool
    /// What writes the format.
    @_spi(FlowKitTools) public let writer: any MapWriter.Type

    /// A format.
    /// - Parameters:
    ///   - name: The name `--format` takes.
    ///   - extensions: The file extensions that name it, the usual one first.
    ///   - isText: Whether the file is text.
    ///   - isDrawing: Whether it draws the map rather than carrying its data.
    ///   - writer: What writes it.
    @_spi(FlowKitTools) public init(name: String, extensions: [String], isText: Bool, isDrawing: Bool,
                                    writer: any MapWriter.Type) {
        self.name = name
        self.extensions = extensions.map { $0.lowercased() }
        self.isText = isText
        self.isDrawing = isDrawing
        self.writer = writer
    }

    /// The name.
    @_spi(FlowKitTools) public var description: String { name }

    /// Formats are one per name.
    @_spi(FlowKitTools) public static func == (a: MapFormat, b: MapFormat) -> Bool { a.name == b.name }

    /// Hashes the name.
    @_spi(FlowKitTools) public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Graphviz's DOT, the text every picture is drawn from.
    @_spi(FlowKitTools) public static let dot = MapFormat(name: "dot", extensions: ["dot", "gv"], isText: true, isDrawing: true,
                                                          writer: DOTGraphWriter.self)
    /// Mermaid, for Markdown.
    @_spi(FlowKitTools) public static let mermaid = MapFormat(name: "mermaid", extensions: ["mmd", "mermaid", "md"], isText: true,
                                                              isDrawing: true, writer: MermaidGraphWriter.self)
    /// The JSON contract, every placement listed.
    @_spi(FlowKitTools) public static let json = MapFormat(name: "json", extensions: ["json"], isText: true, isDrawing: false,
                                                           writer: JSONGraphWriter.self)
}

/// The formats one tool offers, in the order its help lists them: the one list its `--format`
/// values, help, file extensions and writers come from. Adding a format is registering it.
@_spi(FlowKitTools) public struct MapFormatRegistry: Sendable {
    /// The formats, in the order given.
    @_spi(FlowKitTools) public let formats: [MapFormat]

    /// FlowGraph's own formats: DOT, Mermaid and JSON.
    @_spi(FlowKitTools) public static let text = MapFormatRegistry(formats: [.dot, .mermaid, .json])

    private init(formats: [MapFormat]) {
        self.formats = formats
    }

    /// These formats and `more` after them.
    ///
    /// A name or extension that two formats would share is a programming error: a file name
    /// must name one format.
    @_spi(FlowKitTools) public func registering(_ more: [MapFormat]) -> MapFormatRegistry {
        let all = formats + more
        precondition(Set(all.map(\.name)).count == all.count, "two map formats share a name")
        let extensions = all.flatMap(\.extensions)
        precondition(Set(extensions).count == extensions.count, "two map formats share a file extension")
        return MapFormatRegistry(formats: all)
    }

    /// The format named `name` (as `--format` takes it).
    @_spi(FlowKitTools) public func format(named name: String) -> MapFormat? {
        formats.first { $0.name == name }
    }

    /// The format a file name's extension names (`map.svg` → svg), ignoring case; `nil` for a
    /// name without a known extension.
    @_spi(FlowKitTools) public func format(path: String) -> MapFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let suffix = name[name.index(after: dot)...].lowercased()
        return formats.first { $0.extensions.contains(suffix) }
    }
}
