import Foundation
import Testing

/// `--module NAME=PATH` tells the scanner which target each file belongs to.
@Suite struct ModuleOptionTests {
    static let corpus = "Toolchain/Tests/ScannerCorpora/TwoModules"

    @Test func collidingNamesBecomeOneScreenPerModule() throws {
        let result = try CLIRunner.run(["scan", Self.corpus, "--format", "json", "--output", "-",
                                        "--module", "Home=\(Self.corpus)/Sources/Home",
                                        "--module", "Settings=\(Self.corpus)/Sources/Settings"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""id": "Home.Flows.home""#))
        #expect(result.stdout.contains(#""id": "Settings.Flows.home""#))
        #expect(!result.stdout.contains(#""id": "Flows.home""#))
    }

    @Test func aValueWithoutNameAndPathIsAUsageError() throws {
        let result = try CLIRunner.run(["check", Self.corpus, "--module", "Home"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--module Home: expected NAME=PATH"))
    }
}
