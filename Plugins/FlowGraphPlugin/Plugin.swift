import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowgraph --target App --output docs/`
///
/// Writes each named target's navigation map as `<Target>.svg` (for DocC and the web) and
/// `<Target>.mmd` (Mermaid, for Markdown) into the output folder (default `docs/`, relative to
/// the package), by running the `flowgraph` tool over the target's sources. Without `--target`,
/// every Swift target of the package is mapped. Extra `--root ID` options are passed on.
@main
struct FlowGraphPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "docs"
        let roots = extractor.extractOption(named: "root")
        let folder = output.hasPrefix("/") ? URL(fileURLWithPath: output)
            : context.package.directoryURL.appendingPathComponent(output)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        // Only Swift targets can declare flows; flowgraph refuses a folder without Swift files.
        let targets = targetNames.isEmpty
            ? context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            : try context.package.targets(named: targetNames).compactMap { $0 as? SwiftSourceModuleTarget }
        let tool = try context.tool(named: "flowgraph")
        for target in targets {
            for format in ["svg", "mmd"] {
                let file = folder.appendingPathComponent("\(target.name).\(format)")
                var arguments = ["scan", target.directoryURL.path, "--output", file.path]
                for root in roots { arguments += ["--root", root] }
                try run(tool.url, arguments)
                print("wrote \(file.path)")
            }
        }
    }

    private func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
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
