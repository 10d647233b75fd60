@_spi(FlowKitTools) import FlowGraph

extension DocsPages {
    /// The index page: the count of screens, the main journeys, `overview` (the overview map)
    /// and the list of groups, each named in bold with its count and ways in.
    func index(overview: NavigationGraph) -> String {
        let groups = model.declared.groupNames
        var lines = ["# \(title)", ""]
        if flavor == .docC { lines += ["@Metadata {", "    @TechnologyRoot", "}", ""] }
        let declared = ScreenNode.screenCount(in: model.declared.nodes)
        let groupCount = groups.count == 1 ? "1 flow group" : "\(groups.count) flow groups"
        lines += ["The navigation of \(title): \(Self.count(declared: declared)) in \(groupCount), "
                  + "generated from the Swift sources by `flowgraph docs`. Each screen is described once, "
                  + "however many places show it.", ""]
        lines += journeysSection()
        lines += ["## Overview", "", "Each box is a flow group; each arrow counts the callbacks that lead from one to another.", ""]
        lines += picture(name: "overview", alt: "The flow groups of \(title) and the verbs between them.", map: overview)
        lines += flavor == .docC ? ["## Topics", "", "### Flow groups", ""] : ["## Flow groups", ""]
        for name in groups {
            let facts = GroupFacts(name: name, in: model)
            lines.append(flavor == .docC ? "- <doc:\(Self.pageName(name))>" : "- \(groupLink(name)): \(summary(of: facts))")
        }
        let loose = model.declared.nodes.filter { $0.group == nil }
        if !loose.isEmpty && flavor == .gitHub {
            lines += ["", "## Screens in no group", ""]
            for node in loose { lines += screenSection(node) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 screens · where the app starts · 2 ways in`.
    func summary(of facts: GroupFacts) -> String {
        var parts = [Self.count(declared: facts.declaredScreens)]
        if facts.waysIn.contains(where: { if case .start = $0.way { true } else { false } }) {
            parts.append("where the app starts")
        }
        let entries = facts.waysIn.filter { if case .verb = $0.way { true } else { false } }.count
        if entries > 0 { parts.append(entries == 1 ? "1 way in" : "\(entries) ways in") }
        return parts.joined(separator: " · ")
    }
}
