@testable import FlowGraph
import Testing

/// Views cut from a map (one group, one screen's neighbourhood, the overview), short names and
/// the direction chosen by shape.
@Suite("Map views")
struct WriterViewTests {
    let shop = WriterFixtures.shop

    @Test func aGroupKeepsItsScreensAndStubsTheEndsOutsideIt() throws {
        let view = try shop.cut(.group("Shop"))
        let members = view.nodes.filter { $0.group == "Shop" }.map(\.id).sorted()
        #expect(members == ["Shop.cart", "Shop.catalog", "Shop.item"])
        let stubs = view.nodes.filter { $0.group != "Shop" }
        #expect(Set(stubs.map(\.id)) == ["Account.login", "Main.tabs"])
        #expect(stubs.allSatisfy { $0.kind == .external })
        #expect(stubs.first { $0.id == "Account.login" }?.screen == "LoginViewController")
        // Every edge touches the group; the login → tabs edge does not and is gone.
        #expect(view.edges.allSatisfy { $0.from.hasPrefix("Shop.") || $0.to?.hasPrefix("Shop.") == true })
        #expect(!view.edges.contains { $0.from == "Account.login" })
        // No root of the map is in the group; the stubs that lead in come first on their own.
        #expect(view.roots.isEmpty)
        #expect(try shop.cut(.group("Account")).roots.isEmpty)
        let onboarding = try NavigationGraph(nodes: shop.nodes.map { node in
            var node = node
            if node.id == "Onboarding" { node.group = "Start" }
            return node
        }, edges: shop.edges, roots: shop.roots).cut(.group("Start"))
        #expect(onboarding.roots == ["Onboarding"])
    }

    @Test func anUnknownGroupOrScreenSaysWhatExists() {
        #expect(throws: MapViewError.self) { try shop.cut(.group("Nope")) }
        do {
            _ = try shop.cut(.group("Nope"))
        } catch {
            #expect(error.description.contains("groups: Account, Shop"))
        }
        do {
            _ = try shop.cut(.focus("shop.ITEM.x", depth: 1))
            Issue.record("an unknown screen was accepted")
        } catch {
            #expect(error.description.contains("--focus shop.ITEM.x names no screen"))
        }
    }

    @Test(arguments: [(0, 1), (1, 3), (2, 5), (3, 6)])
    func aFocusKeepsTheScreensWithinItsDepth(depth: Int, count: Int) throws {
        let view = try shop.cut(.focus("Shop.item", depth: depth))
        #expect(view.nodes.count == count, "\(view.nodes.map(\.id))")
        #expect(view.roots == ["Shop.item"])
        let ids = Set(view.nodes.map(\.id))
        #expect(view.edges.allSatisfy { ids.contains($0.from) && ($0.to.map(ids.contains) ?? true) })
    }

    @Test func theOverviewHasOneNodePerGroupAndCountsTheVerbsBetween() throws {
        let view = try shop.cut(.overview)
        #expect(view.nodes.map(\.id) == ["Account", "Legacy.help", "Main.tabs", "Onboarding", "Shop"])
        #expect(view.node("Shop")?.screen == "3 screens")
        #expect(view.node("Account")?.screen == "1 screen")
        let intoShop = view.edges.filter { $0.to == "Shop" }
        #expect(intoShop.map(\.action) == [.tab])
        let shopToAccount = try #require(view.edges.first { $0.from == "Shop" && $0.to == "Account" })
        #expect(shopToAccount.action == .verb(.setRoot) && shopToAccount.label == "1 callback")
        // Verbs within the shop group (push, popTo, dismissTo, selectTab) are not between groups.
        #expect(!view.edges.contains { $0.from == $0.to })
        #expect(view.roots == ["Main.tabs", "Onboarding"])
        // A group is drawn with its name in bold and its count under it, never the count in bold.
        #expect(view.node("Shop")?.kind == .group && view.node("Legacy.help")?.kind != .group)
        let dot = DOTGraphWriter.write(view)
        #expect(dot.contains("\"Shop\" [label=<<B>Shop</B><BR/><FONT POINT-SIZE=\"11\" COLOR=\"#616161\">3 screens</FONT>>"), "\(dot)")
        #expect(MermaidGraphWriter.write(view).contains("([\"<b>Shop</b><br/>3 screens\"])"))
    }

