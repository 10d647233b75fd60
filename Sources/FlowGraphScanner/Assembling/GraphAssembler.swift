import FlowGraph
import FlowKit

/// Builds the graph from every file's facts, once all files are read: nodes for flows and tab
/// containers, edges for verbs and tabs, output emissions followed through their routes, and
/// external nodes (with a note) for references that resolve to nothing.
///
/// The edge rules are FlowGraph's, shared with its runtime `Walk`, so both walkers draw the same
/// map: the embedding an edge records (`NavigationVerb.recordedEmbedding`), and how deep an
/// emission is followed through routes (`OutputRouting`). As there, a routed verb becomes an
/// edge from the emitting screen carrying the emitting callback's label and arguments and the
/// first output's name; an unrouted output is one `emit` edge to nowhere.
/// Where several routes are written for one output (two parents each holding the group),
/// all are followed: a static scan cannot tell instances apart, the runtime walker sees one.
struct GraphAssembler {
    private let table: TypeTable
    private var nodes: [ScreenNode] = []
    private var nodeIDs: Set<String> = []
    private var edges: [NavigationEdge] = []
    private var diagnostics: [Diagnostic] = []
    /// Route facts by output key (`SignInGroup.signedIn`), in source order.
    private var routes: [String: [RouteFact]] = [:]
    /// How each node's internal (module-qualified) id is shown.
    private var displayIDs = DisplayIDs()
    /// The argument types of each `ArrivalFlow`, by id: what a step's verb entering it forwards.
    private var arrivalArguments: [String: [String]] = [:]

    /// The graph and the notes about what could not be resolved.
    static func assemble(_ files: [FileFacts]) -> (graph: NavigationGraph, diagnostics: [Diagnostic]) {
        let scopes = ModuleScopes(files)
        let files = files.map(scopes.qualified)
        var assembler = GraphAssembler(table: TypeTable(files))
        assembler.build(files)
        let graph = assembler.displayIDs.applied(to: NavigationGraph(nodes: assembler.nodes, edges: assembler.edges))
        return (graph.normalized(), assembler.diagnostics)
    }

    private init(table: TypeTable) {
        self.table = table
    }

    private mutating func build(_ files: [FileFacts]) {
        for file in files {
            for route in file.routes {
                if let output = table.resolveRoutedOutput(route.receiver, context: route.context) {
                    routes[output.key, default: []].append(route)
                } else if !route.verbs.isEmpty {
                    note("cannot resolve the output '\(route.receiver.joined(separator: "."))' routed here", at: route.position)
                }
            }
        }
        for file in files {
            for flow in file.flows {
                if let arguments = flow.arrivalArguments { arrivalArguments[TypeTable.id(flow.owner, flow.name)] = arguments }
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
            for flow in file.flows { addEdges(of: flow) }
            for tabs in file.tabs { addEdges(of: tabs) }
        }
    }

    /// A flow's or tab container's node: its group is its owner (none at a module's file scope),
    /// and it is shown without the module its id and group are qualified with, where unique.
    private mutating func addDeclared(_ node: ScreenNode, owner: String?, module: String?) {
        var node = node
        guard let module else {
            node.group = owner
            return addNode(node)
        }
        // `ModuleScopes` qualified the owner with its module: `Home.Flows`, or `Home` at file scope.
        let unqualified = { (name: String) in name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } }
        node.group = owner == module ? nil : owner
        displayIDs.add(node.id, short: unqualified(node.id) ?? node.id, group: owner.flatMap(unqualified))
        addNode(node)
    }

    /// The first declaration of an id makes its node; a repeat (an `#if`/`#else` pair declaring
    /// the same flow twice) adds only its edges.
    private mutating func addNode(_ node: ScreenNode) {
        if nodeIDs.insert(node.id).inserted { nodes.append(node) }
    }

    private mutating func addEdges(of flow: FlowFact) {
        let from = TypeTable.id(flow.owner, flow.name)
        for verb in flow.verbs {
            let arguments = verb.callbackProperty.flatMap { property in
                flow.screenType.flatMap { table.callbackArguments(screen: $0, property: property, context: flow.owner) }
            }
            var emitter = Emitter(from: from, label: verb.label, arguments: arguments)
            if let stepCase = verb.stepCase {
                // As at run time: the case, and the types its verb forwards (an arrival flow's).
                let forwarded = verb.target.flatMap { table.resolveTarget($0, context: flow.owner) }
                    .flatMap { arrivalArguments[$0.id] } ?? []
                emitter = Emitter(from: from, label: stepCase, arguments: forwarded)
            }
            if verb.verb == .emit {
                addEmission(verb, context: flow.owner, emitter: emitter, outer: nil, depth: 0, conditional: verb.conditional)
            } else {
                addEdge(verb, context: flow.owner, emitter: emitter, output: nil, conditional: verb.conditional)
            }
        }
    }

