import FlowGraph

/// Keeps declarations of different modules apart: each file's owners and types are qualified by
/// its module (`Home.Flows`, and `Home` for its file scope) before resolution, so two targets
/// that both declare `Flows.home` make two nodes, and a name resolves in its own module first.
///
/// Qualification is internal: ``DisplayIDs`` shows every id without its module unless that
/// would make two ids equal, so a map of one module, or of modules that share no names, reads
/// as it always did.
struct ModuleScopes {
    /// The modules declaring (not merely extending) each top-level type name.
    private var declaring: [String: Set<String>] = [:]

    init(_ files: [FileFacts]) {
        for file in files {
            guard let module = file.module else { continue }
            for type in file.types where !type.isExtension { declaring[Self.top(type.name), default: []].insert(module) }
        }
    }

    /// `facts` with every owner, context and type name qualified by the module that declares
    /// it: the file's own, or for an extension of a type only another scanned module declares,
    /// that module (`extension Screen` in an app target adds to its kit's `Screen`).
    func qualified(_ facts: FileFacts) -> FileFacts {
        guard let module = facts.module else { return facts }
        func owner(_ name: String?) -> String? { qualify(name, in: module) }
        var result = facts
        for index in result.types.indices { result.types[index].name = qualify(facts.types[index].name, in: module) }
        for index in result.properties.indices { result.properties[index].owner = owner(facts.properties[index].owner) }
        for index in result.flows.indices { result.flows[index].owner = owner(facts.flows[index].owner) }
        for index in result.tabs.indices { result.tabs[index].owner = owner(facts.tabs[index].owner) }
        for index in result.outputs.indices { result.outputs[index].owner = owner(facts.outputs[index].owner) }
        for index in result.routes.indices { result.routes[index].context = owner(facts.routes[index].context) }
        for index in result.appRequests.indices {
            result.appRequests[index].context = owner(facts.appRequests[index].context)
        }
        for index in result.aliases.indices { result.aliases[index].owner = owner(facts.aliases[index].owner) }
        for index in result.methods.indices { result.methods[index].owner = qualify(facts.methods[index].owner, in: module) }
        for index in result.enumCases.indices {
            result.enumCases[index].owner = qualify(facts.enumCases[index].owner, in: module)
        }
        return result
    }

    private func qualify(_ name: String?, in module: String) -> String {
        guard let name else { return module }
        let modules = declaring[Self.top(name)] ?? []
        let home = modules.contains(module) || modules.count != 1 ? module : modules.first!
        return "\(home).\(name)"
    }

    private static func top(_ name: String) -> String {
        name.firstIndex(of: ".").map { String(name[..<$0]) } ?? name
    }
}

/// The ids a graph shows: each node's internal id (module-qualified, or for an external node
/// qualified by the type that references it) shortened to what the source writes, unless two
/// nodes would then share an id, in which case both keep the qualified one.
struct DisplayIDs {
    private var short: [String: (id: String, group: String?)] = [:]

    /// Registers a node's internal id with its short id and group.
    mutating func add(_ qualified: String, short id: String, group: String?) {
        if short[qualified] == nil { short[qualified] = (id, group) }
    }

    /// `graph` with every registered id shown short where that stays unique.
    func applied(to graph: NavigationGraph) -> NavigationGraph {
        var counts: [String: Int] = [:]
        for node in graph.nodes { counts[short[node.id]?.id ?? node.id, default: 0] += 1 }
        func shown(_ id: String) -> String {
            guard let entry = short[id], counts[entry.id] == 1 else { return id }
            return entry.id
        }
        var result = graph
        result.nodes = graph.nodes.map { node in
            var node = node
            if let entry = short[node.id], counts[entry.id] == 1 { node.group = entry.group }
            node.id = shown(node.id)
            return node
        }
        result.edges = graph.edges.map { edge in
            var edge = edge
            edge.from = shown(edge.from)
            edge.to = edge.to.map(shown)
            return edge
        }
        return result
    }
}
