extension NavigationGraph {
    /// The groups as nodes: what ``MapView/overview`` draws.
    ///
    /// A group's node (kind ``ScreenNode/Kind/group``) has the group's name as id and its screen
    /// count as `screen` (declarations,
    /// not placed copies or tab containers: the count the documentation gives); screens in no
    /// group stay as they are. Verbs between two different nodes are kept once per action,
    /// labelled with how many callbacks they stand for; verbs within a group and verbs without
    /// a target are left out, since they do not move between groups.
    func overview() -> NavigationGraph {
        let unit = Dictionary(nodes.map { ($0.id, $0.group ?? $0.id) }, uniquingKeysWith: { first, _ in first })
        // Screens as declared: a group placed twice still has the screens it declares.
        var declared: [String: Set<String>] = [:]
        for node in nodes {
            guard let group = node.group else { continue }
            declared[group, default: []].formUnion(node.kind == .screen ? [node.declarationID] : [])
        }
        let counts = declared.mapValues(\.count)
        let groupNodes = counts.keys.sorted().map { name in
            ScreenNode(id: name, screen: counts[name] == 1 ? "1 screen" : "\(counts[name] ?? 0) screens", kind: .group)
        }
        let loose = nodes.filter { $0.group == nil }

        struct Link: Hashable { let from: String, to: String, action: EdgeAction }
        var links: [Link: Int] = [:]
        for edge in edges {
            guard let target = edge.to else { continue }
            let from = unit[edge.from] ?? edge.from, to = unit[target] ?? target
            if from != to { links[Link(from: from, to: to, action: edge.action), default: 0] += 1 }
        }
        let aggregated = links.map { link, count in
            NavigationEdge(from: link.from, to: link.to, action: link.action,
                           label: count == 1 ? "1 callback" : "\(count) callbacks")
        }
        let roots = Array(Set(roots.map { unit[$0] ?? $0 })).sorted()
        return NavigationGraph(nodes: groupNodes + loose, edges: aggregated, roots: roots).normalized()
    }

    /// The same map with `suffix` dropped from every screen type that ends with it and is longer
    /// (`CartViewController` → `Cart`), for shorter labels.
    public func droppingScreenSuffix(_ suffix: String) -> NavigationGraph {
        guard !suffix.isEmpty else { return self }
        var copy = self
        copy.nodes = nodes.map { node in
            var node = node
            if node.screen.hasSuffix(suffix), node.screen.count > suffix.count {
                node.screen = String(node.screen.dropLast(suffix.count))
            }
            return node
        }
        return copy
    }
}
