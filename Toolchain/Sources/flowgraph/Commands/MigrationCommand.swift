import ArgumentParser
import FlowGraph
import FlowGraphScanner

/// `flowgraph migration`: how far an app has moved to FlowKit.
struct MigrationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migration",
        abstract: "Says which screens already navigate through FlowKit flows and which still use UIKit code or storyboards.",
        discussion: """
            Reads the whole app (flows, Swift, Objective-C, storyboards and xibs) as scan does and \
            writes a Markdown report: the share of screens that navigate through flows, how the \
            map's edges are known (declared or inferred), and every screen, those still to move \
            first, the busiest first.

            Examples:
              flowgraph migration App/
              flowgraph migration App/ --output docs/migration.md --title Shop
            """)

    @Argument(help: "Sources: Swift, Objective-C, storyboard and xib files or folders (searched recursively).")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The Markdown file to write; `-` (the default) for standard output.")
    var output = "-"

    @Option(help: "The app's name, titling the report. Default: the name of the one Xcode project in the folder, else the package's or module's.")
    var title: String?

    @OptionGroup var sources: ModuleArguments

    func validate() throws {
        if title?.isEmpty == true { throw ValidationError("--title must not be empty") }
    }

    func run() throws {
        do {
            try Output.checkDestination(output)
            let scan = try GraphLoading.scan(paths: paths, roots: [], modules: sources.assignments())
            let report = MigrationReport(scan.graph, unresolvedCalls: scan.unresolvedUIKitCalls)
            try Output.write(report.markdown(title: title ?? DocsTitle.of(paths)), to: output)
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        }
    }
}
