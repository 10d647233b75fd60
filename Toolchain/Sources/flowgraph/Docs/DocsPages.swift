@_spi(FlowKitTools) import FlowGraph

/// The text of the documentation pages, in GitHub Markdown or as DocC articles.
///
/// Both say the same: the index has the main journeys, the overview map and the list of
/// groups (DocsIndexPage.swift); a group's page has its map, the ways into it with where each
/// routes its outputs, and, per screen as declared, how you get there and where it leads, with
/// source locations (DocsGroupPage.swift). A group placed several times is described once.
/// Pictures carry no legend: the legend is written below them (``DocsLegend``). GitHub pages
/// add the maps as Mermaid (when within GitHub's limits) and link screens across pages; DocC
/// links the group articles.
struct DocsPages {
    enum Flavor { case gitHub, docC }

    let model: DocsModel
    let title: String
    let flavor: Flavor
    let options: MapOptions
    /// Prefix that leads from a page back to the folder the source paths are relative to, for
    /// relative source links on GitHub; `nil` when no such link can be made.
    let sourcePrefix: String?
    /// The main journeys (see ``mainJourneys(in:)``), traced once for every page.
    let journeys: [(group: String, journey: Journey?)]

    /// The pages of `model`.
    /// - Parameters:
    ///   - model: The map, declared and placed.
    ///   - title: The documentation's title.
    ///   - flavor: GitHub Markdown or DocC.
    ///   - options: How the maps are drawn (their legend, when asked for, is written below them).
    ///   - sourcePrefix: See ``sourcePrefix``.
    init(model: DocsModel, title: String, flavor: Flavor, options: MapOptions, sourcePrefix: String?) {
        self.model = model
        self.title = title
        self.flavor = flavor
        self.options = options
        self.sourcePrefix = sourcePrefix
        journeys = Self.mainJourneys(in: model)
    }

    /// `N screens`, for `declared` declarations: one count of screens everywhere, however
    /// often a group is placed.
    static func count(declared: Int) -> String {
        declared == 1 ? "1 screen" : "\(declared) screens"
    }

    /// The file name (without extension) of group `name`'s page and pictures.
    static func pageName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    /// What a dark picture's name adds to its light one's: DocC picks `name~dark.svg` by itself;
    /// GitHub pages name `name-dark.svg` in a `<picture>`.
    static func darkSuffix(_ flavor: Flavor) -> String {
        switch flavor {
        case .gitHub: "-dark"
        case .docC: "~dark"
        }
    }

    /// A map as an SVG picture, light or dark as the reader's page is, with its legend below it
    /// (the picture is drawn without one), and on GitHub also as Mermaid when GitHub would
    /// render it.
    func picture(name: String, alt: String, map: NavigationGraph) -> [String] {
        let legend = options.includesLegend ? DocsLegend.markdown(map.legend(options: options.dot(for: map))) : []
        guard flavor == .gitHub else { return ["![\(md(alt))](\(name).svg)", ""] + legend }
        var lines = ["<picture>",
                     "  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(name)\(Self.darkSuffix(flavor)).svg\">",
                     "  <img alt=\"\(TextEscaping.html(alt))\" src=\"\(name).svg\">", "</picture>", ""] + legend
        let mermaid = MermaidGraphWriter.write(map, direction: options.direction(for: map))
        if MermaidGraphWriter.gitHubLimitProblem(text: mermaid, edgeCount: map.edges.count) != nil {
            return lines + ["(The map is too large for GitHub's Mermaid; the SVG above shows it.)", ""]
        }
        lines += ["<details><summary>The same map as Mermaid</summary>", "", "```mermaid"]
        lines.append(mermaid.hasSuffix("\n") ? String(mermaid.dropLast()) : mermaid)
        return lines + ["```", "", "</details>", ""]
    }

    /// A flow group's name in bold, linked to its page.
    func groupLink(_ name: String) -> String {
        switch flavor {
        case .docC: "<doc:\(Self.pageName(name))>"
        case .gitHub: "**[\(md(name))](\(Self.pageName(name)).md)**"
        }
    }

    /// A screen's name (the declaration `id`'s), linked to its section on GitHub.
    func screenLink(_ id: String) -> String {
        let node = model.node(id)
        let name = md(node.map { $0.screen.isEmpty ? $0.id : $0.screen } ?? id)
        switch flavor {
        case .docC:
            guard let group = node?.group else { return "**\(name)**" }
            return "**\(name)** (<doc:\(Self.pageName(group))>)"
        case .gitHub:
            guard let node else { return "**\(name)** (not in the map)" }
            return "[\(name)](\(node.group.map { Self.pageName($0) + ".md" } ?? "README.md")#\(anchor(id)))"
        }
    }

    /// A screen's name in a journey: linked on GitHub, bold in DocC (whose links to another
    /// article would show the article's title instead); callbacks are code either way.
    func journeyScreen(_ id: String) -> String {
        guard flavor == .docC else { return screenLink(id) }
        let node = model.node(id)
        return "**\(md(node.map { $0.screen.isEmpty ? $0.id : $0.screen } ?? id))**"
    }

    /// `callback(Types)` · verb · source.
    func edgeText(_ edge: NavigationEdge) -> String {
        "`\(EdgeProse.callback(edge))` · \(EdgeProse.verb(edge))\(source(edge.file, edge.line, prefix: " · "))"
    }

    /// A source location as a link named by its file's name and line (with
    /// ``MapOptions/linkBase``, or relative on GitHub), else as code with its whole path.
    func source(_ file: String?, _ line: Int?, prefix: String) -> String {
        guard let file else { return "" }
        let name = (file.split(separator: "/").last.map(String.init) ?? file) + (line.map { ":\($0)" } ?? "")
        if let link = options.link(file: file, line: line) { return "\(prefix)[\(md(name))](\(link))" }
        if flavor == .gitHub, let sourcePrefix, !file.hasPrefix("/") {
            return "\(prefix)[\(md(name))](\(sourcePrefix)\(file)\(line.map { "#L\($0)" } ?? ""))"
        }
        return "\(prefix)`\(line.map { "\(file):\($0)" } ?? file)`"
    }

    /// The HTML anchor of a screen's section, or of a section named `id`.
    func anchor(_ id: String) -> String {
        String(id.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// A GitHub anchor line before a heading (nothing in DocC, which anchors its headings).
    func anchorLine(_ id: String) -> [String] {
        flavor == .gitHub ? ["<a id=\"\(anchor(id))\"></a>", ""] : []
    }

    /// `text` with the characters Markdown would read as markup escaped.
    func md(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