    /// The overview counts what the docs count: declarations, without placed copies or tab
    /// containers (a group of two screens and its tabs is "2 screens", not 3 or 4).
    @Test func theOverviewCountsDeclaredScreensOnly() throws {
        let graph = NavigationGraph(nodes: [
            ScreenNode(id: "G.tabs", screen: "Tabs", kind: .tabs, group: "G"),
            ScreenNode(id: "G.a", screen: "A", group: "G"), ScreenNode(id: "G.b", screen: "B", group: "G"),
            ScreenNode(id: "G.b@X.x.onB", screen: "B", group: "G"),
            ScreenNode(id: "T.only", screen: "Tabs", kind: .tabs, group: "T"),
        ], edges: [])
        let view = try graph.cut(.overview)
        #expect(view.node("G")?.screen == "2 screens")
        #expect(view.node("T")?.screen == "0 screens")
    }

    @Test func countsAggregatePerActionBetweenTwoGroups() throws {
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "A.a", screen: "A", group: "A"), ScreenNode(id: "A.b", screen: "B", group: "A"),
                    ScreenNode(id: "B.c", screen: "C", group: "B")],
            edges: [NavigationEdge(from: "A.a", to: "B.c", action: .verb(.push)), NavigationEdge(from: "A.b", to: "B.c", action: .verb(.push)),
                    NavigationEdge(from: "A.b", to: "B.c", action: .verb(.present))])
        let view = try graph.cut(.overview)
        // In the contract's order: same ends, so by action name.
        #expect(view.edges.map(\.label) == ["1 callback", "2 callbacks"])
        #expect(view.edges.map(\.action) == [.verb(.present), .verb(.push)])
    }

    @Test func shortNamesDropTheSuffixButNeverTheWholeName() {
        var graph = shop
        graph.nodes.append(ScreenNode(id: "Bare", screen: "ViewController"))
        let short = graph.droppingScreenSuffix("ViewController")
        #expect(short.node("Shop.cart")?.screen == "Cart")
        #expect(short.node("Main.tabs")?.screen == "Tabs")
        #expect(short.node("Bare")?.screen == "ViewController")
        #expect(short.edges == graph.edges)
    }

    @Test func deepNarrowMapsRunTopDownAndShallowBroadOnesLeftToRight() {
        let chain = NavigationGraph(
            nodes: (0..<8).map { ScreenNode(id: "s\($0)", screen: "S\($0)") },
            edges: (0..<7).map { NavigationEdge(from: "s\($0)", to: "s\($0 + 1)", action: .verb(.push)) }, roots: ["s0"])
        #expect(MapShape(chain).ranks == 8 && MapShape(chain).breadth == 1)
        #expect(MapShape(chain).preferredDirection == .topToBottom)
        let fan = NavigationGraph(
            nodes: (0..<9).map { ScreenNode(id: "f\($0)", screen: "F\($0)") },
            edges: (1..<9).map { NavigationEdge(from: "f0", to: "f\($0)", action: .verb(.push)) }, roots: ["f0"])
        #expect(MapShape(fan).ranks == 2 && MapShape(fan).breadth == 8)
        #expect(MapShape(fan).preferredDirection == .leftToRight)
        #expect(MapOptions(direction: .bottomToTop).direction(for: fan) == .bottomToTop)
    }

    @Test func linksJoinTheBaseAndThePath() {
        let options = MapOptions(linkBase: "https://example.com/repo/blob/abc/")
        #expect(options.link(file: "Sources/A.swift", line: 3) == "https://example.com/repo/blob/abc/Sources/A.swift#L3")
        #expect(options.link(file: nil, line: 3) == nil)
        #expect(MapOptions().link(file: "A.swift", line: 1) == nil)
    }
}
