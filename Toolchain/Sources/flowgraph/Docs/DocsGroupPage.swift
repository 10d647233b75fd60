@_spi(FlowKitTools) import FlowGraph

extension DocsPages {
    /// Group `name`'s page, showing `map` (its group view): described once however often the
    /// group is placed, its ways in listed with where each routes the group's outputs (said
    /// once when every way routes them alike).
    func page(group name: String, map: NavigationGraph) -> String {
        let facts = GroupFacts(name: name, in: model)
        var lines = ["# \(md(name))", ""]
        lines.append((flavor == .docC ? "`\(name)`" : "**\(md(name))**") + " is a flow group: " + summary(of: facts)
                     + (flavor == .gitHub ? " ([all groups](README.md))." : "."))
        lines.append("")
        if let journey = journeys.first(where: { $0.group == name })?.journey, !journey.steps.isEmpty {
            lines += ["The shortest way here from where the app starts: " + journeyText(journey) + ".", ""]
        }
        lines += picture(name: Self.pageName(name), alt: "The screens of \(name), with the screens that lead in or out.", map: map)
        lines += waysInSection(facts) + outputsSection(facts)
        lines += ["## Screens", ""]
        for node in facts.screens { lines += screenSection(node) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each way in: where the app starts, or a verb from outside; with the routes of the
    /// group's outputs when they differ between the ways in.
    private func waysInSection(_ facts: GroupFacts) -> [String] {
        var lines = anchorLine(Self.waysInAnchor) + ["## Ways in", ""]
        for wayIn in facts.waysIn {
            var line: String
            switch wayIn.way {
            case .start(let id): line = "- where the app starts: \(screenLink(id))"
            case .verb(let edge):
                line = "- from \(screenLink(edge.from)) to \(screenLink(edge.to ?? "")): \(edgeText(edge))"
            }
            if !facts.routesAgree && facts.placements.contains(wayIn) {
                let routes = Dictionary(grouping: wayIn.routes) { $0.output ?? "" }
                let outputs = Set(facts.outputs.compactMap(\.output)).sorted()
                line += "; its outputs lead: " + outputs.map { output in
                    "`\(md(output))` → " + ((routes[output] ?? []).isEmpty ? "nowhere (not sent here)"
                        : unique((routes[output] ?? []).map { routeText($0, withSource: false) }).joined(separator: " and "))
                }.joined(separator: " · ")
            }
            lines.append(line)
        }
        if facts.waysIn.isEmpty { lines.append("No verb leads into this group, and the app does not start in it.") }
        return lines + [""]
    }

    /// Each output: the screens that send it, and where it leads when every way in routes it alike.
    private func outputsSection(_ facts: GroupFacts) -> [String] {
        var lines = ["## Outputs", ""]
        guard !facts.outputs.isEmpty else { return lines + ["The group sends no verb through an output.", ""] }
        let placed = facts.placements.first?.routes ?? facts.outputs
        lines.append(facts.routesAgree || facts.placements.isEmpty
            ? "What the group reports, and where it leads (alike from every way in):"
            : "What the group reports; where it leads depends on the way in (\(waysInLink("above"))):")
        lines.append("")
        var order: [String] = []
        var senders: [String: [String]] = [:]
        for edge in facts.outputs {
            let output = edge.output ?? ""
            if senders[output] == nil { order.append(output) }
            let sender = "\(screenLink(edge.from)) on `\(EdgeProse.callback(edge))`"
            if senders[output]?.contains(sender) != true { senders[output, default: []].append(sender) }
        }
        for output in order {
            var line = "- `\(md(output))`, sent by " + (senders[output] ?? []).joined(separator: " and by ")
            if facts.routesAgree || facts.placements.isEmpty {
                let routes = placed.filter { $0.output == output }
                line += ": " + (routes.isEmpty ? "nowhere (not sent where the group is placed)"
                                : unique(routes.map { routeText($0, withSource: true) }).joined(separator: " and "))
            }
            lines.append(line)
        }
        return lines + [""]
    }

    /// `texts` without repeats, in order: two screens sending one output share its route.
    private func unique(_ texts: [String]) -> [String] {
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }

    /// `setWindowRoot` to [Tabs] · source; `not routed` for an output no route takes.
    private func routeText(_ edge: NavigationEdge, withSource: Bool) -> String {
        let place = withSource ? source(edge.file, edge.line, prefix: " · ") : ""
        if edge.action == .verb(.emit) && edge.to == nil { return "not routed" + place }
        let verb = edge.action.rawValue + (edge.embedding == .navigation ? ", in a new navigation stack" : "")
        return "`\(verb)`" + (edge.to.map { " to " + screenLink($0) } ?? "") + place
    }

    /// A screen's section: its id and source, how you get there, where it leads. An output its
    /// placements route apart is one line pointing at the ways in, not one line per route.
    func screenSection(_ node: ScreenNode) -> [String] {
        let name = node.screen.isEmpty ? node.id : node.screen
        var lines = anchorLine(node.id)
        lines += ["### \(md(name))", "", "`\(node.id)`\(source(node.file, node.line, prefix: " · "))", ""]
        let into = model.ways(into: node.id)
        lines += ["How you get here:" + (into.isEmpty ? " no verb leads here." : ""), ""]
        for edge in into { lines.append("- from \(screenLink(edge.from)): \(edgeText(edge))") }
        let out = model.ways(outOf: node.id)
        if !into.isEmpty { lines.append("") }
        lines += ["Where it leads:" + (out.isEmpty ? " nowhere; it sends no verb." : ""), ""]
        struct Sent: Hashable { let callback: String, output: String }
        let routesPerOutput = Dictionary(grouping: out.filter { $0.output != nil }) {
            Sent(callback: EdgeProse.callback($0), output: $0.output ?? "")
        }
        var said = Set<Sent>()
        for edge in out {
            let sent = Sent(callback: EdgeProse.callback(edge), output: edge.output ?? "")
            if edge.output != nil, (routesPerOutput[sent]?.count ?? 0) > 1 {
                guard said.insert(sent).inserted else { continue }
                lines.append("- `\(md(sent.callback))` · via output \(md(sent.output)), routed apart by each way in "
                             + "(\(waysInLink("ways in")))")
                continue
            }
            lines.append("- \(edge.to.map(screenLink) ?? (edge.action == .verb(.emit) ? "nowhere" : "back")): \(edgeText(edge))")
        }
        return lines + [""]
    }

    /// The anchor of a group page's "Ways in" section: a screen's id would have to be spelt
    /// `section.ways.in` to share it.
    static let waysInAnchor = "section ways in"

    /// `text` linking to the page's "Ways in" section on GitHub; plain in DocC.
    private func waysInLink(_ text: String) -> String {
        flavor == .gitHub ? "[\(text)](#\(anchor(Self.waysInAnchor)))" : text
    }
}
