extension DOTDocument {
    /// How many line samples sit side by side in one row of the legend.
    private static let legendColumns = 3

    /// The legend: one plain-text node, a table of a drawn sample of each line style the map
    /// uses beside its action's name, then what the map's marks mean (see ``marks``). Nothing
    /// when the map uses neither.
    ///
    /// One node with no edges sits in the first rank, where a map's start leaves room, and
    /// costs the layout nothing. (A legend of real edges between table ports took ranks of its
    /// own, as tall as the map's, and half a picture's height.)
    mutating func appendLegend() {
        let rows = DOTStyle.legendRows(for: plan.edges)
        let marks = self.marks
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
        for mark in marks {
            body += "<TR><TD ALIGN=\"LEFT\" COLSPAN=\"\(columns * 2)\">\(TextEscaping.dotHTML(mark))</TD></TR>"
        }
        let table = "<<TABLE BORDER=\"1\" COLOR=\"#CFD8DC\" STYLE=\"ROUNDED\" CELLBORDER=\"0\" CELLPADDING=\"1\" "
            + "CELLSPACING=\"2\">\(body)</TABLE>>"
        let legend = invent("legend")
        lines.append("  " + DOTStyle.q(legend) + DOTStyle.list([
            ("label", table), ("shape", DOTStyle.q("plaintext")), ("fontsize", DOTStyle.q(String(Self.labelSize))),
            ("tooltip", DOTStyle.q("Legend")),
        ]) + ";")
    }

    /// What the map's marks mean, for those it uses: readers cannot guess a double outline, a
    /// `↩` line or a note such as `in nav`.
    var marks: [String] {
        var marks: [String] = []
        if plan.nodes.contains(where: { plan.roots.contains($0.id) }) {
            marks.append("● ━▶ double outline: where the app starts")
        }
        if !backVerbs.isEmpty { marks.append(DOTStyle.backMark + " onX: back to the screen below (pop unless named)") }
        if plan.nodes.contains(where: { $0.kind == .external }) { marks.append("dashed box: a screen outside this map") }
        if options.showsSublines, plan.edges.contains(where: { $0.embedding == .navigation }) {
            marks.append("in nav: in a new navigation stack")
        }
        if options.showsSublines, plan.edges.contains(where: { $0.output != nil }) {
            marks.append("via NAME: sent through output NAME")
        }
        return marks
    }
}
