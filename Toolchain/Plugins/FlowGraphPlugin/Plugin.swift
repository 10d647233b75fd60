import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowgraph [docs] --target App --output docs/`
///
/// Maps: writes each named target's navigation map as `<Target>.svg` (for DocC and the web),
/// `<Target>.mmd` (Mermaid, for Markdown) and `<Target>.html` (the interactive map) into the
/// output folder (default `docs/`, relative to the package). With `docs` first, writes each
/// target's documentation pages into `<output>/<Target>/` instead (add `--format docc` for a
/// DocC catalog). Without `--target`, every Swift target of the package is mapped. `--root ID`
/// and `--link-base URL` are passed on.
///
/// `flowgraph` runs in the package's folder and is given the targets' folders relative to it,
/// so no output holds the paths of the machine it was made on.
@main
struct FlowGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "docs"
        var passed: [String] = []
        for root in extractor.extractOption(named: "root") { passed += ["--root", root] }
        for base in extractor.extractOption(named: "link-base") { passed += ["--link-base", base] }
        let docsFormat = extractor.extractOption(named: "format").last.map { ["--format", $0] } ?? []
        let writesDocs = extractor.remainingArguments.first == "docs"
        let package = context.package.directoryURL
        let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output) : package.appendingPathComponent(output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // Only Swift targets can declare flows; flowgraph refuses a folder without Swift files.
        let targets = targetNames.isEmpty
            ? context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            : try context.package.targets(named: targetNames).compactMap { $0 as? SwiftSourceModuleTarget }
        let tool = try context.tool(named: "flowgraph")
        for target in targets {
            let sources = Self.relative(target.directoryURL, to: package)
            // The target's module, so its ids match what the runtime walker and other targets call it.
            let module = ["--module", "\(target.name)=\(sources)"]
            if writesDocs {
                let pages = Self.relative(folder.appendingPathComponent(target.name), to: package)
                try run(tool.url, ["docs", sources, "--output", pages, "--title", target.name] + module + passed + docsFormat,
                        in: package)
                print("wrote \(pages)/")
                continue
            }
            // One scan writes the three files, so the target's sources are parsed once.
            let files = ["svg", "mmd", "html"].map { Self.relative(folder.appendingPathComponent("\(target.name).\($0)"), to: package) }
            // The Mermaid map is one of three files asked for at once: over GitHub's limits it is
            // still written, with flowgraph's warning, rather than failing the others.
            try run(tool.url, ["scan", sources] + files.flatMap { ["--output", $0] } + ["--allow-oversize"] + module + passed,
                    in: package)
            for file in files { print("wrote \(file)") }
        }
    }

    /// `url`'s path relative to `base` when it lies inside it, else its absolute path.
    static func relative(_ url: URL, to base: URL) -> String {
        let path = url.standardizedFileURL.path, root = base.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure("flowgraph \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}

/// A failed `flowgraph` run, reported by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
