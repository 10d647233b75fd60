import FlowGraphFuzzing
import Foundation
import Testing

/// The fuzz target's short run: a few hundred seeded mutations of real Swift through the
/// scanner and every writer. `Scripts/fuzz` runs the same body a million times in release.
struct FuzzShortRunTests {
    /// The repository's root, found from this file's path in Toolchain/Tests/FlowGraphFuzzTests.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The samples' flows and screens (real Swift that uses every part of the DSL), and an app
    /// in Objective-C with a storyboard, which the other readers start from.
    static let corpus = SeedCorpus.load([packageRoot.appendingPathComponent("Samples").path,
                                         packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/LegacyApp").path])

    /// Debug builds of SwiftSyntax parse a hundred times slower than release ones, so the
    /// short run keeps inputs to a few lines and a few hundred of them.
    @Test func threeHundredMutationsKeepEveryInvariant() {
        #expect(Self.corpus.count >= 3, "the samples are the seed corpus")
        let campaign = FuzzCampaign(mutator: SourceMutator(corpus: Self.corpus, seed: 7, windowLines: 16), deepEvery: 60)
        let outcome = campaign.run(0..<300)
        #expect(outcome.inputs == 300)
        #expect(outcome.failureCount == 0, "\(outcome.failures.prefix(3).map { "input \($0.index): \($0.problems)" })")
    }

    @Test func inputsReplayFromTheirSeedAndIndex() {
        let first = SourceMutator(corpus: Self.corpus, seed: 99)
        let again = SourceMutator(corpus: Self.corpus, seed: 99)
        #expect((0..<50).allSatisfy { first.input($0) == again.input($0) })
        #expect(Set((0..<50).map(first.input)).count > 40, "mutations vary")
    }

    /// Inputs that once broke something, minimised; each must now pass every check.
    @Test(arguments: RegressionInputs.all)
    func minimisedFindingsStayFixed(_ input: String) {
        #expect(FuzzTarget.run(input, deep: true).isEmpty)
    }

    @Test func theShapeChecksCatchBrokenOutput() {
        #expect(!MermaidShapeCheck.problems(in: "flowchart LR\n  n0(\"a\"\")\n").isEmpty)
        #expect(!MermaidShapeCheck.problems(in: "flowchart LR\n  n0(\"a\")\n  n0 -->|\"x\"| n1\n").isEmpty)
        #expect(!MermaidShapeCheck.problems(in: "flowchart LR\n  subgraph g0[\"x\"]\n").isEmpty)
        #expect(MermaidShapeCheck.problems(in: "flowchart LR\n  n0(\"a\")\n  n1[\"b\"]\n  n0 -->|\"x y\"| n1\n").isEmpty)
        // The app's own node is Mermaid's asymmetric shape; Scripts/fuzz found the check refusing it.
        #expect(MermaidShapeCheck.problems(in: "flowchart LR\n  n0>\"<b>App</b>\"]\n  n1[\"b\"]\n  n0 -->|\"x\"| n1\n").isEmpty)
        #expect(!MermaidShapeCheck.problems(in: "flowchart LR\n  n0>\"<b>App</b>\"\n").isEmpty)
        #expect(!DOTShapeCheck.problems(in: "digraph \"G\" {\n  \"a\\\" -> b\n}\n").isEmpty)
        #expect(!DOTShapeCheck.problems(in: "digraph \"G\" {\n  a [label=<<B>x</B>]\n}\n").isEmpty)
        #expect(DOTShapeCheck.problems(in: "digraph \"G\" {\n  a [label=<<B>x</B>>]\n}\n").isEmpty)
        #expect(!DOTShapeCheck.parseProblems(in: "digraph { a -> }").isEmpty)
    }
}

/// Minimised inputs from fuzzing and from the hostile-input work, kept as regression tests.
enum RegressionInputs {
    static let all: [String] = [
        // Deep nesting inside a flow's binding: the parser's recursion needs the scanner's big stacks.
        "final class F { lazy var a = Flow(with: S()) { vc, lets in vc.on = lets.push(" + String(repeating: "(", count: 3_000) + " } }",
        // Unterminated string and raw string inside a DSL file.
        "let a = Flow(with: S()) { vc, lets in vc.on = lets.push(\"\\(\") }\nlet b = #\"",
        // Found by Scripts/fuzz: 24 nested '[' hung SwiftParser's lookahead for minutes; now skipped with a warning.
        "final class A { lazy var a = Flow(with: S()) }\nlet x = " + String(repeating: "@[", count: 24),
        // Found by Scripts/fuzz: a closure whose `lets` parameter lost its name crashed the verb search.
        "let a = Flow {(() -> Void)?\n [unowned self] lets in }\n",
        // Hostile names reach the writers through identifiers with backticks and Unicode.
        "final class `Fl\"ow<s>` { lazy var `é\u{301}&` = Flow(with: שלום()) { vc, lets in vc.`on\\` = lets.present(self.`x`) } }",
    ]
}
