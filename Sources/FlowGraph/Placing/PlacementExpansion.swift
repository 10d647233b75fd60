import FlowKit

/// Instantiates each flow group once per placement, the rule both walkers share.
///
/// A placement is a `places` edge: a verb or tab entering a group from one screen (itself in
/// some placement). Every node is copied once per placement of the group instance it belongs to
/// that is reached: breadth-first from the roots, then from every node whose instance nothing
/// places, then from any node still unmet. An edge's target lives in the nearest enclosing
/// placement of its own instance (a group's screen pushing a sibling stays in the placement; a
/// route's verb reaching the parent's screen lands in the parent's), else unplaced. An `emit`
/// becomes the verbs of the route the nearest placement of its group gives the output, else the
/// group's own route, followed through outputs those routes emit as deep as `OutputRouting`
/// allows, each drawn at the route's verb and saying where the emission is (`emittedAt`, the
/// first `emit` of a chain); an output routed by neither is one `emit` edge to nowhere, in that
/// placement only.
///
/// A placement made by an output's route (`signedOut.route { lets in lets.setWindowRoot(self.onboarding) }`)
/// is one per route verb and enclosing placement, whichever screen emits. Without roots (a
/// static scan), a group placed only by routes also keeps an unplaced instance, for the route
/// may lead back to where the app started; `UnplacedGraph.placed()` then infers the roots from
/// that graph (`RootInference`, which sets aside such a copy where another root reaches the
/// group) and instantiates again from them, so the map is what the runtime walk of those roots
/// draws.
///
/// Ids (the JSON contract's "placement ids"): a node with one instance keeps its id, so maps
/// of groups placed once do not change. Where one id has several instances, each placed one is
/// `<id>@<placing screen's id>.<how>`: the placing callback (the verb's raw value when the
/// callback is unknown; a tab's title, else `tab`), or for a route's placement the routed
/// output's name, placed from the first screen that emits it; e.g.
/// `PlacedFormGroup.form@PlacedFlows.home.onPush`. An unplaced one keeps the id; any that
/// still collide get `#2`, `#3`… in walk order.
struct PlacementExpansion {
    private let source: UnplacedGraph
    private let nodeIndex: [String: Int]
    /// The placements (contexts) met, each inside its parent's.
    private var contexts: [Context] = []
    private var contextIndex: [ContextKey: Int] = [:]
    private var instances: [Instance] = []
    /// Instances in a placement, by value; an unplaced node's one instance is kept by node in
    /// ``unplacedInstance`` instead, as most nodes are unplaced and an array needs no hashing.
    private var instanceIndex: [Instance: Int] = [:]
    private var unplacedInstance: [Int?] = []
    /// The edges drawn, each from one instance to another (or nowhere); a template edge is kept
    /// by its index and copied once, when the graph is made, since an edge is a large value.
    private var edges: [(from: Int, to: Int?, edge: DrawnEdge)] = []
    /// The template node each template edge leads to, looked up once rather than per placement.
    private var templateTargets: [Int?] = []
    /// The edges drawn otherwise than their template (``DrawnEdge/redrawn(_:)``).
    private var redrawnEdges: [NavigationEdge] = []
    private var next = 0
    /// Each instance's id, once ``graph()`` has assigned them.
    private var ids: [String] = []

    private struct Context {
        let placement: String
        let instance: String
        let parent: Int?
        /// The instance of the screen that places the group, and how it does.
        let placer: Int
        let how: String
    }

    private struct ContextKey: Hashable {
        let placement: String
        let parent: Int?
        /// `nil` for a route's placement, one whichever screen emits.
        let placer: Int?
    }

    /// One node of the result: a template node in a placement (or none).
    private struct Instance: Hashable {
        let node: Int
        let context: Int?
    }

    /// An edge as drawn: a template edge as it is, or one redrawn (a route's verb drawn at its
    /// emitter), each by its index; small, so the list of edges drawn moves little memory.
    private enum DrawnEdge {
        case template(Int)
        case redrawn(Int)
    }

    /// The emitting callback an emission's routed verbs are drawn with, and where it emits.
    private struct Emitter {
        let label: String
        let arguments: [String]
        let output: String?
        let conditional: Bool
        let site: CodeLocation
    }

