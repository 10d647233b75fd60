import Foundation
import Testing

/// `flowgraph scan` end to end, through the built executable.
struct ScanCommandTests {
    private let sample = "Samples/Tutorial/TutorialApp"

    @Test func writesDOTToStandardOutputByDefault() throws {
        let result = try CLIRunner.run(["scan", sample])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph"))
        #expect(result.stdout.contains("TutorialFlows.login"))
    }

    @Test(arguments: ["json", "mermaid", "dot"])
    func writesTextFormatsToStandardOutputWithDash(format: String) throws {
        let result = try CLIRunner.run(["scan", sample, "--format", format, "--output", "-"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("TutorialFlows.dashboard"))
    }

    /// Without --root a map starts where `check` checks from, so every sample's map has the
    /// start its documentation names with --root.
    @Test(arguments: [("Samples/ShopApp/ShopKit", "OnboardingGroup.welcome"),
                      ("Samples/Tutorial/TutorialApp", "TutorialFlows.tutorial"),
                      ("Samples/Movies/MoviesKit", "OnboardingGroup.welcome")])
    func aMapWithoutRootStartsWhereCheckDoes(sample: String, start: String) throws {
        let result = try CLIRunner.run(["scan", sample, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["roots"] as? [String] == [start])
    }

    /// An app whose own code starts a navigator: its map starts there, not where inference
    /// would (the first declared screen of a cycle, and a screen nothing leads to), and
    /// `--root` still replaces it.
    @Test(arguments: [([String](), ["AppFlows.home"]), (["--root", "AppFlows.splash"], ["AppFlows.splash"])])
    func aMapStartsWhereTheAppStartsUnlessRootSaysOtherwise(options: [String], roots: [String]) throws {
        let folder = try CLIRunner.temporaryFolder()
        try """
            import FlowKit
            final class SplashScreen { var onDone: () -> Void = {} }
            final class HomeScreen { var onLogout: () -> Void = {} }
            final class DebugScreen {}
            final class AppFlows {
                lazy var splash = Flow(with: SplashScreen()) { [unowned self] vc, lets in vc.onDone = lets.setWindowRoot(self.home) }
                lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in vc.onLogout = lets.setWindowRoot(self.splash) }
                lazy var debug = Flow(with: DebugScreen()) { _, _ in }
            }
            """.write(to: folder.appendingPathComponent("AppFlows.swift"), atomically: true, encoding: .utf8)
        try """
            import FlowKit
            let navigator = HeadlessNavigator()
            navigator.start(AppFlows().home)
            """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["scan", folder.path, "--format", "json"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["roots"] as? [String] == roots)
    }

    @Test func jsonFollowsTheContract() throws {
        let result = try CLIRunner.run(["scan", sample, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let edges = try #require(object["edges"] as? [[String: Any]])
        #expect(edges.contains { $0["label"] as? String == "onLogin" && $0["action"] as? String == "push" })
        let file = try #require(edges.first?["file"] as? String)
        #expect(file.hasPrefix(sample))
    }

    @Test(arguments: [("map.svg", "<svg"), ("map.png", "\u{89}PNG"), ("map.pdf", "%PDF-")])
    func infersPicturesFromTheExtension(name: String, signature: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        let output = folder.appendingPathComponent(name).path
        let result = try CLIRunner.run(["scan", sample, "--output", output])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.count > 1_000)
        let head = String(decoding: data.prefix(400), as: UTF8.self)
        #expect(head.contains(signature) || data.starts(with: Array(signature.unicodeScalars.map { UInt8($0.value) })))
        #expect(try CLIRunner.files(in: folder) == [name])
    }

    @Test func helpExplainsOptionsWithExamples() throws {
        let result = try CLIRunner.run(["scan", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("--layout"))
    }
}
