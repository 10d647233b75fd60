import ArgumentParser

/// `flowgraph`: navigation maps and navigation lint for apps written with FlowKit.
@main
struct FlowGraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flowgraph",
        abstract: "Draws and checks the navigation map of an app, written with FlowKit or not yet.",
        discussion: """
            Reads sources (no build needed): every Flow and the verbs bound to its screen's \
            callbacks, and UIKit's and SwiftUI's navigation in Swift, Objective-C, storyboards \
            and xibs. Writes the map (in any of scan's --format values), an \
            interactive page, or documentation pages per flow group, or checks it for \
            navigation bugs.

            Exit status: 0 success; 1 `check` found errors (or warnings, with --strict); \
            2 unusable input or arguments (ArgumentParser's own usage errors exit with 64). \
            Diagnostics go to standard error as `path:line:column: error|warning|note: message`.

            Examples:
              flowgraph scan Sources/ --output docs/map.svg
              flowgraph scan Sources/App Sources/Features --format mermaid
              flowgraph check Sources/ --root AppFlows.launch --strict
              flowgraph render map.dot --output map.pdf
              flowgraph docs Sources/ --output docs/navigation
              flowgraph migration App/ --output docs/migration.md
            """,
        version: ToolchainVersion.current,
        subcommands: [ScanCommand.self, CheckCommand.self, RenderCommand.self, DocsCommand.self, MigrationCommand.self])
}
