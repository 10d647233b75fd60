import ArgumentParser
@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowGraphRendering

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
              flowgraph scan Sources/ --output map.html --link-base https://example.com/app/blob/main
              flowgraph scan Sources/ --group CheckoutGroup --format mermaid --output -
              flowgraph scan Sources/ --focus ShopFlow.cart --depth 2 --output cart.svg
              flowgraph scan Sources/ --overview --output groups.svg
              flowgraph scan Sources/ -o map.svg -o map.mmd -o map.html   # one scan, three files
            """)

    @Argument(help: "Swift files or folders (searched recursively, skipping .build* and hidden folders).")
    var paths: [String]

    @Option(help: "The map's format. Default: the output's extension, else dot.")
    var format: MapFormat?

    @Option(name: .shortAndLong, help: "The file to write; `-` for standard output (text formats). Repeat it to write several formats from one scan, each named by its extension. Example: --output map.svg")
    var output: [String] = []

    @OptionGroup var map: MapArguments

    @OptionGroup var sources: ModuleArguments

    @Option(help: "Draw one flow group, with the screens that lead in or out as stubs.")
    var group: String?

    @Option(help: "Draw one screen (by id) and its neighbourhood (see --depth).")
    var focus: String?

    @Option(help: "How many verbs away from --focus screens are drawn.")
    var depth = 1

    @Flag(help: "Draw the flow groups alone, with the verbs between them counted.")
    var overview = false

    @Flag(help: "Write a Mermaid map even when it is over GitHub's limits (GitHub shows an error box instead).")
    var allowOversize = false

    func validate() throws {
        if [group != nil, focus != nil, overview].filter({ $0 }).count > 1 {
            throw ValidationError("--group, --focus and --overview each choose the view: give one")
        }
        if depth < 0 { throw ValidationError("--depth must be 0 or more") }
        if output.count > 1 {
            if format != nil {
                throw ValidationError("--format names the format of one --output; with several, each file's extension names its own")
            }
            if output.filter({ $0 == "-" }).count > 1 { throw ValidationError("--output - (standard output) can be given once") }
            if let twice = Dictionary(grouping: output, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
                throw ValidationError("--output \(twice) is given twice")
            }
        }
        for destination in destinations {
            if destination.path != "-", format == nil, MapFormatRegistry.drawing.format(path: destination.path) == nil {
                throw ValidationError("cannot tell the format from '\(destination.path)': add --format or use a known extension")
            }
            if destination.path == "-" && !destination.format.isText {
                throw ValidationError("\(destination.format.name) is binary: give --output FILE")
            }
        }
    }

    /// Each file to write with its format: the `--output`s given (standard output without one),
    /// each in `--format` or else the format its extension names, else DOT.
    var destinations: [(path: String, format: MapFormat)] {
        (output.isEmpty ? ["-"] : output).map { path in
            (path, format ?? (path == "-" ? nil : MapFormatRegistry.drawing.format(path: path)) ?? .dot)
        }
    }

    /// The view the options choose.
    var view: MapView {
        if let group { return .group(group) }
        if let focus { return .focus(focus, depth: depth) }
        return overview ? .overview : .whole
    }

    func run() throws {
        let destinations = destinations
        do {
            for destination in destinations { try Output.checkDestination(destination.path) }
            // Sources are read once for every output. Without --root, the map starts where
            // `check` would check from.
            let graph = try GraphLoading.load(paths: paths, roots: map.roots, modules: sources.assignments())
                .inferringRoots()
            // A drawing of an app with no flow groups yet clusters its screens by folder (and
            // --group and --overview cut by folder); the JSON carries the graph as read.
            let grouped = graph.groupingPlainScreensByFolder()
            let drawn = try GraphOutput.cut(grouped, view)
            // (A folder named by --group is cut from the drawing's graph.)
            let carried = destinations.contains { !$0.format.isDrawing } ? (try? GraphOutput.cut(graph, view)) ?? drawn : drawn
            let options = map.options(titling: paths)
            // Every file is made before any is written, so a refusal leaves none behind.
            var made: [(path: String, file: MapFile)] = []
            for (path, format) in destinations {
                let cut = format.isDrawing ? drawn : carried
                let file = try GraphOutput.file(of: map.labelled(cut, as: format), as: format, options: options)
                for warning in file.warnings { Diagnostics.warn(path, warning) }
                if let illegible = file.illegible {
                    Diagnostics.warn(path, GraphOutput.legibilityAdvice(illegible, graph: grouped, view: view, map: map))
                }
                if let problem = file.limitProblem {
                    guard allowOversize else {
                        throw UsageFailure(path: path, message: problem + "; or pass --allow-oversize to write it anyway")
                    }
                    Diagnostics.warn(path, problem)
                }
                made.append((path, file))
            }
            for (path, file) in made { try Output.write(file.bytes, to: path) }
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        }
    }
}

extension MapView {
    /// Whether the view is one flow group.
    fileprivate var isGroup: Bool {
        switch self {
        case .group: true
        case .whole, .focus, .overview: false
        }
    }
}

/// Turns a graph into the bytes of a format, reporting failures as usage failures.
enum GraphOutput {
    static func cut(_ graph: NavigationGraph, _ view: MapView) throws -> NavigationGraph {
        do {
            return try graph.cut(view)
        } catch {
            throw UsageFailure(path: "<map>", message: error.description)
        }
    }

    /// What to say of a picture whose text stays too small where it is published: the sizes,
    /// shorter names where the screens' types share the suffix `--short-names` drops (the
    /// sample shop's map fits 900 px with them and not without), and the views that draw fewer
    /// screens at once.
    /// - Parameters:
    ///   - illegible: The picture's text sizes.
    ///   - graph: The whole map the picture was cut from.
    ///   - view: The view drawn.
    ///   - map: The map options given: whether names are short already, and the suffix.
    ///   - suggestingDocs: Whether to suggest `flowgraph docs` (not to a page it wrote).
    static func legibilityAdvice(_ illegible: MapLegibility, graph: NavigationGraph, view: MapView,
                                 map: MapArguments, suggestingDocs: Bool = true) -> String {
        func px(_ size: Double) -> String { String(format: "%.1f px", size) }
        var shorter = ""
        if !map.shortNames, !map.nameSuffix.isEmpty,
           let long = graph.nodes.first(where: { $0.kind == .screen && $0.screen.hasSuffix(map.nameSuffix) && $0.screen != map.nameSuffix }) {
            shorter = "draw shorter names with --short-names (\(long.screen) → \(long.screen.dropLast(map.nameSuffix.count))), or "
        }
        var ways: [String] = []
        let groups = graph.groupNames
        if view == .whole, groups.count > 1 { ways.append("--overview (its \(groups.count) groups)") }
        if !groups.isEmpty, !view.isGroup {
            ways.append("--group NAME (" + groups.prefix(4).joined(separator: ", ") + (groups.count > 4 ? ", …)" : ")"))
        }
        ways.append("--focus SCREEN --depth 1")
        if suggestingDocs { ways.append("flowgraph docs (an overview and a page per group)") }
        return "in a \(map.publishWidth) px column, screen names would be \(px(illegible.nameSize)) and labels "
            + "\(px(illegible.labelSize)) (legible: \(px(MapLegibility.nameMinimum)) and \(px(MapLegibility.labelMinimum))); "
            + "the picture is not shrunk: " + shorter + "draw fewer screens at once with " + ways.joined(separator: ", ")
            + ", or --publish-width 0 to skip this check"
    }

    static func file(of graph: NavigationGraph, as format: MapFormat, options: MapOptions) throws -> MapFile {
        do {
            return try format.writer.file(of: graph, options: options)
        } catch let error as RenderError {
            throw UsageFailure(path: "<map>", message: error.description)
        }
    }
}
