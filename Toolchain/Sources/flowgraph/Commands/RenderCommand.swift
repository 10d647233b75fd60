import ArgumentParser
import Foundation
@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowGraphRendering

/// `flowgraph render`: DOT in, picture out, in-process.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Renders a DOT file to SVG, PNG or PDF with Graphviz, in-process.",
        discussion: """
            Examples:
              flowgraph render map.dot --output map.svg
              flowgraph render map.dot --output map.pdf --layout dot
            """)

    /// The picture formats, from the registry: `svg, .png, .pdf`.
    static let pictures = MapFormatRegistry.drawing.formats.filter { $0.renderFormat != nil }.map(\.name).joined(separator: ", .")

    @Argument(help: "The DOT file to render.")
    var file: String

    @Option(name: .shortAndLong, help: "The picture to write: a file named .\(Self.pictures) (svg may be `-`).")
    var output: String

    @Option(help: "Graphviz layout engine. Default: chosen by size; an explicit engine keeps its tuned settings.")
    var layout: LayoutEngine?

    func validate() throws {
        guard output == "-" || MapFormatRegistry.drawing.format(path: output)?.renderFormat != nil else {
            throw ValidationError("--output must end in .\(Self.pictures) (or be - for svg)")
        }
    }

    func run() throws {
        let format = output == "-" ? RenderFormat.svg : MapFormatRegistry.drawing.format(path: output)!.renderFormat!
        do {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw UsageFailure(path: file, message: "cannot read \(file): no such file, or not readable")
            }
            guard let dot = String(validating: data, as: UTF8.self) else {
                throw UsageFailure(path: file, message: "\(file) is not UTF-8 text")
            }
            try Output.checkDestination(output)
            try Output.write(try Rendering.render(dot: dot, format: format, layout: layout, source: file), to: output)
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        }
    }
}

/// Calls the renderer, turning its errors into diagnostics against `source` and what Graphviz
/// reports on the way into warnings in the same format.
enum Rendering {
    static func render(dot: String, format: RenderFormat, layout: LayoutEngine?, source: String) throws -> [UInt8] {
        let report: @Sendable (String) -> Void = { text in
            for line in text.split(whereSeparator: \.isNewline) {
                var message = line.trimmingCharacters(in: .whitespaces)
                for prefix in ["Warning: ", "Error: "] where message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
                if !message.isEmpty { Diagnostics.warn(source, message) }
            }
        }
        do {
            return try GraphRenderer.render(dot: dot, options: RenderOptions(format: format, engine: layout, diagnostics: report))
        } catch {
            throw UsageFailure(path: source, message: error.description)
        }
    }
}
