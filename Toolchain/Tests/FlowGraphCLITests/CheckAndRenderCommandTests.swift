import Foundation
import Testing

/// `flowgraph check` and `flowgraph render` end to end.
struct CheckAndRenderCommandTests {
    private func write(_ text: String, named name: String) throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func theSampleChecksClean() throws {
        let result = try CLIRunner.run(["check", "Samples/Tutorial/TutorialApp", "--root", "TutorialFlows.tutorial",
                                        "--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func aPlantedBugExitsWithOneAndPointsAtIt() throws {
        let source = """
        import FlowKit

        final class Screen { var onClose: (() -> Void)? }

        @MainActor final class BrokenFlows {
            lazy var start = Flow(with: Screen()) { vc, lets in
                vc.onClose = lets.dismiss()
            }
        }
        """
        let file = try write(source, named: "Broken.swift")
        let result = try CLIRunner.run(["check", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file.path):7:"))
        #expect(result.stderr.contains("error:"))
        #expect(result.stderr.contains("dismiss-never-presented"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let source = """
        import FlowKit

        final class Screen { var onNext: (() -> Void)? }

        @MainActor final class Flows {
            lazy var start = Flow(with: Screen())
            lazy var orphan = Flow(with: Screen())
        }
        """
        let file = try write(source, named: "Orphan.swift")
        let relaxed = try CLIRunner.run(["check", file.path, "--root", "Flows.start"])
        #expect(relaxed.status == 0)
        #expect(relaxed.stderr.contains("warning:"))
        let strict = try CLIRunner.run(["check", file.path, "--root", "Flows.start", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func rendersDOTToEachFormat() throws {
        let dot = try write("digraph { a -> b }", named: "tiny.dot")
        for (name, check) in [("tiny.svg", "<svg"), ("tiny.pdf", "%PDF-")] {
            let output = dot.deletingLastPathComponent().appendingPathComponent(name)
            let result = try CLIRunner.run(["render", dot.path, "--output", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            let head = String(decoding: try Data(contentsOf: output).prefix(300), as: UTF8.self)
            #expect(head.contains(check))
        }
    }

    @Test func renderRefusesAnOutputThatIsNotAPicture() throws {
        let dot = try write("digraph { a }", named: "a.dot")
        let result = try CLIRunner.run(["render", dot.path, "--output", "a.txt"])
        #expect(result.status == 64)
    }
}
