@_spi(FlowKitTools) import FlowGraph
@_spi(FlowKitTools) import FlowKit

/// Builds the graph from every file's facts, once all files are read: nodes for flows and tab
/// containers, edges for verbs and tabs, each output's routes (the group's own and each
/// placement's), external nodes (with a note) for references that resolve to nothing, and what
/// the app's own code asks for: its starts as the roots, its other requests as edges marked as
/// the app's (from a node of kind `app` where the request names no flow as its source).
///
/// The edge rules are FlowGraph's, shared with its runtime `Walk`, so both walkers draw the same
/// map: the embedding an edge records (`NavigationVerb.recordedEmbedding`), and the placement
/// pass (`UnplacedGraph.placed()`), which copies a flow group per placement and draws each
/// emission as the verbs of the route its placement gives it. A flow's group instance is its
/// declaring type: statically, two instances of one group type are its placements.
struct GraphAssembler {
    private let table: TypeTable
    private var unplaced = UnplacedGraph()
    private var nodeIDs: Set<String> = []
    private var diagnostics: [Diagnostic] = []
    /// How each node's internal (module-qualified) id is shown.
    private var displayIDs = DisplayIDs()
    /// The argument types of each `ArrivalFlow`, by id: what a step's verb entering it forwards.
    private var arrivalArguments: [String: [String]] = [:]
    /// Each flow's screen type as written and where it is written, by id: whose methods a
    /// forwarding closure names.
    private var screenTypes: [String: (type: String, context: String?)] = [:]

    /// The graph and the notes about what could not be resolved.
    static func assemble(_ files: [FileFacts]) -> (graph: NavigationGraph, diagnostics: [Diagnostic]) {
        let scopes = ModuleScopes(files)
        let files = files.map(scopes.qualified)
        var assembler = GraphAssembler(table: TypeTable(files))
        assembler.build(files)
        var unplaced = assembler.unplaced
        let shown = assembler.displayIDs.applied(to: NavigationGraph(nodes: unplaced.nodes.map(\.node))).nodes
        for index in unplaced.nodes.indices { unplaced.nodes[index].node = shown[index] }
        return (unplaced.placed(), assembler.diagnostics)
    }

    private init(table: TypeTable) {
        self.table = table
    }

    private mutating func build(_ files: [FileFacts]) {
        for file in files {
            for flow in file.flows {
                if let arguments = flow.arrivalArguments { arrivalArguments[TypeTable.id(flow.owner, flow.name)] = arguments }
                if let screen = flow.screenType, screenTypes[TypeTable.id(flow.owner, flow.name)] == nil {
                    screenTypes[TypeTable.id(flow.owner, flow.name)] = (screen, flow.owner)
                }
                addDeclared(ScreenNode(id: TypeTable.id(flow.owner, flow.name),
                                       screen: flow.screenType.map(TypeNames.lastComponent(of:)) ?? "?",
                                       file: flow.position.file, line: flow.position.line, column: flow.position.column),
                            owner: flow.owner, module: file.module)
            }
            for tabs in file.tabs {
                addDeclared(ScreenNode(id: TypeTable.id(tabs.owner, tabs.name), screen: ScreenNode.tabContainerScreen, kind: .tabs,
                                       file: tabs.position.file, line: tabs.position.line, column: tabs.position.column),
                            owner: tabs.owner, module: file.module)
            }
        }
        for file in files {
            for route in file.routes {
                guard let output = table.resolveRoutedOutput(route.receiver, context: route.context) else {
                    if !route.verbs.isEmpty {
                        note("cannot resolve the output '\(route.receiver.joined(separator: "."))' routed here", at: route.position)
                    }
                    continue
                }
                let verbs = route.verbs.map { routeVerb($0, context: route.context) }
                if let placement = route.placement {
                    unplaced.routes[output.key, default: .init()].placed[Self.key(placement), default: []] += verbs
                } else {
                    unplaced.routes[output.key, default: .init()].own += verbs
                }
            }
        }
        for file in files {
            for flow in file.flows { addEdges(of: flow) }
            for tabs in file.tabs { addEdges(of: tabs) }
        }
        for file in files {
            for request in file.appRequests { add(request) }
        }
    }

    /// The key of the node standing for the app's own code: no Swift declaration's name, so it
    /// never meets a flow's key (its id, `ScreenNode.appNodeID`, may; the placement pass then
    /// tells them apart).
    private static let appCodeKey = "(app code)"

