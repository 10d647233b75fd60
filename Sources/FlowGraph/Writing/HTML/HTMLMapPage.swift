import Foundation

/// The interactive map: one self-contained HTML file holding the drawn SVG, the map's data and
/// the scripts that pan, zoom, search and explain it. Nothing is loaded from the network.
///
/// The SVG must be drawn from the DOT this page's graph gives with
/// ``DOTOptions/elementIDs`` on, so that `node_N` and `edge_N` in the drawing are the N-th
/// node and edge of the data (both in the writers' plan order).
///
/// The page opens on the graph's roots at a zoom where screen names read at 11 px or more,
/// keeps the selected screen in the URL (`#<screen id>`), and follows the reader's colour scheme.
@_spi(FlowKitTools) public enum HTMLMapPage {
    /// What the page calls a map whose ``MapOptions/title`` is `nil`.
    static let untitled = "Navigation map"

    /// `name` (escaped) with a break opportunity after each separator (`owner+repository`,
    /// `unstoppable-wallet-ios`), so that a long name wraps between its words in the side bar,
    /// not inside one.
    private static func breakable(_ name: String) -> String {
        var broken = ""
        for character in name {
            broken.append(character)
            if "+-_/.".contains(character) { broken += "<wbr>" }
        }
        return broken
    }

    /// The page.
    /// - Parameters:
    ///   - graph: The map drawn in `svg`.
    ///   - svg: Graphviz's SVG of the map, with element ids.
    ///   - options: The link base for source locations and the app's name (``MapOptions/title``).
    @_spi(FlowKitTools) public static func write(_ graph: NavigationGraph, svg: String, options: MapOptions) -> String {
        let plan = WriterPlan(graph)
        let drawing = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        let name = options.title.map(TextEscaping.html)
        let documentTitle = name.map { "\($0) · navigation map" } ?? untitled
        let heading = name.map { "<h1>\(Self.breakable($0))</h1>\n<p class=\"subtitle\">Navigation map</p>" } ?? "<h1>\(untitled)</h1>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(documentTitle)</title>
            <style>
            \(HTMLMapAssets.style)
            </style>
            </head>
            <body>
            <aside id="side">
            <header>
            \(heading)
            </header>
            <input id="search" type="search" placeholder="Search screens" aria-label="Search screens" autocomplete="off">
            <p id="count">\(ScreenNode.screenCount(in: plan.nodes)) screens</p>
            <nav id="screens" aria-label="Screens">
            \(HTMLMapSidebar.list(plan))
            </nav>
            <section id="details" aria-live="polite"><p>Click a screen or an arrow to see its details.</p></section>
            </aside>
            <main id="viewport">
            <div id="canvas">
            \(drawing)
            </div>
            <div id="zoom"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="zoom-start" title="Back to where the app starts, at a readable size">Start</button><button id="zoom-fit" title="The whole map">Fit</button></div>
            </main>
            <script type="application/json" id="map-data">\(HTMLMapData.json(plan, options: options))</script>
            <script>
            \(HTMLMapAssets.script)
            </script>
            </body>
            </html>

            """
    }
}
