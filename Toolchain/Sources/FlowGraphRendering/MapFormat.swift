import FlowGraph

/// Every format a map can be written in: the one list the command-line tool's `--format`
/// values, help, file extensions and writers come from. Adding a format is a case here and its
/// writer.
package enum MapFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json, svg, png, pdf, html

    /// The writer of the format.
    package var writer: any MapWriter.Type {
        switch self {
        case .dot: DOTGraphWriter.self
        case .mermaid: MermaidGraphWriter.self
        case .json: JSONGraphWriter.self
        case .svg: SVGMapWriter.self
        case .png: PNGMapWriter.self
        case .pdf: PDFMapWriter.self
        case .html: HTMLMapWriter.self
        }
    }

    /// The file extensions that name the format, the usual one first.
    package var extensions: [String] {
        switch self {
        case .dot: ["dot", "gv"]
        case .mermaid: ["mmd", "mermaid", "md"]
        case .json: ["json"]
        case .svg: ["svg"]
        case .png: ["png"]
        case .pdf: ["pdf"]
        case .html: ["html", "htm"]
        }
    }

    /// Whether the format is text, and so may go to standard output.
    package var isText: Bool {
        switch self {
        case .dot, .mermaid, .json, .svg, .html: true
        case .png, .pdf: false
        }
    }

    /// Whether the format draws the map (and so folds placements by default), rather than
    /// carrying its data in full, as JSON does for the tools that read it.
    package var isDrawing: Bool {
        switch self {
        case .dot, .mermaid, .svg, .png, .pdf, .html: true
        case .json: false
        }
    }

    /// The renderer's format, for the formats that are a Graphviz picture of DOT.
    package var renderFormat: RenderFormat? {
        switch self {
        case .svg: .svg
        case .png: .png
        case .pdf: .pdf
        case .dot, .mermaid, .json, .html: nil
        }
    }

    /// The format a file name's extension names (`map.svg` → svg), ignoring case.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let suffix = name[name.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(suffix) }) else { return nil }
        self = format
    }
}