    /// A request of the app's own code: a start or an app `setWindowRoot` makes its target a
    /// root; every request but a start is an edge marked as the app's, from the flow it names
    /// or else from the node standing for the app's code. A start whose target names nothing
    /// is no start of a navigator (`engine.start(config)`) and is dropped.
    private mutating func add(_ request: AppRequestFact) {
        var verb = request.request
        verb.origin = .app
        let resolved = verb.target.flatMap { table.resolveTarget($0, context: request.context) }
        if verb.verb == .setWindowRoot, let root = resolved { unplaced.roots.append(root.id) }
        let from: String
        switch request.source {
        case .start:
            return
        case .flow(let reference):
            from = table.resolveTarget(reference, context: request.context)?.id ?? appCode()
        case .unnamed:
            from = appCode()
        }
        var edge = self.edge(verb, context: request.context, arguments: resolved.flatMap { arrivalArguments[$0.id] })
        edge.edge.from = from
        edge.edge.label = verb.label
        unplaced.edges.append(edge)
    }

    /// The key of the node standing for the app's own code, added on first use.
    private mutating func appCode() -> String {
        if nodeIDs.insert(Self.appCodeKey).inserted {
            unplaced.nodes.append(UnplacedGraph.Node(
                key: Self.appCodeKey, node: ScreenNode(id: ScreenNode.appNodeID, screen: ScreenNode.appNodeID, kind: .app),
                instance: nil))
        }
        return Self.appCodeKey
    }

    /// The key a placement is filed under: the position of the verb or tab that makes it.
    private static func key(_ position: SourcePosition) -> String {
        "\(position.file):\(position.line):\(position.column)"
    }

