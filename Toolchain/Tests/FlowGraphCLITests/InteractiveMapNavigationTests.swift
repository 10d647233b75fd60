import Foundation
import Testing

/// Finding one's way in the interactive map, in headless Chromium: the grouped screen list,
/// the details' links to screens, and the selected screen in the URL.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium is not installed: run Scripts/setup to test the HTML map"))
struct InteractiveMapNavigationTests {
    /// Each listed screen as the reader sees it, and the section it is listed under.
    static let listing = """
        const heading = (section) => section.querySelector("h2").firstChild.textContent.trim();
        report.headings = [...document.querySelectorAll("#screens section")].map(heading);
        report.groups = [...new Set(data.nodes.map((node) => node.group ?? "Screens in no group"))];
        report.listed = [...document.querySelectorAll("#screens li[data-node]")].map((item) => {
          const node = data.nodes[Number(item.dataset.node)];
          return { id: node.id, screen: node.screen, group: node.group ?? "Screens in no group",
                   section: heading(item.closest("section")), title: item.title,
                   name: item.querySelector("b").textContent, detail: item.querySelector("small").textContent,
                   clipped: [item, ...item.children].some((element) => element.scrollWidth > element.clientWidth + 1) };
        });
        """

    @Test func theListIsGroupedByFlowGroupWithReadableNames() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.listing, window: (900, 1400))

        let groups = (report["groups"] as? [String] ?? []).sorted()
        #expect(report["headings"] as? [String] == groups, "a heading per group, by name")
        let listed = report["listed"] as? [[String: Any]] ?? []
        #expect(Set(listed.compactMap { $0["id"] as? String }).count == listed.count && listed.count >= 20, "each screen once")
        for item in listed {
            let id = item["id"] as? String ?? "", detail = item["detail"] as? String ?? ""
            #expect(item["section"] as? String == item["group"] as? String, "\(id) under its group's heading")
            #expect(item["name"] as? String == item["screen"] as? String, "\(id) reads by its screen type")
            #expect(item["title"] as? String == id, "the full id is the tooltip")
            let declaration = String(id.prefix { $0 != "@" }.split(separator: ".").last ?? "")
            #expect(detail.hasPrefix(declaration) && detail.count <= 40, "\(id): secondary text '\(detail)'")
            #expect(item["clipped"] as? Bool == false, "\(id) is not clipped")
        }
        let payment = listed.first { $0["id"] as? String == "CheckoutGroup.payment@ShopFlows.cart.onCheckout" }
        #expect(payment == nil || payment?["detail"] as? String == "payment · via onCheckout", "placed copies read apart")
    }

    /// A screen chosen in the list, then every screen its details name, then an arrow's ends.
    static let linking = """
        const index = data.nodes.findIndex((node) => node.id.split("@")[0] === "CheckoutGroup.payment");
        document.querySelector(`#screens li[data-node="${index}"]`).click();
        report.listChoice = { selected: details.dataset.selected, expected: data.nodes[index].id, hash: location.hash };
        // Every entry and exit names its other end by a link, unless it leads back.
        report.lines = [...details.querySelectorAll("ul li")].map((line) => line.querySelector("a[data-node]") ? "link" : line.firstChild.textContent);
        const link = [...details.querySelectorAll("ul a[data-node]")].at(-1);
        const target = Number(link.dataset.node);
        link.click();
        report.followed = { selected: details.dataset.selected, expected: data.nodes[target].id, hash: location.hash,
                            offCentre: offCentre(target) };
        const edge = data.edges.findIndex((edge) => edge.from === target && edge.to !== null && edge.to !== target);
        document.querySelector("#edge_" + edge + " path").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.ends = [...details.querySelectorAll("a[data-node]")].map((end) => Number(end.dataset.node));
        report.expectedEnds = [data.edges[edge].from, data.edges[edge].to];
        details.querySelectorAll("a[data-node]")[1].click();
        report.afterArrow = { selected: details.dataset.selected, expected: data.nodes[data.edges[edge].to].id,
                              offCentre: offCentre(data.edges[edge].to) };
        """

    @Test func everyScreenTheDetailsNameIsALinkThatSelectsAndCentresIt() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.linking)

        let choice = try #require(report["listChoice"] as? [String: Any])
        #expect(choice["selected"] as? String == choice["expected"] as? String)
        #expect(choice["hash"] as? String == "#" + (choice["expected"] as? String ?? ""), "the URL names the screen")
        let lines = report["lines"] as? [String] ?? []
        #expect(!lines.isEmpty && lines.allSatisfy { $0 == "link" || $0 == "back" }, "\(lines)")
        for step in ["followed", "afterArrow"] {
            let outcome = try #require(report[step] as? [String: Any])
            #expect(outcome["selected"] as? String == outcome["expected"] as? String, "\(step): \(outcome)")
            #expect((outcome["offCentre"] as? Double ?? .infinity) < 2, "\(step): the screen is centred: \(outcome)")
        }
        #expect(report["ends"] as? [Int] == report["expectedEnds"] as? [Int], "an arrow's ends are links")
    }

    /// The page opened on a URL naming a declaration, then the fragment changed by hand, then
    /// a click on a screen in the drawing, then on the drawing's background.
    static let addressing = """
        report.opened = { selected: details.dataset.selected, hash: location.hash };
        const opened = data.nodes.findIndex((node) => node.id === details.dataset.selected);
        report.opened.offCentre = opened >= 0 ? offCentre(opened) : -1;
        location.hash = "#SettingsGroup.about";
        await pause(100);
        report.changed = details.dataset.selected;
        location.hash = "#No.such.screen";
        await pause(100);
        report.unknown = details.dataset.selected;
        const tabs = data.nodes.findIndex((node) => node.id === "ShopFlows.tabs");
        document.querySelector("#node_" + tabs + " text").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.clicked = location.hash;
        document.querySelector("#canvas g.graph > polygon").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.cleared = location.hash;
        """

    @Test func theURLNamesTheSelectedScreen() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.addressing, fragment: "CheckoutGroup.payment")

        let opened = try #require(report["opened"] as? [String: Any])
        let selected = opened["selected"] as? String ?? ""
        #expect(selected.split(separator: "@").first == "CheckoutGroup.payment", "a declaration opens its first copy: \(opened)")
        #expect(opened["hash"] as? String == "#" + selected, "the URL then names the screen exactly")
        #expect((opened["offCentre"] as? Double ?? .infinity) < 2, "and the view is centred on it: \(opened)")
        #expect(report["changed"] as? String == "SettingsGroup.about", "hashchange selects")
        #expect(report["unknown"] as? String == "SettingsGroup.about", "an unknown screen changes nothing")
        #expect(report["clicked"] as? String == "#ShopFlows.tabs")
        #expect(report["cleared"] as? String == "", "no selection, no fragment")
    }
}
