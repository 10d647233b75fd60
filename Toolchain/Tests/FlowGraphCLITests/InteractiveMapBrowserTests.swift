import Foundation
import Testing

/// The interactive map (`--format html`) in a real browser: headless Chromium loads the page,
/// runs its scripts and a few user actions, and the test reads the DOM that results.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium is not installed: run Scripts/setup to test the HTML map"))
struct InteractiveMapBrowserTests {
    /// User actions run after the page's own scripts: search, then click a screen in the
    /// drawing, then click one of its arrows; each step's outcome goes into the report.
    static let actions = """
        const listed = () => [...document.querySelectorAll("#screens li")].filter((li) => !li.hidden).length;
        report.ready = document.body.dataset.ready;
        report.listed = listed();
        report.total = data.nodes.length;
        const search = document.getElementById("search");
        search.value = "payment";
        search.dispatchEvent(new Event("input", { bubbles: true }));
        report.afterSearch = listed();
        report.count = document.getElementById("count").textContent;
        report.sectionsShown = [...document.querySelectorAll("#screens section")].filter((section) => !section.hidden).length;
        const index = data.nodes.findIndex((node) => node.id === "CheckoutGroup.payment");
        document.querySelector("#node_" + index + " text").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.selected = [...document.querySelectorAll("g.node.selected")].map((g) => g.id);
        report.highlighted = document.querySelectorAll("g.edge.highlight").length;
        report.expected = data.edges.filter((edge) => edge.from === index || edge.to === index).length;
        report.details = details.textContent;
        const edge = data.edges.findIndex((edge) => edge.from === index && edge.label === "onPaid");
        document.querySelector("#edge_" + edge + " path").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.edgeDetails = details.textContent;
        report.dom = document.body.innerHTML.includes("https://example.test/shop/blob/abc/Samples/ShopApp/ShopKit/Flows/CheckoutFlows.swift#L29");
        """

    @Test func searchNarrowsTheListAndAClickHighlightsAScreensArrows() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try BrowserPage.scan(BrowserPage.shop + ["--link-base", "https://example.test/shop/blob/abc"], into: folder)
        let report = try page.report(Self.actions)

        #expect(report["ready"] as? String == "true")
        // 20 screens (each declaration once, placements folded) and the tab container.
        #expect(report["total"] as? Int == 21)
        #expect(report["listed"] as? Int == 21, "every screen is listed: \(report)")
        #expect(report["afterSearch"] as? Int == 1, "the search narrowed the list to the payment screen: \(report)")
        #expect(report["count"] as? String == "1 of 20 screens")
        #expect(report["sectionsShown"] as? Int == 1, "only the group holding the matches keeps its heading: \(report)")
        let selected = report["selected"] as? [String] ?? []
        #expect(selected.count == 1 && selected.first?.hasPrefix("node_") == true)
        let highlighted = report["highlighted"] as? Int ?? 0
        #expect(highlighted > 0 && highlighted == report["expected"] as? Int)
        let details = report["details"] as? String ?? ""
        #expect(details.contains("PaymentViewController") && details.contains("Entries") && details.contains("Exits"))
        #expect(details.contains("onContinue") && details.contains("CheckoutViewController"), "\(details)")
        let edgeDetails = report["edgeDetails"] as? String ?? ""
        #expect(edgeDetails.contains("onPaid(Order)") && edgeDetails.contains("push"), "\(edgeDetails)")
        #expect(edgeDetails.contains("Samples/ShopApp/ShopKit/Flows/CheckoutFlows.swift:29"), "\(edgeDetails)")
        // Source locations are links under --link-base.
        #expect(report["dom"] as? Bool == true, "no link to CheckoutFlows.swift#L29")
    }
}
