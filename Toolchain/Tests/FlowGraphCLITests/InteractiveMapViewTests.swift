import Foundation
import Testing

/// The interactive map's view in headless Chromium: where it opens and how it zooms.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium is not installed: run Scripts/setup to test the HTML map"))
struct InteractiveMapViewTests {
    /// Every screen name's font size as drawn (the SVG font size times the scale it is shown
    /// at, not the text's box), every other text's of screens and arrows, the start's box, the
    /// view's and the drawing's, at opening.
    static let opening = """
        report.window = [innerWidth, innerHeight];
        report.nodes = data.nodes.length;
        const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        const drawn = (text) => parseFloat(text.getAttribute("font-size")) * text.getBoundingClientRect().height / text.getBBox().height;
        report.names = data.nodes.flatMap((node, index) => {
          const name = document.querySelector("#node_" + index + " text");
          return name ? [drawn(name)] : [];
        });
        report.texts = [...document.querySelectorAll("g.node[id^=node_] text, g.edge[id^=edge_] text")].map(drawn);
        report.starts = data.nodes.flatMap((node, index) => node.root ? [box(document.getElementById("node_" + index))] : []);
        report.view = box(viewport);
        report.drawing = box(document.querySelector("#canvas svg"));
        """

    @Test(arguments: [(1280, 800), (900, 1400)])
    func opensOnTheStartWithNamesAtElevenPixelsAndAllTextAtNineOrMore(width: Int, height: Int) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.opening, window: (width, height))

        #expect(report["window"] as? [Int] == [width, height], "the viewport is the window: \(report)")
        let names = report["names"] as? [Double] ?? []
        #expect(names.count == report["nodes"] as? Int, "every screen's name is measured")
        #expect(names.allSatisfy { $0 >= 11 }, "smallest name \(names.min() ?? 0) px at \(width)×\(height)")
        let texts = report["texts"] as? [Double] ?? []
        // Within 0.01 px: the box ratio that measures the scale is exact to about 1e-4.
        #expect(texts.count > names.count && texts.allSatisfy { $0 >= 8.99 },
                "smallest text of a screen or an arrow \(texts.min() ?? 0) px at \(width)×\(height)")
        let view = try #require(report["view"] as? [Double]), drawing = try #require(report["drawing"] as? [Double])
        let starts = report["starts"] as? [[Double]] ?? []
        #expect(starts.count == 1)
        for start in starts {
            #expect(start[0] >= view[0] && start[1] >= view[1] && start[2] <= view[2] && start[3] <= view[3],
                    "the start \(start) is in the view \(view)")
            // Centred on each axis, unless the drawing's edge on that side is at the view's edge
            // (the view does not show empty space beyond the drawing to centre a start at its edge).
            for axis in 0..<2 {
                let offCentre = abs((start[axis] + start[axis + 2]) / 2 - (view[axis] + view[axis + 2]) / 2)
                let flush = abs(drawing[axis] - view[axis]) < 1 || abs(drawing[axis + 2] - view[axis + 2]) < 1
                #expect(offCentre < 2 || flush, "axis \(axis): the start is \(offCentre) px off centre: \(report)")
            }
        }
    }

    /// A trackpad pinch (ctrl+wheel), the mouse wheel and a two-finger pinch, each keeping the
    /// drawing's point under the pointer (or the fingers' midpoint) where it was.
    static let zooming = """
        const frame = viewport.getBoundingClientRect();
        const under = (state, x, y) => [(x - state.x) / state.scale, (y - state.y) / state.scale];
        const wheel = (ctrlKey) => {
          const before = view();
          const event = new WheelEvent("wheel", { deltaY: -20, ctrlKey, clientX: frame.left + 200, clientY: frame.top + 150,
                                                  bubbles: true, cancelable: true });
          viewport.dispatchEvent(event);
          const after = view();
          return { ratio: after.scale / before.scale, before: under(before, 200, 150), after: under(after, 200, 150),
                   prevented: event.defaultPrevented };
        };
        report.pinchWheel = wheel(true);
        report.wheel = wheel(false);
        const finger = (type, id, x, y) => viewport.dispatchEvent(new PointerEvent(type, {
          pointerId: id, pointerType: "touch", isPrimary: id === 1, clientX: frame.left + x, clientY: frame.top + y, bubbles: true }));
        const before = view();
        finger("pointerdown", 1, 300, 300);
        finger("pointerdown", 2, 400, 300);
        finger("pointermove", 2, 500, 340);
        const after = view();
        report.pinch = { ratio: after.scale / before.scale, expected: Math.hypot(200, 40) / 100,
                         before: under(before, 350, 300), after: under(after, 400, 320) };
        finger("pointerup", 2, 500, 340);
        finger("pointerup", 1, 300, 300);
        // The click that ends a pinch selects nothing.
        document.querySelector("#node_0 text").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        report.selectedAfterPinch = details.dataset.selected ?? "";
        """

    @Test func pinchesAndTheWheelZoomAroundThePointer() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try BrowserPage.scan(BrowserPage.shop, into: folder).report(Self.zooming)

        let pinchWheel = try #require(report["pinchWheel"] as? [String: Any]), wheel = try #require(report["wheel"] as? [String: Any])
        let pinchRatio = try #require(pinchWheel["ratio"] as? Double), wheelRatio = try #require(wheel["ratio"] as? Double)
        #expect(pinchRatio > 1 && wheelRatio > 1, "scrolling up zooms in: \(report)")
        #expect(pinchRatio > wheelRatio, "a trackpad pinch's small steps zoom faster than the wheel's: \(report)")
        for zoom in [pinchWheel, wheel] {
            #expect(zoom["prevented"] as? Bool == true, "the page does not scroll or zoom itself")
            Self.expectSame(zoom["before"], zoom["after"], "the point under the pointer stays")
        }
        let pinch = try #require(report["pinch"] as? [String: Any])
        let ratio = try #require(pinch["ratio"] as? Double), expected = try #require(pinch["expected"] as? Double)
        #expect(abs(ratio / expected - 1) < 1e-4, "the fingers' distance scales the map: \(ratio) for \(expected)")
        Self.expectSame(pinch["before"], pinch["after"], "the point under the fingers' midpoint follows it")
        #expect(report["selectedAfterPinch"] as? String == "")
    }

    private static func expectSame(_ before: Any?, _ after: Any?, _ comment: Comment) {
        let before = before as? [Double] ?? [], after = after as? [Double] ?? [.nan]
        #expect(before.count == 2 && zip(before, after).allSatisfy { abs($0 - $1) < 0.01 }, "\(comment): \(before) → \(after)")
    }
}
