import Foundation
import Testing

/// One `flowgraph scan` writes several files (the plugin's SVG, Mermaid and HTML), reading the
/// sources once; each file is what a scan of its own would write, and a refusal writes none.
struct SeveralOutputsTests {
    private let sample = "Samples/Tutorial/TutorialApp"

    @Test func eachOutputIsWhatItsOwnScanWrites() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = [("map.mmd", "mermaid"), ("map.json", "json"), ("map.dot", "dot")]
        let names = ["map.svg"] + texts.map(\.0)
        let together = try CLIRunner.run(["scan", sample] + names.flatMap { ["--output", folder.appendingPathComponent($0).path] })
        #expect(together.status == 0, "\(together.stderr)")
        #expect(try CLIRunner.files(in: folder).sorted() == names.sorted())
        for (name, format) in texts {
            let alone = try CLIRunner.run(["scan", sample, "--format", format, "--output", "-"])
            let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(written == alone.stdout, "\(name) differs from a scan of its own")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("map.svg"), encoding: .utf8).contains("<svg"))
    }

    /// A Mermaid map over GitHub's limits refuses the whole run: not even the SVG beside it is
    /// written (or, with --allow-oversize, every file is).
    @Test func aRefusedOutputLeavesNoneBehind() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.swift")
        // 600 screens pushed from one: over GitHub's 500 edges for Mermaid.
        let flows = (0..<600).map { "lazy var s\($0) = Flow(with: S\($0)())" }.joined(separator: "\n")
        let pushes = (0..<600).map { "vc.on\($0) = lets.push(self.s\($0))" }.joined(separator: "\n")
        let screens = (0..<600).map { "final class S\($0) {}" }.joined(separator: "\n")
        try """
            import FlowKit
            final class Hub { var \((0..<600).map { "on\($0): () -> Void = {}" }.joined(separator: "; var ")) }
            \(screens)
            final class Big {
            lazy var hub = Flow(with: Hub()) { [unowned self] vc, lets in
            \(pushes)
            }
            \(flows)
            }
            """.write(to: app, atomically: true, encoding: .utf8)
        let outputs = ["big.svg", "big.mmd"].flatMap { ["--output", folder.appendingPathComponent($0).path] }
        let refused = try CLIRunner.run(["scan", app.path, "--publish-width", "0"] + outputs)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("--allow-oversize"))
        #expect(try CLIRunner.files(in: folder) == ["App.swift"], "nothing written when one output is refused")
        let allowed = try CLIRunner.run(["scan", app.path, "--publish-width", "0", "--allow-oversize"] + outputs)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try CLIRunner.files(in: folder).sorted() == ["App.swift", "big.mmd", "big.svg"])
    }

    @Test(arguments: [
        (["--output", "a.svg", "--output", "b.mmd", "--format", "dot"], "with several, each file's extension names its own"),
        (["--output", "-", "--output", "-"], "standard output) can be given once"),
        (["--output", "a.svg", "--output", "a.svg"], "--output a.svg is given twice"),
        (["--output", "a.svg", "--output", "a.weird"], "cannot tell the format from 'a.weird'"),
    ])
    func contradictoryOutputsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CLIRunner.run(["scan", sample] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
