import Foundation
import Testing

/// `--title`: the interactive page names the app, by default as `flowgraph docs` does.
@Suite struct MapTitleTests {
    /// Scan arguments, and the name the page's title and heading give.
    static let cases: [(arguments: [String], name: String)] = [
        (["Samples/ShopApp/ShopKit"], "ShopKit"),
        (["Samples/Tutorial/TutorialApp/TutorialFlows.swift"], "TutorialApp"),
        (["Samples/ShopApp/ShopKit", "--title", "Shop & <Co>"], "Shop &amp; &lt;Co&gt;"),
    ]

    @Test(arguments: cases.indices)
    func thePageIsTitledByTheApp(_ index: Int) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (arguments, name) = Self.cases[index]
        let page = folder.appendingPathComponent("map.html")
        let run = try CLIRunner.run(["scan"] + arguments + ["--output", page.path])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<title>\(name) · navigation map</title>"), "\(arguments)")
        #expect(html.contains("<h1>\(name)</h1>"), "\(arguments)")
    }

    @Test(arguments: ["scan", "docs"])
    func anEmptyTitleIsAUsageError(_ command: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CLIRunner.run([command, "Samples/ShopApp/ShopKit", "--title", "", "--output", folder.appendingPathComponent("out.html").path])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--title must not be empty"), "\(run.stderr)")
    }
}
