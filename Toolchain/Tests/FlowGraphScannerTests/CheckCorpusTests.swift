import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// `check` on scanned apps, without `--root`: roots inferred whatever the shape, and one
/// mistake reported once.
struct CheckCorpusTests {
    private func checked(_ corpus: String) throws -> [Diagnostic] {
        let path = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/\(corpus)").path
        return NavigationChecker.check(try SourceScanner().scan(paths: [path]).graph)
    }

    @Test func anAppWhoseEveryScreenIsTargetedIsCheckedFromItsFirstScreen() throws {
        let found = try checked("CyclicApp")
        #expect(!found.contains { $0.check == .unreachableScreen })
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("checking from LoopFlows.launch, declared first; pass --root to choose") == true)
    }

    /// The correct corpora check clean, as `check --strict` requires: no error, no warning.
    @Test(arguments: ["Tests/GraphFixtures/ReusedFeatureFixtures.swift", "Tests/GraphFixtures/RecallFixtures.swift",
                      "Toolchain/Tests/ScannerCorpora/ForeignFlow"])
    func aCorrectCorpusChecksClean(path: String) throws {
        let scanned = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(path).path])
        let found = NavigationChecker.check(scanned.graph).filter { $0.severity != .note }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    private static let readme = "Tests/FlowKit020AcceptanceTests/ReadmeExamples.swift"

    @Test func theReadmeExamplesAsWrittenHaveNoErrors() throws {
        let path = Scan.packageRoot.appendingPathComponent(Self.readme).path
        let found = NavigationChecker.check(try SourceScanner().scan(paths: [path]).graph)
        #expect(found.filter { $0.severity == .error }.isEmpty)
    }

    /// Before: the misspelt target made `dashboardScreen` an inferred root, and its pop, popToRoot
    /// and popTo(loginScreen) three false errors.
    @Test func theReadmeMainFlowWithAMistypedTargetGivesExactlyOneError() throws {
        let text = try String(contentsOf: Scan.packageRoot.appendingPathComponent(Self.readme), encoding: .utf8)
        let correct = "screen.onLogin = lets.push(self.dashboardScreen)"
        #expect(text.contains(correct))
        let mistyped = text.replacingOccurrences(of: correct, with: "screen.onLogin = lets.push(self.dashbordScreen)")
        let found = NavigationChecker.check(Scan.text(mistyped, path: Self.readme).graph)
        let errors = found.filter { $0.severity == .error }
        #expect(errors.map(\.check) == [.unresolvedTarget])
        #expect(errors.first?.message.contains("'dashbordScreen'") == true)
        #expect(errors.first?.node == "MainFlow.loginScreen")
        #expect(found.filter { $0.severity == .warning }.isEmpty)
    }
}
