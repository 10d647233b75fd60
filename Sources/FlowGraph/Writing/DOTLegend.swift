extension DOTDocument {
    /// How many line samples sit side by side in one row of the legend.
    private static let legendColumns = 3

    /// The legend: one plain-text node, a table of a drawn sample of each line style the map
    /// uses beside its action's name, then what the map's marks mean (see ``marks``). Nothing
    /// when the map uses neither.
    ///
    /// One node costs the layout almost nothing. (A legend of real edges between table ports
    /// took ranks of its own, as tall as the map's, and half a picture's height.)
    mutating func appendLegend() {
        let rows = DOTStyle.legendRows(for: plan.edges)
        let marks = options.legendIncludesMarks ? self.marks : []
        guard !rows.isEmpty || !marks.isEmpty else { return }
        let columns = min(Self.legendColumns, max(rows.count, 1))
        var body = ""
        for start in stride(from: 0, to: rows.count, by: columns) {
            let cells = rows[start..<min(start + columns, rows.count)].map { row in
                let ink = row.conditional ? DOTStyle.muted : DOTStyle.ink(row.action)
                return "<TD ALIGN=\"RIGHT\"><FONT COLOR=\"\(ink)\">"
                    + TextEscaping.dotHTML(DOTStyle.sample(row.action, conditional: row.conditional))
                    + "</FONT></TD><TD ALIGN=\"LEFT\">\(TextEscaping.dotHTML(row.title))</TD>"
            }
            let padding = String(repeating: "<TD></TD><TD></TD>", count: columns - cells.count)
            body += "<TR>" + cells.joined() + padding + "</TR>"
        }
        // Two marks to a row: the legend's height counts twice, in the picture and in its rank.
        for start in stride(from: 0, to: marks.count, by: 2) {
            let pair = marks[start..<min(start + 2, marks.count)].map(TextEscaping.dotHTML).joined(separator: "     ")
            body += "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"\(columns * 2)\">\(pair)</TD></TR>"
        }
        let table = "<<TABLE BORDER=\"1\" COLOR=\"#CFD8DC\" STYLE=\"ROUNDED\" CELLBORDER=\"0\" CELLPADDING=\"1\" "
            + "CELLSPACING=\"2\">\(body)</TABLE>>"
        let legend = invent("legend")
        lines.append("  " + DOTStyle.q(legend) + DOTStyle.list([
            ("label", table), ("shape", DOTStyle.q("plaintext")), ("fontsize", DOTStyle.q(String(Self.labelSize))),
            ("tooltip", DOTStyle.q("Legend")),
        ]) + ";")
        // Alone, the legend takes the first rank, beside the start, where it widens a top-down
        // map by its own width; below the deepest screen it only adds a row. (Left to right,
        // the last rank is a column of its own, so there the first one costs less.)
        let ranksAreRows = options.rankDirection == .topToBottom || options.rankDirection == .bottomToTop
        if ranksAreRows,
           let deepest = MapShape(NavigationGraph(nodes: plan.nodes, edges: plan.edges, roots: plan.roots.sorted())).deepest {
            lines.append("  " + DOTStyle.q(plan.nodeID(deepest)) + " -> " + DOTStyle.q(legend)
                + DOTStyle.list([("style", DOTStyle.q("invis")), ("weight", DOTStyle.q("0"))]) + ";")
        }
    }

    /// What the map's marks mean, for those it uses: readers cannot guess a double outline, a
    /// `↩` line or a note such as `in nav`.
    var marks: [String] {
        var marks: [String] = []
        if plan.nodes.contains(where: { plan.roots.contains($0.id) }) {
            marks.append("●━▶ double outline: the start")
        }
        if !plan.backVerbs.isEmpty { marks.append(DOTStyle.backMark + " onX: back (pop unless named)") }
        if plan.edges.contains(where: { $0.evidence == .inferred && $0.to != nil }) { marks.append(DOTStyle.inferredMark) }
        if plan.nodes.contains(where: { $0.provenance == .system }) { marks.append("grey box: a system screen") }
        if plan.nodes.contains(where: { $0.kind == .external }) { marks.append("dashed box: outside this map") }
        if plan.nodes.contains(where: { $0.kind == .app }) { marks.append("App: the app's own code (deep links, requests)") }
        if plan.edges.contains(where: { $0.origin == .app }) { marks.append(EdgeCaption.byTheApp + ": no tap starts it") }
        if options.showsSublines, plan.edges.contains(where: { $0.embedding == .navigation }) {
            marks.append("in nav: in a new stack")
        }
        if options.showsSublines, plan.edges.contains(where: { $0.output != nil }) {
            marks.append("via NAME: through output NAME")
        }
        return marks
    }
}
