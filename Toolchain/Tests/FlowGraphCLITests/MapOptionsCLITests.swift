import Foundation
import Testing

/// `scan`'s views and drawing options, run as a user would, on the ShopApp sample.
@Suite struct MapOptionsCLITests {
    static let shop = ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome"]

    func scan(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["scan"] + Self.shop + arguments)
    }

    @Test func formatsAreListedFromTheRegistryInHelp() throws {
        let help = try CLIRunner.run(["scan", "--help"])
        let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("(values: dot, mermaid, json, svg, png, pdf, html)"), "\(help.stdout)")
        #expect(help.stdout.contains("--group") && help.stdout.contains("--focus") && help.stdout.contains("--overview"))
        let bad = try CLIRunner.run(["scan", "Samples", "--format", "gif"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("html"))
    }

    @Test func aGroupViewIsSelfContainedMermaidWithItsOwnStylesAndDirection() throws {
        let run = try scan(["--group", "CheckoutGroup", "--format", "mermaid"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR" || lines.first == "flowchart TB")
        let direction = try #require(lines.first?.split(separator: " ").last)
        #expect(lines.contains("    direction \(direction)"))
        #expect(run.stdout.contains("CheckoutGroup.summary") && !run.stdout.contains("SettingsGroup.settings\")"))
        // Its own classes for the stubs that lead in or out, and no colour of its own (the reader's
        // GitHub theme colours it).
        #expect(lines.contains { $0.hasPrefix("  classDef external ") })
        #expect(!lines.contains { $0.contains("stroke:") || $0.contains("color:") })
    }

    @Test func anUnknownGroupIsAUsageErrorNamingTheGroups() throws {
        let run = try scan(["--group", "Nope"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: --group Nope names no flow group; groups: CheckoutGroup"))
    }

    @Test func viewsExcludeEachOther() throws {
        let run = try scan(["--group", "CheckoutGroup", "--overview"])
        #expect(run.status == 64)
    }

    @Test func aFocusDrawsTheScreenAndItsNeighbours() throws {
        let near = try scan(["--focus", "CheckoutGroup.payment", "--depth", "1", "--expand-placements", "--format", "json",
                             "--output", "-"])
        #expect(near.status == 0, "\(near.stderr)")
        let graph = try JSONSerialization.jsonObject(with: near.stdoutBytes) as? [String: Any]
        let ids = (graph?["nodes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        // The declaration's id focuses each of its placements (the group is placed twice).
        let placements = ["CheckoutGroup.payment@ShopFlows.cart.onCheckout", "CheckoutGroup.payment@ShopFlows.product.onBuyNow"]
        #expect(ids.contains(placements[0]) && ids.contains("CheckoutGroup.confirmation@ShopFlows.cart.onCheckout"))
        #expect(ids.count == 6, "\(ids)")
        #expect(graph?["roots"] as? [String] == placements)
    }

    @Test func aRootNamingADeclarationPlacedTwiceRootsBothPlacements() throws {
        let run = try scan(["--root", "CheckoutGroup.payment", "--format", "json", "--output", "-"])
        #expect(run.status == 0, "\(run.stderr)")
        let graph = try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any]
        #expect(graph?["roots"] as? [String] == ["OnboardingGroup.welcome", "CheckoutGroup.payment@ShopFlows.cart.onCheckout",
                                                 "CheckoutGroup.payment@ShopFlows.product.onBuyNow"])
    }

    /// A drawing shows each declaration once, however often its group is placed; JSON, the data
    /// other tools read, lists every placement unless asked to fold them.
    @Test func mapsDrawEachDeclarationOnceAndJSONKeepsEveryPlacement() throws {
        func ids(_ arguments: [String]) throws -> Set<String> {
            let run = try scan(arguments + ["--format", "json", "--output", "-"])
            #expect(run.status == 0, "\(run.stderr)")
            let graph = try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any]
            return Set((graph?["nodes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? [])
        }
        let everyPlacement = try ids([])
        let folded = try ids(["--fold-placements"])
        #expect(everyPlacement.contains("CheckoutGroup.payment@ShopFlows.cart.onCheckout"))
        #expect(folded.count == 21 && !folded.contains { $0.contains("@") }, "\(folded.sorted())")
        let drawn = try scan(["--format", "dot"]).stdout
        #expect(drawn.contains("\"CheckoutGroup.payment\" [label=") && !drawn.contains("@ShopFlows"))
        let expanded = try scan(["--format", "dot", "--expand-placements"]).stdout
        #expect(expanded.contains("\"CheckoutGroup.payment@ShopFlows.cart.onCheckout\" [label="))
        #expect(try scan(["--expand-placements", "--fold-placements"]).status == 64)
    }

    /// A picture too wide to read in its column is written as it is, never shrunk, with the
    /// sizes it would have and the views that would fit; without sublines when that helps.
    @Test func aPictureTooWideForItsColumnSaysWhatToDrawInstead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legibility-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let narrow = folder.appendingPathComponent("narrow.svg").path
        let run = try scan(["--short-names", "--publish-width", "300", "--output", narrow])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: in a 300 px column, screen names would be "), "\(run.stderr)")
        #expect(run.stderr.contains("--overview (its 5 groups)") && run.stderr.contains("--group NAME (CheckoutGroup,"))
        #expect(run.stderr.contains("the picture is not shrunk"))
        let picture = try String(contentsOfFile: narrow, encoding: .utf8)
        #expect(!picture.contains("OnboardingGroup.welcome</text>"), "the ids under names were dropped to save width")
        let unchecked = folder.appendingPathComponent("unchecked.svg").path
        let full = try scan(["--short-names", "--publish-width", "0", "--output", unchecked])
        #expect(full.status == 0 && !full.stderr.contains("column"), "\(full.stderr)")
        #expect(try String(contentsOfFile: unchecked, encoding: .utf8).contains("OnboardingGroup.welcome</text>"))
        let fits = try scan(["--short-names", "--output", folder.appendingPathComponent("fits.svg").path])
        #expect(!fits.stderr.contains("column"), "the shop reads at 900 px: \(fits.stderr)")
        #expect(!run.stderr.contains("--short-names"), "names are short already: \(run.stderr)")
        // With full type names the shop does not fit 900 px; the advice names the option that makes it fit.
        let long = try scan(["--output", folder.appendingPathComponent("long.svg").path])
        #expect(long.stderr.contains("draw shorter names with --short-names (") && long.stderr.contains("ViewController → "),
                "\(long.stderr)")
    }

    @Test func theOverviewDrawsGroupsWithCounts() throws {
        let run = try scan(["--overview", "--format", "dot"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"CheckoutGroup\" [label=<<B>CheckoutGroup</B><BR/>"))
        #expect(run.stdout.contains(">3 screens</FONT>"))
        #expect(run.stdout.contains(" callback"))
    }

    @Test func legendNoneAndShortNamesAndDirection() throws {
        let plain = try scan(["--legend", "none", "--short-names", "--direction", "TB"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("\"legend\" [label="))
        #expect(plain.stdout.contains("rankdir=\"TB\""))
        #expect(plain.stdout.contains("<B>Payment</B>") && !plain.stdout.contains("PaymentViewController"))
        let full = try scan([])
        #expect(full.stdout.contains("\"legend\" [label=") && full.stdout.contains("PaymentViewController"))
        // Only the verbs the sample uses are in the legend.
        #expect(!full.stdout.contains(">dismissAll</TD>"))
        #expect(full.stdout.contains("double outline: the start"))
    }

    @Test func theRootTakesTheFirstRank() throws {
        let run = try scan(["--root", "ShopFlows.tabs", "--format", "dot"])
        // Sign-in sets the window to the tabs: drawn from the root, arrow at the root.
        let line = try #require(run.stdout.split(separator: "\n").first {
            $0.contains("\"ShopFlows.tabs\" -> ") && $0.contains("setWindowRoot")
        })
        #expect(line.contains("dir=\"back\"") && line.contains("weight=\"0\""))
    }

    @Test func aMissingOutputFolderFailsBeforeScanning() throws {
        let run = try scan(["--output", "/nonexistent-folder/map.svg"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the output folder /nonexistent-folder does not exist"))
    }

    @Test func anOversizePNGIsScaledWithOurOwnWarningAndNoGraphvizText() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chain = (0..<60).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ")
        let dot = folder.appendingPathComponent("wide.dot")
        try "digraph { rankdir=LR; ranksep=8; \(chain) }".write(to: dot, atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["render", dot.path, "--output", folder.appendingPathComponent("wide.png").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(dot.path):1:1: warning: the map is "), "\(run.stderr)")
        #expect(!run.stderr.contains("(null)") && !run.stderr.contains("Warning:"))
    }

    /// GitHub shows an error box instead of a Mermaid map over its limits, so flowgraph refuses
    /// to write one (exit 2, nothing written) and names the fixes, unless told to write it anyway.
    @Test func mermaidOverGitHubsLimitsFailsWithTheFixUnlessAllowed() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 520 screens in a chain: 519 pushes, over GitHub's 500 edges.
        var source = "import FlowKit\nfinal class Big {\n"
        for index in 0..<520 {
            let next = index < 519 ? "vc.onNext = lets.push(self.s\(index + 1))" : ""
            source += "    lazy var s\(index) = Flow(with: Screen\(index)()) { [unowned self] vc, lets in \(next) }\n"
        }
        source += "}\n"
        try source.write(to: folder.appendingPathComponent("Big.swift"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("big.mmd").path
        let refused = try CLIRunner.run(["scan", folder.path, "--output", output])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("\(output):1:1: error: the Mermaid map has"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--group NAME") && refused.stderr.contains("--overview")
                && refused.stderr.contains("--allow-oversize"))
        #expect(!FileManager.default.fileExists(atPath: output))

        let allowed = try CLIRunner.run(["scan", folder.path, "--output", output, "--allow-oversize"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.contains("\(output):1:1: warning: the Mermaid map has"), "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: output))
    }
}
