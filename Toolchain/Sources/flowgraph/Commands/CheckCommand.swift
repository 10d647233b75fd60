import ArgumentParser
import FlowGraph

/// `flowgraph check`: the navigation lint.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Finds navigation bugs: unreachable screens, impossible popTo, dismiss of never-presented screens…",
        discussion: """
            Checks: \(GraphCheck.allCases.map(\.rawValue).joined(separator: ", ")).
            Without --root, each group of screens with nothing leading in supplies a root.
            Exit status: 0 clean; 1 errors found (or warnings, with --strict); 2 unusable input.

            Examples:
              flowgraph check Sources/
              flowgraph check Sources/ --root AppFlows.launch --strict
            """)

    @Argument(help: "Swift files or folders (searched recursively, skipping .build* and hidden folders).")
    var paths: [String]

    @Option(name: .customLong("root"), help: "A flow id the app starts from (repeatable), e.g. --root AppFlows.launch.")
    var roots: [String] = []

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @OptionGroup var sources: ModuleArguments

    func run() throws {
        let graph: NavigationGraph
        do {
            graph = try GraphLoading.load(paths: paths, roots: roots, modules: sources.assignments())
        } catch let failure as UsageFailure {
            throw Diagnostics.fail(failure)
        }
        let findings = NavigationChecker.check(graph)
        for finding in findings { Diagnostics.print(finding.description) }
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failing { throw ExitCode(1) }
    }
}
