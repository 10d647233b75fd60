@_spi(FlowKitTools) @testable import FlowGraph
import Foundation
import Testing

/// The interactive page's text, without a browser: its title, and the screen list grouped by
/// flow group with readable names (the browser tests in Toolchain run its scripts).
@Suite("HTML map page")
struct HTMLMapPageTests {
    /// A group placed twice, a screen in no group and an unresolved target.
    static let graph = NavigationGraph(nodes: [
        ScreenNode(id: "Checkout.payment@Shop.cart.onCheckout", screen: "PaymentViewController", group: "Checkout"),
        ScreenNode(id: "Checkout.payment@Shop.product.onBuyNow", screen: "PaymentViewController", group: "Checkout"),
        ScreenNode(id: "Shop.cart", screen: "CartViewController", group: "Shop"),
        ScreenNode(id: "Main.tabs", screen: ScreenNode.tabContainerScreen, kind: .tabs),
    ], edges: [
        NavigationEdge(from: "Shop.cart", to: "Checkout.payment@Shop.cart.onCheckout", action: .verb(.push), label: "onCheckout"),
        NavigationEdge(from: "Main.tabs", to: "Legacy.help", action: .verb(.present), label: "onHelp"),
    ], roots: ["Main.tabs"])

    static func page(title: String? = nil) -> String {
        var options = MapOptions()
        options.title = title
        return HTMLMapPage.write(graph, svg: "<?xml?><svg viewBox=\"0 0 10 10\"></svg>", options: options)
    }

    @Test(arguments: [
        (nil, "<title>Navigation map</title>", "<h1>Navigation map</h1>"),
        ("ShopKit", "<title>ShopKit · navigation map</title>", "<h1>ShopKit</h1>"),
        ("A <b> & \"c\"", "<title>A &lt;b&gt; &amp; &quot;c&quot; · navigation map</title>", "<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>"),
        // A long name wraps between its words, the document's title untouched.
        ("owner+wallet-ios", "<title>owner+wallet-ios · navigation map</title>", "<h1>owner+<wbr>wallet-<wbr>ios</h1>"),
    ] as [(String?, String, String)])
    func theTitleAndHeadingNameTheApp(title: String?, documentTitle: String, heading: String) {
        let page = Self.page(title: title)
        #expect(page.contains(documentTitle))
        #expect(page.contains(heading))
    }

    @Test func screensAreListedUnderTheirGroupsThenApart() throws {
        let page = Self.page()
        let headings = page.matches(of: /<h2>([^<]*?)(?: <span class="tally">(\d+)<\/span>)?<\/h2>/)
            .map { "\($0.1)" + ($0.2.map { " \($0)" } ?? "") }
        #expect(headings == ["Checkout 2", "Shop 1", "Screens in no group"], "a tab container and an unresolved target are no screens")
        let list = try #require(page.range(of: "<nav id=\"screens\"")).lowerBound
        let noGroup = try #require(page.range(of: "Screens in no group")).lowerBound
        let tabs = try #require(page.range(of: "title=\"Main.tabs\"")).lowerBound
        #expect(list < noGroup && noGroup < tabs, "the tab container, in no group, is listed apart")
        #expect(page.contains("<li data-node=\"3\" class=\"root\" tabindex=\"0\" title=\"Main.tabs\">"), "the start is marked")
    }

    /// One count of screens, the docs' and the list's: declared screens, not the tab container
    /// or the unresolved target beside them.
    @Test func thePageCountsScreensAsTheDocsDo() {
        #expect(Self.page().contains("<p id=\"count\">3 screens</p>"))
        #expect(ScreenNode.screenCount(in: Self.graph.nodes) == 3)
        // A system screen shown and a coordinator that navigates are no screens of the app's.
        let shown = Self.graph.nodes + [ScreenNode(id: "UIAlertController", screen: "UIAlertController", provenance: .system),
                                        ScreenNode(id: "AppCoordinator", screen: "AppCoordinator", provenance: .coordinator),
                                        ScreenNode(id: "InboxViewController", screen: "InboxViewController", provenance: .code)]
        #expect(ScreenNode.screenCount(in: shown) == 4)
    }

    @Test(arguments: [
        (ScreenNode(id: "Checkout.payment@Shop.cart.onCheckout", screen: "Payment", group: "Checkout"), "Payment", "payment · via onCheckout"),
        (ScreenNode(id: "Checkout.payment", screen: "Payment", group: "Checkout"), "Payment", "payment"),
        (ScreenNode(id: "Main.tabs", screen: "Tabs", kind: .tabs), "Tabs", "tabs"),
        (ScreenNode(id: "Onboarding", screen: "OnboardingScreen"), "OnboardingScreen", "Onboarding"),
        (ScreenNode(id: "Legacy.help", screen: "", kind: .external), "Legacy.help", "not found in the sources"),
        (ScreenNode(id: "A.b@C.d.e@F.g.h", screen: "", group: "A"), "A.b", "b · via h"),
    ])
    func aScreenReadsByItsTypeWithItsDeclarationsName(node: ScreenNode, name: String, detail: String) {
        let label = HTMLMapSidebar.label(of: node)
        #expect(label.name == name)
        #expect(label.detail == detail)
    }

    @Test(arguments: [
        ("Billing17Compose12ViewController", "Billing17<wbr>Compose12<wbr>View<wbr>Controller"),
        ("A.b@C.d", "A.<wbr>b@C.<wbr>d"),
        ("URLView <i>", "URLView &lt;i&gt;"),
    ])
    func longNamesBreakBetweenWords(name: String, html: String) {
        #expect(HTMLMapSidebar.breakable(name) == html)
    }

    @Test func thePageLoadsNothingFromTheNetwork() {
        let page = Self.page()
        #expect(!page.contains("<script src") && !page.contains("<link ") && !page.contains("@import") && !page.contains("url(http"))
    }
}
