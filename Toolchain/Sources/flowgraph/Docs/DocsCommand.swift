import ArgumentParser
@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowGraphRendering
import Foundation

/// `flowgraph docs`: documentation of an app's navigation, one page per flow group.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Writes documentation pages of the navigation: an index with the main journeys and the overview map, one page per flow group.",
        discussion: """
            GitHub Markdown (README.md and one page per group, each map as SVG beside Mermaid \
            within GitHub's limits), or a DocC catalog (--format docc) for \
            `swift package generate-documentation`. A group placed several times is described \
            once, with where each of its ways in routes its outputs; each map's legend is \
            written below it. An app with no flow groups yet (plain UIKit, SwiftUI or \
            Objective-C) has a page per folder of its screens instead. Source locations link to \
            --link-base, or, in Markdown, relative to the folder the command runs in.

            Examples:
              flowgraph docs Sources/ --output docs/navigation --root AppFlows.launch
              flowgraph docs Sources/ --output Sources/App/App.docc/.. --format docc --title App
            """)

    /// The kind of documentation.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case markdown, docc
    }

    @Argument(help: "Swift files or folders (searched recursively, skipping .build* and hidden folders).")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The folder to write the pages into; created if its parent exists.")
    var output: String

    @Option(help: "Markdown pages for GitHub, or a DocC catalog.")
    var format: Format = .markdown

    @OptionGroup var map: MapArguments

    @OptionGroup var sources: ModuleArguments

    func run() throws {
        do {
            let folder = URL(fileURLWithPath: output)
            try Output.checkDestination(folder.path)
            // An app without flow groups yet is documented a folder at a time.
            let loaded = try GraphLoading.load(paths: paths, roots: map.roots, modules: sources.assignments()).inferringRoots()
                .groupingPlainScreensByFolder()
            // The text is written from every placement apart (it tells their routes apart); the
            // pictures are drawn as the map options draw any map.
            let files = try DocsSite(placed: map.named(loaded), drawn: map.labelled(loaded, as: .svg), title: map.title(of: paths),
                                     format: format, options: map.options,
                                     sourcePrefix: Self.prefix(toCurrentFolderFrom: output)).files()
            for (path, file) in files {
                let target = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                for warning in file.warnings { Diagnostics.warn(target.path, warning) }
                if let illegible = file.illegible {
                    Diagnostics.warn(target.path, GraphOutput.legibilityAdvice(illegible, graph: loaded, view: .whole, map: map,
                                                                               suggestingDocs: false))
                }
                try Output.write(file.bytes, to: target.path)
            }
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        } catch let error as CocoaError {
            throw Diagnostics.fail(UsageFailure(path: output, message: "cannot create the output: \(error.localizedDescription)"))
        }
    }

    /// `../` once per folder of a relative `output`, leading from it back to the current
    /// folder (which the sources' paths are relative to); `nil` for absolute or upward paths.
    static func prefix(toCurrentFolderFrom output: String) -> String? {
        guard !output.hasPrefix("/") else { return nil }
        let parts = output.split(separator: "/").filter { $0 != "." }
        guard !parts.contains("..") else { return nil }
        return String(repeating: "../", count: parts.count)
    }
}

/// Every file of the documentation, made in memory before anything is written, so a failed
/// layout leaves nothing half-written.
struct DocsSite {
    /// The map with every placement of a flow group apart, which the text describes.
    let placed: NavigationGraph
    /// The map as the pictures draw it.
    let drawn: NavigationGraph
    let title: String
    let format: DocsCommand.Format
    let options: MapOptions
    let sourcePrefix: String?

    /// Paths relative to the output folder, with their content.
    func files() throws -> [(String, MapFile)] {
        let flavor: DocsPages.Flavor = format == .docc ? .docC : .gitHub
        let pages = DocsPages(model: DocsModel(placed: placed), title: title, flavor: flavor, options: options,
                              sourcePrefix: sourcePrefix)
        let overview = try GraphOutput.cut(drawn, .overview)
        let catalog = DocsPages.pageName(title)
        let (folder, pictures, index) = format == .docc
            ? ("\(catalog).docc/", "\(catalog).docc/Resources/", "\(catalog).docc/\(catalog).md")
            : ("", "", "README.md")
        var files: [(String, MapFile)] = [(index, MapFile(bytes: Array(pages.index(overview: overview).utf8)))]
        files += try self.pictures(of: overview, named: pictures + "overview", flavor: flavor)
        for name in drawn.groupNames {
            let map = try GraphOutput.cut(drawn, .group(name))
            let page = DocsPages.pageName(name)
            files.append((folder + page + ".md", MapFile(bytes: Array(pages.page(group: name, map: map).utf8))))
            files += try self.pictures(of: map, named: pictures + page, flavor: flavor)
        }
        return files
    }

    /// `map` as a light and a dark SVG, named as `flavor`'s pages pick them by the reader's
    /// theme: `name-dark.svg` for GitHub's `<picture>`, `name~dark.svg` for DocC. Drawn
    /// without a legend: the page writes it below the picture.
    private func pictures(of map: NavigationGraph, named name: String, flavor: DocsPages.Flavor) throws
    -> [(String, MapFile)] {
        var bare = options
        bare.includesLegend = false
        var light = bare, dark = bare
        light.colorScheme = .light
        dark.colorScheme = .dark
        return [(name + ".svg", try GraphOutput.file(of: map, as: .svg, options: light)),
                (name + DocsPages.darkSuffix(flavor) + ".svg", try GraphOutput.file(of: map, as: .svg, options: dark))]
    }
}
