import Foundation
import Testing

/// The interactive map's view in headless Chromium: where it opens and how it zooms.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium is not installed: run Scripts/setup to test the HTML map"))
struct InteractiveMapViewTests {
    /// Every screen name's font size as drawn (the SVG font size times the scale it is shown
    /// at, not the text's box), every other text's of screens and arrows, the start's box, its
    /// group's title's, the zoom buttons', the view's and the drawing's, at opening; and how many
    /// screens show whole and clear of the buttons there and in the view centred on the start
    /// (the drawing's edges kept out of it), as the page opened before it looked for the view
    /// showing the most.
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
        report.startTitle = box([...document.querySelectorAll("g.cluster > text")].find((text) => text.textContent === "OnboardingGroup"));
        report.view = box(viewport);
        report.buttons = box(document.getElementById("zoom"));
        report.drawing = box(document.querySelector("#canvas svg"));
        const [left, top, right, bottom] = report.view, [bl, bt, br, bb] = report.buttons;
        const whole = (dx, dy) => data.nodes.filter((_, index) => {
          const [l, t, r, b] = box(document.getElementById("node_" + index)).map((value, axis) => value + (axis % 2 === 0 ? dx : dy));
          return l >= left && t >= top && r <= right && b <= bottom && (r <= bl || l >= br || b <= bt || t >= bb);
        }).length;
        report.shown = whole(0, 0);
        const [sl, st, sr, sb] = report.starts[0], [dl, dt, dr, db] = report.drawing;
        // Centred on the start, the drawing's edges kept out of the view but for its top, which
        // may come down below the buttons, as the page's may.
        const centring = (low, high, viewLow, viewHigh, drawLow, drawHigh, room) => {
          const shift = (viewLow + viewHigh) / 2 - (low + high) / 2;
          if (drawHigh - drawLow <= viewHigh - viewLow) return (viewLow + viewHigh) / 2 - (drawLow + drawHigh) / 2;
          return Math.min(viewLow + room - drawLow, Math.max(viewHigh - drawHigh, shift));
        };
        report.shownCentred = whole(centring(sl, sr, left, right, dl, dr, 0), centring(st, sb, top, bottom, dt, db, bb + 4 - top));
        """

    @Test(arguments: [(1280, 800), (900, 1400), (900, 1000)])
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
        let view = try #require(report["view"] as? [Double]), buttons = try #require(report["buttons"] as? [Double])
        let starts = report["starts"] as? [[Double]] ?? []
        #expect(starts.count == 1)
        let title = try #require(report["startTitle"] as? [Double])
        for shown in starts + [title] {
            #expect(shown[0] >= view[0] && shown[1] >= view[1] && shown[2] <= view[2] && shown[3] <= view[3],
                    "the start and its group's title \(shown) are in the view \(view)")
            let clear = shown[2] <= buttons[0] || shown[0] >= buttons[2] || shown[3] <= buttons[1] || shown[1] >= buttons[3]
            #expect(clear, "the start and its group's title \(shown) are clear of the zoom buttons \(buttons)")
        }
        let shown = try #require(report["shown"] as? Int), centred = try #require(report["shownCentred"] as? Int)
        #expect(shown >= centred, "\(shown) screens show whole, \(centred) in the view centred on the start: \(report)")
    }

    /// The legend's box and the view's, at opening.
    static let legendShown = """
        const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        report.view = box(viewport);
        const legend = [...document.querySelectorAll("g.node")].find((node) => node.querySelector("title")?.textContent === "legend");
        report.legend = legend ? box(legend) : null;
        """

    /// An app delegate setting the window's root to a tab bar (its start) and, in two dozen
    /// helpers, to a tab bar around another screen: a fan of arrows into the start, which the
    /// page opened beside with the legend cut in two at the view's left edge.
    private static let fanApp: String = {
        let count = 24
        let screens = (0..<count).map { "final class Screen\($0)ViewController: UIViewController {}" }.joined(separator: "\n")
        let helpers = (0..<count).map { index in
            """
                func open\(index)() {
                    let tabs = MainTabBarController()
                    tabs.viewControllers = [Screen\(index)ViewController()]
                    window?.rootViewController = tabs
                }
            """
        }.joined(separator: "\n")
        return """
            import UIKit
            final class MainTabBarController: UITabBarController {}
            \(screens)
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainTabBarController()
                    return true
                }
            \(helpers)
            }
            """
    }()

    /// The legend shows whole or not at all: cut at the view's edge, it reads as broken.
    @Test(arguments: [(1280, 800), (900, 1400), (900, 1000)])
    func opensWithTheLegendWholeOrOutOfView(width: Int, height: Int) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("FanApp", isDirectory: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Self.fanApp.write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        let report = try BrowserPage.scan([app.path], into: folder).report(Self.legendShown, window: (width, height))

        let view = try #require(report["view"] as? [Double]), legend = try #require(report["legend"] as? [Double])
        let inside = legend[0] >= view[0] && legend[1] >= view[1] && legend[2] <= view[2] && legend[3] <= view[3]
        let outside = legend[2] <= view[0] || legend[3] <= view[1] || legend[0] >= view[2] || legend[1] >= view[3]
        #expect(inside || outside, "the legend \(legend) is cut by the view \(view) at \(width)×\(height)")
    }

    /// The starts' boxes by name and the view's, at opening.
    static let startsShown = """
        const box = (element) => { const r = element.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        report.view = box(viewport);
        report.starts = Object.fromEntries(data.nodes.flatMap((node, index) =>
          node.root ? [[node.id, box(document.getElementById("node_" + index))]] : []));
        """

    /// Starts too far apart to show together: the page opens on the one from which the most
    /// screens are reached, whatever their order (a storyboard's first scene that the code
    /// replaces at once reaches none, and leaves the reader on an empty corner).
    @Test func opensOnTheStartReachingTheMostWhenStartsAreFarApart() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["Samples/ShopApp/ShopKit", "--root", "CheckoutGroup.confirmation", "--root", "OnboardingGroup.welcome"]
        let report = try BrowserPage.scan(arguments, into: folder).report(Self.startsShown, window: (900, 1000))

        let view = try #require(report["view"] as? [Double])
        let starts = try #require(report["starts"] as? [String: [Double]])
        let inView = { (b: [Double]) in b[0] >= view[0] && b[1] >= view[1] && b[2] <= view[2] && b[3] <= view[3] }
        let welcome = try #require(starts["OnboardingGroup.welcome"]), confirmation = try #require(starts["CheckoutGroup.confirmation"])
        #expect(inView(welcome), "the welcome screen \(welcome) is in the view \(view)")
        #expect(!inView(confirmation), "the two starts are too far apart to show together at 900 px: \(report)")
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
