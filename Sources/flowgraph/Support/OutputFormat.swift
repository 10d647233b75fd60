import ArgumentParser
import FlowGraphRendering

/// What `scan` writes: a text format written by FlowGraph, or a picture rendered by Graphviz.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case dot, mermaid, json, svg, png, pdf

    /// The format a file name's extension names (`map.svg` → svg, `map.mmd`/`.mermaid` → mermaid).
    init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "dot", "gv": self = .dot
        case "mmd", "mermaid", "md": self = .mermaid
        case "json": self = .json
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// The renderer's format for pictures; `nil` for text formats.
    var renderFormat: RenderFormat? {
        switch self {
        case .svg: .svg
        case .png: .png
        case .pdf: .pdf
        default: nil
        }
    }

    /// Whether the format is text, and so may go to standard output.
    var isText: Bool { self != .png && self != .pdf }
}

extension LayoutEngine: ExpressibleByArgument {}
