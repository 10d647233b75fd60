@_spi(FlowKitTools) import FlowGraph

/// The text of the documentation pages, in GitHub Markdown or as DocC articles.
///
/// Both say the same: the index has the overview map and the list of groups; a group's page
/// has its map, its entry, its routed outputs and, per screen, how you get there and where it
/// leads, with source locations. GitHub pages add the maps as Mermaid (when within GitHub's
/// limits) and link screens across pages; DocC links the group articles.
struct DocsPages {
    enum Flavor { case gitHub, docC }

    let graph: NavigationGraph
    let title: String
    let flavor: Flavor
    let options: MapOptions
    /// Prefix that leads from a page back to the folder the source paths are relative to, for
    /// relative source links on GitHub; `nil` when no such link can be made.
    let sourcePrefix: String?

    /// `N screens` for `declared` declarations, with the copies on the map stated apart when a
    /// group placed in several places draws more (`drawn`): one count of screens everywhere.
    static func count(declared: Int, drawn: Int) -> String {
        let screens = declared == 1 ? "1 screen" : "\(declared) screens"
        return drawn > declared ? "\(screens) (\(drawn) placed copies on the map)" : screens
    }

    /// The file name (without extension) of group `name`'s page and pictures.
    static func pageName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    /// The index page, showing `overview` (the overview map).
    func index(overview: NavigationGraph) -> String {
        let groups = graph.groupNames
        var lines = ["# \(title)", ""]
        if flavor == .docC { lines += ["@Metadata {", "    @TechnologyRoot", "}", ""] }
        let screens = graph.nodes.filter { $0.kind == .screen }
        let declared = Set(screens.map { ScreenNode.declarationID(of: $0.id) }).count
        let count = Self.count(declared: declared, drawn: screens.count)
        lines += ["The navigation of \(title): \(count) in \(groups.count) flow groups, "
                  + "generated from the Swift sources by `flowgraph docs`.", ""]
        lines += ["## Overview", "", "Each box is a flow group; each arrow counts the callbacks that lead from one to another.", ""]
        lines += picture(name: "overview", alt: "The flow groups of \(title) and the verbs between them.", map: overview)
        lines += flavor == .docC ? ["## Topics", "", "### Flow groups", ""] : ["## Flow groups", ""]
        for name in groups {
            let facts = GroupFacts(name: name, in: graph)
            let starts = facts.roots.isEmpty ? "" : ", where the app starts"
            let count = Self.count(declared: facts.declaredScreens, drawn: facts.drawnScreens)
            lines.append(flavor == .docC ? "- <doc:\(Self.pageName(name))>"
                         : "- [\(md(name))](\(Self.pageName(name)).md): \(count)\(starts)")
        }
        let loose = graph.nodes.filter { $0.group == nil }
        if !loose.isEmpty && flavor == .gitHub {
            lines += ["", "## Screens in no group", ""]
            for node in loose { lines += screen(node, facts: GroupFacts(name: "", in: graph)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Group `name`'s page, showing `map` (its group view).
    func page(group name: String, map: NavigationGraph) -> String {
        let facts = GroupFacts(name: name, in: graph)
        var lines = ["# \(md(name))", ""]
        lines.append("The flow group \(flavor == .docC ? "`\(name)`" : "`\(md(name))`") declares "
                     + Self.count(declared: facts.declaredScreens, drawn: facts.drawnScreens)
                     + (flavor == .gitHub ? " ([all groups](README.md))." : "."))
        lines.append("")
        lines += picture(name: Self.pageName(name), alt: "The screens of \(name), with the screens that lead in or out.", map: map)
        lines += ["## Entry", ""]
        for root in facts.roots { lines.append("- \(screenLink(root)): where the app starts") }
        for edge in facts.entries {
            lines.append("- \(screenLink(edge.to ?? "")), from \(screenLink(edge.from)): \(edgeText(edge))")
        }
        if facts.roots.isEmpty && facts.entries.isEmpty { lines.append("No verb leads into this group.") }
        lines += ["", "## Outputs", ""]
        for edge in facts.outputs {
            lines.append("- `\(edge.output ?? "")`, sent by \(screenLink(edge.from)) on `\(EdgeProse.callback(edge))`: "
                         + (edge.to.map { "routed to \(screenLink($0)) with `\(edge.action.rawValue)`" }
                            ?? "routed to `\(edge.action.rawValue)`") + source(edge.file, edge.line, prefix: " · "))
        }
        if facts.outputs.isEmpty { lines.append("The group routes no verb through an output.") }
        lines += ["", "## Screens", ""]
        for node in facts.screens { lines += screen(node, facts: facts) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A screen's section: its id and source, how you get there, where it leads.
    private func screen(_ node: ScreenNode, facts: GroupFacts) -> [String] {
        let name = node.screen.isEmpty ? node.id : node.screen
        var lines = flavor == .gitHub ? ["<a id=\"\(anchor(node.id))\"></a>", ""] : []
        lines += ["### \(md(name))", "", "`\(node.id)`\(source(node.file, node.line, prefix: " · "))", ""]
        let into = facts.ways(into: node.id)
        lines += ["How you get here:" + (into.isEmpty ? " no verb leads here." : ""), ""]
        for edge in into { lines.append("- from \(screenLink(edge.from)): \(edgeText(edge))") }
        let out = facts.ways(outOf: node.id)
        lines += ["", "Where it leads:" + (out.isEmpty ? " nowhere; it sends no verb." : ""), ""]
        for edge in out {
            lines.append("- \(edge.to.map(screenLink) ?? "back"): \(edgeText(edge))")
        }
        return lines + [""]
    }

    /// `callback(Types)` · verb · source.
    private func edgeText(_ edge: NavigationEdge) -> String {
        "`\(EdgeProse.callback(edge))` · \(EdgeProse.verb(edge))\(source(edge.file, edge.line, prefix: " · "))"
    }

    /// What a dark picture's name adds to its light one's: DocC picks `name~dark.svg` by itself;
    /// GitHub pages name `name-dark.svg` in a `<picture>`.
    static func darkSuffix(_ flavor: Flavor) -> String {
        switch flavor {
        case .gitHub: "-dark"
        case .docC: "~dark"
        }
    }

    /// A map as an SVG picture, light or dark as the reader's page is, and on GitHub also as
    /// Mermaid when GitHub would render it.
    private func picture(name: String, alt: String, map: NavigationGraph) -> [String] {
        guard flavor == .gitHub else { return ["![\(md(alt))](\(name).svg)", ""] }
        var lines = ["<picture>",
                     "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(name)\(Self.darkSuffix(flavor)).svg\">",
                     "  <img alt=\"\(TextEscaping.html(alt))\" src=\"\(name).svg\">", "</picture>", ""]
        let mermaid = MermaidGraphWriter.write(map, direction: options.direction(for: map))
        if MermaidGraphWriter.gitHubLimitProblem(text: mermaid, edgeCount: map.edges.count) != nil {
            return lines + ["(The map is too large for GitHub's Mermaid; the SVG above shows it.)", ""]
        }
        lines += ["<details><summary>The same map as Mermaid</summary>", "", "```mermaid"]
        lines.append(mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid)
        return lines + ["```", "", "</details>", ""]
    }

    /// A screen's name, linked to its section on GitHub.
    private func screenLink(_ id: String) -> String {
        let node = graph.node(id)
        let name = md(node.map { $0.screen.isEmpty ? $0.id : $0.screen } ?? id)
        switch flavor {
        case .docC:
            guard let group = node?.group else { return "**\(name)**" }
            return "**\(name)** (<doc:\(Self.pageName(group))>)"
        case .gitHub:
            guard let node else { return "**\(name)** (not in the map)" }
            let page = node.group.map { Self.pageName($0) + ".md" } ?? "README.md"
            return "[\(name)](\(page)#\(anchor(id)))"
        }
    }

    /// A source location as a link (with ``MapOptions/linkBase``, or relative on GitHub), else as code.
    private func source(_ file: String?, _ line: Int?, prefix: String) -> String {
        guard let file else { return "" }
        let place = line.map { "\(file):\($0)" } ?? file
        if let link = options.link(file: file, line: line) { return "\(prefix)[\(md(place))](\(link))" }
        if flavor == .gitHub, let sourcePrefix, !file.hasPrefix("/") {
            return "\(prefix)[\(md(place))](\(sourcePrefix)\(file)\(line.map { "#L\($0)" } ?? ""))"
        }
        return "\(prefix)`\(place)`"
    }

    private func anchor(_ id: String) -> String {
        String(id.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// `text` with the characters Markdown would read as markup escaped.
    private func md(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
