@_spi(FlowKitTools) import FlowGraph

extension DocsPages {
    /// The shortest journey from `model`'s starts into each flow group, nearest groups
    /// first (``Journey/shortest(from:along:)`` over the declarations), each ending on the first
    /// screen of the group it meets; groups no journey reaches follow, by name.
    static func mainJourneys(in model: DocsModel) -> [(group: String, journey: Journey?)] {
        let journeys = Journey.shortest(from: model.declared.roots, along: model.declared.edges)
        let groupOf = Dictionary(model.declared.nodes.compactMap { node in node.group.map { (node.id, $0) } },
                                 uniquingKeysWith: { first, _ in first })
        var found: [(group: String, journey: Journey?)] = []
        var reached = Set<String>()
        for journey in journeys {
            guard let group = groupOf[journey.end], reached.insert(group).inserted else { continue }
            found.append((group, journey))
        }
        return found + model.declared.groupNames.filter { !reached.contains($0) }.map { ($0, nil) }
    }

    /// The index's "Main journeys" section: one line per group.
    func journeysSection() -> [String] {
        guard !journeys.isEmpty else { return [] }
        var lines = ["## Main journeys", ""]
        lines.append(model.declared.roots.isEmpty
            ? "No screen is known to start the app (pass --root), so no journey can be traced."
            : "The shortest way from where the app starts into each flow group, screen by screen, "
                + "with the callback that leads on:")
        lines.append("")
        for (group, journey) in journeys {
            lines.append("- \(groupLink(group)): " + (journey.map(journeyText) ?? "not reached from the start"))
        }
        return lines + [""]
    }

    /// `Welcome → onSkip → SignIn`: each screen linked, each callback as code.
    func journeyText(_ journey: Journey) -> String {
        var parts = [journeyScreen(journey.start)]
        for step in journey.steps {
            parts.append("`\(EdgeProse.step(step))`")
            parts.append(journeyScreen(step.to ?? ""))
        }
        return (journey.steps.isEmpty ? "starts at " : "") + parts.joined(separator: " → ")
    }
}
