import Foundation

/// Which parts of a map picture are which: the legend, the map's own nodes, screen names and
/// edge labels, and the two nodes an edge joins. Recognised by the picture's structure (the
/// `legend` node, label lines' positions, edge titles), not by styling, so a change of fonts
/// or colours cannot make a check skip what it should measure.
extension SVGPicture {
    /// The legend: the DOT writer's one-table `legend` node (or, in pictures drawn before it,
    /// its `cluster_legend` cluster), if the picture has one.
    var legend: Group? {
        nodes.first { $0.title == "legend" } ?? clusters.first { $0.title == "cluster_legend" }
    }

    /// Every line of the legend's text: held to the size of labels.
    var legendLines: [(node: String, line: Text)] {
        nodes.filter(isInLegend).flatMap { node in
            node.texts.filter { !$0.content.trimmingCharacters(in: .whitespaces).isEmpty }.map { (node.title, $0) }
        }
    }

    /// Whether `node`'s box lies inside the legend's: the legend's sample cells, not screens.
    func isInLegend(_ node: Group) -> Bool {
        guard let legend = legend?.box, let box = node.box else { return false }
        let centre = PlanePoint(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
        return legend.depth(of: centre) != nil
    }

    /// The nodes of the map itself: every node outside the legend.
    var mapNodes: [Group] { nodes.filter { !isInLegend($0) } }

    /// Each screen's name: the first (topmost) line of every map node's label, every run of
    /// text on it (Graphviz writes one `<text>` per font change). The lines under it (the id,
    /// a placement) are sublines. Nodes without text (back dots) have none.
    var screenNames: [(node: String, line: Text)] {
        mapNodes.flatMap { node -> [(node: String, line: Text)] in
            let lines = node.texts.filter { !$0.content.trimmingCharacters(in: .whitespaces).isEmpty }
            guard let top = lines.map(\.baseline).min() else { return [] }
            return lines.filter { $0.baseline - top < 0.5 }.map { (node.title, $0) }
        }
    }

    /// Every line of every edge label, with its edge's title.
    var edgeLabelLines: [(edge: String, line: Text)] {
        edges.flatMap { edge in
            edge.texts.filter { !$0.content.trimmingCharacters(in: .whitespaces).isEmpty }.map { (edge.title, $0) }
        }
    }

    /// The nodes `edge` joins, by title: Graphviz titles an edge `TAIL->HEAD`, each end
    /// possibly with a `:port`. `nil` when the title names no two nodes of the picture.
    func ends(of edge: Group) -> (tail: String, head: String)? {
        let titles = Set(nodes.map(\.title))
        func node(_ end: Substring) -> String? {
            if titles.contains(String(end)) { return String(end) }
            // `name:port` or `name:port:compass`.
            var candidate = end
            while let colon = candidate.lastIndex(of: ":") {
                candidate = candidate[..<colon]
                if titles.contains(String(candidate)) { return String(candidate) }
            }
            return nil
        }
        var search = edge.title.startIndex
        while let arrow = edge.title.range(of: "->", range: search..<edge.title.endIndex) {
            if let tail = node(edge.title[..<arrow.lowerBound]), let head = node(edge.title[arrow.upperBound...]) {
                return (tail, head)
            }
            search = arrow.upperBound
        }
        return nil
    }

    /// The drawn marks of `edge`: its arrowheads, tees and dots (every shape but its lines).
    static func marks(of edge: Group) -> [Shape] {
        edge.shapes.filter { $0.kind != .path }
    }
}
