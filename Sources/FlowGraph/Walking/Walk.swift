import FlowKit

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
    private var probed = ClosureProbe.Memo()

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
        /// Read at the end for a route's verb, which no screen's probe labels.
        let declaration: DeclaredAction?
        /// A tab's title.
        let fixedLabel: String
        /// A screen's verb's label (``ClosureProbe``), which comes first.
        var mapLabel: String? = nil
        let arguments: [String]
        let callSite: CallSite?
        let animated: Bool
        let embedding: Embedding?
        let output: String?
        let role: PendingRole
    }

    /// Queues a root given as a flow target, remembering a group placement's routes.
    mutating func enqueueRoot(_ root: any FlowTarget) {
        if GroupPlacements.group(of: root) != nil { rootPlacements.append(root) }
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
        let recorder = RecordingNavigator()
        nodes.append(PendingNode(identity: identity, screen: flow.screenTypeName, kind: .screen,
                                 explicitName: flow.name, callSite: flow.callSite))
        // A flow whose owner is gone cannot be built: it stays a node without edges.
        guard let (screen, lets) = flow.makeObject(for: recorder) else { return }
        let labels = ClosureProbe.labels(declaredBy: lets, on: screen, recorder: recorder, memo: &probed)
        for (declaration, labels) in zip(lets.declaredActions, labels) {
            // A verb given to several callbacks is one edge per callback.
            for label in labels { edges.append(record(declaration, from: identity, label: label)) }
        }
    }

    mutating func visit(_ tabs: Tabs) {
        let identity = ObjectIdentifier(tabs)
        nodes.append(PendingNode(identity: identity, screen: ScreenNode.tabContainerScreen, kind: .tabs, explicitName: tabs.name,
                                 callSite: tabs.callSite))
        for tab in tabs.tabs {
            let target = enqueue(.flow(tab.flow))
            let role = placing(tab.target)
            edges.append(PendingEdge(from: identity, to: target, action: .tab, declaration: nil,
                                     fixedLabel: tab.title ?? "", arguments: [], callSite: tab.callSite,
                                     animated: false, embedding: tab.embedding, output: nil, role: role))
        }
    }

    /// One declared verb as an edge from `source` (`nil` for a route's verb), labelled `label`
    /// when given; an emitted output's routes, and a placement's, are declared as they are met,
    /// so every verb they lead to is walked.
    private mutating func record(_ declaration: DeclaredAction, from source: ObjectIdentifier?, label: String? = nil)
    -> PendingEdge {
        var edge = unlabelledEdge(declaration, from: source)
        edge.mapLabel = label
        return edge
    }

    private mutating func unlabelledEdge(_ declaration: DeclaredAction, from source: ObjectIdentifier?) -> PendingEdge {
        if declaration.verb == .emit, case .output(let output)? = declaration.target {
            meet(output)
            return PendingEdge(from: source, to: nil, action: .verb(.emit), declaration: declaration, fixedLabel: "",
                               arguments: declaration.argumentTypeNames, callSite: declaration.callSite,
                               animated: false, embedding: nil, output: output.name, role: .emits(ObjectIdentifier(output)))
        }
        let target = declaration.target.flatMap { enqueue($0) }
        var targetIsTabs = false
        if case .tabs? = declaration.target { targetIsTabs = true }
        let embedding = declaration.verb.recordedEmbedding(declared: declaration.embedding, targetIsTabs: targetIsTabs)
        return PendingEdge(
            from: source, to: target, action: .verb(declaration.verb), declaration: declaration, fixedLabel: "",
            arguments: declaration.argumentTypeNames, callSite: declaration.callSite, animated: declaration.animated,
            embedding: embedding, output: nil, role: declaration.declaredFlowTarget.map { placing($0) } ?? .verb)
    }

    /// The role of an edge to `target`: a new placement when it enters a flow group.
    private mutating func placing(_ target: any FlowTarget) -> PendingRole {
        guard let group = GroupPlacements.group(of: target) else { return .verb }
        let key = "placement \(placements.count)"
        placements.append((key, target, group))
        for output in outputs { declarePlacedRoute(of: output, in: placements.count - 1) }
        return .places(key)
    }

    private mutating func meet(_ output: any AnyFlowOutput) {
        let identity = ObjectIdentifier(output)
        guard outputsMet.insert(identity).inserted else { return }
        outputs.append(output)
        let lets = Lets(navigator: nil)
        var own: [PendingEdge] = []
        var declared = GroupPlacements.declareOwnRoute(of: output, on: lets)
        // Where the group has no route of its own, a root given as its placement supplies one.
        for root in rootPlacements where !declared {
            declared = GroupPlacements.declareRoute(of: output, placedBy: root, on: lets)
        }
        if declared { own = lets.declaredActions.map { record($0, from: nil) } }
        routes[identity, default: ([], [:])].own = own
        for index in placements.indices { declarePlacedRoute(of: output, in: index) }
    }

    private mutating func declarePlacedRoute(of output: any AnyFlowOutput, in index: Int) {
        let placement = placements[index]
        let lets = Lets(navigator: nil)
        guard GroupPlacements.declareRoute(of: output, placedBy: placement.target, on: lets) else { return }
        let verbs = lets.declaredActions.map { record($0, from: nil) }
        routes[ObjectIdentifier(output), default: ([], [:])].placed[placement.key] = verbs
    }

    /// The finished graph: every flow group instantiated per placement, ids assigned.
    func graph(roots: [NavigationTarget], owners: [AnyObject]) -> NavigationGraph {
        // Groups placed without being held by an owner (`lets.push(SignInGroup())`) still name
        // their flows, after the owners' own names.
        let names = DeclarationNames(owners: owners + placements.map { $0.group })
        // Keys only need to be unique: the address in hex, not `ObjectIdentifier`'s description.
        let key = { (identity: ObjectIdentifier) in String(UInt(bitPattern: identity), radix: 16) }
        var unplaced = UnplacedGraph()
        unplaced.nodes = nodes.map { node in
            UnplacedGraph.Node(
                key: key(node.identity),
                node: ScreenNode(id: names.name(of: node.identity) ?? node.explicitName ?? node.screen, screen: node.screen,
                                 kind: node.kind, group: names.group(of: node.identity), file: node.callSite.fileID,
                                 line: node.callSite.line),
                instance: names.declarer(of: node.identity).map(key))
        }
        func drawn(_ edge: PendingEdge) -> UnplacedGraph.Edge {
            let role: UnplacedGraph.Role
            switch edge.role {
            case .verb: role = .verb
            case .places(let placement): role = .places(placement: placement)
            case .emits(let output): role = .emits(output: key(output))
            }
            return UnplacedGraph.Edge(NavigationEdge(
                from: edge.from.map(key) ?? "", to: edge.to.map(key), action: edge.action,
                label: edge.mapLabel ?? edge.declaration?.label ?? edge.fixedLabel, arguments: edge.arguments,
                file: edge.callSite?.fileID, line: edge.callSite?.line, animated: edge.animated,
                embedding: edge.embedding, output: edge.output,
                origin: edge.declaration.map { EdgeOrigin($0.origin) } ?? .callback), role: role)
        }
        unplaced.edges = edges.map(drawn)
        for (output, routed) in routes {
            var drawnRoutes = UnplacedGraph.Routes()
            drawnRoutes.own = routed.own.map(drawn)
            drawnRoutes.placed = routed.placed.mapValues { $0.map(drawn) }
            unplaced.routes[key(output)] = drawnRoutes
        }
        unplaced.roots = roots.compactMap { root -> String? in
            switch root {
            case .flow(let flow): key(ObjectIdentifier(flow))
            case .tabs(let tabs): key(ObjectIdentifier(tabs))
            case .output: nil
            }
        }
        return unplaced.placed()
    }
}
