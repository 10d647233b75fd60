@_spi(FlowKitTools) import FlowGraph
import Foundation

/// Draws maps with Graphviz: the picture formats and the interactive page.
enum MapPicture {
    /// `graph` drawn as `format`, with Graphviz's and the renderer's warnings.
    ///
    /// Pictures are legible by construction where they are published
    /// (``MapOptions/publishWidth``): a map too wide for its text there is drawn again without
    /// sublines (ids under names, edge notes), and one that is still too wide is written as it
    /// is, never shrunk, with ``MapFile/illegible`` set so the caller can say what to draw
    /// instead. Maps larger than plain `dot`'s tier never fit, so they are drawn without
    /// sublines at once rather than laid out twice.
    /// - Parameters:
    ///   - graph: The map.
    ///   - options: Direction, legend, layout engine and publish width.
    ///   - format: The picture format.
    ///   - elementIDs: Whether nodes and edges carry ids for scripting the SVG (the interactive
    ///     page, which zooms, so it is drawn in full without the check).
    static func draw(_ graph: NavigationGraph, options: MapOptions, format: RenderFormat,
                     elementIDs: Bool = false) throws(RenderError) -> MapFile {
        var dotOptions = options.dot(for: graph)
        dotOptions.elementIDs = elementIDs
        let engine = options.layoutEngine.flatMap(LayoutEngine.init(rawValue:))
        func render(_ dotOptions: DOTOptions, _ format: RenderFormat) throws(RenderError) -> (file: MapFile, width: Double) {
            let collected = MessageBox()
            let drawn = try GraphRenderer.renderMeasured(
                dot: DOTGraphWriter.write(graph, options: dotOptions),
                options: RenderOptions(format: format, engine: engine, diagnostics: collected.add))
            return (MapFile(bytes: drawn.bytes, warnings: collected.lines), drawn.width)
        }
        guard !elementIDs, let publishWidth = options.publishWidth else { return try render(dotOptions, format).file }
        let small = graph.nodes.count <= GraphRenderer.hierarchicalNodeLimit
        var file = MapFile(bytes: [])
        for sublines in small ? [true, false] : [false] {
            dotOptions.showsSublines = sublines
            let drawn = try render(dotOptions, format)
            file = drawn.file
            let legibility = MapLegibility(width: drawn.width, publishWidth: publishWidth, sublines: sublines)
            file.illegible = legibility.isLegible ? nil : legibility
            if legibility.isLegible { break }
        }
        guard small, dotOptions.includesLegend else { return file }
        return try keepingTheLegendSmall(file, options: dotOptions, format: format, render: render)
    }

    /// `file`, or, when its legend covers more than ``LegendShare/maximum`` of the picture (a
    /// small map, where the marks' explanations outweigh the screens), the map drawn again with
    /// the line styles alone, and failing that without a legend, with a warning.
    private static func keepingTheLegendSmall(
        _ file: MapFile, options: DOTOptions, format: RenderFormat,
        render: (DOTOptions, RenderFormat) throws(RenderError) -> (file: MapFile, width: Double)
    ) throws(RenderError) -> MapFile {
        var options = options
        func share(_ file: MapFile) throws(RenderError) -> Double {
            LegendShare.of(svg: format == .svg ? file.bytes : try render(options, .svg).file.bytes)
        }
        let first = try share(file)
        guard first > LegendShare.maximum else { return file }
        options.legendIncludesMarks = false
        var smaller = try render(options, format).file
        smaller.illegible = file.illegible
        guard try share(smaller) > LegendShare.maximum else { return smaller }
        options.includesLegend = false
        var bare = try render(options, format).file
        bare.illegible = file.illegible
        bare.warnings.append(String(format: "the legend is left out: it would cover %.0f%% of this small map (at most 10%%)",
                                    first * 100))
        return bare
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
