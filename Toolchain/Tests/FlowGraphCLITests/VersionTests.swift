import Foundation
import Testing

/// `flowgraph --version` answers as installed Swift CLIs do: the release alone on standard output.
struct VersionTests {
    @Test func versionPrintsTheReleaseAndExitsZero() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        let printed = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(printed.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "printed \(printed)")
    }
}
