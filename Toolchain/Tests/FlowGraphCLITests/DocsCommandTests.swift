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
        try "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n    name: \"BankApp\",\n)\n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import FlowKit\nfinal class BankFlows { lazy var login = Flow(with: LoginScreen()) }\n"
            .write(to: sources.appendingPathComponent("BankFlows.swift"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["docs", "Sources", "--output", "nav"], in: package)
        #expect(run.status == 0, "\(run.stderr)")
        let bank = try String(contentsOf: package.appendingPathComponent("nav/README.md"), encoding: .utf8)
        #expect(bank.hasPrefix("# BankApp\n"), "\(bank.prefix(80))")
    }

    /// One count of screens everywhere: declarations, with the copies a group placed several
    /// times draws stated apart (the shop declares 20 screens; its checkout is placed twice).
    @Test func screensAreCountedByDeclarationWithPlacedCopiesApart() throws {
        let out = try generate(["--title", "ShopApp"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let index = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index.contains("The navigation of ShopApp: 20 screens ("), "\(index.prefix(300))")
        let checkout = try String(contentsOf: out.appendingPathComponent("CheckoutGroup.md"), encoding: .utf8)
        #expect(checkout.contains("The flow group `CheckoutGroup` declares 3 screens (6 placed copies on the map)"),
                "\(checkout.prefix(300))")
    }

    @Test func aGroupPageHasItsEntryOutputsAndEveryScreensWaysInAndOut() throws {
        let out = try generate(["--link-base", "https://example.test/r/blob/abc"])
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let page = try String(contentsOf: out.appendingPathComponent("CheckoutGroup.md"), encoding: .utf8)
        #expect(page.contains("<img alt=\"The screens of CheckoutGroup, with the screens that lead in or out.\" "
                              + "src=\"CheckoutGroup.svg\">"))
        let entry = try #require(page.components(separatedBy: "## Entry\n").last?.components(separatedBy: "## Outputs").first)
        #expect(entry.contains("[CheckoutViewController](CheckoutGroup.md#checkoutgroup-summary-shopflows-product-onbuynow), from [ProductViewController](ShopFlows.md#shopflows-product)"), "\(entry)")
        let outputs = try #require(page.components(separatedBy: "## Outputs\n").last?.components(separatedBy: "## Screens").first)
        #expect(outputs.contains("`placed`") && outputs.contains("`cancelled`"), "\(outputs)")
        #expect(page.contains("<a id=\"checkoutgroup-payment-shopflows-cart-oncheckout\"></a>"))
        #expect(page.contains("### PaymentViewController"))
        #expect(page.contains("How you get here:\n\n- from [CheckoutViewController](CheckoutGroup.md#checkoutgroup-summary-shopflows-cart-oncheckout): `onContinue"))
        #expect(page.contains("Where it leads:\n\n- [OrderConfirmationViewController](CheckoutGroup.md#checkoutgroup-confirmation-shopflows-cart-oncheckout)"))
        // Screens in the order a reader meets them: the entry first.
        let summary = try #require(page.range(of: "### CheckoutViewController"))
        let confirmation = try #require(page.range(of: "### OrderConfirmationViewController"))
        #expect(summary.lowerBound < confirmation.lowerBound)
        #expect(page.contains("(https://example.test/r/blob/abc/Samples/ShopApp/ShopKit/Flows/CheckoutFlows.swift#L29)"))
    }

    @Test func everyLinkBetweenPagesLeadsToAPageAndAnchorThatExist() throws {
        let out = try generate()
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let pages = try CLIRunner.files(in: out).filter { $0.hasSuffix(".md") }
        var anchors: [String: Set<String>] = [:]
        var texts: [String: String] = [:]
        for page in pages {
            let text = try String(contentsOf: out.appendingPathComponent(page), encoding: .utf8)
            texts[page] = text
            anchors[page] = Set(text.components(separatedBy: "<a id=\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first })
        }
        var checked = 0
        for (page, text) in texts {
            for link in text.components(separatedBy: "](").dropFirst() {
                let target = String(link.prefix { $0 != ")" })
                guard target.hasSuffix(".md") || target.contains(".md#") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
                #expect(texts[parts[0]] != nil, "\(page) links to missing \(parts[0])")
                if parts.count == 2 { #expect(anchors[parts[0]]?.contains(parts[1]) == true, "\(page) links to missing \(target)") }
                checked += 1
            }
        }
        #expect(checked > 40)
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
