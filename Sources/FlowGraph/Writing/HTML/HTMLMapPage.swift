import Foundation

/// The interactive map: one self-contained HTML file holding the drawn SVG, the map's data and
/// the scripts that pan, zoom, search and explain it. Nothing is loaded from the network.
///
/// The SVG must be drawn from the DOT this page's graph gives with
/// ``DOTOptions/elementIDs`` on, so that `node_N` and `edge_N` in the drawing are the N-th
/// node and edge of the data (both in the writers' plan order).
@_spi(FlowKitTools) public enum HTMLMapPage {
    /// The page.
    /// - Parameters:
    ///   - graph: The map drawn in `svg`.
    ///   - svg: Graphviz's SVG of the map, with element ids.
    ///   - options: The link base for source locations.
    ///   - title: The page's title.
    @_spi(FlowKitTools) public static func write(_ graph: NavigationGraph, svg: String, options: MapOptions, title: String) -> String {
        let plan = WriterPlan(graph)
        let drawing = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        let items = plan.nodes.enumerated().map { index, node in
            "<li data-node=\"\(index)\" tabindex=\"0\"><b>\(TextEscaping.html(node.screen.isEmpty ? node.id : node.screen))"
                + "</b> <small>\(TextEscaping.html(node.id))</small></li>"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(TextEscaping.html(title))</title>
            <style>
            \(HTMLMapAssets.style)
            </style>
            </head>
            <body>
            <aside id="side">
            <h1>\(TextEscaping.html(title))</h1>
            <input id="search" type="search" placeholder="Search screens" aria-label="Search screens" autocomplete="off">
            <p id="count">\(plan.nodes.count) screens</p>
            <ul id="screens">
            \(items.joined(separator: "\n"))
            </ul>
            <section id="details" aria-live="polite"><p>Click a screen or an arrow to see its details.</p></section>
            </aside>
            <main id="viewport">
            <div id="canvas">
            \(drawing)
            </div>
            <div id="zoom"><button id="zoom-in" title="Zoom in">+</button><button id="zoom-out" title="Zoom out">−</button><button id="zoom-fit" title="Fit the map">Fit</button></div>
            </main>
            <script type="application/json" id="map-data">\(data(plan, options: options))</script>
            <script>
            \(HTMLMapAssets.script)
            </script>
            </body>
            </html>

            """
    }

    /// The map's nodes and edges as JSON, edges naming their ends by node index; `</` is
    /// written `<\/` so that no string can close the script element.
    private static func data(_ plan: WriterPlan, options: MapOptions) -> String {
        let string = JSONGraphWriter.string
        func place(_ file: String?, _ line: Int?) -> String {
            let text = DOTDocument.place(file, line).map(string) ?? "null"
            let link = options.link(file: file, line: line).map(string) ?? "null"
            return "\"place\": \(text), \"link\": \(link)"
        }
        let nodes = plan.nodes.map { node in
            "{\"id\": \(string(node.id)), \"screen\": \(string(node.screen)), \"kind\": \(string(node.kind.rawValue)), "
                + "\"group\": \(node.group.map(string) ?? "null"), \"root\": \(plan.roots.contains(node.id)), "
                + place(node.file, node.line) + "}"
        }
        let edges = plan.edges.map { edge in
            "{\"from\": \(plan.nodeIndex[plan.nodeID(edge.from)] ?? -1), "
                + "\"to\": \(edge.to.flatMap { plan.nodeIndex[plan.nodeID($0)] }.map(String.init) ?? "null"), "
                + "\"action\": \(string(edge.action.rawValue)), \"label\": \(string(edge.label)), "
                + "\"arguments\": [\(edge.arguments.map(string).joined(separator: ", "))], "
                + "\"notes\": \(string(EdgeCaption(edge).notes.filter { $0 != edge.action.rawValue }.joined(separator: ", "))), "
                + place(edge.file, edge.line) + "}"
        }
        let json = "{\"nodes\": [" + nodes.joined(separator: ",\n") + "],\n\"edges\": [" + edges.joined(separator: ",\n") + "]}"
        return json.replacingOccurrences(of: "</", with: "<\\/")
    }
}
