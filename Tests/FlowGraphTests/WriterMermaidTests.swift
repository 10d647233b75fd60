@testable import FlowGraph
import Testing

@Suite("Mermaid writer")
struct WriterMermaidTests {
    let text = MermaidGraphWriter.write(WriterFixtures.shop)
    var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    @Test func isALeftToRightFlowchartEndingWithANewline() {
        #expect(lines.first == "flowchart LR")
        #expect(text.hasSuffix("\n"))
        #expect(!text.hasSuffix("\n\n"))
    }

    @Test func nodeIdsAreGeneratedInIdOrderWithShapesPerKind() {
        // Sorted ids: Account.login, Legacy.help, Main.tabs, Missing.screen, Onboarding,
        // Shop.cart, Shop.catalog, Shop.item.
        #expect(lines.contains("    n0(\"<b>LoginViewController</b><br/>Account.login\")"))
        #expect(lines.contains("  n1[\"<b>HelpScreen</b><br/>Legacy.help\"]"))
        #expect(lines.contains("  n2[[\"<b>Tabs</b><br/>Main.tabs\"]]"))
        #expect(lines.contains("  n3[\"<b>Missing.screen</b>\"]"))
        #expect(lines.contains("  n4(\"<b>Onboarding</b>\")"))
        #expect(lines.contains("    n7(\"<b>ItemViewController</b><br/>Shop.item<br/>↩ onBack<br/>↩ popToRoot\")"))
    }

