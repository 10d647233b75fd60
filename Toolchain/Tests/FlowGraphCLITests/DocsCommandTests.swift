import Foundation
import Testing

/// `flowgraph docs`: the pages, their links and maps, and the DocC catalog variant.
@Suite struct DocsCommandTests {
    static let shop = ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome"]
    static let groups = ["CheckoutGroup", "OnboardingGroup", "SettingsGroup", "ShopFlows", "SignInGroup"]

    /// Runs `docs` into a fresh folder; returns the folder.
    func generate(_ extra: [String] = []) throws -> URL {
        let folder = try CLIRunner.temporaryFolder()
        let run = try CLIRunner.run(["docs"] + Self.shop + ["--output", folder.appendingPathComponent("out").path] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return folder.appendingPathComponent("out")
    }

    @Test func writesAnIndexAndOnePageAndMapPerGroup() throws {
        let out = try generate(["--title", "ShopApp"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let expected = ["README.md", "overview.svg", "overview-dark.svg"]
            + Self.groups.flatMap { ["\($0).md", "\($0).svg", "\($0)-dark.svg"] }
        #expect(try CLIRunner.files(in: out) == expected.sorted())
        let index = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.hasPrefix("# ShopApp\n"))
        // Light or dark as the reader's GitHub theme is.
        #expect(index.contains("""
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="overview-dark.svg">
              <img alt="The flow groups of ShopApp and the verbs between them." src="overview.svg">
            </picture>
            """))
        for group in Self.groups { #expect(index.contains("](\(group).md)"), "\(group)") }
    }

    /// A plain UIKit app in two feature folders, `App/Inbox` and `App/Settings`, two screens each.
    static func plainApp() throws -> URL {
        let app = try CLIRunner.temporaryFolder()
        let screens = [("Inbox", "InboxViewController", "ThreadViewController"), ("Settings", "SettingsViewController", "AboutViewController")]
        for (folder, first, second) in screens {
            let path = app.appendingPathComponent("App/\(folder)")
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            try """
                import UIKit
                final class \(first): UIViewController {
                    func open() { navigationController?.pushViewController(\(second)(), animated: true) }
                }
                """.write(to: path.appendingPathComponent("\(first).swift"), atomically: true, encoding: .utf8)
            try "import UIKit\nfinal class \(second): UIViewController {}\n"
                .write(to: path.appendingPathComponent("\(second).swift"), atomically: true, encoding: .utf8)
        }
        return app
    }

    /// An app with no flow groups yet (plain UIKit) has a page per folder of its screens.
    @Test func aPlainAppHasAPagePerFolder() throws {
        let app = try Self.plainApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let run = try CLIRunner.run(["docs", "App", "--output", "nav"], in: app)
        #expect(run.status == 0, "\(run.stderr)")
        let pages = try CLIRunner.files(in: app.appendingPathComponent("nav")).filter { $0.hasSuffix(".md") }
        #expect(pages == ["Inbox.md", "README.md", "Settings.md"])
    }

    /// Its maps cluster it by folder, and `--group` draws one folder; its JSON carries no group.
    @Test func aPlainAppsMapsAreCutByFolderAndItsJSONAsRead() throws {
        let app = try Self.plainApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let inbox = try CLIRunner.run(["scan", "App", "--group", "Inbox", "--format", "mermaid"], in: app)
        #expect(inbox.status == 0, "\(inbox.stderr)")
        #expect(inbox.stdout.contains("ThreadViewController") && !inbox.stdout.contains("AboutViewController"))
        let json = try CLIRunner.run(["scan", "App", "--format", "json"], in: app)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(!json.stdout.contains(#""group": "Inbox""#) && json.stdout.contains(#""group": null"#))
    }

    /// Without --title the pages are titled by what the sources are called, never "Navigation".
    @Test func withoutATitleThePagesAreNamedAfterTheModuleOrPackage() throws {
        let out = try generate()
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let index = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.hasPrefix("# ShopKit\n"), "\(index.prefix(80))")

        let package = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Bank")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "import FlowKit\nfinal class BankFlows { lazy var login = Flow(with: LoginScreen()) }\n"
            .write(to: sources.appendingPathComponent("BankFlows.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.docsTitle(of: "Sources", in: package, manifestNaming: "BankApp") == "BankApp")
        // An app's folder holding its Xcode project beside a manifest of build tools (`name:
        // "Danger"`) is the project's.
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Bank.xcodeproj"), withIntermediateDirectories: true)
        #expect(try Self.docsTitle(of: ".", in: package, manifestNaming: "Danger") == "Bank")
    }

    /// The title `flowgraph docs path` gives its index, `package` holding a `Package.swift` named so.
    private static func docsTitle(of path: String, in package: URL, manifestNaming name: String) throws -> String {
        try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n    name: \"\(name)\",\n)\n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let output = "nav-\(name)"
        let run = try CLIRunner.run(["docs", path, "--output", output], in: package)
        #expect(run.status == 0, "\(run.stderr)")
        let index = try String(contentsOf: package.appendingPathComponent("\(output)/README.md"), encoding: .utf8)
        return index.split(separator: "\n").first.map { String($0.dropFirst(2)) } ?? ""
    }

    /// One count of screens everywhere: declarations, however often a group is placed (the
    /// shop declares 20 screens; its checkout is placed twice), the same in the overview's boxes.
    @Test func screensAreCountedByDeclarationTheSameInTheTextAndTheOverview() throws {
        let out = try generate(["--title", "ShopApp"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let index = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.contains("The navigation of ShopApp: 20 screens in 5 flow groups,"), "\(index.prefix(300))")
        let counts = ["CheckoutGroup": 3, "OnboardingGroup": 3, "SettingsGroup": 3, "ShopFlows": 8, "SignInGroup": 3]
        for (group, count) in counts {
            #expect(index.contains("- **[\(group)](\(group).md)**: \(count) screens"), "\(group)")
            #expect(index.contains("([\"<b>\(group)</b><br/>\(count) screens\"])"), "the overview's box of \(group): name in bold")
        }
        #expect(counts.values.reduce(0, +) == 20)
        let checkout = try String(contentsOf: out.appendingPathComponent("CheckoutGroup.md"), encoding: .utf8)
        #expect(checkout.contains("**CheckoutGroup** is a flow group: 3 screens · 2 ways in"), "\(checkout.prefix(300))")
    }

    @Test func aGroupPageHasItsWaysInOutputsAndEveryScreensWaysInAndOut() throws {
        let out = try generate(["--link-base", "https://example.test/r/blob/abc"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let page = try String(contentsOf: out.appendingPathComponent("CheckoutGroup.md"), encoding: .utf8)
        #expect(page.contains("<img alt=\"The screens of CheckoutGroup, with the screens that lead in or out.\" "
                              + "src=\"CheckoutGroup.svg\">"))
        let waysIn = try #require(page.components(separatedBy: "## Ways in\n").last?.components(separatedBy: "## Outputs").first)
        #expect(waysIn.contains("- from [ProductViewController](ShopFlows.md#shopflows-product) to "
                                + "[CheckoutViewController](CheckoutGroup.md#checkoutgroup-summary): `onBuyNow(Item, Int)` · push"),
                "\(waysIn)")
        let outputs = try #require(page.components(separatedBy: "## Outputs\n").last?.components(separatedBy: "## Screens").first)
        #expect(outputs.contains("`placed`") && outputs.contains("`cancelled`"), "\(outputs)")
        #expect(page.contains("<a id=\"checkoutgroup-payment\"></a>"))
        #expect(page.contains("### PaymentViewController"))
        #expect(page.contains("How you get here:\n\n- from [CheckoutViewController](CheckoutGroup.md#checkoutgroup-summary): `onContinue"))
        #expect(page.contains("Where it leads:\n\n- [OrderConfirmationViewController](CheckoutGroup.md#checkoutgroup-confirmation)"))
        // Screens in the order a reader meets them: the entry first.
        let summary = try #require(page.range(of: "### CheckoutViewController"))
        let confirmation = try #require(page.range(of: "### OrderConfirmationViewController"))
        #expect(summary.lowerBound < confirmation.lowerBound)
        // Source links name the file and line; the link holds the whole path.
        #expect(page.contains("[CheckoutFlows.swift:29](https://example.test/r/blob/abc/Samples/ShopApp/ShopKit/Flows/CheckoutFlows.swift#L29)"))
    }

    /// Every link of every page leads somewhere: a page and its anchor, an anchor on the same
    /// page, a picture, or (from a relative --output) a source file.
    @Test(arguments: [
        ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome"],
        ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome", "--short-names", "--fold-placements"],
        ["Samples/Movies/MoviesKit"], ["Tests/GraphFixtures/PlacedFixtures.swift"],
    ])
    func everyLinkLeadsToAFileOrAnchorThatExists(sources: [String]) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for top in ["Samples", "Tests"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(top),
                                                       withDestinationURL: CLIRunner.packageRoot.appendingPathComponent(top))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(["docs"] + sources + ["--output", "docs/nav"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let out = folder.appendingPathComponent("docs/nav")
        var anchors: [String: Set<String>] = [:]
        var texts: [String: String] = [:]
        for page in try CLIRunner.files(in: out) where page.hasSuffix(".md") {
            let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            texts[page] = text
            anchors[page] = Set(text.components(separatedBy: "<a id=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first })
        }
        var checked = 0
        for (page, text) in texts {
            let targets = text.components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" }) }
                + ["src=\"", "srcset=\""].flatMap { text.components(separatedBy: $0).dropFirst().map { String($0.prefix { $0 != "\"" }) } }
            for target in targets where !target.hasPrefix("http") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : parts[0]
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path), "\(page) links to missing \(target)")
                if parts.count == 2, file.hasSuffix(".md") {
                    #expect(anchors[file]?.contains(parts[1]) == true, "\(page) links to missing \(target)")
                }
                if parts.count == 2, file.hasSuffix(".swift") { #expect(parts[1].hasPrefix("L"), "\(target)") }
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    @Test func mermaidBlocksStayWithinGitHubsLimitsAndStateTheirDirection() throws {
        let out = try generate()
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        for page in try CLIRunner.files(in: out) where page.hasSuffix(".md") {
            let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            let blocks = text.components(separatedBy: "```mermaid\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
            #expect(blocks.count == 1, "\(page)")
            for block in blocks {
                #expect(block.count <= 50_000)
                #expect(block.split(separator: "\n").filter { $0.contains("|\"") }.count <= 500)
                if block.contains("subgraph") { #expect(block.contains("    direction "), "\(page)") }
            }
        }
    }

    @Test func relativeSourceLinksLeadBackToThePackage() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Samples"),
                                                   withDestinationURL: CLIRunner.packageRoot.appendingPathComponent("Samples"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let run = try CLIRunner.run(["docs"] + Self.shop + ["--output", "docs/nav"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("docs/nav/CheckoutGroup.md"), encoding: .utf8)
        #expect(page.contains("](../../Samples/ShopApp/ShopKit/Flows/CheckoutFlows.swift#L29)"))
    }

    @Test(.enabled(if: ExternalTools.docc != nil, "docc is not on the PATH (it ships with the Swift toolchain)"))
    func theDocCCatalogBuildsWithoutWarnings() throws {
        let out = try generate(["--format", "docc", "--title", "ShopApp"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let catalog = out.appendingPathComponent("ShopApp.docc")
        let files = try CLIRunner.files(in: catalog)
        #expect(files == (["Resources", "ShopApp.md"] + Self.groups.map { "\($0).md" }).sorted())
        let root = try String(contentsOf: catalog.appendingPathComponent("ShopApp.md"), encoding: .utf8)
        #expect(root.contains("@TechnologyRoot") && root.contains("- <doc:CheckoutGroup>"))
        let archive = out.appendingPathComponent("ShopApp.doccarchive")
        let result = try ExternalTools.run(try #require(ExternalTools.docc), [
            "convert", catalog.path, "--output-path", archive.path, "--fallback-display-name", "ShopApp",
            "--fallback-bundle-identifier", "com.example.ShopApp", "--warnings-as-errors",
        ], seconds: 300)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: archive.appendingPathComponent("data/documentation").path))
    }
}