    private mutating func addEdges(of tabs: TabsFact) {
        let from = TypeTable.id(tabs.owner, tabs.name)
        for tab in tabs.tabs {
            // As at run time: a tab edge is not animated and carries the tab's title as label.
            edges.append(NavigationEdge(
                from: from, to: target(of: tab.target, context: tabs.owner).id, action: .tab, label: tab.title,
                file: tab.position.file, line: tab.position.line, column: tab.position.column, animated: false,
                embedding: tab.embedding, conditional: tab.conditional))
        }
    }

    /// The screen a verb runs from, and the callback it is bound to there.
    private struct Emitter {
        var from: String
        var label: String
        /// The callback's argument types; `nil` when its declaration is unknown.
        var arguments: [String]?
    }

    private mutating func addEdge(_ verb: VerbFact, context: String?, emitter: Emitter, output: String?, conditional: Bool) {
        var to: String?
        var isTabs = false
        if let reference = verb.target {
            (to, isTabs) = target(of: reference, context: context)
        }
        let embedding = verb.verb.recordedEmbedding(declared: verb.embedding, targetIsTabs: isTabs)
        edges.append(NavigationEdge(
            from: emitter.from, to: to, action: EdgeAction(verb.verb), label: emitter.label, arguments: emitter.arguments ?? [],
            file: verb.position.file, line: verb.position.line, column: verb.position.column, animated: verb.animated,
            embedding: embedding, output: output, conditional: conditional))
    }

    /// An `emit`: the verbs of every route of its output, as edges from the emitting screen;
    /// routes that emit further outputs are followed as deep as `OutputRouting` allows.
    private mutating func addEmission(_ verb: VerbFact, context: String?, emitter: Emitter, outer: String?,
                                      depth: Int, conditional: Bool) {
        guard let reference = verb.target, let path = reference.path,
              let output = table.resolveOutput(path, context: context) else {
            if let reference = verb.target {
                note("cannot resolve the output '\(reference.text)' emitted here", at: reference.position)
            }
            addUnroutedEmit(verb, emitter: emitter, output: verb.target.map { $0.path?.last ?? $0.text },
                            conditional: conditional)
            return
        }
        // The emitting callback's own arguments; failing that, the output's values, which a
        // compiling `emit` must match.
        var emitting = emitter
        if emitting.arguments == nil { emitting.arguments = output.fact.values }
        let routed = routes[output.key] ?? []
        let routedVerbs = routed.reduce(0) { $0 + $1.verbs.count }
        guard !OutputRouting.staysUnrouted(routedVerbs: routedVerbs, depth: depth) else {
            // Deeper than the first emission, the runtime walker knows no label and reports the
            // inner output's own values.
            if depth > 0 { emitting = Emitter(from: emitter.from, label: "", arguments: output.fact.values) }
            addUnroutedEmit(verb, emitter: emitting, output: output.fact.name, conditional: conditional)
            return
        }
        for route in routed {
            for routedVerb in route.verbs {
                let nested = conditional || routedVerb.conditional
                if routedVerb.verb == .emit {
                    addEmission(routedVerb, context: route.context, emitter: emitting, outer: outer ?? output.fact.name,
                                depth: depth + 1, conditional: nested)
                } else {
                    addEdge(routedVerb, context: route.context, emitter: emitting, output: outer ?? output.fact.name,
                            conditional: nested)
                }
            }
        }
    }

    private mutating func addUnroutedEmit(_ verb: VerbFact, emitter: Emitter, output: String?, conditional: Bool) {
        edges.append(NavigationEdge(
            from: emitter.from, to: nil, action: .emit, label: emitter.label, arguments: emitter.arguments ?? [],
            file: verb.position.file, line: verb.position.line, column: verb.position.column, animated: false,
            output: output, conditional: conditional))
    }

    /// The node a reference leads to; an unresolved one becomes an external node, with a note.
    /// External nodes are keyed by the type the reference is written in, not by its text alone:
    /// `detail` unresolved in two unrelated flows is two nodes, shown `detail` only while no
    /// other node is.
    private mutating func target(of reference: Reference, context: String?) -> (id: String, isTabs: Bool) {
        if let resolved = table.resolveTarget(reference, context: context) { return (resolved.id, resolved.isTabs) }
        note("cannot resolve '\(reference.text)' to a flow, tab container or flow group; drawn as an external node",
             at: reference.position)
        let id = TypeTable.id(context, reference.text)
        displayIDs.add(id, short: reference.text, group: nil)
        addNode(ScreenNode(id: id, screen: "?", kind: .external, file: reference.position.file,
                           line: reference.position.line, column: reference.position.column))
        return (id, false)
    }

    private mutating func note(_ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(severity: .note, message: message, file: position.file, line: position.line,
                                          column: position.column))
    }
}