    @Test func groupsAreSubgraphsInNameOrder() throws {
        let account = try #require(lines.firstIndex(of: "  subgraph g0[\"Account\"]"))
        let shop = try #require(lines.firstIndex(of: "  subgraph g1[\"Shop\"]"))
        #expect(lines[account + 1] == "    direction LR")
        #expect(lines[account + 3] == "  end")
        #expect(Array(lines[shop + 1...shop + 7]) == [
            "    direction LR", "    n5(\"<b>CartViewController</b><br/>Shop.cart<br/>↩ onClose · dismiss<br/>↩ onDone · dismissAll\")",
            "    n6(\"<b>CatalogViewController</b><br/>Shop.catalog\")",
            "    n7(\"<b>ItemViewController</b><br/>Shop.item<br/>↩ onBack<br/>↩ popToRoot\")", "  end", "  n1[\"<b>HelpScreen</b><br/>Legacy.help\"]", "  n2[[\"<b>Tabs</b><br/>Main.tabs\"]]",
        ])
    }

    /// The SVG's glyphs, as far as Mermaid has them: a tab is a dotted line ending in a dot at
    /// its screen (directed), replacing a stack or the window is a thick arrow, never `==o`;
    /// back verbs without a target are `↩` lines of their screen, as in the SVG.
    @Test func arrowsTellVerbFamiliesApartAndBackVerbsAreDotted() {
        let expected = [
            "  n6 -->|\"onItem(Item)\"| n7",
            "  n6 ==>|\"onCart · present, in nav\"| n5",
            "  n7 -->|\"onCheckout(Item, Int)\"| n5",
            "  n7 -.->|\"onHome · popTo\"| n6",
            "  n5 -.->|\"onContinue · dismissTo\"| n6",
            "  n5 ==>|\"onLogout · setRoot\"| n0",
            "  n0 ==>|\"onLogin · setWindowRoot\"| n2",
            "  n2 -.-o|\"tab\"| n6",
            "  n6 -->|\"onShopTab · selectTab\"| n6",
            "  n0 -->|\"onSignUp(String) · emit, via signUp\"| n4",
            "  n4 -->|\"#35;if onHelp\"| n1",
            "  n4 ==>|\"(URL) · present\"| n3",
        ]
        for line in expected { #expect(lines.contains(line), "missing \(line)") }
        #expect(lines.filter { $0.contains("|\"") }.count == expected.count)
        #expect(lines.filter { $0.contains(" -.->|") }.count
                == WriterFixtures.shop.edges.filter { $0.action.isBackward && $0.to != nil }.count)
        #expect(!text.contains("((\""), "no back nodes")
    }

    @Test func linkStylesDashConditionalEdgesAndSelectTabOnly() throws {
        let edges = lines.filter { $0.contains("|\"") }
        let conditional = try #require(edges.firstIndex(of: "  n4 -->|\"#35;if onHelp\"| n1"))
        let selectTab = try #require(edges.firstIndex(of: "  n6 -->|\"onShopTab · selectTab\"| n6"))
        let styles = lines.filter { $0.hasPrefix("  linkStyle ") }
        #expect(styles == ["  linkStyle \(conditional) stroke-dasharray:4 4", "  linkStyle \(selectTab) stroke-dasharray:8 3"]
                || styles == ["  linkStyle \(selectTab) stroke-dasharray:8 3", "  linkStyle \(conditional) stroke-dasharray:4 4"],
                "\(styles)")
    }

    /// GitHub draws Mermaid in its light or its dark theme; no fixed colour reaches 4.5:1 against
    /// both (#37474F, the push ink, was 1.96:1 on the dark one), so the text names none and
    /// every line and label takes the theme's colours.
    @Test func noColourIsFixedSoTheMapReadsOnBothThemes() {
        for line in lines {
            #expect(line.firstMatch(of: /#[0-9A-Fa-f]{3,8}\b(?!;)/) == nil, "a colour in \(line)")
            #expect(!line.contains("color:") && !line.contains("fill:") && !line.contains("stroke:"), "\(line)")
        }
    }

    @Test func rootsAndExternalsGetClasses() {
        #expect(lines.contains("  class n2,n4 root"))
        #expect(lines.contains("  class n1,n3 external"))
        #expect(!text.contains("back"))
        #expect(lines.contains("  classDef root stroke-width:3px"))
    }

    @Test func labelsUseEntityCodesAndNeverBreakTheLine() {
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "a\"b\nc", screen: "<T&U>#|`", group: "x\r\ny")],
            edges: [NavigationEdge(from: "a\"b\nc", to: nil, action: .verb(.dismiss), label: "on\"Close\"")])
        let text = MermaidGraphWriter.write(graph)
        #expect(text == """
            flowchart LR
              subgraph g0["x<br/>y"]
                direction LR
                n0("<b>#lt;T#amp;U#gt;#35;#124;#96;</b><br/>a#quot;b<br/>c<br/>↩ on#quot;Close#quot; · dismiss")
              end

            """)
    }

    @Test func theDirectionHoldsInTheFlowchartAndEverySubgraph() {
        let text = MermaidGraphWriter.write(WriterFixtures.shop, direction: .topToBottom)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart TB")
        #expect(lines.filter { $0.hasPrefix("  subgraph ") }.count == 2)
        #expect(lines.filter { $0 == "    direction TB" }.count == 2)
        #expect(!text.contains("direction LR"))
    }

    @Test func gitHubsLimitsAreReportedWithTheFix() throws {
        #expect(MermaidGraphWriter.gitHubLimitProblem(text: text, edgeCount: 16) == nil)
        let long = String(repeating: "x", count: 50_001)
        let problem = try #require(MermaidGraphWriter.gitHubLimitProblem(text: long, edgeCount: 3))
        #expect(problem.contains("50001 characters") && problem.contains("--group NAME") && problem.contains("--overview"))
        #expect(MermaidGraphWriter.gitHubLimitProblem(text: "x", edgeCount: 501) != nil)
        #expect(MermaidGraphWriter.gitHubLimitProblem(text: "x", edgeCount: 500) == nil)
    }

    @Test func anEmptyGraphIsJustTheHeader() {
        #expect(MermaidGraphWriter.write(NavigationGraph()) == "flowchart LR\n")
    }
}
