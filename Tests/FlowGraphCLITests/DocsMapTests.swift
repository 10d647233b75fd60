import Foundation
import Testing

/// The maps committed under docs/ (and the DocC catalogs' copies) must be what `Scripts/docs`
/// would write now: a change to a sample's navigation that is not followed by `Scripts/docs`
/// fails here.
@Suite struct DocsMapTests {
    /// Each map of docs/: its name, root and sources, as Scripts/docs draws it.
    static let maps = [
        (name: "shop-app", root: "OnboardingGroup.welcome", sources: "Samples/ShopApp/ShopKit"),
        (name: "tutorial", root: "TutorialFlows.tutorial", sources: "Samples/Tutorial/TutorialApp"),
    ]
    static let catalogs = ["Sources/FlowKit/FlowKit.docc", "Sources/FlowGraph/FlowGraph.docc"]
    static let refresh = "stale: run Scripts/docs and commit docs/"

    @Test(arguments: maps.map(\.name))
    func committedMapsAreCurrent(name: String) throws {
        let map = try #require(Self.maps.first { $0.name == name })
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, file) in [("svg", "\(name).svg"), ("mermaid", "\(name).mmd")] {
            let fresh = folder.appendingPathComponent(file).path
            let run = try CLIRunner.run(["scan", map.sources, "--root", map.root, "--format", format, "--output", fresh])
            #expect(run.status == 0, "\(run.stderr)")
            let committed = CLIRunner.packageRoot.appendingPathComponent("docs/\(file)")
            #expect(FileManager.default.contentsEqual(atPath: fresh, andPath: committed.path), "docs/\(file) is \(Self.refresh)")
        }
    }

    @Test(arguments: maps.map(\.name))
    func everyMappedSampleChecksCleanEvenWhenStrict(name: String) throws {
        let map = try #require(Self.maps.first { $0.name == name })
        let run = try CLIRunner.run(["check", map.sources, "--root", map.root, "--strict"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "flowgraph check found: \(run.stderr)")
    }

    @Test(arguments: catalogs)
    func docCCatalogsEmbedTheCurrentShopMap(catalog: String) {
        let root = CLIRunner.packageRoot
        #expect(FileManager.default.contentsEqual(atPath: root.appendingPathComponent("docs/shop-app.svg").path,
                                                  andPath: root.appendingPathComponent("\(catalog)/Resources/shop-app.svg").path),
                "\(catalog)/Resources/shop-app.svg is \(Self.refresh)")
    }

    @Test func theReadmesMermaidExcerptIsPartOfTheCurrentMap() throws {
        let root = CLIRunner.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let map = try String(contentsOf: root.appendingPathComponent("docs/shop-app.mmd"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```mermaid\n").dropFirst().first?
            .components(separatedBy: "```").first, "the README shows a Mermaid excerpt")
        let mapLines = Set(map.split(separator: "\n").map(String.init))
        let excerpt = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("%%") }
        #expect(excerpt.count > 5)
        for line in excerpt {
            #expect(mapLines.contains(line), "README line '\(line)' is not in docs/shop-app.mmd: \(Self.refresh)")
        }
    }
}