    init(_ source: UnplacedGraph) {
        self.source = source
        nodeIndex = Dictionary(source.nodes.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func graph() -> NavigationGraph {
        instances.reserveCapacity(source.nodes.count)
        unplacedInstance = Array(repeating: nil, count: source.nodes.count)
        edges.reserveCapacity(source.edges.count)
        var edgesFrom = [[Int]](repeating: [], count: source.nodes.count)
        templateTargets.reserveCapacity(source.edges.count)
        // By index, reading fields in place: iterating the edges would copy each one whole.
        for index in source.edges.indices {
            if let from = nodeIndex[source.edges[index].edge.from] { edgesFrom[from].append(index) }
            templateTargets.append(source.edges[index].edge.to.flatMap { nodeIndex[$0] })
        }
        // With roots known, a group placed by a route is placed; without, it may be where the
        // app starts (see the type's documentation).
        var placedInstances = instances(placedBy: source.edges)
        if !source.roots.isEmpty { placedInstances.formUnion(instances(placedBy: routeVerbs)) }
        let roots = source.roots.compactMap { nodeIndex[$0] }
        var starts = roots
        starts += source.nodes.indices.filter { source.nodes[$0].instance.map(placedInstances.contains) != true }
        starts += source.nodes.indices
        var met = [Bool](repeating: false, count: source.nodes.count)
        for start in starts where !met[start] {
            instantiate(Instance(node: start, context: nil))
            while next < instances.count {
                let current = next
                next += 1
                met[instances[current].node] = true
                for edge in edgesFrom[instances[current].node] { follow(edge, from: current) }
            }
        }
        ids = assignIDs()
        let ids = self.ids
        let nodes = instances.indices.map { index -> ScreenNode in
            var node = source.nodes[instances[index].node].node
            node.id = ids[index]
            return node
        }
        let graphEdges = edges.map { edge -> NavigationEdge in
            var drawn = drawnEdge(edge.edge)
            drawn.from = ids[edge.from]
            drawn.to = edge.to.map { ids[$0] }
            return drawn
        }
        let rootIDs = roots.compactMap { unplacedInstance[$0] }.map { ids[$0] }
        return NavigationGraph(nodes: nodes, edges: graphEdges, roots: rootIDs).normalized()
    }

    /// The template key of the unplaced instance shown as `id`, if `id` is one.
    func unplacedKey(ofID id: String) -> String? {
        guard let index = ids.firstIndex(of: id), instances[index].context == nil else { return nil }
        return source.nodes[instances[index].node].key
    }

    /// Whether some group is placed by an output's route and by no verb or tab: the case where
    /// a graph without roots keeps an unplaced copy the roots may not need.
    var placesOnlyByRoutes: Bool {
        !instances(placedBy: routeVerbs).isSubset(of: instances(placedBy: source.edges))
    }

    /// The verbs of every output's routes.
    private var routeVerbs: [UnplacedGraph.Edge] {
        source.routes.values.flatMap { $0.own + $0.placed.values.joined() }
    }

    /// The group instances that `edges` place.
    private func instances(placedBy edges: [UnplacedGraph.Edge]) -> Set<String> {
        var placed = Set<String>()
        for index in edges.indices {
            guard case .places = edges[index].role, let to = edges[index].edge.to, let node = nodeIndex[to],
                  let instance = source.nodes[node].instance else { continue }
            placed.insert(instance)
        }
        return placed
    }

    @discardableResult
    private mutating func instantiate(_ instance: Instance) -> Int {
        if instance.context == nil {
            if let index = unplacedInstance[instance.node] { return index }
            instances.append(instance)
            unplacedInstance[instance.node] = instances.count - 1
            return instances.count - 1
        }
        if let index = instanceIndex[instance] { return index }
        instances.append(instance)
        instanceIndex[instance] = instances.count - 1
        return instances.count - 1
    }

    private mutating func follow(_ index: Int, from source: Int) {
        // Fields are read in place: copying the whole edge for every placement would dominate.
        switch self.source.edges[index].role {
        case .emits(let output):
            let edge = self.source.edges[index]
            let emitter = Emitter(label: edge.edge.label, arguments: edge.edge.arguments, output: edge.edge.output,
                                  conditional: edge.edge.conditional,
                                  site: CodeLocation(file: edge.edge.file, line: edge.edge.line, column: edge.edge.column))
            emit(edge, output: output, from: source, searching: instances[source].context, emitter: emitter, depth: 0)
        case .verb, .places:
            add(to: templateTargets[index], role: self.source.edges[index].role, from: source, drawn: .template(index),
                routed: false)
        }
    }

    /// Adds an edge to template node `node` from `source`, drawn as `drawn`, instantiating its
    /// target where it lives; `routed` when the edge is a route's verb.
    private mutating func add(to node: Int?, role: UnplacedGraph.Role, from source: Int, drawn: DrawnEdge,
                              routed: Bool) {
        var target: Int?
        if let node {
            let here = instances[source].context
            switch role {
            case .places(let placement):
                if let instance = self.source.nodes[node].instance {
                    let context = self.context(placement, instance: instance, parent: here, placer: source,
                                               how: drawn, routed: routed)
                    target = instantiate(Instance(node: node, context: context))
                } else {
                    target = instantiate(Instance(node: node, context: enclosing(node, from: here)))
                }
            case .verb, .emits:
                target = instantiate(Instance(node: node, context: enclosing(node, from: here)))
            }
        }
        edges.append((source, target, drawn))
    }

    private mutating func context(_ placement: String, instance: String, parent: Int?, placer: Int,
                                  how drawn: DrawnEdge, routed: Bool) -> Int {
        // A group that places itself again (a folder browser pushing its own group) folds back
        // onto the enclosing placement made by the same verb, so the copies end.
        var enclosing = parent
        while let index = enclosing {
            if contexts[index].placement == placement { return index }
            enclosing = contexts[index].parent
        }
        let key = ContextKey(placement: placement, parent: parent, placer: routed ? nil : placer)
        if let index = contextIndex[key] { return index }
        let edge = drawnEdge(drawn)
        let how = routed ? edge.output ?? edge.action.rawValue : edge.label.isEmpty ? edge.action.rawValue : edge.label
        contexts.append(Context(placement: placement, instance: instance, parent: parent, placer: placer, how: how))
        contextIndex[key] = contexts.count - 1
        return contexts.count - 1
    }

    private mutating func redraw(_ edge: NavigationEdge) -> DrawnEdge {
        redrawnEdges.append(edge)
        return .redrawn(redrawnEdges.count - 1)
    }

    private func drawnEdge(_ drawn: DrawnEdge) -> NavigationEdge {
        switch drawn {
        case .template(let index): source.edges[index].edge
        case .redrawn(let index): redrawnEdges[index]
        }
    }

    /// The nearest placement, from `context` outwards, of the instance `node` belongs to.
    private func enclosing(_ node: Int, from context: Int?) -> Int? {
        guard let instance = source.nodes[node].instance else { return nil }
        var current = context
        while let index = current {
            if contexts[index].instance == instance { return index }
            current = contexts[index].parent
        }
        return nil
    }

    /// Draws an emission of `output` from `source`: the verbs of its route, found from
    /// placement `searching` outwards, else the group's own.
    private mutating func emit(_ edge: UnplacedGraph.Edge, output: String, from source: Int, searching: Int?,
                               emitter: Emitter, depth: Int) {
        let routes = self.source.routes[output]
        var verbs = routes?.own ?? []
        var routing = searching
        var current = searching
        while let index = current {
            if let placed = routes?.placed[contexts[index].placement] {
                verbs = placed
                routing = index
                break
            }
            current = contexts[index].parent
        }
        guard !OutputRouting.staysUnrouted(routedVerbs: verbs.count, depth: depth) else {
            // At the first emission this is the emit itself; deeper, the inner output's emit as
            // its route declares it.
            edges.append((source, nil, redraw(edge.edge)))
            return
        }
        for verb in verbs {
            if case .emits(let inner) = verb.role {
                emit(verb, output: inner, from: source, searching: routing, emitter: emitter, depth: depth + 1)
                continue
            }
            var drawn = verb.edge
            drawn.label = emitter.label
            drawn.arguments = emitter.arguments
            drawn.output = emitter.output
            drawn.conditional = emitter.conditional || verb.edge.conditional
            drawn.emittedAt = emitter.site
            add(to: verb.edge.to.flatMap { nodeIndex[$0] }, role: verb.role, from: source, drawn: redraw(drawn), routed: true)
        }
    }

    /// Each instance's id: see the type's documentation.
    private func assignIDs() -> [String] {
        var perBase: [String: Int] = [:]
        for instance in instances { perBase[source.nodes[instance.node].node.id, default: 0] += 1 }
        var ids: [String] = []
        var used: [String: Int] = [:]
        for instance in instances {
            let base = source.nodes[instance.node].node.id
            var id = base
            if perBase[base]! > 1, let context = instance.context {
                let placement = contexts[context]
                id = "\(base)@\(ids[placement.placer]).\(placement.how)"
            }
            let count = used[id, default: 0] + 1
            used[id] = count
            ids.append(count == 1 ? id : "\(id)#\(count)")
        }
        return ids
    }
}
