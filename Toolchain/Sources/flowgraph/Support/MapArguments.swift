import ArgumentParser
@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowGraphRendering

/// `--format`'s values: every format of the registry, by name.
extension MapFormat: @retroactive ExpressibleByArgument {
    /// The format named `argument`.
    public init?(argument: String) {
        guard let format = MapFormatRegistry.drawing.format(named: argument) else { return nil }
        self = format
    }

    /// The names, in the registry's order, for help and errors.
    public static var allValueStrings: [String] { MapFormatRegistry.drawing.formats.map(\.name) }
}
extension LayoutEngine: ExpressibleByArgument {}

/// Where a map flows: chosen by its shape, or one of Graphviz's four directions.
enum DirectionChoice: String, CaseIterable, ExpressibleByArgument {
    case auto
    case TB, LR, BT, RL

    /// The writer's direction; `nil` for `auto`.
    var rankDirection: DOTOptions.RankDirection? { DOTOptions.RankDirection(rawValue: rawValue) }
}

/// Whether drawn maps carry a legend.
enum LegendChoice: String, CaseIterable, ExpressibleByArgument {
    /// The styles and marks the map uses.
    case used
    /// No legend.
    case none
}

/// The colours of SVG maps (``MapColorScheme``).
enum ColorSchemeChoice: String, CaseIterable, ExpressibleByArgument {
    case light, dark, auto

    /// The writers' scheme.
    var scheme: MapColorScheme {
        switch self {
        case .light: .light
        case .dark: .dark
        case .auto: .auto
        }
    }
}

/// The options every command that draws maps shares.
struct MapArguments: ParsableArguments {
    func validate() throws {
        if expandPlacements && foldPlacements {
            throw ValidationError("--expand-placements and --fold-placements contradict each other: give one")
        }
        if publishWidth < 0 { throw ValidationError("--publish-width must be 0 (no check) or a width in px") }
        // An empty `--title` would title a page with nothing.
        if title?.isEmpty == true { throw ValidationError("--title must not be empty") }
    }

    @Option(name: .customLong("root"), help: "A flow id the app starts from (repeatable), e.g. --root AppFlows.launch.")
    var roots: [String] = []

    @Option(help: "Where the map flows; auto picks top-down or left-right by the map's shape.")
    var direction: DirectionChoice = .auto

    @Option(help: "The legend of drawn maps: the styles and marks the map uses, or none.")
    var legend: LegendChoice = .used

    @Flag(help: "Drop the screen types' common suffix (see --name-suffix) from labels: CartViewController → Cart.")
    var shortNames = false

    @Flag(help: "Draw each placement of a reused flow group apart (maps draw each declaration once, with every placement's routes).")
    var expandPlacements = false

    @Flag(help: "Fold placements in JSON too (maps fold them by default; JSON lists every placement).")
    var foldPlacements = false

    @Option(help: "The width, in CSS px, of the column the picture is read in (900: GitHub, docs); a map too wide for legible text there drops its sublines, then is reported. 0: no check.")
    var publishWidth = MapLegibility.defaultPublishWidth

    @Option(help: "The suffix --short-names drops.")
    var nameSuffix = "ViewController"

    @Option(help: "Graphviz layout engine for drawn maps. Default: chosen by size; an explicit engine keeps its tuned settings.")
    var layout: LayoutEngine?

    @Option(help: "A URL prefix that turns source locations into links (<base>/<file>#L<line>), e.g. a repository browser at a commit.")
    var linkBase: String?

    @Option(help: "SVG colours: light, dark (offer both through <picture>), or auto (following the reader's system).")
    var colorScheme: ColorSchemeChoice = .light

    @Option(help: "The app's name, titling the interactive page and the docs (their DocC catalog is named after it). Default: the name of the one Xcode project in the folder, else the package's or module's.")
    var title: String?

    /// The writers' options.
    var options: MapOptions {
        var options = MapOptions(direction: direction.rankDirection, includesLegend: legend == .used, linkBase: linkBase,
                                 layoutEngine: layout?.rawValue)
        options.colorScheme = colorScheme.scheme
        options.publishWidth = publishWidth > 0 ? publishWidth : nil
        return options
    }

    /// `graph` as `format` shows it: a drawing folds placements unless asked to expand them,
    /// JSON only when asked to; short names if asked for.
    func labelled(_ graph: NavigationGraph, as format: MapFormat) -> NavigationGraph {
        let folds = format.isDrawing ? !expandPlacements : foldPlacements
        return named(folds ? graph.foldingPlacements() : graph)
    }

    /// `graph` with short names, if asked for, and every placement as it is.
    func named(_ graph: NavigationGraph) -> NavigationGraph {
        shortNames ? graph.droppingScreenSuffix(nameSuffix) : graph
    }
}
