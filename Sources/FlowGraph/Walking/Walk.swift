@_spi(FlowKitTools) import FlowKit

/// The state of one runtime walk: the queue, the nodes met so far, their edges, and the routes
/// of every output and placement met, keyed by object identity until the placement pass
/// (`UnplacedGraph.placed()`) gives them ids.
@MainActor
struct Walk {
    private(set) var queue: [NavigationTarget] = []
    private var seen: Set<ObjectIdentifier> = []
    private var nodes: [PendingNode] = []
    private var edges: [PendingEdge] = []
    /// The outputs emitted so far, in the order met.
    private var outputs: [any AnyFlowOutput] = []
    private var outputsMet: Set<ObjectIdentifier> = []
    /// The group placements made so far: their key, what the placing verb or tab targets, and
    /// the group it places.
    private var placements: [(key: String, target: any FlowTarget, group: AnyObject)] = []
    private var routes: [ObjectIdentifier: (own: [PendingEdge], placed: [String: [PendingEdge]])] = [:]
    /// Roots given as a group's placement (`navigator.start(group.on(\.done) { … })`): nothing
    /// places them, so their routes stand in for the group's own where it has none.
    private var rootPlacements: [any FlowTarget] = []
    /// What reading one recipe's screens learnt, so the walk probes and labels each recipe once;
    /// a verb no callback holds is named by what runs it, as the scanner names it.
    private let memo = FlowDeclaration.Memo { binding, runs in
        CallbackRuns.label(of: binding, among: runs.map { run in
            CallbackRuns.Callback(name: run.callback,
                                  cases: run.cases.map { CallbackRuns.Case(name: $0.step, runs: $0.runs) })
        })
    }

    private struct PendingNode {
        let identity: ObjectIdentifier
        let screen: String
        let kind: ScreenNode.Kind
        let explicitName: String?
        let callSite: CallSite
    }

    private enum PendingRole {
        case verb
        case places(String)
        case emits(ObjectIdentifier)
    }

    private struct PendingEdge {
        /// `nil` for a route's verb, which runs from whichever screen emits.
        let from: ObjectIdentifier?
        let to: ObjectIdentifier?
        let action: EdgeAction
        /// Whose requests the verb makes; `nil` for a tab.
        let origin: NavigationOrigin?
        /// The callback the edge is drawn from, or a tab's title.
        let label: String
        let arguments: [String]
        let callSite: CallSite?
        let animated: Bool
        let embedding: Embedding?
        let output: String?
        let role: PendingRole
    }

    /// Queues a root given as a flow target, remembering a group placement's routes.
    mutating func enqueueRoot(_ root: any FlowTarget) {
        if Self.group(placedBy: root) != nil { rootPlacements.append(root) }
        enqueue(root.navigationTarget)
    }

    /// Queues `target` unless it was met before; returns its identity.
    @discardableResult
    mutating func enqueue(_ target: NavigationTarget) -> ObjectIdentifier? {
        let identity: ObjectIdentifier
        switch target {
        case .flow(let flow): identity = ObjectIdentifier(flow)
        case .tabs(let tabs): identity = ObjectIdentifier(tabs)
        case .output: return nil
        }
        if seen.insert(identity).inserted { queue.append(target) }
        return identity
    }

    mutating func visit(_ flow: AnyFlow) {
        let identity = ObjectIdentifier(flow)
        nodes.append(PendingNode(identity: identity, screen: flow.screenTypeName, kind: .screen,
                                 explicitName: flow.name, callSite: flow.callSite))
        // A flow whose owner is gone cannot be built: it stays a node without edges.
        guard let declaration = FlowDeclaration.read(.flow(flow, memo: memo)) else { return }
        for binding in declaration.bindings {
            // A verb given to several callbacks is one edge per callback; one nothing names, one
            // unlabelled edge.
            for label in binding.callbacks.isEmpty ? [""] : binding.callbacks {
                edges.append(record(binding, from: identity, label: label))
            }
        }
    }

    mutating func visit(_ tabs: Tabs) {
        let identity = ObjectIdentifier(tabs)
        nodes.append(PendingNode(identity: identity, screen: ScreenNode.tabContainerScreen, kind: .tabs, explicitName: tabs.name,
                                 callSite: tabs.callSite))
        for tab in tabs.tabs {
            let target = enqueue(.flow(tab.flow))
            let role = placing(tab.target)
            edges.append(PendingEdge(from: identity, to: target, action: .tab, origin: nil,
                                     label: tab.title ?? "", arguments: [], callSite: tab.callSite,
                                     animated: false, embedding: tab.embedding, output: nil, role: role))
        }
    }

    /// One declared verb as an edge from `source` (`nil` for a route's verb), labelled `label`;
    /// an emitted output's routes, and a placement's, are declared as they are met, so every
    /// verb they lead to is walked.
    private mutating func record(_ binding: FlowDeclaration.Binding, from source: ObjectIdentifier?, label: String)
    -> PendingEdge {
        if binding.verb == .emit, case .output(let output)? = binding.target {
            meet(output)
            return PendingEdge(from: source, to: nil, action: .verb(.emit), origin: binding.origin, label: label,
                               arguments: binding.argumentTypeNames, callSite: binding.callSite,
                               animated: false, embedding: nil, output: output.name, role: .emits(ObjectIdentifier(output)))
        }
        let target = binding.target.flatMap { enqueue($0) }
        var targetIsTabs = false
        if case .tabs? = binding.target { targetIsTabs = true }
        let embedding = binding.verb.recordedEmbedding(declared: binding.embedding, targetIsTabs: targetIsTabs)
        return PendingEdge(
            from: source, to: target, action: .verb(binding.verb), origin: binding.origin, label: label,
            arguments: binding.argumentTypeNames, callSite: binding.callSite, animated: binding.animated,
            embedding: embedding, output: nil, role: binding.placement.map { placing($0.target, group: $0.group) } ?? .verb)
    }