    /// A flow's or tab container's node: its group is its owner (none at a module's file scope),
    /// and it is shown without the module its id and group are qualified with, where unique.
    private mutating func addDeclared(_ node: ScreenNode, owner: String?, module: String?) {
        var node = node
        guard let module else {
            node.group = owner
            return addNode(node, instance: owner)
        }
        // `ModuleScopes` qualified the owner with its module: `Home.Flows`, or `Home` at file scope.
        let unqualified = { (name: String) in name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } }
        node.group = owner == module ? nil : owner
        displayIDs.add(node.id, short: unqualified(node.id) ?? node.id, group: owner.flatMap(unqualified))
        addNode(node, instance: owner)
    }

    /// The first declaration of an id makes its node; a repeat (an `#if`/`#else` pair declaring
    /// the same flow twice) adds only its edges.
    private mutating func addNode(_ node: ScreenNode, instance: String?) {
        if nodeIDs.insert(node.id).inserted {
            unplaced.nodes.append(UnplacedGraph.Node(key: node.id, node: node, instance: instance))
        }
    }

    private mutating func addEdges(of flow: FlowFact) {
        let from = TypeTable.id(flow.owner, flow.name)
        for verb in flow.verbs {
            var edgeArguments = verb.callbackProperty.flatMap { property in
                flow.screenType.flatMap { table.callbackArguments(screen: $0, property: property, context: flow.owner) }
            } ?? verb.arguments ?? forwarded(by: verb, context: flow.owner)
            if let stepCase = verb.stepCase {
                // As at run time: a step's edge carries the types its verb takes (the case's
                // payload, an arrival flow's arguments, its forwarding method's), not the callback's.
                edgeArguments = payload(of: stepCase, routedBy: verb, in: flow)
                    ?? verb.target.flatMap { table.resolveTarget($0, context: flow.owner) }.flatMap { arrivalArguments[$0.id] }
                    ?? forwarded(by: verb, context: flow.owner) ?? []
            }
            var edge = self.edge(verb, context: flow.owner, arguments: edgeArguments)
            edge.edge.from = from
            edge.edge.label = verb.label
            unplaced.edges.append(edge)
        }
    }

    /// The parameter types of the target screen's method `verb` forwards to (`{ $0.load }`):
    /// the callback's, as forwarding compiles only when they are the same.
    private func forwarded(by verb: VerbFact, context: String?) -> [String]? {
        guard let method = verb.forwardingMethod, let target = verb.target,
              let resolved = table.resolveTarget(target, context: context), let screen = screenTypes[resolved.id] else { return nil }
        return table.parameters(of: method, screen: screen.type, context: screen.context)
    }

    /// The payload types of `stepCase` when `verb`'s route hands it the whole payload: the step
    /// type is the argument of the callback its `lets.steps` closure is assigned to.
    private func payload(of stepCase: String, routedBy verb: VerbFact, in flow: FlowFact) -> [String]? {
        guard let property = verb.stepPayloadProperty, let screen = flow.screenType,
              let step = table.callbackArguments(screen: screen, property: property, context: flow.owner)?.first,
              !step.isEmpty else { return nil }
        let screenType = table.resolveType(screen, from: flow.owner)
        return table.payload(ofCase: stepCase, in: step, context: screenType ?? flow.owner)
    }

    private mutating func addEdges(of tabs: TabsFact) {
        let from = TypeTable.id(tabs.owner, tabs.name)
        for tab in tabs.tabs {
            // As at run time: a tab edge is not animated and carries the tab's title as label.
            let target = target(of: tab.target, context: tabs.owner)
            unplaced.edges.append(UnplacedGraph.Edge(NavigationEdge(
                from: from, to: target.id, action: .tab, label: tab.title,
                file: tab.position.file, line: tab.position.line, column: tab.position.column, animated: false,
                embedding: tab.embedding, conditional: tab.conditional),
                role: target.entersGroup ? .places(placement: Self.key(tab.position)) : .verb))
        }
    }

    /// A route's verb: it runs from whichever screen emits, so it has no source and no label.
    private mutating func routeVerb(_ verb: VerbFact, context: String?) -> UnplacedGraph.Edge {
        edge(verb, context: context, arguments: nil)
    }

    /// A verb as an edge without a source: an `emit` of the output it names (drawn with the
    /// emitting callback's arguments, failing those the output's values, which a compiling
    /// `emit` must match), or a verb to its target, placing it when it names a flow group.
    private mutating func edge(_ verb: VerbFact, context: String?, arguments: [String]?) -> UnplacedGraph.Edge {
        if verb.verb == .emit {
            let output = verb.target.flatMap { reference in reference.path.flatMap { table.resolveOutput($0, context: context) } }
            if output == nil, let reference = verb.target {
                note("cannot resolve the output '\(reference.text)' emitted here", at: reference.position)
            }
            let edge = NavigationEdge(
                from: "", to: nil, action: .verb(.emit), arguments: arguments ?? output?.fact.values ?? [],
                file: verb.position.file, line: verb.position.line, column: verb.position.column, animated: false,
                output: output?.fact.name ?? verb.target.map { $0.path?.last ?? $0.text }, conditional: verb.conditional,
                origin: verb.origin)
            return UnplacedGraph.Edge(edge, role: output.map { .emits(output: $0.key) } ?? .verb)
        }
        var to: String?
        var isTabs = false
        var entersGroup = false
        if let reference = verb.target {
            let resolved = target(of: reference, context: context)
            (to, isTabs, entersGroup) = (resolved.id, resolved.isTabs, resolved.entersGroup)
        }
        let embedding = verb.verb.recordedEmbedding(declared: verb.embedding, targetIsTabs: isTabs)
        let edge = NavigationEdge(
            from: "", to: to, action: .verb(verb.verb), arguments: arguments ?? [],
            file: verb.position.file, line: verb.position.line, column: verb.position.column, animated: verb.animated,
            embedding: embedding, conditional: verb.conditional, origin: verb.origin)
        return UnplacedGraph.Edge(edge, role: entersGroup ? .places(placement: Self.key(verb.position)) : .verb)
    }

    /// The node a reference leads to; an unresolved one becomes an external node, with a note.
    /// External nodes are keyed by the type the reference is written in, not by its text alone:
    /// `detail` unresolved in two unrelated flows is two nodes, shown `detail` only while no
    /// other node is.
    private mutating func target(of reference: Reference, context: String?) -> TypeTable.Target {
        if let resolved = table.resolveTarget(reference, context: context) { return resolved }
        if reference.constructedType == DSL.tabs {
            note("a tab container built inline is not mapped: declare it as a property (lazy var tabs = Tabs(…)) and "
                 + "target that; drawn as an external node", at: reference.position)
        } else {
            note("cannot resolve '\(reference.text)' to a flow, tab container or flow group; drawn as an external node",
                 at: reference.position)
        }
        let id = TypeTable.id(context, reference.text)
        displayIDs.add(id, short: reference.text, group: nil)
        addNode(ScreenNode(id: id, screen: "?", kind: .external, file: reference.position.file,
                           line: reference.position.line, column: reference.position.column), instance: nil)
        return TypeTable.Target(id: id, isTabs: false)
    }

    private mutating func note(_ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(severity: .note, message: message, file: position.file, line: position.line,
                                          column: position.column))
    }
}
