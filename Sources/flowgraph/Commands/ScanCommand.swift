import ArgumentParser
import FlowGraph
import FlowGraphRendering

/// `flowgraph scan`: sources in, navigation map out.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Writes the navigation map of Swift sources.",
        discussion: """
            Examples:
              flowgraph scan Sources/ --output docs/map.svg       # format from the extension
              flowgraph scan Sources/ --format json --output -    # JSON to standard output
              flowgraph scan App.swift                            # DOT to standard output
              flowgraph scan Sources/ --output map.png --layout sfdp
            """)

    @Argument(help: "Swift files or folders (searched recursively, skipping .build* and hidden folders).")
    var paths: [String]

    @Option(help: "dot, mermaid, json, svg, png or pdf. Default: the output's extension, else dot.")
    var format: OutputFormat?

    @Option(name: .shortAndLong, help: "The file to write; `-` for standard output (text formats). Example: --output map.svg")
    var output: String?

    @Option(name: .customLong("root"), help: "A flow id the app starts from (repeatable), e.g. --root AppFlows.launch.")
    var roots: [String] = []

    @Option(help: "Graphviz layout engine for svg/png/pdf: \(LayoutEngine.allCases.map(\.rawValue).joined(separator: ", ")). Default: chosen by size.")
    var layout: LayoutEngine?

    func validate() throws {
        guard let output, output != "-", format == nil, OutputFormat(path: output) == nil else { return }
        throw ValidationError("cannot tell the format from '\(output)': add --format or use a known extension")
    }

    func run() throws {
        let chosen = format ?? output.flatMap(OutputFormat.init(path:)) ?? .dot
        let destination = output ?? "-"
        if destination == "-" && !chosen.isText {
            throw ValidationError("\(chosen.rawValue) is binary: give --output FILE")
        }
        do {
            let graph = try GraphLoading.load(paths: paths, roots: roots)
            try Output.write(try GraphOutput.bytes(of: graph, as: chosen, layout: layout), to: destination)
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        }
    }
}

/// Turns a graph into the bytes of a format.
enum GraphOutput {
    static func bytes(of graph: NavigationGraph, as format: OutputFormat, layout: LayoutEngine?) throws -> [UInt8] {
        switch format {
        case .json: return Array(JSONGraphWriter.write(graph).utf8)
        case .mermaid: return Array(MermaidGraphWriter.write(graph).utf8)
        case .dot: return Array(DOTGraphWriter.write(graph).utf8)
        case .svg, .png, .pdf:
            return try Rendering.render(dot: DOTGraphWriter.write(graph), format: format.renderFormat!,
                                        layout: layout, source: "<map>")
        }
    }
}
