@_spi(FlowKitTools) import FlowGraph
import Foundation

/// Draws maps with Graphviz: the picture formats and the interactive page.
enum MapPicture {
    /// `graph` drawn as `format`, with Graphviz's and the renderer's warnings.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend and layout engine.
    ///   - format: The picture format.
    ///   - elementIDs: Whether nodes and edges carry ids for scripting the SVG.
    static func draw(_ graph: NavigationGraph, options: MapOptions, format: RenderFormat,
                     elementIDs: Bool = false) throws(RenderError) -> MapFile {
        var dotOptions = options.dot(for: graph)
        dotOptions.elementIDs = elementIDs
        let collected = MessageBox()
        let engine = options.layoutEngine.flatMap(LayoutEngine.init(rawValue:))
        let bytes = try GraphRenderer.render(dot: DOTGraphWriter.write(graph, options: dotOptions),
                                             options: RenderOptions(format: format, engine: engine, diagnostics: collected.add))
        return MapFile(bytes: bytes, warnings: collected.lines)
    }
}

/// Collects what Graphviz reports during one render, as warnings without Graphviz's own prefix.
private final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    /// Graphviz's `Warning: …` and `Error: …` lines, each without the prefix.
    var lines: [String] { lock.withLock { collected } }

    @Sendable func add(_ text: String) {
        let lines = text.split(whereSeparator: \.isNewline).map { line in
            var line = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["Warning: ", "Error: "] where line.hasPrefix(prefix) { line.removeFirst(prefix.count) }
            return line
        }.filter { !$0.isEmpty }
        lock.withLock { collected += lines }
    }
}

/// SVG in the options' colour scheme: light, dark (a style sheet inverts the drawing), or
/// following the reader's system.
public enum SVGMapWriter: MapWriter {
    /// The map as SVG.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend, layout engine and colour scheme.
    public static func file(of graph: NavigationGraph, options: MapOptions) throws -> MapFile {
        var file = try MapPicture.draw(graph, options: options, format: .svg)
        file.bytes = SVGColorScheme.applying(options.colorScheme, to: file.bytes)
        return file
    }
}

/// PNG at 96 dpi, or less when the map is too large for a bitmap.
public enum PNGMapWriter: MapWriter {
    /// The map as PNG.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend and layout engine.
    public static func file(of graph: NavigationGraph, options: MapOptions) throws -> MapFile {
        try MapPicture.draw(graph, options: options, format: .png)
    }
}

/// PDF.
public enum PDFMapWriter: MapWriter {
    /// The map as PDF.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend and layout engine.
    public static func file(of graph: NavigationGraph, options: MapOptions) throws -> MapFile {
        try MapPicture.draw(graph, options: options, format: .pdf)
    }
}

/// The interactive page: one HTML file with the SVG, the data and the scripts inline.
public enum HTMLMapWriter: MapWriter {
    /// The map as an interactive page.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend, layout engine, link base and the page's title.
    public static func file(of graph: NavigationGraph, options: MapOptions) throws -> MapFile {
        let picture = try MapPicture.draw(graph, options: options, format: .svg, elementIDs: true)
        let page = HTMLMapPage.write(graph, svg: String(decoding: picture.bytes, as: UTF8.self), options: options)
        return MapFile(bytes: Array(page.utf8), warnings: picture.warnings)
    }
}
