@testable import FlowGraph
import Foundation
import Testing

@Suite("DOT writer")
struct WriterDOTTests {
    let dot = DOTGraphWriter.write(WriterFixtures.shop)
    var lines: [String] { dot.split(separator: "\n").map(String.init) }

    /// The edge line from `from` to `to` whose label starts with `title`.
    func edgeLine(_ from: String, _ to: String, _ title: String) throws -> String {
        try #require(lines.first { $0.hasPrefix("  \"\(from)\" -> \"\(to)\" [label=<\(title)") },
                     "no edge \(from) -> \(to) titled \(title) in\n\(dot)")
    }

    @Test func isADigraphEndingWithANewline() {
        #expect(dot.hasPrefix("digraph \"FlowGraph\" {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("rankdir=\"LR\""))
    }

    @Test func everyRankDirectionAndLegendChoiceParses() throws {
        for direction in DOTOptions.RankDirection.allCases {
            for legend in [true, false] {
                let text = DOTGraphWriter.write(WriterFixtures.shop,
                                                options: DOTOptions(rankDirection: direction, includesLegend: legend))
                #expect(text.contains("rankdir=\"\(direction.rawValue)\""))
                try Graphviz.expectParses(text, "\(direction) legend: \(legend)")
            }
        }
    }

    @Test func nodesShowTheScreenTypeInBoldOverTheIdAndStyleEachKind() {
        #expect(dot.contains("\"Shop.catalog\" [label=<<B>CatalogViewController</B><BR/><FONT POINT-SIZE=\"11\" "
            + "COLOR=\"#616161\">Shop.catalog</FONT>>, shape=\"box\", style=\"rounded\""))
        #expect(dot.contains("\"Main.tabs\" [label=<<B>Tabs</B><BR/><FONT POINT-SIZE=\"11\" COLOR=\"#616161\">"
            + "Main.tabs</FONT>>, shape=\"tab\", style=\"filled\", fillcolor=\"#E0F2F1\", color=\"#00838F\", "
            + "peripheries=\"2\", penwidth=\"1.5\"];"))
        #expect(dot.contains("\"Legacy.help\" [label=<<B>HelpScreen</B><BR/><FONT POINT-SIZE=\"11\" "
            + "COLOR=\"#616161\">Legacy.help</FONT>>, shape=\"box\", style=\"dashed\", color=\"#707070\", "
            + "fontcolor=\"#616161\"];"))
        #expect(dot.contains("node [fontname=\"Helvetica\", fontsize=\"14\"];"))
        #expect(dot.contains("edge [fontname=\"Helvetica\", fontsize=\"11\"];"))
    }

    @Test func rootsHaveAnEntryArrowFromADotOfTheirOwn() throws {
        for root in ["Onboarding", "Main.tabs"] {
            let dotLine = try #require(lines.first { $0.hasPrefix("  \"\(root)__entry\" [shape=\"point\"") }, "\(root)")
            #expect(dotLine.contains("tooltip=\"the app starts at \(root)\""))
            let arrow = try #require(lines.first { $0.hasPrefix("  \"\(root)__entry\" -> \"\(root)\" [") })
            #expect(arrow.contains("penwidth=\"2.5\"") && arrow.contains("arrowhead=\"normal\""))
        }
        #expect(lines.filter { $0.contains("__entry\" [shape=") }.count == 2, "one per root, none for other screens")
    }

    @Test func rootsAndOnlyRootsHaveADoubleOutline() {
        let outlined = lines.filter { $0.contains("peripheries=\"2\"") }
        #expect(outlined.count == 2)
        #expect(outlined.contains { $0.hasPrefix("  \"Onboarding\" [label=<<B>Onboarding</B>>") })
        #expect(outlined.contains { $0.hasPrefix("  \"Main.tabs\" ") })
    }

    @Test func groupsAreClustersInNameOrderAndUngroupedNodesStayOutside() throws {
        let account = try #require(lines.firstIndex(of: "  subgraph \"cluster_0\" {"))
        let shop = try #require(lines.firstIndex(of: "  subgraph \"cluster_1\" {"))
        #expect(lines[account + 1].contains("label=<<B>Account</B>>"))
        #expect(lines[shop + 1].contains("label=<<B>Shop</B>>"))
        #expect(lines[account + 2].hasPrefix("    \"Account.login\" "))
        let shopEnd = try #require(lines[shop...].firstIndex(of: "  }"))
        let shopMembers = lines[shop..<shopEnd].filter { $0.hasPrefix("    \"Shop.") && $0.contains("[label=") }
        #expect(shopMembers.count == 3)
        #expect(lines.contains { $0.hasPrefix("  \"Onboarding\" [label=") })
        #expect(lines.contains { $0.hasPrefix("  \"Main.tabs\" [label=") })
    }

    @Test func eachActionHasItsStyle() throws {
        let expected: [(String, String, String, String)] = [
            ("Shop.catalog", "Shop.item", "onItem(Item)", "color=\"#37474F\", fontcolor=\"#37474F\", style=\"solid\", arrowhead=\"normal\""),
            ("Shop.catalog", "Shop.cart", "onCart", "color=\"#1565C0\", fontcolor=\"#1565C0\", style=\"bold\", arrowhead=\"onormal\""),
            ("Shop.cart", "Account.login", "onLogout", "color=\"#2E7D32:invis:#2E7D32\", fontcolor=\"#2E7D32\", style=\"solid\", arrowhead=\"normal\""),
            // Verbs into a root run from it, arrow drawn at the tail, so the root keeps the first rank.
            ("Main.tabs", "Account.login", "onLogin", "color=\"invis:#C62828:invis:#C62828:invis\", fontcolor=\"#C62828\", style=\"solid\", arrowtail=\"normalnormal\", dir=\"back\", weight=\"0\""),
            ("Main.tabs", "Shop.catalog", "tab", "color=\"#00796B\", fontcolor=\"#00796B\", style=\"dotted\", arrowhead=\"odot\""),
            ("Shop.catalog", "Shop.catalog", "onShopTab", "style=\"dashed\", arrowhead=\"odiamond\""),
            ("Onboarding", "Account.login", "onSignUp(String)", "color=\"#7B1FA2\", fontcolor=\"#7B1FA2\", style=\"solid\", arrowtail=\"vee\", dir=\"back\""),
            // Back verbs with a target run from it, arrow drawn at the tail.
            ("Shop.catalog", "Shop.item", "onHome", "style=\"solid\", arrowtail=\"teenormal\", dir=\"back\", weight=\"0\""),
            ("Shop.catalog", "Shop.cart", "onContinue", "style=\"dashed\", arrowtail=\"teeonormal\", dir=\"back\", weight=\"0\""),
        ]
        for (from, to, title, style) in expected {
            let line = try edgeLine(from, to, title)
            #expect(line.contains(style), "\(line)")
        }
    }

    @Test func backVerbsAndVerbsIntoRootsAreWeightlessAndLieAlongTheForwardFlow() {
        let edgeLines = lines.filter { $0.hasPrefix("  \"") && $0.contains("\" -> \"") && $0.contains("[label=") }
        #expect(edgeLines.count == WriterFixtures.shop.edges.filter { $0.to != nil }.count)
        let back = WriterFixtures.shop.edges.filter { $0.action.isBackward && $0.to != nil }
        // setWindowRoot into Main.tabs and emit into Onboarding.
        let intoRoots = 2
        let weightless = edgeLines.filter { $0.contains("weight=\"0\"") }
        #expect(weightless.count == back.count + intoRoots)
        #expect(weightless.filter { $0.contains("color=\"#707070\"") }.count == back.count)
        #expect(edgeLines.filter { $0.contains("dir=\"back\"") }.count == back.count + intoRoots)
        #expect(!dot.contains("constraint="))
    }

    @Test func labelsCarryCallbackArgumentsVerbEmbeddingAndOutput() throws {
        #expect(try edgeLine("Shop.item", "Shop.cart", "onCheckout(Item, Int)>").hasSuffix("tooltip=\"Shop.swift:7\"];"))
        _ = try edgeLine("Shop.catalog", "Shop.cart", "onCart<BR/><FONT POINT-SIZE=\"10\" COLOR=\"#616161\">present · in nav</FONT>>")
        _ = try edgeLine("Onboarding", "Account.login", "onSignUp(String)<BR/><FONT POINT-SIZE=\"10\" COLOR=\"#616161\">emit · via signUp</FONT>>")
        // No label: the argument types, or else the verb, stand in for it.
        _ = try edgeLine("Onboarding", "Missing.screen", "(URL)<BR/>")
        #expect(dot.contains("COLOR=\"#707070\">↩ popToRoot</FONT>"), "an unnamed back verb is called by its verb")
    }

    @Test func withoutSublinesNamesAndCallbacksStayAndTheRestMovesToTooltips() throws {
        let text = DOTGraphWriter.write(WriterFixtures.shop, options: DOTOptions(showsSublines: false))
        #expect(text.contains("\"Shop.catalog\" [label=<<B>CatalogViewController</B>>, shape=\"box\""))
        let cart = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \"Shop.catalog\" -> \"Shop.cart\" [label=<onCart>") })
        #expect(cart.contains("tooltip=\"onCart · present, in nav — Shop.swift:"), "\(cart)")
        #expect(text.contains("↩ onClose · dismiss</FONT>"), "back verbs keep their verb")
        #expect(!text.contains("<FONT POINT-SIZE=\"10\"") && !text.contains("via signUp</FONT>"), "no notes, no ids")
        try Graphviz.expectParses(text, "without sublines")
    }

    /// A verb of an output's route is declared at the route; its tooltip also names where the
    /// screen emits, so the emit call site is on the map too.
    @Test func aRoutedVerbNamesWhereItsScreenEmits() throws {
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "a", screen: "A"), ScreenNode(id: "b", screen: "B")],
            edges: [NavigationEdge(from: "a", to: "b", action: .verb(.push), label: "onDone", file: "Routes.swift", line: 9,
                                   emittedAt: CodeLocation(file: "A.swift", line: 4))])
        let text = DOTGraphWriter.write(graph)
        #expect(text.contains("tooltip=\"Routes.swift:9, emitted at A.swift:4\""), "\(text)")
    }

    @Test func conditionalEdgesAreDashedGreyAndMarked() throws {
        let line = try edgeLine("Onboarding", "Legacy.help", "#if onHelp>")
        #expect(line.contains("color=\"#37474F\", fontcolor=\"#707070\", style=\"dashed\""))
        #expect(lines.filter { $0.contains("label=<#if ") }.count == 1)
    }

    @Test func targetlessBackVerbsAreLinesOfTheirSourcesLabel() throws {
        let item = try #require(lines.first { $0.hasPrefix("    \"Shop.item\" [label=<") })
        #expect(item.contains("<FONT POINT-SIZE=\"11\" COLOR=\"#707070\">↩ onBack</FONT>"), "a pop needs no verb")
        #expect(item.contains("<FONT POINT-SIZE=\"11\" COLOR=\"#707070\">↩ popToRoot</FONT>"))
        let cart = try #require(lines.first { $0.hasPrefix("    \"Shop.cart\" [label=<") })
        #expect(cart.contains("↩ onClose · dismiss</FONT>") && cart.contains("↩ onDone · dismissAll</FONT>"))
        #expect(!dot.contains("__back") && !dot.contains("shape=\"point\", width=\"0.08\""), "no dots, no loops")
        #expect(!lines.contains { $0.contains("\" -> \"Shop.item\" [label=<onBack") })
    }

    @Test func inventedIdsNeverMergeWithScreens() throws {
        var graph = WriterFixtures.shop
        graph.nodes.append(ScreenNode(id: "Onboarding__entry", screen: "Trap"))
        graph.nodes.append(ScreenNode(id: "legend", screen: "Trap"))
        let text = DOTGraphWriter.write(graph)
        #expect(text.contains("\"Onboarding__entry_2\" -> \"Onboarding\" ["))
        #expect(text.contains("\"legend_2\" [label=<<TABLE"))
        try Graphviz.expectParses(text)
    }

    @Test func referencesToUndeclaredScreensBecomeExternalNodes() {
        #expect(dot.contains("  \"Missing.screen\" [label=<<B>Missing.screen</B>>, shape=\"box\", style=\"dashed\""))
    }

    @Test func legendIsOneTableOfLineSamplesUnlessDisabled() throws {
        let legend = try #require(lines.first { $0.hasPrefix("  \"legend\" [label=<<TABLE") })
        let rows = DOTStyle.legendRows(for: WriterFixtures.shop.edges)
        for row in rows {
            let ink = row.conditional ? DOTStyle.muted : DOTStyle.ink(row.action)
            let sample = "<FONT COLOR=\"\(ink)\">\(DOTStyle.sample(row.action, conditional: row.conditional).replacingOccurrences(of: ">", with: "&gt;"))</FONT>"
            #expect(legend.contains(sample + "</TD><TD ALIGN=\"LEFT\">\(row.title)</TD>"), "\(row)")
        }
        // Target-less verbs (pop, popToRoot, dismiss, dismissAll) are `↩` lines, not lines.
        let drawn: [EdgeAction] = [.verb(.push), .verb(.present), .verb(.popTo), .verb(.dismissTo), .verb(.setRoot), .verb(.setWindowRoot), .verb(.selectTab), .verb(.emit), .tab]
        #expect(rows.map(\.title) == EdgeAction.allCases.filter(drawn.contains).map(\.rawValue) + ["conditional (#if)"])
        #expect(!dot.contains("\"legend\" ->") && !dot.contains("-> \"legend\""), "left to right it stays in the first rank")
        let topDown = DOTGraphWriter.write(WriterFixtures.shop, options: DOTOptions(rankDirection: .topToBottom))
        let hook = try #require(topDown.split(separator: "\n").first { $0.hasSuffix("-> \"legend\" [style=\"invis\", weight=\"0\"];") })
        #expect(hook.hasPrefix("  \"Account.login\" ->"), "top-down it hangs below the deepest screen: \(hook)")
        let bare = DOTGraphWriter.write(WriterFixtures.shop, options: DOTOptions(includesLegend: false))
        #expect(!bare.contains("legend"))
    }

    @Test func legendListsOnlyTheStylesAndMarksAMapUses() throws {
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "a", screen: "A"), ScreenNode(id: "b", screen: "B")],
            edges: [NavigationEdge(from: "a", to: "b", action: .verb(.present), embedding: .navigation),
                    NavigationEdge(from: "b", to: nil, action: .verb(.dismiss))],
            roots: ["a"])
        let text = DOTGraphWriter.write(graph)
        #expect(DOTStyle.legendRows(for: graph.edges).map(\.title) == ["present"])
        #expect(text.contains(">present</TD>") && !text.contains(">dismiss</TD>") && !text.contains(">push</TD>"))
        #expect(!text.contains("conditional (#if)"))
        for mark in ["double outline: the start", "↩ onX: back (pop unless named)", "in nav: in a new stack"] {
            #expect(text.contains(mark), "\(mark)")
        }
        #expect(!text.contains("via NAME") && !text.contains("dashed box"))
        try Graphviz.expectParses(text)
        let bare = DOTGraphWriter.write(NavigationGraph(nodes: [ScreenNode(id: "x", screen: "X")]))
        #expect(!bare.contains("legend"), "nothing to explain, no legend")
    }

    @Test func everyLabelColourHasAtLeastAAContrastOnWhite() {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let channels = [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF].map { Double($0) / 255 }
            let linear = channels.map { $0 <= 0.039_28 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        for ink in DOTStyle.labelInks {
            let contrast = 1.05 / (luminance(ink) + 0.05)
            #expect(contrast >= 4.5, "\(ink): \(contrast)")
        }
    }

    @Test func elementIdsFollowThePlanOrder() {
        let text = DOTGraphWriter.write(WriterFixtures.shop, options: DOTOptions(elementIDs: true))
        let plan = WriterPlan(WriterFixtures.shop)
        for (index, node) in plan.nodes.enumerated() where node.kind != .external || node.id == "Legacy.help" {
            #expect(text.contains("\"\(node.id)\" [label=") && text.contains("id=\"node_\(index)\""), "\(node.id)")
        }
        #expect(text.components(separatedBy: "id=\"edge_").count - 1 == plan.edges.filter { $0.to != nil }.count)
        #expect(!dot.contains("id=\"node_"))
    }

    @Test func anEmptyGraphIsAValidDigraph() throws {
        let text = DOTGraphWriter.write(NavigationGraph(), options: DOTOptions(includesLegend: false))
        #expect(text.hasPrefix("digraph"))
        try Graphviz.expectParses(text)
    }
}
