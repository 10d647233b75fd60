import Foundation
import Testing

/// What `flowgraph docs` pages teach a new team member: a reused group described once with
/// its placements' routes, the main journeys from the start, group names in bold, and each
/// picture's legend written beside it.
@Suite struct DocsContentTests {
    /// Runs `docs` on `sources`; returns each page's text by file name.
    func pages(_ sources: [String], _ extra: [String] = []) throws -> [String: String] {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let run = try CLIRunner.run(["docs"] + sources + ["--output", out.path] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        var pages: [String: String] = [:]
        for file in try CLIRunner.files(in: out) {
            if file.hasSuffix(".md") {
                pages[file] = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
            } else if file.hasSuffix(".svg") {
                let svg = try String(contentsOf: out.appendingPathComponent(file), encoding: .utf8)
                #expect(!svg.contains(">Legend<"), "\(file) draws its legend inside the picture")
            }
        }
        return pages
    }

    /// The text of `page` between the heading `from` and the next heading of its level.
    func section(_ page: String, _ from: String) -> String {
        guard let start = page.range(of: from + "\n") else { return "" }
        let rest = page[start.upperBound...]
        let level = String(from.prefix { $0 == "#" })
        return String(rest.components(separatedBy: "\n" + level + " ").first ?? "")
    }

    /// `page` without its Mermaid blocks (the map's text, not the page's).
    func prose(_ page: String) -> String {
        page.components(separatedBy: "```mermaid").enumerated()
            .map { $0.offset == 0 ? $0.element : ($0.element.components(separatedBy: "```").last ?? "") }.joined()
    }

    static let shop = ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome", "--short-names"]

    /// The checkout is placed from the cart and from a product: one description of its three
    /// screens, both placements listed, and its routes (alike in both) said once.
    @Test(arguments: [[], ["--fold-placements"]])
    func aGroupPlacedTwiceIsDescribedOnce(drawing: [String]) throws {
        let page = try #require(try pages(Self.shop, drawing)["CheckoutGroup.md"])
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(headings == ["### Checkout", "### Payment", "### OrderConfirmation"])
        #expect(!page.contains("@"), "placement ids leak into the text")
        let fromCart = "- from [Cart](ShopFlows.md#shopflows-cart) to [Checkout](CheckoutGroup.md#checkoutgroup-summary): "
            + "`onCheckout(Item, Int)` · push · `Samples/ShopApp/ShopKit/Flows/ShopFlows.swift:75`"
        let fromProduct = "- from [Product](ShopFlows.md#shopflows-product) to [Checkout](CheckoutGroup.md#checkoutgroup-summary): "
            + "`onBuyNow(Item, Int)` · push · `Samples/ShopApp/ShopKit/Flows/ShopFlows.swift:63`"
        let waysIn = section(page, "## Ways in").split(separator: "\n").filter { $0.hasPrefix("- ") }.map(String.init)
        #expect(waysIn == [fromCart, fromProduct])
        let outputs = section(page, "## Outputs")
        #expect(outputs.contains("alike from every way in"))
        #expect(outputs.contains("- `placed`, sent by [OrderConfirmation](CheckoutGroup.md#checkoutgroup-confirmation) "
                                 + "on `onDone(Order)`: `popToRoot` · `Samples/ShopApp/ShopKit/Flows/ShopFlows.swift:36`"),
                "\(outputs)")
        // The output's route and the confirmation's own section (the legend has no popToRoot line:
        // target-less verbs are ↩ lines of their screen): never once per placement.
        #expect(prose(page).components(separatedBy: "popToRoot").count - 1 == 2, "routes repeated per placement:\n\(page)")
    }

    /// A group whose placements route its output apart: each way in states its own route,
    /// and the screen's section points there instead of listing every route.
    @Test func eachPlacementStatesItsOwnRoutes() throws {
        let page = try #require(try pages(["Tests/GraphFixtures/PlacedFixtures.swift"])["PlacedFormGroup.md"])
        let lines = section(page, "## Ways in").split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(lines.count == 3)
        let expected = [("`onPush` · push", "`done` → `pop`"),
                        ("`onSheet` · present, in a new navigation stack", "`done` → `dismiss`"),
                        ("`onRestored` · push", "`done` → not routed")]
        for ((way, route), line) in zip(expected, lines) {
            #expect(line.contains(way) && line.hasSuffix("; its outputs lead: " + route), "\(line)")
        }
        #expect(section(page, "## Outputs").contains("depends on the way in ([above](#section-ways-in))"))
        #expect(page.contains("- `onDone(String)` · via output done, routed apart by each way in ([ways in](#section-ways-in))"))
        #expect(page.components(separatedBy: "### ").count - 1 == 1)
    }

    /// From the start to each group, the shortest way, nearest groups first; each screen linked
    /// to its section, each callback as code.
    @Test func theIndexTracesTheMainJourneys() throws {
        let index = try #require(try pages(Self.shop)["README.md"])
        let journeys = section(index, "## Main journeys")
        let welcome = "[Welcome](OnboardingGroup.md#onboardinggroup-welcome)"
        let signIn: String = welcome + " → `onSkip` → [SignIn](SignInGroup.md#signingroup-form)"
        let tabs: String = signIn + " → `onSignedIn(Account)` → [Tabs](ShopFlows.md#shopflows-tabs)"
        let checkout = "- **[CheckoutGroup](CheckoutGroup.md)**: \(tabs) → `Cart` → [Cart](ShopFlows.md#shopflows-cart) → "
            + "`onCheckout(Item, Int)` → [Checkout](CheckoutGroup.md#checkoutgroup-summary)"
        let settingsJourney = "- **[SettingsGroup](SettingsGroup.md)**: \(tabs) → `Account` → "
            + "[Account](ShopFlows.md#shopflows-account) → `onSettings` → [Settings](SettingsGroup.md#settingsgroup-settings)"
        let expected: [String] = [
            "- **[OnboardingGroup](OnboardingGroup.md)**: starts at \(welcome)",
            "- **[SignInGroup](SignInGroup.md)**: \(welcome) → `onSkip` → [SignIn](SignInGroup.md#signingroup-form)",
            "- **[ShopFlows](ShopFlows.md)**: \(tabs)", checkout, settingsJourney,
        ]
        let lines = journeys.split(separator: "\n").filter { $0.hasPrefix("- ") }.map(String.init)
        #expect(lines == expected, "\(journeys)")
        let overview = try #require(index.range(of: "## Overview"))
        #expect(try #require(index.range(of: "## Main journeys")).lowerBound < overview.lowerBound)
        let settings = try #require(try pages(Self.shop)["SettingsGroup.md"])
        #expect(settings.contains("The shortest way here from where the app starts: \(tabs) → `Account`"))
    }

    /// Wherever the text lists groups, the name is bold and the count is not.
    @Test func groupNamesNotCountsAreBold() throws {
        let pages = try pages(Self.shop)
        let index = try #require(pages["README.md"])
        let groups = ["CheckoutGroup", "OnboardingGroup", "SettingsGroup", "ShopFlows", "SignInGroup"]
        for group in groups {
            #expect(section(index, "## Flow groups").contains("- **[\(group)](\(group).md)**: "), "\(group)")
            #expect(section(index, "## Main journeys").contains("- **[\(group)](\(group).md)**: "), "\(group)")
            #expect(pages["\(group).md"]?.contains("\n**\(group)** is a flow group: ") == true, "\(group)")
        }
        for (file, page) in pages {
            #expect(prose(page).firstMatch(of: /\*\*\d+ screens?/) == nil, "\(file) puts a count in bold")
        }
    }

    /// The legend is Markdown below the picture, naming only the styles and marks that
    /// picture uses; `--legend none` leaves it out.
    @Test func theLegendIsWrittenBelowThePictureNotDrawnInIt() throws {
        let pages = try pages(Self.shop)
        let checkout = try #require(pages["CheckoutGroup.md"])
        let afterPicture = try #require(checkout.components(separatedBy: "</picture>\n\n").last)
        #expect(afterPicture.hasPrefix(
            "**Lines:** `───▶` push (dark grey) · `──┤▶` popTo (grey)\n\n"
            + "**Marks:** ↩ onX: back (pop unless named) · dashed box: outside this map · "
            + "via NAME: through output NAME\n\n"), "\(afterPicture.prefix(400))")
        let index = try #require(pages["README.md"])
        #expect(index.contains("**Lines:** `───▶` push (dark grey) · `━━━▷` present (blue, bold) · "
                               + "`══▶▶` setWindowRoot (red, double)\n\n**Marks:** ●━▶ double outline: the start\n"))
        let bare = try self.pages(Self.shop, ["--legend", "none"])
        #expect(bare.values.allSatisfy { !$0.contains("**Lines:**") && !$0.contains("**Marks:**") })
    }
}
