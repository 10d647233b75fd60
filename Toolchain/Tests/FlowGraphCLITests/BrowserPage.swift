import Foundation
import Testing

/// An interactive map (`flowgraph scan --format html`) run in headless Chromium with a test's
/// script after the page's own. The script is the body of an async function that fills
/// `report` (it may `await pause(ms)` for events the browser delivers later, such as
/// `hashchange`); the report comes back through `--dump-dom` as JSON.
///
/// The page runs in a frame of exactly the viewport asked for, inside a larger window: the
/// window's own viewport is smaller than `--window-size` by a frame that varies with the
/// profile (an infobar or not), and only the top page is dumped, so the frame posts its
/// report up to it.
struct BrowserPage {
    /// The ShopKit sample's map, rooted at its welcome screen, as the browser tests scan it.
    static let shop = ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome"]

    /// The page file.
    let file: URL

    /// Scans `arguments` (sources and options) into `map.html` in `folder`.
    static func scan(_ arguments: [String], into folder: URL) throws -> BrowserPage {
        let file = folder.appendingPathComponent("map.html")
        let run = try CLIRunner.run(["scan"] + arguments + ["--output", file.path])
        #expect(run.status == 0, "\(run.stderr)")
        return BrowserPage(file: file)
    }

    /// The report `script` writes after the page has started.
    /// - Parameters:
    ///   - script: An async function's body filling `report`.
    ///   - window: The size of the page's viewport (`innerWidth`, `innerHeight`) in CSS pixels.
    ///   - fragment: The URL's fragment to open the page with (without `#`), if any.
    ///   - dark: Whether the browser prefers a dark colour scheme.
    func report(_ script: String, window: (width: Int, height: Int) = (1200, 900), fragment: String? = nil,
                dark: Bool = false) throws -> [String: Any] {
        let folder = file.deletingLastPathComponent(), name = UUID().uuidString
        let run = folder.appendingPathComponent("run-\(name).html"), frame = folder.appendingPathComponent("frame-\(name).html")
        defer { for written in [run, frame] { try? FileManager.default.removeItem(at: written) } }
        let page = try String(contentsOf: file, encoding: .utf8)
        try page.replacingOccurrences(of: "</body>", with: Self.harness(script) + "\n</body>")
            .write(to: run, atomically: true, encoding: .utf8)
        try """
            <!DOCTYPE html>
            <html><body style="margin: 0">
            <iframe src="\(run.lastPathComponent + (fragment.map { "#" + $0 } ?? ""))"
              style="display: block; border: 0; width: \(window.width)px; height: \(window.height)px"></iframe>
            <script>
            addEventListener("message", (event) => {
              const out = document.createElement("pre");
              out.id = "report";
              out.textContent = event.data;
              document.body.append(out);
            });
            </script>
            </body></html>
            """.write(to: frame, atomically: true, encoding: .utf8)
        let dom = try Self.chromium([
            "--hide-scrollbars", "--window-size=\(window.width + 100),\(window.height + 400)", "--virtual-time-budget=3000",
        ] + (dark ? ["--force-dark-mode"] : []) + ["--dump-dom", frame.absoluteString], profile: folder)
        let start = try #require(dom.range(of: "<pre id=\"report\">"), "no report in the DOM:\n\(dom.suffix(2_000))")
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let json = dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(report["error"] == nil, "the test's script failed: \(report["error"] ?? "")")
        return report
    }

    /// Headless Chromium's output (standard output and error) for `arguments`, with a profile
    /// of its own in `profile`: instances sharing one would hand their page to the first and
    /// exit without output.
    static func chromium(_ arguments: [String], profile: URL) throws -> String {
        guard let chromium = ExternalTools.chromium else { throw BrowserFailure(message: "chromium is not installed") }
        let data = profile.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        return try ExternalTools.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(data.path)"]
            + arguments).output
    }

    /// Why the browser gave no page to read.
    struct BrowserFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// `script` wrapped so that whatever it throws is reported, with helpers every script uses.
    private static func harness(_ script: String) -> String {
        """
        <script>
        (async () => {
          const report = {};
          const data = JSON.parse(document.getElementById("map-data").textContent);
          const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
          const viewport = document.getElementById("viewport");
          const details = document.getElementById("details");
          // The drawing's translation and scale, as the page's transform states them.
          const view = () => {
            const match = /translate\\(([-\\d.e]+)px, ([-\\d.e]+)px\\) scale\\(([-\\d.e]+)\\)/.exec(document.getElementById("canvas").style.transform);
            return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
          };
          // How far a screen's middle is from the view's middle, in CSS pixels.
          const offCentre = (index) => {
            const node = document.getElementById("node_" + index).getBoundingClientRect(), frame = viewport.getBoundingClientRect();
            return Math.hypot(node.left + node.width / 2 - frame.left - frame.width / 2, node.top + node.height / 2 - frame.top - frame.height / 2);
          };
          try {
        \(script)
          } catch (error) {
            report.error = String(error) + "\\n" + error.stack;
          }
          parent.postMessage(JSON.stringify(report), "*");
        })();
        </script>
        """
    }
}
