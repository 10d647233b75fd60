import Foundation
import Testing

/// Everything committed under docs/ (and the DocC catalogs' copies, and the README's Mermaid)
/// must be what `Scripts/docs` would write now: a change to a sample's navigation or to a
/// writer that is not followed by `Scripts/docs` fails here.
@Suite struct DocsMapTests {
    static let shop = ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome", "--short-names"]
    static let tutorial = ["Samples/Tutorial/TutorialApp", "--root", "TutorialFlows.tutorial"]
    /// Each file of docs/ that one `scan` writes, with that scan's arguments, as Scripts/docs runs them.
    static let maps: [(file: String, arguments: [String])] = [
        ("shop-app.svg", shop), ("shop-app.mmd", shop),
        ("shop-app-dark.svg", shop + ["--color-scheme", "dark"]),
        ("shop-app.html", shop + ["--title", "ShopApp"]),
        ("shop-overview.svg", shop + ["--overview"]),
        ("shop-overview-dark.svg", shop + ["--overview", "--color-scheme", "dark"]),
        ("shop-checkout.svg", shop + ["--group", "CheckoutGroup"]),
        ("shop-checkout-dark.svg", shop + ["--group", "CheckoutGroup", "--color-scheme", "dark"]),
        ("shop-checkout.mmd", shop + ["--group", "CheckoutGroup"]),
        ("tutorial.svg", tutorial), ("tutorial.mmd", tutorial),
        ("tutorial-dark.svg", tutorial + ["--color-scheme", "dark"]),
    ]
    /// The maps the DocC articles embed: catalog resource, and the docs/ file it copies.
    /// Each has a dark twin (`NAME~dark.svg`, which DocC shows in its dark appearance).
    static let embedded: [(resource: String, file: String)] = [
        ("Sources/FlowKit/FlowKit.docc/Resources/tutorial", "tutorial"),
        ("Sources/FlowKit/FlowKit.docc/Resources/shop-overview", "shop-overview"),
        ("Sources/FlowKit/FlowKit.docc/Resources/shop-checkout", "shop-checkout"),
        ("Sources/FlowGraph/FlowGraph.docc/Resources/shop-app", "shop-app"),
        ("Sources/FlowGraph/FlowGraph.docc/Resources/shop-overview", "shop-overview"),
        ("Sources/FlowGraph/FlowGraph.docc/Resources/tutorial", "tutorial"),
    ].flatMap { (resource: String, file: String) -> [(resource: String, file: String)] in
        [(resource + ".svg", file + ".svg"), (resource + "~dark.svg", file + "-dark.svg")]
    }
    static let refresh = "stale: run Scripts/docs and commit docs/"
    static let docs = CLIRunner.packageRoot.appendingPathComponent("docs")

    @Test(arguments: maps.map(\.file))
    func committedMapsAreCurrent(file: String) throws {
        let map = try #require(Self.maps.first { $0.file == file })
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent(file).path
        let run = try CLIRunner.run(["scan"] + map.arguments + ["--output", fresh])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: fresh, andPath: Self.docs.appendingPathComponent(file).path),
                "docs/\(file) is \(Self.refresh)")
    }

    /// The ShopApp's pages, generated from a folder laid out like the package (so the relative
    /// source links come out the same) and compared file by file.
    @Test func theShopAppPagesAreCurrent() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Samples"),
                                                   withDestinationURL: CLIRunner.packageRoot.appendingPathComponent("Samples"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(["docs"] + Self.shop + ["--title", "ShopApp", "--output", "docs/shop-app"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let fresh = folder.appendingPathComponent("docs/shop-app")
        let committed = Self.docs.appendingPathComponent("shop-app")
        let files = try CLIRunner.files(in: fresh)
        #expect(try CLIRunner.files(in: committed) == files, "docs/shop-app/ is \(Self.refresh)")
        for file in files {
            #expect(FileManager.default.contentsEqual(atPath: fresh.appendingPathComponent(file).path,
                                                      andPath: committed.appendingPathComponent(file).path),
                    "docs/shop-app/\(file) is \(Self.refresh)")
        }
    }

    @Test(arguments: [shop, tutorial])
    func everyMappedSampleChecksCleanEvenWhenStrict(arguments: [String]) throws {
        let run = try CLIRunner.run(["check"] + arguments.filter { $0 != "--short-names" } + ["--strict"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "flowgraph check found: \(run.stderr)")
    }

    @Test(arguments: embedded.map(\.resource))
    func docCCatalogsEmbedTheCurrentMaps(resource: String) throws {
        let source = try #require(Self.embedded.first { $0.resource == resource }?.file)
        #expect(FileManager.default.contentsEqual(atPath: Self.docs.appendingPathComponent(source).path,
                                                  andPath: CLIRunner.packageRoot.appendingPathComponent(resource).path),
                "\(resource) is \(Self.refresh)")
    }

    @Test func theReadmesMermaidIsTheGeneratedCheckoutMap() throws {
        let readme = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let map = try String(contentsOf: Self.docs.appendingPathComponent("shop-checkout.mmd"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- mermaid: docs/shop-checkout.mmd -->\n```mermaid\n")
            .dropFirst().first?.components(separatedBy: "```\n<!-- end mermaid -->").first, "the README shows the generated Mermaid")
        #expect(block == map, "the README's Mermaid is \(Self.refresh)")
    }
}
