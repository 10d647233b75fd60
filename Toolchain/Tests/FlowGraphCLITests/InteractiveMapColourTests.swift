import Foundation
import Testing

/// The interactive map follows the reader's colour scheme, its drawing included, in headless
/// Chromium with and without `--force-dark-mode`.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium is not installed: run Scripts/setup to test the HTML map"))
struct InteractiveMapColourTests {
    /// The colours the reader sees: the page, a screen name, the drawing's background and a
    /// blue arrow (the first arrow drawn in a colour whose blue is the strongest).
    static let colours = """
        const style = (selector) => getComputedStyle(document.querySelector(selector));
        report.paper = style("body").backgroundColor;
        report.panel = style("#side").backgroundColor;
        report.ink = style("#side h1").color;
        report.name = style("#node_0 text").fill;
        report.background = style("#canvas g.graph > polygon").fill;
        report.filter = style("#canvas svg").filter;
        const blue = [...document.querySelectorAll("g.edge path[stroke]")].find((path) => {
          const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(path.getAttribute("stroke"));
          return hex && parseInt(hex[3], 16) > parseInt(hex[1], 16) + 64;
        });
        report.arrow = getComputedStyle(blue).stroke;
        """

    @Test(arguments: [false, true])
    func thePageAndItsDrawingFollowTheColourScheme(dark: Bool) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.colours, dark: dark)

        let paper = try Self.rgb(report["paper"]), name = try Self.rgb(report["name"]), ink = try Self.rgb(report["ink"])
        #expect((Self.luminance(paper) < 0.1) == dark, "the page's paper: \(report)")
        #expect(Self.contrast(name, paper) >= 4.5, "screen names read on the paper: \(report)")
        #expect(Self.contrast(ink, try Self.rgb(report["panel"])) >= 4.5, "the sidebar reads: \(report)")
        #expect(try Self.rgb(report["background"]).count == 4 && Self.rgb(report["background"])[3] == 0,
                "the drawing has no background of its own (no black box): \(report)")
        #expect(report["filter"] as? String == "none", "colours, not a filter over the whole drawing")
        let arrow = try Self.rgb(report["arrow"])
        #expect(arrow[2] > arrow[0] && Self.contrast(arrow, paper) >= 3, "a blue arrow stays blue and visible: \(report)")
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)` as numbers (0–255, alpha 0–1).
    static func rgb(_ value: Any?) throws -> [Double] {
        let text = try #require(value as? String)
        let numbers = text.split { !"0123456789.".contains($0) }.compactMap { Double($0) }
        try #require(numbers.count >= 3, "not a colour: \(text)")
        return numbers
    }

    /// WCAG's relative luminance.
    static func luminance(_ colour: [Double]) -> Double {
        let linear = colour.prefix(3).map { value -> Double in
            let channel = value / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG's contrast ratio.
    static func contrast(_ a: [Double], _ b: [Double]) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
