extension DOTDocument {
    /// Whether ranks are rows (top to bottom or bottom to top) rather than columns.
    private var ranksAreRows: Bool {
        options.rankDirection == .topToBottom || options.rankDirection == .bottomToTop
    }

    /// Rows per band when ranks are rows: the names then sit side by side, and three keep the
    /// legend about as wide as two screens, so it does not widen a top-down map (which a
    /// published column scales by its width).
    private static let legendBandWidth = 3

    /// A `cluster_legend` subgraph: each action the map uses sends one edge, in that action's
    /// style, from its name to a blank cell facing it; a table below explains the marks the map
    /// uses (see ``marks``). Nothing when the map uses neither.
    ///
    /// Names and blanks are two HTML tables a rank apart, joined cell to cell by ports: the
    /// edges run along the flow, because Graphviz 2.43 garbles the attributes of several
    /// flat (same-rank) edges with ports between two nodes. When ranks are columns the tables
    /// are columns of rows; when ranks are rows they are bands of side-by-side cells, stacked
    /// by invisible edges so the legend stays compact.
    mutating func appendLegend() {
        let rows = DOTStyle.legendRows(for: plan.edges)
        let marks = self.marks
        guard !rows.isEmpty || !marks.isEmpty else { return }
        let bandWidth = ranksAreRows ? Self.legendBandWidth : max(rows.count, 1)
        let (out, into): (String, String)
        switch options.rankDirection {
        case .topToBottom: (out, into) = ("s", "n")
        case .bottomToTop: (out, into) = ("n", "s")
        case .leftToRight: (out, into) = ("e", "w")
        case .rightToLeft: (out, into) = ("w", "e")
        }
        lines.append("  subgraph \(DOTStyle.q("cluster_legend")) {")
        lines.append("    graph" + DOTStyle.list([
            ("label", "<<B>Legend</B>>"), ("style", DOTStyle.q("rounded")), ("color", DOTStyle.q("#CFD8DC")),
        ]) + ";")
        let plaintext: [DOTStyle.Attribute] = [("shape", DOTStyle.q("plaintext")), ("fontsize", DOTStyle.q("10"))]
        var previous: (names: String, ends: String)?
        for start in stride(from: 0, to: rows.count, by: bandWidth) {
            let band = start..<min(start + bandWidth, rows.count)
            let names = invent("legend__actions")
            let ends = invent("legend__ends")
            let nameCells = band.map {
                legendCell(port: $0, text: TextEscaping.dotHTML(rows[$0].title), facingEdge: true)
            }
            let endCells = band.map { legendCell(port: $0, text: " ", facingEdge: false) }
            for (node, cells) in [(names, nameCells), (ends, endCells)] {
                let attributes = [("label", legendTable(cells))] + plaintext
                lines.append("    " + DOTStyle.q(node) + DOTStyle.list(attributes) + ";")
            }
            for index in band {
                let style = DOTStyle.edge(rows[index].action, conditional: rows[index].conditional)
                let port = DOTStyle.q("p\(index)")
                lines.append("    \(DOTStyle.q(names)):\(port):\(out) -> \(DOTStyle.q(ends)):\(port):\(into)"
                    + DOTStyle.list(style) + ";")
            }
            if let previous {
                // Bottom-to-top ranks grow upwards, so the chain runs the other way to keep
                // the first band on top.
                let link = options.rankDirection == .bottomToTop ? (ends, previous.names) : (previous.ends, names)
                lines.append("    \(DOTStyle.q(link.0)) -> \(DOTStyle.q(link.1)) [style=\(DOTStyle.q("invis"))];")
            }
            previous = (names, ends)
        }
        if !marks.isEmpty {
            let notes = invent("legend__marks")
            let body = marks.map { "<TR><TD ALIGN=\"LEFT\">\(TextEscaping.dotHTML($0))</TD></TR>" }.joined()
            let table = "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"2\" CELLSPACING=\"0\">\(body)</TABLE>>"
            lines.append("    " + DOTStyle.q(notes) + DOTStyle.list([("label", table)] + plaintext) + ";")
            if let previous {
                lines.append("    \(DOTStyle.q(previous.ends)) -> \(DOTStyle.q(notes)) [style=\(DOTStyle.q("invis"))];")
            }
        }
        lines.append("  }")
    }

    /// What the map's marks mean, for those it uses: readers cannot guess a double outline, a
    /// grey dot or a note such as `in nav`.
    var marks: [String] {
        var marks: [String] = []
        if plan.nodes.contains(where: { plan.roots.contains($0.id) }) { marks.append("double outline: where the app starts") }
        if !backNodes.isEmpty { marks.append("grey dot: back to the screen below") }
        if plan.nodes.contains(where: { $0.kind == .external }) { marks.append("dashed box: a screen outside this map") }
        if plan.nodes.contains(where: { $0.kind == .app }) { marks.append("App: the app's own code (deep links, requests)") }
        if plan.edges.contains(where: { $0.origin == .app }) { marks.append("by the app: no tap starts it") }
        if plan.edges.contains(where: { $0.embedding == .navigation }) {
            marks.append("in nav: in a new navigation stack")
        }
        if plan.edges.contains(where: { $0.output != nil }) { marks.append("via NAME: sent through output NAME") }
        return marks
    }

    /// One legend cell: fixed-size when cells sit side by side, so names and blanks line up;
    /// else, for names, aligned towards their edge.
    private func legendCell(port: Int, text: String, facingEdge: Bool) -> String {
        var attributes = " PORT=\"p\(port)\""
        if ranksAreRows {
            attributes += " FIXEDSIZE=\"TRUE\" WIDTH=\"96\" HEIGHT=\"18\""
        } else if facingEdge {
            attributes += options.rankDirection == .rightToLeft ? " ALIGN=\"LEFT\"" : " ALIGN=\"RIGHT\""
        }
        return "<TD\(attributes)>\(text)</TD>"
    }

    /// An HTML label holding `cells` as one row when ranks are rows, else one per row.
    private func legendTable(_ cells: [String]) -> String {
        let body = ranksAreRows ? "<TR>" + cells.joined() + "</TR>" : cells.map { "<TR>\($0)</TR>" }.joined()
        return "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"2\" CELLSPACING=\"0\">\(body)</TABLE>>"
    }
}
