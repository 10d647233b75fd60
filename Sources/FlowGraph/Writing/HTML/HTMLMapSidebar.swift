/// The interactive page's list of screens: a heading per flow group with its screens, then the
/// screens in no group apart. Each screen reads by its type, with its declaration's name (and,
/// for a placed copy of a group, how it was placed) under it; the full id, which can run to 80
/// characters, is only its tooltip.
enum HTMLMapSidebar {
    /// The list's HTML: `<section>`s of `<li data-node="N">`, N being the node's index in the
    /// plan (and `node_N` in the drawing); groups by name, the screens in no group last.
    static func list(_ plan: WriterPlan) -> String {
        var sections = plan.groups.map { group in
            section(heading: group.name, nodes: group.nodes, plan: plan, className: "group")
        }
        if !plan.ungrouped.isEmpty {
            sections.append(section(heading: "Screens in no group", nodes: plan.ungrouped, plan: plan, className: "group ungrouped"))
        }
        return sections.joined(separator: "\n")
    }

    /// What the list shows of `node`: the main text and the short text under it.
    static func label(of node: ScreenNode) -> (name: String, detail: String) {
        switch node.kind {
        case .screen, .tabs:
            // `CheckoutGroup.payment · via onCheckout` → `payment · via onCheckout`.
            let declaration = node.declarationID
            let name = declaration.lastIndex(of: ".").map { String(declaration[declaration.index(after: $0)...]) } ?? declaration
            return (node.screen.isEmpty ? declaration : node.screen, name + node.caption.dropFirst(declaration.count))
        case .external:
            return (node.id, "not found in the sources")
        case .app:
            return (node.id, "the app's own code: deep links, requests")
        case .group:
            return (node.id, node.screen)
        }
    }

    /// `text` as HTML with a line-break opportunity (`<wbr>`) at each word of a camel-cased or
    /// dotted name, so that a long type name wraps between words (`Billing17Compose12` |
    /// `ViewController`) rather than at the last letter that fits.
    static func breakable(_ text: String) -> String {
        var result = "", previous: Character?
        for character in text {
            if let previous, (character.isUppercase && (previous.isLowercase || previous.isNumber)) || previous == "." {
                result += "<wbr>"
            }
            result += TextEscaping.html(String(character))
            previous = character
        }
        return result
    }

    /// A heading, with how many screens it lists, and its items; a screen the app starts from is
    /// marked `root`.
    private static func section(heading: String, nodes: [ScreenNode], plan: WriterPlan, className: String) -> String {
        let items = nodes.map { node in
            let label = label(of: node)
            let root = plan.roots.contains(node.id) ? " class=\"root\"" : ""
            return "<li data-node=\"\(plan.nodeIndex[node.id] ?? -1)\"\(root) tabindex=\"0\" title=\"\(TextEscaping.html(node.id))\">"
                + "<b>\(breakable(label.name))</b> <small>\(breakable(label.detail))</small></li>"
        }
        // Screens counted as the page counts them; a list of no screen (a tab container, an
        // unresolved target) gets no tally rather than a 0 beside its items.
        let screens = ScreenNode.screenCount(in: nodes)
        let tally = screens > 0 ? " <span class=\"tally\">\(screens)</span>" : ""
        return "<section class=\"\(className)\"><h2>\(TextEscaping.html(heading))\(tally)</h2>\n<ul>\n"
            + items.joined(separator: "\n") + "\n</ul></section>"
    }
}