    /// The role of a tab to `target`: a new placement when it enters a flow group.
    private mutating func placing(_ target: any FlowTarget) -> PendingRole {
        guard let group = Self.group(placedBy: target) else { return .verb }
        return placing(target, group: group)
    }

    /// A new placement of `group` by `target`, whose routes each output met is given.
    private mutating func placing(_ target: any FlowTarget, group: AnyObject) -> PendingRole {
        let key = "placement \(placements.count)"
        placements.append((key, target, group))
        for output in outputs { declarePlacedRoute(of: output, in: placements.count - 1) }
        return .places(key)
    }

    private mutating func meet(_ output: any AnyFlowOutput) {
        let identity = ObjectIdentifier(output)
        guard outputsMet.insert(identity).inserted else { return }
        outputs.append(output)
        var route = FlowDeclaration.read(.route(of: output, placedBy: nil))
        // Where the group has no route of its own, a root given as its placement supplies one.
        for root in rootPlacements where route == nil {
            route = FlowDeclaration.read(.route(of: output, placedBy: root))
        }
        let own = route.map { routeEdges($0) } ?? []
        routes[identity, default: ([], [:])].own = own
        for index in placements.indices { declarePlacedRoute(of: output, in: index) }
    }

    private mutating func declarePlacedRoute(of output: any AnyFlowOutput, in index: Int) {
        let placement = placements[index]
        guard let route = FlowDeclaration.read(.route(of: output, placedBy: placement.target)) else { return }
        routes[ObjectIdentifier(output), default: ([], [:])].placed[placement.key] = routeEdges(route)
    }

    /// A route's verbs as edges from whichever screen emits.
    private mutating func routeEdges(_ route: FlowDeclaration) -> [PendingEdge] {
        route.bindings.map { record($0, from: nil, label: $0.label ?? "") }
    }

    /// The flow group `target` enters, for a tab or root no binding declares: the group itself,
    /// or a ``Placement``'s group; `nil` for a plain flow.
    private static func group(placedBy target: any FlowTarget) -> AnyObject? {
        if let placement = target as? any PlacedGroup { return placement.placedGroup }
        return target is any FlowGroup ? target : nil
    }

    /// The finished graph: every flow group instantiated per placement, ids assigned.
    func graph(roots: [NavigationTarget], owners: [AnyObject]) -> NavigationGraph {
        // Groups placed without being held by an owner (`lets.push(SignInGroup())`) still name
        // their flows, after the owners' own names.
        let names = DeclarationNames(owners: owners + placements.map { $0.group })
        // Loops and nonisolated functions rather than closures: a closure made in main-actor
        // code checks its executor each time `map` calls it, once per screen and edge.
        var unplaced = UnplacedGraph()
        unplaced.nodes.reserveCapacity(nodes.count)
        for node in nodes {
            unplaced.nodes.append(UnplacedGraph.Node(
                key: Self.key(node.identity),
                node: ScreenNode(id: names.name(of: node.identity) ?? node.explicitName ?? node.screen, screen: node.screen,
                                 kind: node.kind, group: names.group(of: node.identity), file: node.callSite.fileID,
                                 line: node.callSite.line),
                instance: names.declarer(of: node.identity).map(Self.key)))
        }
        unplaced.edges = edges.map(Self.drawn)
        for (output, routed) in routes {
            var drawnRoutes = UnplacedGraph.Routes()
            drawnRoutes.own = routed.own.map(Self.drawn)
            for (placement, verbs) in routed.placed { drawnRoutes.placed[placement] = verbs.map(Self.drawn) }
            unplaced.routes[Self.key(output)] = drawnRoutes
        }
        for root in roots {
            switch root {
            case .flow(let flow): unplaced.roots.append(Self.key(ObjectIdentifier(flow)))
            case .tabs(let tabs): unplaced.roots.append(Self.key(ObjectIdentifier(tabs)))
            case .output: break
            }
        }
        return unplaced.placed()
    }

    /// A node's key: only needs to be unique, so the address in hex, not `ObjectIdentifier`'s description.
    private nonisolated static func key(_ identity: ObjectIdentifier) -> String {
        String(UInt(bitPattern: identity), radix: 16)
    }

    /// A pending edge as the placement pass takes it, its ends by key.
    private nonisolated static func drawn(_ edge: PendingEdge) -> UnplacedGraph.Edge {
        let role: UnplacedGraph.Role
        switch edge.role {
        case .verb: role = .verb
        case .places(let placement): role = .places(placement: placement)
        case .emits(let output): role = .emits(output: key(output))
        }
        return UnplacedGraph.Edge(NavigationEdge(
            from: edge.from.map(key) ?? "", to: edge.to.map(key), action: edge.action,
            label: edge.label, arguments: edge.arguments,
            file: edge.callSite?.fileID, line: edge.callSite?.line, animated: edge.animated,
            embedding: edge.embedding, output: edge.output,
            origin: edge.origin.map(EdgeOrigin.init) ?? .callback), role: role)
    }
}

/// A ``Placement`` read without its group's type.
private protocol PlacedGroup {
    var placedGroup: AnyObject { get }
}

extension Placement: PlacedGroup {
    fileprivate var placedGroup: AnyObject { group }
}
